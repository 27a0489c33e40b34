import { hasOptionalMail, type TApplicationStatus } from '@mainwork/contracts';

export type StageMove = {
  ids: number[];
  to: TApplicationStatus;
  /** Who moves: a name, or "3 applicants". */
  who: string;
  /** The applicant whose e-mail is previewed (the first of several). */
  previewId: number;
};

/** The stages a move asks about first: those told by e-mail if the employer chooses, and a hire (always told). */
export const asksBeforeMoving = (to: TApplicationStatus) => hasOptionalMail(to) || to === 'hired';
