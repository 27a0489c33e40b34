import type { Prisma, RewardType } from '@mainwork/db';
import { storedRewardLabel } from '../rewards/reward-label.ts';
import { dollarsToCents } from './hire-cost.ts';

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
