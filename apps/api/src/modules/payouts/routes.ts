import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { createStripeConnect } from '../../infra/billing/stripe-connect.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { openPayoutAccountLink, showPayoutAccount } from './payout-accounts.ts';
import { retryPayout } from './retry-payout.ts';

export async function payoutRoutes(app: FastifyInstance) {
  const { prisma } = app.db;
  const { config } = app.services;
  const connect = config.stripeConnect ? createStripeConnect(config.stripeConnect) : null;
  registerEndpoint(app, endpoints.myPayoutAccount.show, async (request) =>
    showPayoutAccount(prisma, { connect, userId: request.currentUser!.id }),
  );
  registerEndpoint(app, endpoints.myPayoutAccount.create, async (request) =>
    openPayoutAccountLink(prisma, { connect, user: request.currentUser!, publicUrl: config.publicUrl }),
  );
  registerEndpoint(app, endpoints.adminRewards.retryPayout, async (request) =>
    retryPayout(prisma, {
      ability: request.ability,
      actor: request.currentUser!,
      id: request.params.id,
      publicUrl: config.publicUrl,
      payoutsOffered: connect !== null,
    }),
  );
}
