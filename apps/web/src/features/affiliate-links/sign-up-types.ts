import type { TAffiliateSignUpType } from '@mainwork/contracts';

/** Spec §2.7: all=All, candidate=Candidates, employer=Employers. */
export const SIGN_UP_TYPE_LABELS: Record<TAffiliateSignUpType, string> = {
  all: 'All',
  candidate: 'Candidates',
  employer: 'Employers',
};
