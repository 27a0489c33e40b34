import { z } from 'zod';
import type { Prisma } from '@mainwork/db';
import type { TNotificationKind } from '@mainwork/contracts';
import { enqueue } from '../queue/queue.ts';
import { ZMailMessage, type Mailer, type RenderedMail } from './mailer.ts';
import { notificationSettingsOf, unsubscribeToken, wantsMailNow } from './notification-preferences.ts';

/**
 * Who an e-mail is for and why: transactional mail (password reset, e-mail changed, receipts) always goes
 * and has no unsubscribe; any other names its kind and the user whose notification settings decide, or,
 * for a visitor's job alert (no user, no settings), the alert its unsubscribe link stops, with the alert's
 * secret key its token is signed with.
 */
export type MailAudience =
  | { transactional: true }
  | { kind: TNotificationKind; userId: number }
  | { kind: 'new_applicants'; userId: number; delivery: 'daily_digest' }
  | { kind: 'job_alerts'; alertId: number; alertKey: string };

/** A queued e-mail: the message and, when it may be unsubscribed from, its signed token. */
const ZQueuedMail = ZMailMessage.extend({ unsubscribeToken: z.string().optional() });

/**
 * Queues an e-mail, both parts rendered from its template by `renderMail`, in the same transaction as the
 * change that causes it; the one place notification settings are honoured: an e-mail of a kind the user
 * turned off is not queued at all.
 */
export async function enqueueMail(
  tx: Prisma.TransactionClient,
  message: RenderedMail,
  audience: MailAudience,
): Promise<void> {
  if ('transactional' in audience) return enqueue(tx, 'mail.send', message);
  if ('alertId' in audience) {
    const token = unsubscribeToken(audience.alertKey, { alertId: audience.alertId }, audience.kind);
    return enqueue(tx, 'mail.send', { ...message, unsubscribeToken: token });
  }
  const settings = await notificationSettingsOf(tx, audience.userId);
  if (!wantsMailNow(settings, audience.kind, 'delivery' in audience ? audience.delivery : 'instant')) return;
  const token = unsubscribeToken(settings.unsubscribe_key, { userId: audience.userId }, audience.kind);
  return enqueue(tx, 'mail.send', { ...message, unsubscribeToken: token });
}

/** The https unsubscribe link of a token: one-click POST for mail programs; opened in a browser, it asks first. */
export function unsubscribeUrl(token: string, publicUrl: string): string {
  return `${publicUrl}/api/v1/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** RFC 2369 and RFC 8058 one-click unsubscribe headers for a token. */
export function unsubscribeHeaders(
  token: string,
  where: { publicUrl: string; supportEmail: string },
): Record<string, string> {
  const url = unsubscribeUrl(token, where.publicUrl);
  return {
    'List-Unsubscribe': `<${url}>, <mailto:${where.supportEmail}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function sendMailJob(mailer: Mailer, where: { publicUrl: string; supportEmail: string }) {
  return async (payload: unknown) => {
    const { unsubscribeToken: token, ...message } = ZQueuedMail.parse(payload);
    await mailer.send(token ? { ...message, headers: unsubscribeHeaders(token, where) } : message);
  };
}
