import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { findMyMembership } from './service.ts';

export async function membershipRoutes(app: FastifyInstance) {
  registerEndpoint(app, endpoints.lookups.myMembership, async (request) =>
    findMyMembership(app.db.prisma, request.currentUser!, request.ability),
  );
}
