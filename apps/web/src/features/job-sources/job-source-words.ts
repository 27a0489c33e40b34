import type { TJobSourceStatus } from '@mainwork/contracts';

/** How each status reads, and its badge. */
export const STATUS_LABELS: Record<TJobSourceStatus, { label: string; bg: string }> = {
  ok: { label: 'Up to date', bg: 'success' },
  syncing: { label: 'Syncing…', bg: 'info' },
  failing: { label: 'Failing', bg: 'danger' },
  paused: { label: 'Paused', bg: 'secondary' },
};

/** What to type as the board, per kind. */
export const BOARD_HINTS = {
  greenhouse: 'The word after boards.greenhouse.io/ in your job board’s address.',
  lever: 'The word after jobs.lever.co/ in your postings’ address.',
  ashby: 'The word after jobs.ashbyhq.com/ in your job board’s address.',
  workable: 'The word after apply.workable.com/ in your careers page’s address.',
  smartrecruiters: 'The word after jobs.smartrecruiters.com/ in your careers page’s address.',
  json_ld: 'The full address of a careers page whose jobs carry schema.org JobPosting data (as Google for Jobs reads).',
  feed: 'The full address of an RSS or XML feed of your jobs.',
} as const;
