import type { Prisma, PrismaClient, ReferralRewardStatus } from '@mainwork/db';
import {
  ADMIN_REWARDS_PAGE_SIZE,
  REWARD_MESSAGES,
  rewardTypeOnWire,
  type TAdminReward,
  type TAdminRewardsQuery,
  type TMyReward,
  type TRewardChainStep,
  type TRewardIssue,
  type TRewardPayout,
} from '@mainwork/contracts';
import { requireBillingAdmin } from '../../domain/billing-admin-gate.ts';
import { moveState } from '../../domain/move-state.ts';
import { AppError } from '../../http/app-error.ts';
import { findPage, type ListPage } from '../../infra/list-queries.ts';
import { enqueueMail } from '../../infra/mail/send-mail-job.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { userDisplayValue } from '../users/display-value.ts';
import { redeemUrl } from './gift-cards.ts';
import { mailFacts, rewardFacts } from './reward-lifecycle.ts';
import { rewardIssuedMail } from './mail/reward-issued.tsx';
import { storedRewardLabel } from './reward-label.ts';
import { REWARD_STATUS_ON_WIRE, REWARD_STATUS_STORED } from './reward-status.ts';

const rewardSelect = {
  id: true,
  status: true,
  rewardType: true,
  amountCents: true,
  earnedAt: true,
  paidOutAt: true,
  createdAt: true,
  billingRecordId: true,
  issuedVia: true,
  issuedReference: true,
  issuedPaymentMethod: true,
  transferRequestedAt: true,
  stripeTransferId: true,
  payoutFailure: true,
  redemptionCode: true,
  redeemedAt: true,
  shareLink: { select: { createdAt: true } },
  billingRecord: { select: { status: true, paidAt: true, resolution: { select: { completedAt: true } } } },
  application: {
    select: {
      createdAt: true,
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

type RewardRow = Prisma.ReferralRewardGetPayload<{ select: typeof rewardSelect }>;

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** shared → applied → hire confirmed → employer paid → issued, each with its date or null. */
function chainOf(row: RewardRow): TRewardChainStep[] {
  const paidAt = row.billingRecord?.status === 'paid' ? row.billingRecord.paidAt : null;
  return [
    { step: 'shared', at: iso(row.shareLink.createdAt) },
    { step: 'applied', at: iso(row.application.createdAt) },
    { step: 'hire_confirmed', at: iso(row.billingRecord?.resolution.completedAt ?? row.createdAt) },
    { step: 'employer_paid', at: iso(paidAt) },
    { step: 'issued', at: row.status === 'paid_out' ? iso(row.paidOutAt) : null },
  ];
}

/** What a reward's row is shown with: the site's address (gift card links) and the referrer's payouts. */
type RewardContext = { publicUrl: string; payoutsOffered: boolean; payoutsEnabled: boolean };

function toMyReward(row: RewardRow, context: RewardContext): TMyReward {
  const job = row.application.job;
  const jobReward = job.reward;
  const source = jobReward?.rewardSource ?? null;
  return {
    id: row.id,
    job: { id: job.id, title: job.title, business: job.business },
    label: storedRewardLabel({
      type: row.rewardType,
      amountCents: row.amountCents,
      rewardSource: source,
      businessName: job.business.name,
    }),
    type: rewardTypeOnWire(row.rewardType),
    amount: row.amountCents / 100,
    amount_cents: row.amountCents,
    reward_source: source,
    status: REWARD_STATUS_ON_WIRE[row.status],
    issued_via: row.status === 'paid_out' ? (ISSUE_METHODS[row.issuedVia ?? ''] ?? 'admin') : null,
    chain: chainOf(row),
    created_at: row.createdAt.toISOString(),
    earned_at: iso(row.earnedAt),
    issued_at: row.status === 'paid_out' ? iso(row.paidOutAt) : null,
    payout: payoutOf(row, context),
    // The code is the referrer's own reward once MainWork e-mailed it; never shown before.
    promotion_code:
      row.status === 'paid_out' && row.issuedVia === 'code_email' && jobReward?.code
        ? { code: jobReward.code, description: jobReward.description, url: jobReward.url }
        : null,
    gift_card: row.redemptionCode
      ? {
          code: row.redemptionCode,
          redeem_url: redeemUrl(context.publicUrl, row.redemptionCode),
          redeemed_at: row.status === 'paid_out' ? iso(row.redeemedAt ?? row.paidOutAt) : null,
        }
      : null,
  };
}

/** The signed-in user's rewards as a referrer, newest first. */
export async function listMyRewards(
  prisma: PrismaClient,
  input: { user: SessionUser; publicUrl: string; payoutsOffered: boolean },
): Promise<TMyReward[]> {
  const [rows, account] = await Promise.all([
    prisma.referralReward.findMany({
      where: { referrerId: input.user.id },
      select: rewardSelect,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 500,
    }),
    prisma.payoutAccount.findUnique({ where: { userId: input.user.id }, select: { payoutsEnabled: true } }),
  ]);
  const context = { ...input, payoutsEnabled: account?.payoutsEnabled ?? false };
  return rows.map((row) => toMyReward(row, context));
}

const adminRewardSelect = {
  ...rewardSelect,
  referrer: {
    select: {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      referralPaymentMethod: { select: { id: true, name: true } },
      payoutAccount: { select: { payoutsEnabled: true } },
    },
  },
} satisfies Prisma.ReferralRewardSelect;

type AdminRewardRow = Prisma.ReferralRewardGetPayload<{ select: typeof adminRewardSelect }>;

async function toAdminRewards(
  prisma: PrismaClient,
  rows: AdminRewardRow[],
  context: { publicUrl: string; payoutsOffered: boolean },
): Promise<TAdminReward[]> {
  // Who issued each reward is the actor of its audit line.
  const issued = rows.filter((row) => row.status === 'paid_out').map((row) => row.id);
  const issuers = issued.length
    ? await prisma.auditEvent.findMany({
        where: { subjectType: 'ReferralReward', subjectId: { in: issued }, action: 'issue' },
        select: { subjectId: true, actor: { select: { id: true, email: true } } },
        // A reward paid again after a reversal has two: the last one counts.
        orderBy: { id: 'asc' },
      })
    : [];
  const issuerOf = new Map(issuers.map((line) => [line.subjectId, line.actor]));
  return rows.map((row) => ({
    ...toMyReward(row, { ...context, payoutsEnabled: row.referrer.payoutAccount?.payoutsEnabled ?? false }),
    referrer: { id: row.referrer.id, email: row.referrer.email, display_value: userDisplayValue(row.referrer) },
    referral_payment_method: row.referrer.referralPaymentMethod,
    has_code: Boolean(row.application.job.reward?.code),
    billing_record_id: row.billingRecordId,
    issue:
      row.status === 'paid_out'
        ? {
            method: ISSUE_METHODS[row.issuedVia ?? ''] ?? 'admin',
            reference: row.issuedReference,
            payment_method: row.issuedPaymentMethod,
            issued_by: issuerOf.get(row.id) ?? null,
          }
        : null,
  }));
}

const ISSUE_METHODS: Record<string, TRewardIssue['method']> = {
  code_email: 'code_email',
  stripe_transfer: 'stripe_transfer',
  redemption: 'redemption',
};

/** Where a cash reward's automatic payout stands (decision 064), for the referrer and the admin's list. */
function payoutOf(row: RewardRow, context: RewardContext): TRewardPayout {
  const transfer = { transfer_id: row.stripeTransferId, failure: row.payoutFailure };
  if (row.status === 'paid_out') {
    // Paid by hand after a failed or reversed transfer: the issue says how; the transfer is history.
    return row.issuedVia === 'stripe_transfer' ? { status: 'sent', ...transfer } : { status: 'none', ...transfer };
  }
  if (row.payoutFailure) return { status: 'failed', ...transfer };
  if (row.status === 'earned' && row.transferRequestedAt) return { status: 'requested', ...transfer };
  const cashWaiting = context.payoutsOffered && row.status === 'earned' && row.rewardType === 'Cash';
  if (cashWaiting && !context.payoutsEnabled) {
    return { status: 'waiting_for_setup', ...transfer };
  }
  return { status: 'none', ...transfer };
}

/** A page of rewards by status, newest first, with the count of all that match. */
export async function listAdminRewards(
  prisma: PrismaClient,
  input: { ability: AppAbility; query: TAdminRewardsQuery; publicUrl: string; payoutsOffered: boolean },
): Promise<ListPage<TAdminReward>> {
  requireBillingAdmin(input.ability);
  const where: Prisma.ReferralRewardWhereInput = input.query.status
    ? { status: REWARD_STATUS_STORED[input.query.status] }
    : {};
  const { rows, total } = await findPage({
    page: input.query.page,
    perPage: ADMIN_REWARDS_PAGE_SIZE,
    rows: (window) =>
      prisma.referralReward.findMany({
        where,
        select: adminRewardSelect,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...window,
      }),
    count: () => prisma.referralReward.count({ where }),
  });
  return { rows: await toAdminRewards(prisma, rows, input), total };
}

/** One reward as the admin's list shows it. */
export async function adminRewardOf(
  prisma: PrismaClient,
  id: number,
  context: { publicUrl: string; payoutsOffered: boolean },
): Promise<TAdminReward> {
  const row = await prisma.referralReward.findUniqueOrThrow({ where: { id }, select: adminRewardSelect });
  return (await toAdminRewards(prisma, [row], context))[0]!;
}

/** Locks the reward's row for the rest of the transaction, as the transfer's claim does (decision 064). */
export async function lockForPayout(tx: Prisma.TransactionClient, id: number) {
  const [row] = await tx.$queryRaw<
    Array<{
      status: ReferralRewardStatus;
      referrerId: number;
      transferRequestedAt: Date | null;
      payoutFailure: string | null;
      transferAttempt: number;
    }>
  >`SELECT status, "referrerId", "transferRequestedAt", "payoutFailure", "transferAttempt"
    FROM referral_rewards WHERE id = ${id} FOR UPDATE`;
  if (!row) throw AppError.notFound('Reward');
  return row;
}

/**
 * An admin issues an earned reward (cash and other rewards are paid by hand): earned → issued with the
 * admin's reference and the referrer's referral payment method at this moment, the audit line naming the
 * admin, and the referrer's e-mail, in one transaction. Of two clicks one wins; the other gets 409. A cash
 * reward whose transfer is claimed (asked of Stripe, or retried) is refused; one whose payout failed may be
 * paid by hand, which ends its failure (the audit line keeps it: decision 066).
 */
export async function issueReward(
  prisma: PrismaClient,
  input: {
    ability: AppAbility;
    actor: SessionUser;
    id: number;
    reference: string;
    publicUrl: string;
    payoutsOffered: boolean;
  },
): Promise<TAdminReward> {
  requireBillingAdmin(input.ability);
  await prisma.$transaction(async (tx) => {
    const reward = await tx.referralReward.findUnique({
      where: { id: input.id },
      select: {
        ...rewardFacts,
        referrer: { select: { id: true, email: true, firstName: true, referralPaymentMethod: true } },
      },
    });
    if (!reward) throw AppError.notFound('Reward');
    // Locked as the automatic payout's claim locks it: one of the two pays, never both (decision 064).
    const claim = await lockForPayout(tx, reward.id);
    if (claim.transferRequestedAt) throw new AppError('conflict', REWARD_MESSAGES.transferRequested);
    const paymentMethod = reward.referrer.referralPaymentMethod?.name ?? null;
    const moved = await moveState(tx, {
      subject: 'ReferralReward',
      id: reward.id,
      from: 'earned',
      to: 'paid_out',
      set: {
        paidOutAt: new Date(),
        issuedVia: 'admin',
        issuedReference: input.reference,
        issuedPaymentMethod: paymentMethod,
        payoutFailure: null,
      },
      audit: {
        action: 'issue',
        actorId: input.actor.id,
        data: {
          via: 'admin',
          reference: input.reference,
          payment_method: paymentMethod,
          ...(claim.payoutFailure ? { payout_failure: claim.payoutFailure } : {}),
        },
      },
    });
    if (!moved) throw new AppError('conflict', REWARD_MESSAGES.notEarned);
    await enqueueMail(
      tx,
      await rewardIssuedMail({ ...mailFacts(reward, input.publicUrl), reference: input.reference, paymentMethod }),
      { kind: 'referral_updates', userId: reward.referrer.id },
    );
  });
  return adminRewardOf(prisma, input.id, input);
}
