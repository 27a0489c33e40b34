import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { findMyMembership, joinMembership } from './service.ts';
import { currentMembershipTerms } from './terms.ts';

export async function membershipRoutes(app: FastifyInstance) {
  const { prisma } = app.db;
  const { config } = app.services;
  registerEndpoint(app, endpoints.memberships.terms, async () =>
    currentMembershipTerms(prisma, config.platformFeePercent),
  );
  registerEndpoint(app, endpoints.memberships.mine, async (request) =>
    findMyMembership(prisma, request.currentUser!, request.ability),
  );
  registerEndpoint(app, endpoints.memberships.create, async (request, reply) => {
    const { membership, created } = await joinMembership(
      { prisma, platformFeePercent: config.platformFeePercent, stripeConfigured: config.stripe !== null },
      request.currentUser!,
      request.ability,
      request.body,
    );
    reply.code(created ? 201 : 200);
    return membership;
  });
}
