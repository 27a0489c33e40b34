import type { Prisma, RewardType } from '@mainwork/db';
import { storedRewardLabel } from '../rewards/reward-label.ts';

/** The job's reward as the close-out prices and names it. */
export type JobReward = {
  type: RewardType;
  amountCents: number;
  code: string | null;
  label: string;
};

/** The job's reward, null when it has none. */
export async function jobReward(
  db: Pick<Prisma.TransactionClient, 'reward'>,
  jobId: number,
): Promise<JobReward | null> {
  const reward = await db.reward.findUnique({
    where: { jobId },
    select: {
      type: true,
      amount: true,
      code: true,
      rewardSource: { select: { id: true, name: true } },
      job: { select: { business: { select: { name: true } } } },
    },
  });
  if (!reward) return null;
  const amountCents = dollarsToCents(reward.amount.toFixed(2));
  return {
    type: reward.type,
    amountCents,
    code: reward.code,
    label: storedRewardLabel({
      type: reward.type,
      amountCents,
      rewardSource: reward.rewardSource,
      businessName: reward.job.business.name,
    }),
  };
}

/** Dollars as cents, exactly (a Decimal(12, 2) read as text). */
export function dollarsToCents(amount: string | number | null | undefined): number {
  if (amount === null || amount === undefined) return 0;
  const [whole = '0', fraction = ''] = String(amount).split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)));
}
