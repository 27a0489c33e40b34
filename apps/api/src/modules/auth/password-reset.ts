import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '@mainwork/db';
import type { TResetPasswordBody } from '@mainwork/contracts';
import { AppError, FieldErrors } from '../../http/app-error.ts';
import { enqueueMail } from '../../infra/mail/send-mail-job.ts';
import { hitRateLimit, LIMITS } from '../../infra/rate-limits/rate-limiter.ts';
import type { PasswordHasher } from '../../infra/password-hashing.ts';
import { passwordProblems } from './password-policy.ts';
import { endAllSessions, hashToken } from './sessions.ts';

const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset your password. It expires in one hour.';
export const INVALID_RESET_LINK = 'This reset password link has either expired or is invalid.';

/**
 * Sends a single-use reset link when the account exists; answers the same either way.
 * The token is stored hashed; the mail is queued in the same transaction.
 */
export async function requestPasswordReset(
  deps: { prisma: PrismaClient; publicUrl: string },
  input: { email: string; ip: string },
): Promise<string> {
  const email = input.email.trim().toLowerCase();
  if (!email) throw AppError.invalid({ email: ["can't be blank"] });
  await hitRateLimit(deps.prisma, LIMITS.forgotPerIp, input.ip);
  await hitRateLimit(deps.prisma, LIMITS.forgotPerAccount, email);
  const user = await deps.prisma.user.findUnique({ where: { email }, select: { id: true, email: true } });
  if (!user) return FORGOT_PASSWORD_MESSAGE;
  const token = randomBytes(32).toString('base64url');
  const link = `${deps.publicUrl}/reset_password?id=${user.id}&token=${encodeURIComponent(token)}`;
  await deps.prisma.$transaction(async (tx) => {
    // Only the newest link works.
    await tx.passwordResetToken.deleteMany({ where: { userId: user.id, usedAt: null } });
    await tx.passwordResetToken.create({
      data: { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS) },
    });
    await enqueueMail(tx, {
      to: user.email,
      subject: 'Reset your MainWork password',
      text: [
        'Someone (hopefully you) asked to reset the password of your MainWork account.',
        '',
        `Choose a new password here: ${link}`,
        '',
        'The link works once and expires in one hour. If you did not ask for it, ignore this e-mail:',
        'your password stays as it is.',
      ].join('\n'),
      html: `<p>Someone (hopefully you) asked to reset the password of your MainWork account.</p>
<p><a href="${link}">Choose a new password</a></p>
<p>The link works once and expires in one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>`,
    });
  });
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
  prisma: PrismaClient,
  input: { userId: number; token: string | undefined; ip: string },
): Promise<{ id: number; email: string }> {
  await hitRateLimit(prisma, LIMITS.resetPerIp, input.ip);
  const row = await findUsableToken(prisma, input.userId, input.token);
  if (!row) throw new AppError('unauthorized', INVALID_RESET_LINK);
  return { id: row.user.id, email: row.user.email };
}

/** Sets the new password, spends the token (exactly once) and ends every session of the user. */
export async function resetPassword(
  deps: { prisma: PrismaClient; passwords: PasswordHasher },
  input: { userId: number; token: string | undefined; body: TResetPasswordBody; ip: string },
): Promise<string> {
  await hitRateLimit(deps.prisma, LIMITS.resetPerIp, input.ip);
  await hitRateLimit(deps.prisma, LIMITS.resetPerAccount, String(input.userId));
  const row = await findUsableToken(deps.prisma, input.userId, input.token);
  if (!row) throw new AppError('unauthorized', INVALID_RESET_LINK);
  const { password, password_confirmation: confirmation } = input.body.user;
  const errors = new FieldErrors();
  for (const problem of passwordProblems(password)) errors.add('password', problem);
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
    await endAllSessions(tx, row.userId);
  });
  return 'Your password has been reset. You can now log in with your new password.';
}
