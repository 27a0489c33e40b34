import type { TCurrentUser } from '@mainwork/contracts';

/**
 * What a screen passes the sign-up modal when an action needs an account (a job's Share or Apply): why
 * it opened, said first, and what goes on once the visitor has signed up (the modal has closed by then).
 */
export type SignUpReason = {
  /** 'Sign up to share this job and earn the $1,000 cash referral reward'. */
  reason?: string;
  onSignedUp?(user: TCurrentUser): void;
};

/**
 * The same for the login modal (a job's bookmark): why it opened, and what goes on once the visitor has logged
 * in, or signed up from it instead.
 */
export type LoginReason = {
  /** 'Log in to save this job.' */
  reason?: string;
  onLoggedIn?(user: TCurrentUser): void;
};
