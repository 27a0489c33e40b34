import type { TAdminReward, TMyReward } from '@mainwork/contracts';

/** Noon on a day of March 2026: the dates of the rewards below. */
export const rewardDay = (day: number) => new Date(2026, 2, day, 12).toISOString();

/**
 * A $500 cash reward for a Barista hire at Harbor Coffee, as the referrer's list sends it: earned (the
 * employer paid on the 4th), not issued yet, with overrides.
 */
export function makeMyReward(overrides: Partial<TMyReward> = {}): TMyReward {
  return {
    id: 8,
    job: { id: 5, title: 'Barista', business: { id: 7, name: 'Harbor Coffee' } },
    label: '$500',
    type: 'Reward::Cash',
    amount: 500,
    amount_cents: 50_000,
    reward_source: null,
    status: 'earned',
    issued_via: null,
    chain: [
      { step: 'shared', at: rewardDay(1) },
      { step: 'applied', at: rewardDay(2) },
      { step: 'hire_confirmed', at: rewardDay(3) },
      { step: 'employer_paid', at: rewardDay(4) },
      { step: 'issued', at: null },
    ],
    created_at: rewardDay(3),
    earned_at: rewardDay(4),
    issued_at: null,
    payout: { status: 'none', transfer_id: null, failure: null },
    promotion_code: null,
    gift_card: null,
    ...overrides,
  };
}

/** The same reward as the admins' list sends it: its referrer, paid by PayPal, and its charge. */
export function makeAdminReward(overrides: Partial<TAdminReward> = {}): TAdminReward {
  return {
    ...makeMyReward(),
    referrer: { id: 2, email: 'rita@example.com', display_value: 'Rita Referrer (rita@example.com)' },
    referral_payment_method: { id: 1, name: 'PayPal' },
    has_code: false,
    billing_record_id: 3,
    issue: null,
    ...overrides,
  };
}

/** A reward's chain with every step done, the issue on `day`. */
export const issuedChain = (day: number): TMyReward['chain'] =>
  makeMyReward().chain.map((step) => ({ ...step, at: step.at ?? rewardDay(day) }));
