/** The wizard's words (spec §4 "Wizard flow", "Billing text"). */
export const RESOLVE_TEXTS = {
  ready: 'Are you ready to close this job posting?',
  filled: 'Did you fill the opening?',
  mwHire: 'Did you find a hire through MainWork?',
  whoWasHired: 'Who was hired?',
  foundApplicant: 'Did you find your applicant?',
  found: 'Fantastic! Everyone gets paid for a job well done.',
  notFound: 'No worries, we will track them down!',
  confirming: 'Please do not leave or refresh this page...',
  contactYou: 'We will contact you for details.',
  autoClosed: 'Automatically closed by MainWork',
  chooseApplicant: 'Choose the applicant who was hired.',
  noApplicants: 'Nobody has applied to this job yet.',
  /** Beside an applicant already marked Hired on the applicants screen (listed first). */
  markedHired: 'Marked hired',
} as const;
