import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

export const ZHealth = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
});

export const healthEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and database check (503 when the database is down)',
    access: 'public',
    responses: { 200: ZHealth, 503: ZHealth },
  }),
} as const;
