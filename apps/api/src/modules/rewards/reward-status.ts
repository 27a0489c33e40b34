import type { TReferralRewardStatus } from '@mainwork/contracts';
import type { ReferralRewardStatus } from '@mainwork/db';

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
