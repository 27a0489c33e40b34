import type { FastifyInstance } from 'fastify';
import { endpoints } from '@mainwork/contracts';
import { sendCsvAttachment } from '../../http/csv-attachment.ts';
import { answerPage } from '../../http/list-page.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { redeemGiftCard, showRedemption } from './gift-cards.ts';
import { rewardYearTotals, rewardYearTotalsCsv } from './reward-totals.ts';
import { issueReward, listAdminRewards, listMyRewards } from './rewards.ts';

export async function rewardRoutes(app: FastifyInstance) {
  const { prisma, pool } = app.db;
  const { config } = app.services;
  const payoutsOffered = config.stripeConnect !== null;
  registerEndpoint(app, endpoints.myRewards.list, async (request) =>
    listMyRewards(prisma, { user: request.currentUser!, publicUrl: config.publicUrl, payoutsOffered }),
  );
  registerEndpoint(app, endpoints.adminRewards.list, async (request, reply) =>
    answerPage(
      reply,
      await listAdminRewards(prisma, {
        ability: request.ability,
        query: request.query,
        publicUrl: config.publicUrl,
        payoutsOffered,
      }),
    ),
  );
  registerEndpoint(app, endpoints.adminRewards.totals, async (request) =>
    rewardYearTotals(pool, { ability: request.ability, year: request.query.year }),
  );
  registerEndpoint(app, endpoints.adminRewards.totalsCsv, async (request, reply) => {
    const csv = await rewardYearTotalsCsv(pool, { ability: request.ability, year: request.query.year });
    return sendCsvAttachment(reply, csv.filename, csv.lines);
  });
  registerEndpoint(app, endpoints.adminRewards.issue, async (request) =>
    issueReward(prisma, {
      ability: request.ability,
      actor: request.currentUser!,
      id: request.params.id,
      reference: request.body.reference,
      publicUrl: config.publicUrl,
      payoutsOffered,
    }),
  );
  registerEndpoint(app, endpoints.redemptions.show, async (request) =>
    showRedemption(prisma, { ability: request.ability, user: request.currentUser!, code: request.params.code }),
  );
  registerEndpoint(app, endpoints.redemptions.redeem, async (request) =>
    redeemGiftCard(prisma, { ability: request.ability, user: request.currentUser!, code: request.params.code }),
  );
}
