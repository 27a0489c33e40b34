import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { createReadinessCheck } from './readiness.ts';

export async function healthRoutes(app: FastifyInstance) {
  // Liveness checks nothing else: a database outage must not get every process restarted.
  registerEndpoint(app, endpoints.health.health, async () => ({ status: 'ok' as const }));

  const readiness = createReadinessCheck({ pool: app.db.pool, storage: app.services.storage });
  registerEndpoint(app, endpoints.health.ready, async (_request, reply) => {
    const answer = await readiness();
    return reply.code(answer.status === 'ready' ? 200 : 503).send(answer);
  });
}
