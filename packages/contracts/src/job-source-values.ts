// Job sources' plain values (no zod), for screens whose first route must not load zod (decision 046).

/** The kinds of job source (docs/decisions/062-job-sources.md). */
export const JOB_SOURCE_KINDS = ['greenhouse', 'lever', 'ashby', 'workable', 'smartrecruiters', 'json_ld', 'feed'] as const;
export type TJobSourceKind = (typeof JOB_SOURCE_KINDS)[number];

export const JOB_SOURCE_STATUSES = ['ok', 'syncing', 'failing', 'paused'] as const;
export type TJobSourceStatus = (typeof JOB_SOURCE_STATUSES)[number];

/** How each kind is named on the screens, and what its `board` is. */
export const JOB_SOURCE_KIND_LABELS: Record<TJobSourceKind, { name: string; board: string }> = {
  greenhouse: { name: 'Greenhouse', board: 'Board token' },
  lever: { name: 'Lever', board: 'Site name' },
  ashby: { name: 'Ashby', board: 'Job board name' },
  workable: { name: 'Workable', board: 'Account subdomain' },
  smartrecruiters: { name: 'SmartRecruiters', board: 'Company identifier' },
  json_ld: { name: 'Careers page', board: 'Careers page URL' },
  feed: { name: 'Job feed', board: 'Feed URL (RSS or XML)' },
};

/** The answers' words, shared by the API and the screens. */
export const JOB_SOURCE_MESSAGES = {
  ownersOnly: 'Only an owner of the business can connect, change or remove its job sources.',
  alreadyConnected: 'This board is already connected.',
  syncQueued: 'The sync has started.',
} as const;
