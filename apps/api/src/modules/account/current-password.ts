import type { User } from '@mainwork/db';
import { AppError } from '../../http/app-error.ts';
import { countAccountAttempt, pauseFor } from '../../infra/rate-limits/rate-limiter.ts';
import type { AccountDeps } from './account-settings.ts';

export const WRONG_PASSWORD = 'is incorrect';

/**
 * Checks the password a signed-in user typed to confirm a change. A guess is counted on the account's
 * log-in counters, so a session left open somewhere is no better an oracle for the password than the
 * log-in form: past the per-(account, address) limit it is refused, past the per-account one slowed.
 */
export async function checkCurrentPassword(
  deps: AccountDeps,
  input: { user: Pick<User, 'email' | 'passwordHash'>; password: string | undefined; field: string; ip: string },
): Promise<void> {
  if (!input.password) throw AppError.invalid({ [input.field]: ["can't be blank"] });
  const attempt = await countAccountAttempt(deps.prisma, deps.rateLimits, 'login', {
    account: input.user.email,
    ip: input.ip,
  });
  await (deps.pause ?? pauseFor)(attempt.delayMs);
  if (!(await deps.passwords.verify(input.user.passwordHash, input.password))) {
    throw AppError.invalid({ [input.field]: [WRONG_PASSWORD] });
  }
  await attempt.succeeded();
}
