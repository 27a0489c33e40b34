import type { TUpdatePasswordBody } from '@mainwork/contracts';
import { ACCOUNT_MESSAGES } from '@mainwork/contracts';
import { AppError, FieldErrors } from '../../http/app-error.ts';
import { passwordProblems } from '../auth/password-policy.ts';
import { endOtherSessions } from '../auth/sessions.ts';
import type { AccountDeps } from './account-settings.ts';
import { checkCurrentPassword } from './current-password.ts';

/**
 * Changes the password (spec §7 `update_password`): the old one must be right (a wrong one counts as a failed
 * log-in) and the new one must pass the password policy. Every other session of the user ends; the one that
 * made the change stays signed in.
 */
export async function changePassword(
  deps: AccountDeps,
  input: { userId: number; sessionId: number; body: TUpdatePasswordBody; ip: string },
): Promise<string> {
  const user = await deps.prisma.user.findUnique({ where: { id: input.userId } });
  if (!user) throw AppError.unauthorized();
  const errors = new FieldErrors();
  if (!input.body.old_password) errors.add('old_password', "can't be blank");
  for (const problem of passwordProblems(input.body.password, { email: user.email })) errors.add('password', problem);
  errors.throwIfAny();
  await checkCurrentPassword(deps, { user, password: input.body.old_password, field: 'old_password', ip: input.ip });
  const passwordHash = await deps.passwords.hash(input.body.password!);
  await deps.prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { passwordHash, passwordChangedAt: new Date() } });
    await endOtherSessions(tx, { userId: user.id, keepSessionId: input.sessionId });
  });
  return ACCOUNT_MESSAGES.passwordChanged;
}
