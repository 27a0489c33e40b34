import { z } from 'zod';
import type { Prisma, PrismaClient } from '@mainwork/db';
import { EMAILED_PAGES, PAYOUT_MESSAGES, type TPayoutAccount, type TPayoutAccountLink } from '@mainwork/contracts';
import { recordAudit } from '../../domain/audit-trail.ts';
import { AppError } from '../../http/app-error.ts';
import type { StripeConnect } from '../../infra/billing/stripe-connect.ts';
import { enqueueTransferReward } from './transfer-queue.ts';

/** Stripe's idempotency key for a referrer's connected account, from our row: one account per referrer, ever. */
export function accountIdempotencyKey(payoutAccountId: number): string {
  return `mainwork-payout-account-${payoutAccountId}-account`;
}

function offered(connect: StripeConnect | null): StripeConnect {
  if (!connect) throw new AppError('conflict', PAYOUT_MESSAGES.notOffered);
  return connect;
}

export async function showPayoutAccount(
  prisma: PrismaClient,
  input: { connect: StripeConnect | null; userId: number },
): Promise<TPayoutAccount> {
  offered(input.connect);
  const account = await prisma.payoutAccount.findUnique({ where: { userId: input.userId } });
  if (!account?.stripeAccountId) return { status: 'none', payouts_enabled: false };
  return { status: account.payoutsEnabled ? 'enabled' : 'pending', payouts_enabled: account.payoutsEnabled };
}

/**
 * The referrer's onboarding link. Their row is made first (once, by the unique user id), then Stripe's
 * account with that row's key, kept only where none is stored yet: two racing requests, or a retry after a
 * crash past Stripe's answer, get the one account Stripe made first. A link is new each time (they expire).
 */
export async function openPayoutAccountLink(
  prisma: PrismaClient,
  input: { connect: StripeConnect | null; user: { id: number; email: string }; publicUrl: string },
): Promise<TPayoutAccountLink> {
  const connect = offered(input.connect);
  await prisma.$executeRaw`
    INSERT INTO payout_accounts ("userId", "updatedAt") VALUES (${input.user.id}, now())
    ON CONFLICT ("userId") DO NOTHING`;
  let account = await prisma.payoutAccount.findUniqueOrThrow({ where: { userId: input.user.id } });
  if (!account.stripeAccountId) {
    const made = await connect.createAccount(
      { email: input.user.email, metadata: { user_id: String(input.user.id), payout_account_id: String(account.id) } },
      accountIdempotencyKey(account.id),
    );
    await prisma.$transaction(async (tx) => {
      const { count } = await tx.payoutAccount.updateMany({
        where: { id: account.id, stripeAccountId: null },
        data: { stripeAccountId: made.id },
      });
      if (count === 1) {
        await recordAudit(tx, {
          subjectType: 'PayoutAccount',
          subjectId: account.id,
          action: 'create_stripe_account',
          fromState: null,
          toState: 'pending',
          actorId: input.user.id,
          data: { stripe_account_id: made.id },
        });
      }
    });
    account = await prisma.payoutAccount.findUniqueOrThrow({ where: { id: account.id } });
  }
  const back = `${input.publicUrl}${EMAILED_PAGES.myRewards}`;
  return connect.createAccountLink({
    account: account.stripeAccountId!,
    refreshUrl: `${back}?payouts=refresh`,
    returnUrl: `${back}?payouts=return`,
  });
}

const ZAccount = z.object({
  id: z.string().min(1).max(255),
  payouts_enabled: z.boolean().nullish(),
  details_submitted: z.boolean().nullish(),
});
export const ZAccountEvent = z.object({ data: z.object({ object: ZAccount }) });

/**
 * `account.updated`: the stored state follows Stripe's. When payouts become enabled, the referrer's earned
 * cash rewards that wait for it (none failed) are queued for their transfer, in this same transaction.
 */
export async function applyAccountUpdated(
  tx: Prisma.TransactionClient,
  input: { account: z.infer<typeof ZAccount>; stripeEventId: string },
): Promise<boolean> {
  const stored = await tx.payoutAccount.findUnique({ where: { stripeAccountId: input.account.id } });
  if (!stored) return false;
  const payoutsEnabled = input.account.payouts_enabled ?? false;
  const detailsSubmitted = input.account.details_submitted ?? false;
  if (stored.payoutsEnabled === payoutsEnabled && stored.detailsSubmitted === detailsSubmitted) return false;
  await tx.payoutAccount.update({ where: { id: stored.id }, data: { payoutsEnabled, detailsSubmitted } });
  await recordAudit(tx, {
    subjectType: 'PayoutAccount',
    subjectId: stored.id,
    action: 'account.updated',
    fromState: stored.payoutsEnabled ? 'enabled' : 'pending',
    toState: payoutsEnabled ? 'enabled' : 'pending',
    data: { stripe_event_id: input.stripeEventId, payouts_enabled: payoutsEnabled },
  });
  if (payoutsEnabled && !stored.payoutsEnabled) {
    const waiting = await tx.referralReward.findMany({
      where: { referrerId: stored.userId, status: 'earned', rewardType: 'Cash', payoutFailure: null },
      select: { id: true },
      orderBy: { id: 'asc' },
    });
    for (const reward of waiting) await enqueueTransferReward(tx, reward.id);
  }
  return true;
}
