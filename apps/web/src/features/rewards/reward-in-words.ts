import { formatRewardInWords, type TMyReward } from '@mainwork/contracts';
import { formatDate } from '../../lib/day-formats.ts';

/** The reward said once, in words ('$75 gift card to Harbor Books'), as the job pages say it. */
export const rewardInWords = (reward: Pick<TMyReward, 'type' | 'amount' | 'reward_source' | 'job'>): string =>
  formatRewardInWords({
    type: reward.type,
    amount: reward.amount,
    reward_source: reward.reward_source,
    employer_business_name: reward.job.business.name,
  });

/**
 * Where the reward stands, in the referrer's words: waiting for the employer, earned (and what happens
 * next: set up payouts, show the gift card), on its way, paid, redeemed, or failed with the reason.
 */
export function rewardStatusInWords(reward: TMyReward): string {
  // The spec's reward label ('$500'), as the e-mails say it: "$500 is on its way".
  const amount = reward.label;
  const { payout, gift_card: giftCard } = reward;
  if (reward.status === 'pending') return "Waiting for the employer's payment.";
  if (reward.status === 'canceled') return "Canceled: the employer's charge for this hire was canceled.";
  if (payout.status === 'failed')
    return `Payout failed: ${payout.failure ?? 'Stripe did not pay it'}. MainWork will look into it.`;
  if (reward.status === 'earned') {
    if (payout.status === 'waiting_for_setup') return `Earned: set up payouts to receive ${amount}.`;
    if (payout.status === 'requested') return `Earned: ${amount} is being sent to your payout account.`;
    if (giftCard) return 'Earned: show your code at the business to redeem it.';
    return 'Earned: MainWork will send it to you soon.';
  }
  if (payout.status === 'sent') return `Paid: ${amount} is on its way to your bank account.`;
  if (giftCard) return `Redeemed${giftCard.redeemed_at ? ` on ${formatDate(giftCard.redeemed_at)}` : ''}.`;
  if (reward.promotion_code) return 'Delivered: your promotion code is below and in your e-mail.';
  return `Paid${reward.issued_at ? ` on ${formatDate(reward.issued_at)}` : ''}.`;
}
