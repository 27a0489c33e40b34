import { createHmac, timingSafeEqual } from 'node:crypto';
import sql from 'sql-template-tag';
import { z } from 'zod';
import type { PrismaClient } from '@mainwork/db';
import {
  EMAILED_PAGES,
  EXPIRY_REMINDER_DAYS,
  POSTING_EXTENSION_DAYS,
  type TPostingExtended,
} from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { queryRows } from '../../infra/database-rows.ts';
import { enqueueMail } from '../../infra/mail/send-mail-job.ts';
import { dayInWords, expiryReminderMail } from './mail/expiry-reminder.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;

export const EXTEND_LINK_MESSAGES = {
  invalid: "This link is not valid. Change the expiry date on the job's edit page.",
  expired: 'This link has expired: the posting has already closed. Post the job again to reopen it.',
  used: "This link was already used: the posting was extended once. Change the expiry date on the job's edit page.",
  changed: "This posting's expiry has changed since the reminder. Change it on the job's edit page.",
} as const;

// Timestamps are stored as UTC without a zone.
const utc = (at: Date) => sql`(${at.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

type Reminder = { jobId: number; expiresAt: Date; secretKey: string };

function signature(reminder: Reminder): Buffer {
  return createHmac('sha256', reminder.secretKey)
    .update(`extend:job:${reminder.jobId}:${reminder.expiresAt.getTime()}`)
    .digest();
}

/**
 * `<job id>.<expiry, ms since 1970>.<HMAC-SHA256 with the reminder's own key>`: names the reminder (one a
 * posting expiry) and cannot be forged.
 */
export function extendToken(reminder: Reminder): string {
  return `${reminder.jobId}.${reminder.expiresAt.getTime()}.${signature(reminder).toString('base64url')}`;
}

const TOKEN = /^([1-9]\d{0,9})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

const ZDueJob = z.object({
  id: z.number().int(),
  title: z.string(),
  expires_at: z.date(),
  email: z.string(),
  first_name: z.string().nullable(),
});

/**
 * Open postings whose expiry is at most three days away and not yet reminded of, with the address of
 * their business owner, who can still sign in and whose address is confirmed (until it is, the reminder
 * waits: decision 051). `expires_at` is read as UTC (the column has no zone).
 */
function dueJobs(prisma: PrismaClient, now: Date) {
  const until = new Date(now.getTime() + EXPIRY_REMINDER_DAYS * DAY_MS);
  return queryRows(
    prisma,
    ZDueJob,
    sql`SELECT j.id, j.title, j."expiresAt" AT TIME ZONE 'UTC' AS expires_at, owner.email,
               owner."firstName" AS first_name
        FROM jobs j JOIN businesses b ON b.id = j."businessId" JOIN users owner ON owner.id = b."ownerId"
        WHERE j.active AND j."expiresAt" > ${utc(now)} AND j."expiresAt" <= ${utc(until)}
          AND owner."deactivatedAt" IS NULL AND owner."emailConfirmedAt" IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM job_expiry_reminders r WHERE r."jobId" = j.id AND r."expiresAt" = j."expiresAt")
        ORDER BY j."expiresAt", j.id`,
  );
}

/**
 * The expiry reminder (crontab, background-work.ts, hourly): three days before a posting expires its
 * employer gets one e-mail with a signed, single-use 'Extend 30 days' link. One reminder per posting
 * expiry: the reminder's row, keyed (job, expiry), and the e-mail are one transaction, so a second worker
 * or a rerun sends nothing, and a posting extended since gets a new reminder before its new expiry.
 * Transactional (docs/decisions/040-employer-mail.md). Returns how many were queued.
 */
export async function sendExpiryReminders(
  deps: { prisma: PrismaClient; publicUrl: string },
  now: Date = new Date(),
): Promise<number> {
  let sent = 0;
  for (const job of await dueJobs(deps.prisma, now)) {
    const queued = await deps.prisma.$transaction(async (tx) => {
      const [reminder] = await tx.jobExpiryReminder.createManyAndReturn({
        data: [{ jobId: job.id, expiresAt: job.expires_at, sentAt: now }],
        skipDuplicates: true,
      });
      if (!reminder) return false;
      const extendUrl = `${deps.publicUrl}${EMAILED_PAGES.extendPosting}?token=${encodeURIComponent(extendToken(reminder))}`;
      const mail = await expiryReminderMail({
        to: job.email,
        publicUrl: deps.publicUrl,
        firstName: job.first_name,
        jobId: job.id,
        jobTitle: job.title,
        expiresAt: job.expires_at,
        extendUrl,
      });
      await enqueueMail(tx, mail, { transactional: true });
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}

/**
 * A followed 'Extend 30 days' link: the posting's expiry moves 30 days on, once. The reminder is marked
 * used only while unused and the job only while it still expires when the reminder said, in one
 * transaction, so two clicks at once extend once. A forged token is refused (400), so is one whose
 * posting has expired (400); a second use (409) and a posting whose expiry the employer changed since
 * (409) get a message saying so, and nothing changes.
 */
export async function extendPosting(
  prisma: PrismaClient,
  token: string,
  now: Date = new Date(),
): Promise<TPostingExtended> {
  const match = TOKEN.exec(token);
  const jobId = Number(match?.[1]);
  const expiresAt = new Date(Number(match?.[2]));
  const reminder =
    match && jobId <= 2_147_483_647 && !Number.isNaN(expiresAt.getTime())
      ? await prisma.jobExpiryReminder.findUnique({ where: { jobId_expiresAt: { jobId, expiresAt } } })
      : null;
  const expected = reminder ? signature(reminder) : null;
  const given = Buffer.from(match?.[3] ?? '', 'base64url');
  if (!reminder || !expected || expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new AppError('bad_request', EXTEND_LINK_MESSAGES.invalid);
  if (reminder.usedAt) throw new AppError('conflict', EXTEND_LINK_MESSAGES.used);
  if (reminder.expiresAt.getTime() <= now.getTime()) throw new AppError('bad_request', EXTEND_LINK_MESSAGES.expired);
  const extendedTo = new Date(reminder.expiresAt.getTime() + POSTING_EXTENSION_DAYS * DAY_MS);
  const job = await prisma.$transaction(async (tx) => {
    const used = await tx.jobExpiryReminder.updateMany({
      where: { jobId, expiresAt: reminder.expiresAt, usedAt: null },
      data: { usedAt: now },
    });
    if (used.count === 0) throw new AppError('conflict', EXTEND_LINK_MESSAGES.used);
    const extended = await tx.job.updateMany({
      where: { id: jobId, active: true, expiresAt: reminder.expiresAt },
      data: { expiresAt: extendedTo },
    });
    if (extended.count === 0) throw new AppError('conflict', EXTEND_LINK_MESSAGES.changed);
    return tx.job.findUniqueOrThrow({ where: { id: jobId }, select: { title: true } });
  });
  return {
    message: `${job.title} stays open until ${dayInWords(extendedTo)}.`,
    expires_at: extendedTo.toISOString(),
  };
}
