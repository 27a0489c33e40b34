import sql from 'sql-template-tag';
import { z } from 'zod';
import { formatDollarsAndCents } from '@mainwork/contracts';
import type { Prisma } from '@mainwork/db';
import { queryRows } from '../../infra/database-rows.ts';
import { jobReward, type JobReward } from './job-reward.ts';

type Db = Pick<Prisma.TransactionClient, 'reward' | 'resolutionSelectedApplicant' | '$queryRaw'>;

/** Who earns the reward of a hire, by the one referral rule (the `referrals` view, decision 049). */
export type HireReferral = { shareLinkId: number; referrerId: number };

/**
 * What a MainWork hire costs, in cents, and why: the platform fee (a percent of the job's reward value),
 * plus the reward's value only when someone earns it. A hire with no one to reward costs the fee alone.
 */
export type HireCharge = {
  /** The job's reward, null when it has none. */
  reward: JobReward | null;
  /** The referral that earns the reward; null when nobody led the candidate to the job. */
  referral: HireReferral | null;
  rewardDue: boolean;
  /** The reward charged: its value when due, else 0. */
  rewardCents: number;
  feeCents: number;
  totalCents: number;
};

const ZReferral = z.object({ share_link_id: z.number().int(), referrer_id: z.number().int() });

/** The application the employer named as the hire of the resolution, null when they did not find it. */
export async function hiredApplicationId(db: Db, resolutionId: number): Promise<number | null> {
  const selected = await db.resolutionSelectedApplicant.findFirst({
    where: { resolutionId },
    select: { applicationId: true },
    orderBy: [{ createdAt: 'asc' }, { applicationId: 'asc' }],
  });
  return selected?.applicationId ?? null;
}

/**
 * The one place a hire is priced: the cost breakdown shown before Confirm, the billing record (and so
 * the Stripe invoice item and every dashboard) and the receipt all take it from here.
 */
export async function hireCharge(
  db: Db,
  input: { jobId: number; applicationId: number | null; feePercent: number },
): Promise<HireCharge> {
  const reward = await jobReward(db, input.jobId);
  const [row] =
    input.applicationId === null
      ? []
      : await queryRows(
          db,
          ZReferral,
          sql`SELECT "shareLinkId" AS share_link_id, "referrerId" AS referrer_id
                FROM referrals WHERE "applicationId" = ${input.applicationId}`,
        );
  const referral = row ? { shareLinkId: row.share_link_id, referrerId: row.referrer_id } : null;
  const valueCents = reward?.amountCents ?? 0;
  const rewardDue = reward !== null && referral !== null;
  const rewardCents = rewardDue ? valueCents : 0;
  const feeCents = Math.round((valueCents * input.feePercent) / 100);
  return { reward, referral, rewardDue, rewardCents, feeCents, totalCents: rewardCents + feeCents };
}

/** Cents as the cost breakdown and the receipt write them: '$1,200.00'. */
export const humanFriendlyCents = (cents: number) => formatDollarsAndCents(cents / 100);
