import type { Prisma } from '@mainwork/db';
import { enqueue } from '../queue/queue.ts';
import { ZMailMessage, type Mailer, type RenderedMail } from './mailer.ts';

/**
 * Queues an e-mail in the same transaction as the change that causes it. Every e-mail has both parts,
 * rendered from its template by `renderMail`.
 */
export function enqueueMail(tx: Prisma.TransactionClient, message: RenderedMail): Promise<void> {
  return enqueue(tx, 'mail.send', message);
}

export function sendMailJob(mailer: Mailer) {
  return async (payload: unknown) => mailer.send(ZMailMessage.parse(payload));
}
