// A reward's statuses and steps as plain values (no zod), for the signed-in screens' first route (decision 046).

/**
 * A referral reward's status as the API and the screens name it (decision 032): `pending` (hire confirmed,
 * waiting for the employer's payment), `earned` (the employer paid), `issued` (delivered to the referrer),
 * `canceled` (the charge was voided).
 */
export const REFERRAL_REWARD_STATUSES = ['pending', 'earned', 'issued', 'canceled'] as const;
export type TReferralRewardStatus = (typeof REFERRAL_REWARD_STATUSES)[number];

/** Words the screens show for each status. */
export const REFERRAL_REWARD_STATUS_LABELS: Record<TReferralRewardStatus, string> = {
  pending: 'Pending payment',
  earned: 'Earned',
  issued: 'Issued',
  canceled: 'Canceled',
};

/** The steps of a reward, in order: shared → applied → hire confirmed → employer paid → issued. */
export const REWARD_CHAIN_STEPS = ['shared', 'applied', 'hire_confirmed', 'employer_paid', 'issued'] as const;
export type TRewardChainStepName = (typeof REWARD_CHAIN_STEPS)[number];

export const REWARD_CHAIN_STEP_LABELS: Record<TRewardChainStepName, string> = {
  shared: 'Shared',
  applied: 'Applied',
  hire_confirmed: 'Hire confirmed',
  employer_paid: 'Employer paid',
  issued: 'Issued',
};
