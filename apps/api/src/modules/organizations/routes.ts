import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { findPublicOrganization, listActiveOrganizations } from './service.ts';

export async function organizationRoutes(app: FastifyInstance) {
  const { prisma } = app.db;
  registerEndpoint(app, endpoints.organizations.list, async () => listActiveOrganizations(prisma));
  registerEndpoint(app, endpoints.organizations.show, async (request) =>
    findPublicOrganization(prisma, request.params.organization_id),
  );
}
