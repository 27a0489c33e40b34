import type { Prisma } from '@mainwork/db';
import { enqueue } from '../queue/queue.ts';
import { ZMailMessage, type Mailer, type MailMessage } from './mailer.ts';

/** Queues an e-mail in the same transaction as the change that causes it. */
export function enqueueMail(tx: Prisma.TransactionClient, message: MailMessage): Promise<void> {
  return enqueue(tx, 'mail.send', message);
}

export function sendMailJob(mailer: Mailer) {
  return async (payload: unknown) => mailer.send(ZMailMessage.parse(payload));
}
