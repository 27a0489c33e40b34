import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Prisma, PrismaClient } from '@mainwork/db';
import { EMAILED_PAGES } from '@mainwork/contracts';
import { enqueueMail } from '../../infra/mail/send-mail-job.ts';
import { enqueue } from '../../infra/queue/queue.ts';
import { mayMail, type RateLimitSettings } from '../../infra/rate-limits/rate-limiter.ts';
import { passwordResetMail } from './mail/password-reset.tsx';
import { hashToken } from './sessions.ts';

export const PASSWORD_RESET_QUEUE = 'auth.password-reset-mail';
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const ZPasswordResetRequest = z.object({ email: z.string() });

/** Queued for every forgot-password request, known address or not. */
export function enqueuePasswordResetMail(
  db: Pick<Prisma.TransactionClient, '$executeRaw'>,
  email: string,
): Promise<void> {
  return enqueue(db, PASSWORD_RESET_QUEUE, { email });
}

/**
 * The queued half of forgot-password: when the address belongs to an account, stores a new single-use
 * link (only the newest one works; the token is stored hashed) and queues its e-mail in the same
 * transaction. An unknown address ends here, with nothing stored and nothing sent.
 */
export function passwordResetMailJob(deps: { prisma: PrismaClient; publicUrl: string; rateLimits: RateLimitSettings }) {
  return async (payload: unknown): Promise<void> => {
    const { email } = ZPasswordResetRequest.parse(payload);
    const user = await deps.prisma.user.findUnique({
      where: { email },
      select: { id: true, email: true, firstName: true, emailConfirmedAt: true },
    });
    if (!user) return;
    // Many addresses asking at once would otherwise fill the inbox and end each link with the next; counted
    // per mailbox, so accounts at `dana+1@`, `dana+2@`… share it. Past it nothing is sent or replaced, so
    // the link sent last still works.
    if (!(await mayMail(deps.prisma, 'reset-mail', deps.rateLimits.resetMailsPerAccount, user.email))) return;
    const token = randomBytes(32).toString('base64url');
    const link = `${deps.publicUrl}${EMAILED_PAGES.resetPassword}?id=${user.id}&token=${encodeURIComponent(token)}`;
    // Greeted by name only at an address shown to be theirs (decision 051).
    const firstName = user.emailConfirmedAt ? user.firstName : null;
    const mail = await passwordResetMail({ to: user.email, publicUrl: deps.publicUrl, firstName, link });
    await deps.prisma.$transaction(async (tx) => {
      await tx.passwordResetToken.deleteMany({ where: { userId: user.id, usedAt: null } });
      await tx.passwordResetToken.create({
        data: { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS) },
      });
      await enqueueMail(tx, mail, { transactional: true });
    });
  };
}
