// An application's plain values (no zod), for the signed-in screens' first route (decision 046).

/** Where the employer has got with an application (docs/decisions/003-data-model.md). */
export const APPLICATION_STATUSES = ['received', 'reviewed', 'hired', 'not_selected'] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** How many applicants one page of a job's applicants lists. */
export const APPLICANTS_PAGE_SIZE = 20;
