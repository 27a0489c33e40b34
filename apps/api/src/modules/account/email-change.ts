import type { Prisma, PrismaClient } from '@mainwork/db';
import { ACCOUNT_MESSAGES, type TMessage } from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { enqueueMail } from '../../infra/mail/send-mail-job.ts';
import { countAttempt, countRecipientMail, type RateLimitSettings } from '../../infra/rate-limits/rate-limiter.ts';
import { prepareEmailConfirmation, saveEmailConfirmation } from '../auth/email-confirmation.ts';
import { emailConfirmationMail } from '../auth/mail/email-confirmation.tsx';

export type EmailChangeDeps = { prisma: PrismaClient; rateLimits: RateLimitSettings; publicUrl: string };

/**
 * Counts one confirmation link for the account and one for the recipient's mailbox (canonical form, so
 * `dana+1@`, `dana+2@`… share one allowance); 429 past either, before anything is stored or mailed.
 */
async function countConfirmationMail(deps: EmailChangeDeps, userId: number, to: string): Promise<void> {
  await countAttempt(deps.prisma, {
    refuse: [
      {
        name: 'email-confirmation:account',
        subject: String(userId),
        limit: deps.rateLimits.emailConfirmationsPerAccount,
      },
    ],
  });
  await countRecipientMail(deps.prisma, 'confirmation', deps.rateLimits.confirmationMailsPerRecipient, to);
}

/**
 * Prepares the mail of a confirmation link to `to`, counted against the limits: the caller stores it with
 * `store` in the transaction that makes the change, so the link and its e-mail exist together or not at all.
 */
export async function prepareConfirmationMail(
  deps: EmailChangeDeps,
  input: { userId: number; to: string; purpose: 'change' | 'own' },
) {
  await countConfirmationMail(deps, input.userId, input.to);
  const confirmation = prepareEmailConfirmation(deps.publicUrl, input.to);
  const mail = await emailConfirmationMail({
    to: input.to,
    publicUrl: deps.publicUrl,
    link: confirmation.link,
    purpose: input.purpose,
  });
  return {
    async store(tx: Prisma.TransactionClient) {
      await saveEmailConfirmation(tx, input.userId, confirmation);
      // Transactional: it answers this request, and holds only the product's words.
      await enqueueMail(tx, mail, { transactional: true });
    },
  };
}

/**
 * The new address of a pending change, or null (the row may also be the account's own address, unconfirmed).
 * A change whose link expired is no longer pending: its link cannot make it, so it reads as none.
 */
export function pendingEmailOf(
  user: { email: string; emailConfirmation: { email: string; expiresAt: Date } | null },
  now: Date = new Date(),
): string | null {
  const waiting = user.emailConfirmation;
  return waiting && waiting.expiresAt > now && waiting.email !== user.email ? waiting.email : null;
}

/**
 * "Resend" on /me: a new link (the last one stops working) to the pending new address, or, with no change
 * pending, to the account's own address while it is unconfirmed. A confirmed account with nothing pending: 409.
 */
export async function resendEmailConfirmation(deps: EmailChangeDeps, userId: number): Promise<TMessage> {
  const user = await deps.prisma.user.findUnique({ where: { id: userId }, include: { emailConfirmation: true } });
  if (!user) throw AppError.unauthorized();
  const pending = pendingEmailOf(user);
  if (!pending && user.emailConfirmedAt) throw new AppError('conflict', ACCOUNT_MESSAGES.emailAlreadyConfirmed);
  const prepared = await prepareConfirmationMail(deps, {
    userId,
    to: pending ?? user.email,
    purpose: pending ? 'change' : 'own',
  });
  await deps.prisma.$transaction((tx) => prepared.store(tx));
  return { message: ACCOUNT_MESSAGES.emailConfirmationSent };
}

/** "Cancel" on /me: the pending new address is forgotten and its link stops working. Nothing pending: the same answer. */
export async function cancelEmailChange(prisma: PrismaClient, userId: number): Promise<TMessage> {
  await prisma.$executeRaw`
    DELETE FROM email_confirmations c USING users u
     WHERE c."userId" = ${userId} AND u.id = c."userId" AND c.email <> u.email`;
  return { message: ACCOUNT_MESSAGES.emailChangeCanceled };
}
