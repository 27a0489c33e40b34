import { z } from 'zod';
import type { Prisma, PrismaClient } from '@mainwork/db';
import { moveState } from '../../domain/move-state.ts';
import { enqueueMail } from '../../infra/mail/send-mail-job.ts';
import { enqueue } from '../../infra/queue/queue.ts';
import { giveRedemptionCode, isRedeemedAtSource } from './gift-cards.ts';
import { rewardCodeMail } from './mail/reward-code.tsx';
import { rewardEarnedMail } from './mail/reward-earned.tsx';
import { storedRewardLabel } from './reward-label.ts';

export const DELIVER_CODE_QUEUE = 'rewards.deliver-code';

const rewardFacts = {
  id: true,
  status: true,
  rewardType: true,
  amountCents: true,
  referrer: { select: { id: true, email: true, firstName: true } },
  application: {
    select: {
      job: {
        select: {
          id: true,
          title: true,
          business: { select: { id: true, name: true } },
          reward: {
            select: {
              code: true,
              description: true,
              url: true,
              rewardSource: { select: { id: true, name: true } },
            },
          },
        },
      },
    },
  },
} satisfies Prisma.ReferralRewardSelect;

export type RewardFacts = Prisma.ReferralRewardGetPayload<{ select: typeof rewardFacts }>;

function mailFacts(reward: RewardFacts, publicUrl: string) {
  const job = reward.application.job;
  return {
    to: reward.referrer.email,
    firstName: reward.referrer.firstName,
    label: storedRewardLabel({
      type: reward.rewardType,
      amountCents: reward.amountCents,
      rewardSource: job.reward?.rewardSource ?? null,
      businessName: job.business.name,
    }),
    jobTitle: job.title,
    businessName: job.business.name,
    publicUrl,
  };
}

/**
 * The employer paid the charge: its reward is earned (also one canceled by a voided charge that was paid
 * after all). The referrer is e-mailed; a reward with a promotion code is then delivered by the queue; a
 * local business's reward gets its redemption code, e-mailed (decision 065).
 * With payouts offered, an earned cash reward goes to `payCash` instead (its transfer, and the referrer's
 * e-mails: decision 064).
 */
export async function earnRewardOfBillingRecord(
  tx: Prisma.TransactionClient,
  input: {
    billingRecordId: number;
    stripeEventId: string;
    publicUrl: string;
    payCash: ((tx: Prisma.TransactionClient, reward: RewardFacts) => Promise<void>) | null;
  },
): Promise<void> {
  const reward = await tx.referralReward.findUnique({
    where: { billingRecordId: input.billingRecordId },
    select: rewardFacts,
  });
  if (!reward || (reward.status !== 'pending_payment' && reward.status !== 'canceled')) return;
  const moved = await moveState(tx, {
    subject: 'ReferralReward',
    id: reward.id,
    from: reward.status,
    to: 'earned',
    set: { earnedAt: new Date() },
    audit: { action: 'earn', data: { stripe_event_id: input.stripeEventId, billing_record_id: input.billingRecordId } },
  });
  if (!moved) return;
  if (input.payCash && reward.rewardType === 'Cash') {
    await input.payCash(tx, reward);
    return;
  }
  if (isRedeemedAtSource(reward)) {
    await giveRedemptionCode(tx, reward, mailFacts(reward, input.publicUrl));
    return;
  }
  const hasCode = Boolean(reward.application.job.reward?.code);
  await enqueueMail(tx, await rewardEarnedMail({ ...mailFacts(reward, input.publicUrl), hasCode }), {
    kind: 'referral_updates',
    userId: reward.referrer.id,
  });
  if (hasCode) {
    await enqueue(tx, DELIVER_CODE_QUEUE, { referralRewardId: reward.id }, { jobKey: `reward-code-${reward.id}` });
  }
}

/** The charge was voided (or written off): a reward still waiting for the payment is canceled. */
export async function cancelRewardOfBillingRecord(
  tx: Prisma.TransactionClient,
  input: { billingRecordId: number; stripeEventId: string },
): Promise<void> {
  const reward = await tx.referralReward.findUnique({
    where: { billingRecordId: input.billingRecordId },
    select: { id: true },
  });
  if (!reward) return;
  await moveState(tx, {
    subject: 'ReferralReward',
    id: reward.id,
    from: 'pending_payment',
    to: 'canceled',
    audit: {
      action: 'cancel',
      data: { stripe_event_id: input.stripeEventId, billing_record_id: input.billingRecordId },
    },
  });
}

const ZDeliverCode = z.object({ referralRewardId: z.number().int() });

/**
 * Delivers an earned reward's promotion code: in one transaction the reward becomes issued and the
 * e-mail with the code is queued (the mail queue retries until it is sent). Run twice, it sends once.
 */
export function deliverCodeJob(deps: { prisma: PrismaClient; publicUrl: string }) {
  return async (payload: unknown): Promise<void> => {
    const { referralRewardId } = ZDeliverCode.parse(payload);
    await deps.prisma.$transaction(async (tx) => {
      const reward = await tx.referralReward.findUnique({ where: { id: referralRewardId }, select: rewardFacts });
      const jobReward = reward?.application.job.reward;
      if (!reward || !jobReward?.code) return;
      const moved = await moveState(tx, {
        subject: 'ReferralReward',
        id: reward.id,
        from: 'earned',
        to: 'paid_out',
        set: { paidOutAt: new Date(), issuedVia: 'code_email', issuedReference: null, issuedPaymentMethod: null },
        audit: { action: 'issue', data: { via: 'code_email' } },
      });
      if (!moved) return;
      await enqueueMail(
        tx,
        await rewardCodeMail({
          ...mailFacts(reward, deps.publicUrl),
          code: jobReward.code,
          description: jobReward.description,
          url: jobReward.url,
        }),
        // The e-mail is the reward itself (its code is shown nowhere else): it cannot be turned off.
        { transactional: true },
      );
    });
  };
}

export { rewardFacts, mailFacts };
