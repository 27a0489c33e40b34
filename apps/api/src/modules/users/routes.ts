import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { answerPage } from '../../http/list-page.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { changeUserActive, listUsers } from './admin-users.ts';

export async function userRoutes(app: FastifyInstance) {
  const { prisma } = app.db;
  registerEndpoint(app, endpoints.adminUsers.list, async (request, reply) =>
    answerPage(reply, await listUsers(prisma, { ability: request.ability, query: request.query })),
  );
  registerEndpoint(app, endpoints.adminUsers.update, async (request) =>
    changeUserActive(prisma, {
      ability: request.ability,
      actor: request.currentUser!,
      id: request.params.id,
      active: request.body.user.active,
    }),
  );
}
