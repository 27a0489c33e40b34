import { formatRewardLabel, rewardTypeOnWire, type TReferralRewardStatus } from '@mainwork/contracts';
import type { ReferralRewardStatus, RewardType } from '@mainwork/db';

/** Spec §9's reward label (contracts' formatRewardLabel) of a reward as the database stores it. */
export function rewardLabel(input: {
  type: RewardType;
  amountCents: number;
  rewardSource: { id: number; name: string } | null;
  businessName: string;
}): string {
  return formatRewardLabel({
    type: rewardTypeOnWire(input.type),
    amount: input.amountCents / 100,
    reward_source: input.rewardSource,
    employer_business_name: input.businessName,
  });
}

/** The stored status as the API and the screens name it (decision 032). */
export const REWARD_STATUS_ON_WIRE: Record<ReferralRewardStatus, TReferralRewardStatus> = {
  pending_payment: 'pending',
  earned: 'earned',
  paid_out: 'issued',
  canceled: 'canceled',
};

export const REWARD_STATUS_STORED: Record<TReferralRewardStatus, ReferralRewardStatus> = {
  pending: 'pending_payment',
  earned: 'earned',
  issued: 'paid_out',
  canceled: 'canceled',
};
