import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { createOrganization, findOrganization, listOrganizations, updateOrganization } from './admin-organizations.ts';
import { findMyOrganization, listMyOrganizations, updateMyOrganization } from './my-organizations.ts';
import { findPublicOrganization, listActiveOrganizations } from './service.ts';

export async function organizationRoutes(app: FastifyInstance) {
  const { prisma, pool } = app.db;
  const { storage } = app.services;
  const { organizations, adminOrganizations, myOrganizations } = endpoints;

  registerEndpoint(app, organizations.list, async () => listActiveOrganizations(prisma));
  registerEndpoint(app, organizations.show, async (request) =>
    findPublicOrganization(prisma, request.params.organization_id),
  );

  registerEndpoint(app, adminOrganizations.list, async (request) => listOrganizations(prisma, request.ability));
  registerEndpoint(app, adminOrganizations.show, async (request) =>
    findOrganization(prisma, request.ability, request.params.id),
  );
  registerEndpoint(app, adminOrganizations.create, async (request) =>
    createOrganization(prisma, {
      ability: request.ability,
      fields: request.body.organization,
      uploads: request.uploads,
    }),
  );
  registerEndpoint(app, adminOrganizations.update, async (request) =>
    updateOrganization(
      { prisma, storage },
      { ability: request.ability, id: request.params.id, fields: request.body.organization, uploads: request.uploads },
    ),
  );

  registerEndpoint(app, myOrganizations.list, async (request) => listMyOrganizations(prisma, request.currentUser!));
  registerEndpoint(app, myOrganizations.show, async (request) =>
    findMyOrganization({ prisma, pool }, { user: request.currentUser!, ability: request.ability }, request.params.id),
  );
  registerEndpoint(app, myOrganizations.update, async (request) =>
    updateMyOrganization(
      { prisma, pool, storage },
      {
        user: request.currentUser!,
        ability: request.ability,
        id: request.params.id,
        fields: request.body.organization,
        uploads: request.uploads,
      },
    ),
  );
}
