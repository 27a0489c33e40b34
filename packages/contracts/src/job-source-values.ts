// Job sources' plain values (no zod), for screens whose first route must not load zod (decision 046).

/** The kinds of job source (docs/decisions/062-job-sources.md). */
export const JOB_SOURCE_KINDS = [
  'greenhouse',
  'lever',
  'ashby',
  'workable',
  'smartrecruiters',
  'json_ld',
  'feed',
] as const;
export type TJobSourceKind = (typeof JOB_SOURCE_KINDS)[number];

export const JOB_SOURCE_STATUSES = ['ok', 'syncing', 'failing', 'paused'] as const;
export type TJobSourceStatus = (typeof JOB_SOURCE_STATUSES)[number];

/** How each kind is named on the screens ('Imported from Greenhouse'). */
export const JOB_SOURCE_NAMES: Record<TJobSourceKind, string> = {
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
  workable: 'Workable',
  smartrecruiters: 'SmartRecruiters',
  json_ld: 'Careers page',
  feed: 'Job feed',
};

/** What each kind's `board` is, as the connect form's label says. */
export const JOB_SOURCE_BOARD_LABELS: Record<TJobSourceKind, string> = {
  greenhouse: 'Board token',
  lever: 'Site name',
  ashby: 'Job board name',
  workable: 'Account subdomain',
  smartrecruiters: 'Company identifier',
  json_ld: 'Careers page URL',
  feed: 'Feed URL (RSS or XML)',
};

/** The answers' words, shared by the API and the screens. */
export const JOB_SOURCE_MESSAGES = {
  ownersOnly: 'Only an owner of the business can connect, change or remove its job sources.',
  alreadyConnected: 'This board is already connected.',
  syncQueued: 'The sync has started.',
} as const;
