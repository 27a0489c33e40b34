import { rewardTypeOnWire, type TBillingTextKind, type TCostForMwHiresBreakdown } from '@mainwork/contracts';
import { findBusinessJob } from '../../domain/employer-job-gate.ts';
import { AppError } from '../../http/app-error.ts';
import { hireCost, humanFriendlyCents } from './hire-cost.ts';
import { jobReward, type JobReward } from './job-reward.ts';
import type { JobAccess, ResolutionDeps } from './resolution-deps.ts';

/** Spec §4 billing text: cash; a reward with a promotion code; anything else ("We will contact you"). */
export function billingTextKind(reward: Pick<JobReward, 'type' | 'code'> | null): TBillingTextKind {
  if (reward?.type === 'Cash') return 'cash';
  if (reward?.code) return 'code';
  return 'other';
}

/** `GET …/resolutions/{id}/cost_for_mw_hires_breakdown`: the reward's value plus the platform fee. */
export async function costForMwHiresBreakdown(
  deps: ResolutionDeps,
  input: JobAccess & { resolutionId: number },
): Promise<TCostForMwHiresBreakdown> {
  const job = await findBusinessJob(deps.prisma, input);
  const resolution = await deps.prisma.resolution.findFirst({
    where: { id: input.resolutionId, jobId: job.id },
    select: { id: true },
  });
  if (!resolution) throw AppError.notFound('Resolution');
  const reward = await jobReward(deps.prisma, job.id);
  const cost = hireCost(reward?.amountCents ?? 0, deps.platformFeePercent);
  return {
    human_friendly_cost_for_mw_hires: humanFriendlyCents(cost.totalCents),
    cost_for_mw_hires: cost.totalCents / 100,
    reward_value: cost.rewardCents / 100,
    human_friendly_reward_value: humanFriendlyCents(cost.rewardCents),
    reward_label: reward?.label ?? null,
    reward_type: reward ? rewardTypeOnWire(reward.type) : null,
    fee_percent: deps.platformFeePercent,
    fee: cost.feeCents / 100,
    human_friendly_fee: humanFriendlyCents(cost.feeCents),
    billing_text_kind: billingTextKind(reward),
  };
}
