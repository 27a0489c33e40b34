import type { FastifyInstance } from 'fastify';
import sql from 'sql-template-tag';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { runStatement } from '../../infra/database-rows.ts';

const CHECK_TIMEOUT_MS = 2_000;

export async function healthRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.health.health, async (_request, reply) => {
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS).unref(),
    );
    const database = await Promise.race([runStatement(app.db.pool, sql`SELECT 1`), timeout])
      .then(() => 'ok' as const)
      .catch(() => 'unavailable' as const);
    if (database !== 'ok') return reply.code(503).send({ status: 'unavailable', database });
    return { status: 'ok' as const, database };
  });
}
