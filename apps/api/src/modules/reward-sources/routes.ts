import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { createRewardSource, findRewardSource, searchRewardSources, updateRewardSource } from './service.ts';

export async function rewardSourceRoutes(app: FastifyInstance) {
  const { prisma } = app.db;
  const { storage } = app.services;
  const { rewardSources } = endpoints;

  registerEndpoint(app, rewardSources.list, async (request) =>
    searchRewardSources(prisma, { ability: request.ability, query: request.query }),
  );
  registerEndpoint(app, rewardSources.show, async (request) =>
    findRewardSource(prisma, { ability: request.ability, id: request.params.id }),
  );
  registerEndpoint(app, rewardSources.create, async (request) =>
    createRewardSource(prisma, { ability: request.ability, fields: request.body, uploads: request.uploads }),
  );
  registerEndpoint(app, rewardSources.update, async (request) =>
    updateRewardSource(
      { prisma, storage },
      { ability: request.ability, id: request.params.id, fields: request.body, uploads: request.uploads },
    ),
  );
}
