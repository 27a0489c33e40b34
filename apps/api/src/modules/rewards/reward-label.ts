import { EMPLOYER_REWARD_SOURCE_ID, type TReferralRewardStatus } from '@mainwork/contracts';
import type { ReferralRewardStatus, RewardType } from '@mainwork/db';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '$100' for whole amounts, '$99.50' otherwise (as the web app's reward amounts). */
export function formatRewardAmount(cents: number): string {
  return cents % 100 === 0 ? `$${whole.format(cents / 100)}` : `$${withCents.format(cents / 100)}`;
}

const OTHER_LABELS: Record<Exclude<RewardType, 'Cash' | 'GiftCard'>, string> = {
  Merchandise: 'Merchandise',
  Subscription: 'Subscription',
  Experience: 'Experience',
  EventTickets: 'Event Tickets',
  ProfessionalServices: 'Services',
};

/**
 * Spec §9 reward label: GiftCard '$amount Gift Card to' the reward source's name (the employer's business
 * name when the source is 1); Cash '$amount'; any other type its name.
 */
export function rewardLabel(input: {
  type: RewardType;
  amountCents: number;
  rewardSource: { id: number; name: string } | null;
  businessName: string;
}): string {
  const amount = formatRewardAmount(input.amountCents);
  switch (input.type) {
    case 'Cash':
      return amount;
    case 'GiftCard': {
      const giver =
        input.rewardSource?.id === EMPLOYER_REWARD_SOURCE_ID ? input.businessName : input.rewardSource?.name;
      return giver ? `${amount} Gift Card to ${giver}` : `${amount} Gift Card`;
    }
    default:
      return OTHER_LABELS[input.type];
  }
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
