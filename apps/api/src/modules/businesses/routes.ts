import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { findBusiness, findPublicProfile, listAllBusinesses, searchBusinesses, updateBusiness } from './service.ts';

export async function businessRoutes(app: FastifyInstance) {
  const { prisma } = app.db;
  registerEndpoint(app, endpoints.businesses.all, async (request) => listAllBusinesses(prisma, request.ability));
  registerEndpoint(app, endpoints.businesses.search, async (request) =>
    searchBusinesses(prisma, { ability: request.ability, search: request.query.search }),
  );
  registerEndpoint(app, endpoints.businesses.show, async (request) =>
    findBusiness(prisma, request.ability, request.params.id),
  );
  registerEndpoint(app, endpoints.businesses.update, async (request) =>
    updateBusiness(
      { prisma, storage: app.services.storage },
      { ability: request.ability, id: request.params.id, fields: request.body.business, uploads: request.uploads },
    ),
  );
  registerEndpoint(app, endpoints.businesses.publicProfile, async (request) =>
    findPublicProfile(prisma, request.params.business_id),
  );
}
