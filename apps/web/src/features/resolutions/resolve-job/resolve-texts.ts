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
  /** Before Confirm, when no one earns the reward: the charge is the fee alone (decision 049). */
  noReferral: (fee: string) => `No referral link led to this hire, so no reward is due. MainWork's fee: ${fee}`,
  noApplicantNamed: (fee: string) =>
    `Without the applicant named, no referrer can be rewarded, so no reward is due. MainWork's fee: ${fee}`,
  rewardNotDue: 'Not due',
} as const;
