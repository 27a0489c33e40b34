import { randomBytes } from 'node:crypto';
import type { Prisma, PrismaClient } from '@mainwork/db';
import { ACCOUNT_MESSAGES, EMAILED_PAGES, type TMessage } from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { isUniqueViolation } from '../../infra/database-errors.ts';
import { enqueueMail } from '../../infra/mail/send-mail-job.ts';
import { emailChangedNotice } from './mail/email-changed.tsx';
import { hashToken } from './sessions.ts';

/** How long an e-mail confirmation link works. */
export const EMAIL_CONFIRMATION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A confirmation link about to be mailed: its address and the hash stored for it (the token is only in the link). */
export type PreparedConfirmation = { email: string; tokenHash: string; link: string };

/** A new single-use link for `email`, as the password reset makes its links: random, stored hashed. */
export function prepareEmailConfirmation(publicUrl: string, email: string): PreparedConfirmation {
  const token = randomBytes(32).toString('base64url');
  return {
    email,
    tokenHash: hashToken(token),
    link: `${publicUrl}${EMAILED_PAGES.confirmEmail}?token=${encodeURIComponent(token)}`,
  };
}

/** Stores the link as the user's only one: a link mailed before stops working. */
export async function saveEmailConfirmation(
  tx: Prisma.TransactionClient,
  userId: number,
  prepared: PreparedConfirmation,
): Promise<void> {
  const data = {
    email: prepared.email,
    tokenHash: prepared.tokenHash,
    expiresAt: new Date(Date.now() + EMAIL_CONFIRMATION_LIFETIME_MS),
    createdAt: new Date(),
  };
  await tx.emailConfirmation.upsert({ where: { userId }, create: { userId, ...data }, update: data });
}

const invalidLink = () => new AppError('bad_request', ACCOUNT_MESSAGES.invalidConfirmationLink);

/**
 * A followed confirmation link (no session needed: it may be opened on another device). For the account's own
 * address it confirms it; for a pending new address the account switches to it, confirmed, and the old
 * address, if it was ever confirmed, is told (a never-confirmed one may be a stranger's: nothing goes there).
 * The link works once. An address another account took meanwhile is refused (409) by the unique constraint,
 * and the pending change is dropped.
 */
export async function confirmEmail(
  deps: { prisma: PrismaClient; publicUrl: string; supportEmail: string },
  token: string,
): Promise<TMessage> {
  const { prisma } = deps;
  if (!token || token.length > 200) throw invalidLink();
  const row = await prisma.emailConfirmation.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: { select: { email: true, firstName: true, emailConfirmedAt: true, deactivatedAt: true } } },
  });
  if (!row || row.expiresAt.getTime() <= Date.now() || row.user.deactivatedAt) throw invalidLink();
  const { user } = row;
  const changing = row.email !== user.email;
  const notice =
    changing && user.emailConfirmedAt
      ? await emailChangedNotice({
          oldEmail: user.email,
          newEmail: row.email,
          firstName: user.firstName,
          supportEmail: deps.supportEmail,
          publicUrl: deps.publicUrl,
        })
      : null;
  try {
    await prisma.$transaction(async (tx) => {
      // Spent exactly once: of two clicks at once, one deletes the row and the other finds nothing.
      const spent = await tx.emailConfirmation.deleteMany({ where: { id: row.id, tokenHash: row.tokenHash } });
      if (spent.count !== 1) throw invalidLink();
      if (!changing) {
        await tx.user.updateMany({
          where: { id: row.userId, emailConfirmedAt: null },
          data: { emailConfirmedAt: new Date() },
        });
        return;
      }
      await tx.user.update({ where: { id: row.userId }, data: { email: row.email, emailConfirmedAt: new Date() } });
      // A reset link mailed to the old address must not outlive the change.
      await tx.passwordResetToken.deleteMany({ where: { userId: row.userId, usedAt: null } });
      if (notice) await enqueueMail(tx, notice, { transactional: true });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await prisma.emailConfirmation.deleteMany({ where: { id: row.id } });
    throw new AppError('conflict', ACCOUNT_MESSAGES.emailTakenMeanwhile);
  }
  return { message: changing ? ACCOUNT_MESSAGES.emailChanged : ACCOUNT_MESSAGES.emailConfirmed };
}
