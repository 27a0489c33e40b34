/** The signed-in user's share links and rewards. */
export const shareLinkKeys = {
  mine: () => ['share-links', 'mine'] as const,
  key: (jobId: number) => ['share-links', 'key', jobId] as const,
  myRewards: () => ['rewards', 'mine'] as const,
  payoutAccount: () => ['rewards', 'payout-account'] as const,
};
