import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './manage-api-keys.ts';

export async function apiKeyRoutes(app: FastifyInstance) {
  const { prisma } = app.db;
  registerEndpoint(app, endpoints.apiKeys.list, async (request) =>
    listApiKeys(prisma, { ability: request.ability, businessId: request.params.business_id }),
  );
  registerEndpoint(app, endpoints.apiKeys.create, async (request) =>
    createApiKey(prisma, {
      ability: request.ability,
      businessId: request.params.business_id,
      ownerId: request.currentUser!.id,
      input: request.body.api_key,
    }),
  );
  registerEndpoint(app, endpoints.apiKeys.revoke, async (request, reply) => {
    await revokeApiKey(prisma, {
      ability: request.ability,
      businessId: request.params.business_id,
      keyId: request.params.id,
    });
    return reply.code(204).send();
  });
}
