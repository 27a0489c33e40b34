import { z } from 'zod';
import type { Prisma, PrismaClient } from '@mainwork/db';
import { recordAudit } from '../../domain/audit-trail.ts';
import { TransferRefused, type StripeConnect } from '../../infra/billing/stripe-connect.ts';
import { enqueueMail } from '../../infra/mail/send-mail-job.ts';
import { mailFacts, rewardFacts } from '../rewards/reward-lifecycle.ts';
import { payoutSentMail } from './mail/payout-sent.tsx';

/**
 * Stripe's idempotency key for a reward's transfer, from our row: a retry after a timeout, a crash between
 * Stripe's answer and our commit, or a second worker gets the transfer Stripe made first, never a second.
 * An admin's retry of a failed payout is the next attempt, with a key of its own (`…-transfer-2`, `-3`…):
 * the first attempt keeps the key it always had (decision 066).
 */
export function transferIdempotencyKey(referralRewardId: number, attempt = 1): string {
  const base = `mainwork-referral-reward-${referralRewardId}-transfer`;
  return attempt <= 1 ? base : `${base}-${attempt}`;
}

/** The transfer group and metadata naming the reward, for Stripe's dashboard and reports. */
export const transferGroupOf = (referralRewardId: number) => `referral_reward_${referralRewardId}`;

const ZPayload = z.object({ referralRewardId: z.number().int() });

const payable = {
  ...rewardFacts,
  payoutFailure: true,
  transferRequestedAt: true,
  transferAttempt: true,
  application: { select: { userId: true, job: rewardFacts.application.select.job } },
} satisfies Prisma.ReferralRewardSelect;

/**
 * Pays an earned cash reward to its referrer's connected account: the transfer is asked for with the
 * reward's key (every parameter from the stored row, so a repeat is the very same request), then the reward
 * moves to issued only if it is still earned with no transfer failure, and the referrer is e-mailed in that
 * same transaction. A reward that is not payable (not cash, not earned, failed before, a self-referral, an
 * account that cannot receive payouts yet) is left as it is: `account.updated` queues it again.
 */
export function transferRewardJob(deps: { prisma: PrismaClient; connect: StripeConnect | null; publicUrl: string }) {
  return async (payload: unknown): Promise<void> => {
    const { referralRewardId } = ZPayload.parse(payload);
    if (!deps.connect) return;
    const reward = await deps.prisma.referralReward.findUnique({ where: { id: referralRewardId }, select: payable });
    if (!reward || reward.status !== 'earned' || reward.rewardType !== 'Cash' || reward.payoutFailure) return;
    // Decision 049 makes no reward for a self-referral; were one ever stored, it is still never paid.
    if (reward.application.userId === reward.referrer.id || reward.amountCents <= 0) return;
    const account = await deps.prisma.payoutAccount.findUnique({ where: { userId: reward.referrer.id } });
    if (!account?.stripeAccountId) return;
    // A claimed reward (a crashed run, an admin's retry) is asked of Stripe with its key even if payouts were
    // disabled since: Stripe answers with a transfer it already made, or refuses and the admin sees why.
    if (!account.payoutsEnabled && !reward.transferRequestedAt) return;

    // The claim an admin's manual issue respects (both lock the row): from here on only the transfer pays it.
    // Only for the attempt read: a worker that read an older attempt must not ask Stripe with its old key.
    const claimed = await deps.prisma.referralReward.updateMany({
      where: { id: reward.id, status: 'earned', payoutFailure: null, transferAttempt: reward.transferAttempt },
      data: { transferRequestedAt: new Date() },
    });
    if (claimed.count === 0) return;

    let transfer: { id: string };
    try {
      transfer = await deps.connect.createTransfer(
        {
          amount: reward.amountCents,
          currency: 'usd',
          destination: account.stripeAccountId,
          transferGroup: transferGroupOf(reward.id),
          metadata: { referral_reward_id: String(reward.id), referrer_id: String(reward.referrer.id) },
        },
        transferIdempotencyKey(reward.id, reward.transferAttempt),
      );
    } catch (error) {
      if (!(error instanceof TransferRefused)) throw error;
      await recordPayoutFailure(deps.prisma, reward.id, `Stripe refused the transfer: ${error.message}`);
      return;
    }

    await deps.prisma.$transaction(async (tx) => {
      const { count } = await tx.referralReward.updateMany({
        where: { id: reward.id, status: 'earned', payoutFailure: null },
        data: {
          status: 'paid_out',
          paidOutAt: new Date(),
          stripeTransferId: transfer.id,
          issuedVia: 'stripe_transfer',
          issuedReference: transfer.id,
          issuedPaymentMethod: null,
        },
      });
      if (count === 0) return;
      await recordAudit(tx, {
        subjectType: 'ReferralReward',
        subjectId: reward.id,
        action: 'issue',
        fromState: 'earned',
        toState: 'paid_out',
        data: { via: 'stripe_transfer', stripe_transfer_id: transfer.id },
      });
      await enqueueMail(tx, await payoutSentMail(mailFacts(reward, deps.publicUrl)), {
        kind: 'referral_updates',
        userId: reward.referrer.id,
      });
    });
  };
}

async function recordPayoutFailure(prisma: PrismaClient, referralRewardId: number, reason: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.referralReward.updateMany({
      where: { id: referralRewardId, status: 'earned', payoutFailure: null },
      // Stripe moved nothing: an admin may pay it by hand.
      data: { payoutFailure: reason.slice(0, 500), transferRequestedAt: null },
    });
    if (count === 1) {
      await recordAudit(tx, {
        subjectType: 'ReferralReward',
        subjectId: referralRewardId,
        action: 'payout_failed',
        fromState: 'earned',
        toState: 'earned',
        data: { reason: reason.slice(0, 500) },
      });
    }
  });
}

const ZTransfer = z.object({
  id: z.string().min(1).max(255),
  amount_reversed: z.number().int().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});
export const ZTransferEvent = z.object({ data: z.object({ object: ZTransfer }) });

/**
 * `transfer.reversed`: the reward the transfer paid is earned again, with the reason, for an admin to see
 * (the failure keeps it from being paid again automatically: decision 064).
 */
export async function applyTransferReversed(
  tx: Prisma.TransactionClient,
  input: { transfer: z.infer<typeof ZTransfer>; stripeEventId: string },
): Promise<boolean> {
  const reward = await tx.referralReward.findUnique({
    where: { stripeTransferId: input.transfer.id },
    select: { id: true, status: true },
  });
  if (!reward || reward.status !== 'paid_out') return false;
  const reason = `Stripe reversed transfer ${input.transfer.id}.`;
  const { count } = await tx.referralReward.updateMany({
    where: { id: reward.id, status: 'paid_out', stripeTransferId: input.transfer.id },
    // The money came back: an admin may pay it again, by hand (decision 064).
    data: { status: 'earned', paidOutAt: null, payoutFailure: reason, transferRequestedAt: null },
  });
  if (count === 0) return false;
  await recordAudit(tx, {
    subjectType: 'ReferralReward',
    subjectId: reward.id,
    action: 'transfer.reversed',
    fromState: 'paid_out',
    toState: 'earned',
    data: { stripe_event_id: input.stripeEventId, stripe_transfer_id: input.transfer.id },
  });
  return true;
}
