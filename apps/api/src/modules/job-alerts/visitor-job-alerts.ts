import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PrismaClient } from '@mainwork/db';
import {
  EMAILED_PAGES,
  MAX_JOB_ALERTS_PER_ADDRESS,
  type TMessage,
  ZJobAlertInput,
  ZVisitorJobAlertBody,
} from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { enqueueMail } from '../../infra/mail/send-mail-job.ts';
import { canonicalMailbox } from '../../infra/mail/mailbox.ts';
import { countAddressAttempt, mayMail, type RateLimitSettings } from '../../infra/rate-limits/rate-limiter.ts';
import { alertData, lockAddress, searchInProductWords } from './job-alert-search.ts';
import { jobAlertConfirmationMail } from './mail/job-alert-confirmation.tsx';

export const SUBSCRIBED =
  'Check your inbox: follow the link in the e-mail we sent to start this job alert. Nothing is sent before.';
export const INVALID_CONFIRMATION_LINK = 'This confirmation link is not valid. Subscribe to the search again.';

function signature(key: string, alertId: number): Buffer {
  return createHmac('sha256', key).update(`confirm:job_alert:${alertId}`).digest();
}

/** `<alert id>.<HMAC-SHA256 with the alert's own key>`: confirms that alert and no other. */
export function confirmationToken(alert: { id: number; secretKey: string }): string {
  return `${alert.id}.${signature(alert.secretKey, alert.id).toString('base64url')}`;
}

const TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

/**
 * A visitor subscribes a search to an address: the alert waits, unconfirmed, and the address gets a
 * confirmation link (double opt-in) naming the search in the product's words only. The answer is the same
 * whatever the address, known or not. A mailbox (the address in canonical form, so `dana+1@`, `dana+2@`… are
 * one) may have ten alerts, and gets a bounded number of confirmation links a day; past either nothing more is
 * saved or sent. Each client address may subscribe a limited number of times an hour (429 past it).
 */
export async function subscribeVisitor(
  deps: { prisma: PrismaClient; publicUrl: string; rateLimits: RateLimitSettings },
  request: { body: (typeof ZVisitorJobAlertBody)['_input']; ip: string },
): Promise<TMessage> {
  const { prisma, publicUrl } = deps;
  await countAddressAttempt(prisma, 'jobAlertSubscribe', deps.rateLimits.jobAlertSubscribe.perAddress, request.ip);
  const { email: given, ...search } = request.body.job_alert;
  const email = given.trim().toLowerCase();
  const mailbox = canonicalMailbox(email);
  const words = await searchInProductWords(prisma, ZJobAlertInput.parse(search));
  await prisma.$transaction(async (tx) => {
    await lockAddress(tx, `mailbox:${mailbox}`);
    if ((await tx.jobAlert.count({ where: { mailbox, userId: null } })) >= MAX_JOB_ALERTS_PER_ADDRESS) return;
    if (!(await mayMail(tx, 'confirmation', deps.rateLimits.confirmationMailsPerRecipient, email))) return;
    const alert = await tx.jobAlert.create({ data: { email, mailbox, ...alertData(search) } });
    const link = `${publicUrl}${EMAILED_PAGES.confirmJobAlert}?token=${encodeURIComponent(confirmationToken(alert))}`;
    const mail = await jobAlertConfirmationMail({ to: email, publicUrl, link, search: words });
    await enqueueMail(tx, mail, { transactional: true });
  });
  return { message: SUBSCRIBED };
}

/** A followed confirmation link: the alert starts, counting new jobs from now. Following it again changes nothing. */
export async function confirmVisitorAlert(prisma: PrismaClient, token: string): Promise<TMessage> {
  const match = TOKEN.exec(token);
  const alertId = Number(match?.[1]);
  const alert =
    match && alertId <= 2_147_483_647
      ? await prisma.jobAlert.findFirst({ where: { id: alertId, userId: null }, select: { secretKey: true } })
      : null;
  const expected = alert ? signature(alert.secretKey, alertId) : null;
  const given = Buffer.from(match?.[2] ?? '', 'base64url');
  if (!expected || expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new AppError('bad_request', INVALID_CONFIRMATION_LINK);
  await prisma.jobAlert.updateMany({ where: { id: alertId, confirmedAt: null }, data: { confirmedAt: new Date() } });
  return { message: 'Your job alert is on: new jobs for this search will come to your inbox.' };
}

/** How long a visitor's alert waits for its confirmation link to be followed before it is deleted. */
export const UNCONFIRMED_ALERT_DAYS = 7;

/**
 * Deletes visitors' alerts whose confirmation link was not followed within seven days (housekeeping,
 * background-work.ts): an address that never opted in is not kept. Returns how many were deleted.
 */
export async function purgeUnconfirmedVisitorAlerts(prisma: PrismaClient, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNCONFIRMED_ALERT_DAYS * 24 * 60 * 60 * 1000);
  const { count } = await prisma.jobAlert.deleteMany({
    where: { userId: null, confirmedAt: null, createdAt: { lt: before } },
  });
  return count;
}
