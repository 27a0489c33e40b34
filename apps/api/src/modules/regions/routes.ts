import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { createRegion, updateRegion } from './service.ts';

/** Admins' region writes; the reads are lookups (modules/lookups). */
export async function regionRoutes(app: FastifyInstance) {
  const { prisma } = app.db;
  registerEndpoint(app, endpoints.regions.create, async (request) =>
    createRegion(prisma, { ability: request.ability, fields: request.body }),
  );
  registerEndpoint(app, endpoints.regions.update, async (request) =>
    updateRegion(prisma, { ability: request.ability, id: request.params.id, fields: request.body }),
  );
}
