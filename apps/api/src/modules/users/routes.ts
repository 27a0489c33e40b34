import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { changeUserActive, listUsers } from './admin-users.ts';

export async function userRoutes(app: FastifyInstance) {
  const { prisma } = app.db;
  registerEndpoint(app, endpoints.adminUsers.list, async (request, reply) => {
    const { users, total } = await listUsers(prisma, { ability: request.ability, query: request.query });
    reply.header('total', String(total));
    return users;
  });
  registerEndpoint(app, endpoints.adminUsers.update, async (request) =>
    changeUserActive(prisma, {
      ability: request.ability,
      actor: request.currentUser!,
      id: request.params.id,
      active: request.body.user.active,
    }),
  );
}
