import type { PrismaClient } from '@mainwork/db';
import type { TResetPasswordBody } from '@mainwork/contracts';
import { AppError, FieldErrors } from '../../http/app-error.ts';
import {
  countAccountAttempt,
  countAddressAttempt,
  pauseFor,
  type Pause,
  type RateLimitSettings,
} from '../../infra/rate-limits/rate-limiter.ts';
import { canonicalMailbox } from '../../infra/mail/mailbox.ts';
import type { PasswordHasher } from '../../infra/password-hashing.ts';
import { passwordProblems } from './password-policy.ts';
import { enqueuePasswordResetMail } from './password-reset-mail.ts';
import { endAllSessions, hashToken } from './sessions.ts';

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset your password. It expires in one hour.';
export const INVALID_RESET_LINK = 'This reset password link has either expired or is invalid.';

/**
 * Answers the same, after the same work, whether or not the account exists: the request is only
 * counted and queued, and the queued job looks the account up and mails the link
 * (password-reset-mail.ts), so the answer's timing says nothing about the address.
 */
export async function requestPasswordReset(
  deps: { prisma: PrismaClient; rateLimits: RateLimitSettings; pause?: Pause },
  input: { email: string; ip: string },
): Promise<string> {
  const email = input.email.trim().toLowerCase();
  if (!email) throw AppError.invalid({ email: ["can't be blank"] });
  const attempt = await countAccountAttempt(deps.prisma, deps.rateLimits, 'forgotPassword', {
    // One mailbox however it is written: `dana+1@` and `dana+2@` ask for the same inbox.
    account: canonicalMailbox(email),
    ip: input.ip,
  });
  await (deps.pause ?? pauseFor)(attempt.delayMs);
  await enqueuePasswordResetMail(deps.prisma, email);
  return FORGOT_PASSWORD_MESSAGE;
}

async function findUsableToken(prisma: PrismaClient, userId: number, token: string | undefined) {
  if (!token || token.length > 200) return null;
  const row = await prisma.passwordResetToken.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: { select: { id: true, email: true } } },
  });
  if (!row || row.userId !== userId || row.usedAt || row.expiresAt.getTime() <= Date.now()) return null;
  return row;
}

export async function verifyPasswordResetToken(
  deps: { prisma: PrismaClient; rateLimits: RateLimitSettings },
  input: { userId: number; token: string | undefined; ip: string },
): Promise<{ id: number; email: string }> {
  const limit = deps.rateLimits.resetPassword.perAddress;
  await countAddressAttempt(deps.prisma, 'resetPassword', limit, input.ip);
  const row = await findUsableToken(deps.prisma, input.userId, input.token);
  if (!row) throw new AppError('unauthorized', INVALID_RESET_LINK);
  return { id: row.user.id, email: row.user.email };
}

/**
 * Sets the new password, spends the token (exactly once) and ends every session of the user. Bad
 * submits are counted like failed log-ins: per address and per (user, address) they refuse, per user
 * they only slow, so guessing at sequential user ids locks no one out.
 */
export async function resetPassword(
  deps: { prisma: PrismaClient; passwords: PasswordHasher; rateLimits: RateLimitSettings; pause?: Pause },
  input: { userId: number; token: string | undefined; body: TResetPasswordBody; ip: string },
): Promise<string> {
  const attempt = await countAccountAttempt(deps.prisma, deps.rateLimits, 'resetPassword', {
    account: String(input.userId),
    ip: input.ip,
  });
  await (deps.pause ?? pauseFor)(attempt.delayMs);
  const row = await findUsableToken(deps.prisma, input.userId, input.token);
  if (!row) throw new AppError('unauthorized', INVALID_RESET_LINK);
  const { password, password_confirmation: confirmation } = input.body.user;
  const errors = new FieldErrors();
  for (const problem of passwordProblems(password, { email: row.user.email })) errors.add('password', problem);
  if (!confirmation) errors.add('password_confirmation', "can't be blank");
  else if (password !== confirmation) errors.add('password_confirmation', "doesn't match Password");
  errors.throwIfAny();
  const passwordHash = await deps.passwords.hash(password!);
  await deps.prisma.$transaction(async (tx) => {
    const spent = await tx.passwordResetToken.updateMany({
      where: { id: row.id, usedAt: null },
      data: { usedAt: new Date() },
    });
    if (spent.count !== 1) throw new AppError('unauthorized', INVALID_RESET_LINK);
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash, passwordChangedAt: new Date() } });
    // The link came to the account's address and was followed: that shows the address is the owner's.
    await tx.user.updateMany({
      where: { id: row.userId, emailConfirmedAt: null },
      data: { emailConfirmedAt: new Date() },
    });
    await endAllSessions(tx, row.userId);
  });
  await attempt.succeeded();
  return 'Your password has been reset. You can now log in with your new password.';
}
