// An application's plain values (no zod), for the signed-in screens' first route (decision 046).

/** Where the employer has got with an application (docs/decisions/003-data-model.md). */
export const APPLICATION_STATUSES = [
  'received',
  'reviewed',
  'interviewing',
  'offered',
  'hired',
  'not_selected',
] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The stages the employer may tell the candidate about by e-mail when moving them there, if they choose
 * (`notify_candidate`); a hire is always told (the hire's own use case), the other stages never.
 */
export const STAGES_WITH_OPTIONAL_MAIL = [
  'interviewing',
  'not_selected',
] as const satisfies readonly TApplicationStatus[];
export type TStageWithOptionalMail = (typeof STAGES_WITH_OPTIONAL_MAIL)[number];
export const hasOptionalMail = (status: TApplicationStatus): status is TStageWithOptionalMail =>
  (STAGES_WITH_OPTIONAL_MAIL as readonly string[]).includes(status);

/** How many applicants one page of a job's applicants lists. */
export const APPLICANTS_PAGE_SIZE = 20;
