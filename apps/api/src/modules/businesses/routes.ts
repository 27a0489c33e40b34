import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { findBusiness, findPublicProfile, listAllBusinesses, searchBusinesses } from './service.ts';

export async function businessRoutes(app: FastifyInstance) {
  const { prisma } = app.db;
  registerEndpoint(app, endpoints.businesses.all, async (request) => listAllBusinesses(prisma, request.ability));
  registerEndpoint(app, endpoints.businesses.search, async (request) =>
    searchBusinesses(prisma, { ability: request.ability, search: request.query.search }),
  );
  registerEndpoint(app, endpoints.businesses.show, async (request) =>
    findBusiness(prisma, request.ability, request.params.id),
  );
  registerEndpoint(app, endpoints.businesses.publicProfile, async (request) =>
    findPublicProfile(prisma, request.params.business_id),
  );
}
