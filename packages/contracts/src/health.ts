import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** The process lives and answers: what a supervisor restarts it on. */
export const ZHealth = z.object({ status: z.literal('ok') });

const ZCheck = z.enum(['ok', 'unavailable']);

/**
 * Whether this process should be sent requests: its database answers, the database has every migration this
 * code ships, and its file storage takes, gives back and removes a file.
 */
export const ZReadiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: ZCheck,
  migrations: z.enum(['current', 'pending', 'unknown']),
  storage: ZCheck,
});
export type TReadiness = z.infer<typeof ZReadiness>;

export const healthEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness: the process answers (it checks nothing else)',
    description:
      'Answers 200 as long as the process serves requests. Use `/api/ready` to know whether it can do useful work.',
    access: 'public',
    publicRead: false,
    responses: { 200: ZHealth },
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/api/ready',
    summary: 'Readiness: database reachable, migrations current, storage reachable (503 otherwise)',
    description:
      'Checks the database connection, that every migration has run and that file storage answers. A load balancer takes an instance out of rotation while this answers 503.',
    access: 'public',
    publicRead: false,
    responses: { 200: ZReadiness, 503: ZReadiness },
  }),
} as const;
