/** The signed-in user's rewards, payout account and the gift cards they open by code. */
export const rewardKeys = {
  mine: () => ['rewards', 'mine'] as const,
  payoutAccount: () => ['rewards', 'payout-account'] as const,
  redemption: (code: string) => ['rewards', 'redemption', code] as const,
};
