import { formatRewardLabel, rewardTypeOnWire } from '@mainwork/contracts';
import type { RewardType } from '@mainwork/db';

/**
 * Spec §9's reward label of a stored reward ('$50 Gift Card to Harbor Books', '$500', 'Event Tickets'),
 * written by the contracts' `formatRewardLabel`, as the web app writes it.
 */
export function storedRewardLabel(reward: {
  type: RewardType;
  amountCents: number;
  rewardSource: { id: number; name: string } | null;
  businessName: string;
}): string {
  return formatRewardLabel({
    type: rewardTypeOnWire(reward.type),
    amount: reward.amountCents / 100,
    reward_source: reward.rewardSource,
    employer_business_name: reward.businessName,
  });
}
