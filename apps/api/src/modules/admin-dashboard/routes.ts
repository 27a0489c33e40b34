import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { adminDashboard } from './admin-dashboard.ts';

export async function adminDashboardRoutes(app: FastifyInstance) {
  const deps = { pool: app.db.pool };
  registerEndpoint(app, endpoints.adminDashboard.show, async (request) =>
    adminDashboard(deps, { ability: request.ability, query: request.query }),
  );
}
