/** The signed-in user's share links. */
export const shareLinkKeys = {
  mine: () => ['share-links', 'mine'] as const,
  key: (jobId: number) => ['share-links', 'key', jobId] as const,
};
