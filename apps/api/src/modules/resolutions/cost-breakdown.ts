import { rewardTypeOnWire, type TBillingTextKind, type TCostForMwHiresBreakdown } from '@mainwork/contracts';
import { findBusinessJob } from '../../domain/employer-job-gate.ts';
import { AppError } from '../../http/app-error.ts';
import { hireCharge, hiredApplicationId, humanFriendlyCents } from './hire-charge.ts';
import type { JobReward } from './job-reward.ts';
import type { JobAccess, ResolutionDeps } from './resolution-deps.ts';

/**
 * Spec §4 billing text: cash; a reward with a promotion code; anything else ("We will contact you"). A
 * reward no one earns is not given, so the hire is paid like cash: the fee alone (decision 049).
 */
export function billingTextKind(reward: Pick<JobReward, 'type' | 'code'> | null, rewardDue: boolean): TBillingTextKind {
  if (reward?.type === 'Cash' || (reward && !rewardDue)) return 'cash';
  if (reward?.code) return 'code';
  return 'other';
}

/**
 * `GET …/resolutions/{id}/cost_for_mw_hires_breakdown`: what confirming the hire of the applicant the
 * employer selected costs (`hireCharge`, as billing will record it): the platform fee, plus the reward's
 * value when someone earns it.
 */
export async function costForMwHiresBreakdown(
  deps: ResolutionDeps,
  input: JobAccess & { resolutionId: number },
): Promise<TCostForMwHiresBreakdown> {
  const job = await findBusinessJob(deps.prisma, input);
  const resolution = await deps.prisma.resolution.findFirst({
    where: { id: input.resolutionId, jobId: job.id },
    select: { id: true, foundApplicant: true },
  });
  if (!resolution) throw AppError.notFound('Resolution');
  const applicationId = resolution.foundApplicant ? await hiredApplicationId(deps.prisma, resolution.id) : null;
  const charge = await hireCharge(deps.prisma, {
    jobId: job.id,
    applicationId,
    feePercent: deps.platformFeePercent,
  });
  const { reward } = charge;
  return {
    human_friendly_cost_for_mw_hires: humanFriendlyCents(charge.totalCents),
    cost_for_mw_hires: charge.totalCents / 100,
    reward_due: charge.rewardDue,
    reward_value: charge.rewardCents / 100,
    human_friendly_reward_value: humanFriendlyCents(charge.rewardCents),
    reward_label: reward?.label ?? null,
    reward_type: reward ? rewardTypeOnWire(reward.type) : null,
    fee_percent: deps.platformFeePercent,
    fee: charge.feeCents / 100,
    human_friendly_fee: humanFriendlyCents(charge.feeCents),
    billing_text_kind: billingTextKind(reward, charge.rewardDue),
  };
}
