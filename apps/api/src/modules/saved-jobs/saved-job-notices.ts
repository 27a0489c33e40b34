import sql from 'sql-template-tag';
import { z } from 'zod';
import type { PrismaClient } from '@mainwork/db';
import { EXPIRY_REMINDER_DAYS } from '@mainwork/contracts';
import { queryRows } from '../../infra/database-rows.ts';
import { enqueueMail } from '../../infra/mail/send-mail-job.ts';
import { LIVE_JOB } from '../jobs/job-rows.ts';
import { savedJobNoticeMail } from './mail/saved-job-notice.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;

// Timestamps are stored as UTC without a zone.
const utc = (at: Date) => sql`(${at.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

const ZDueNotice = z.object({
  user_id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  job_id: z.number().int(),
  title: z.string(),
  business_name: z.string(),
  live: z.boolean(),
  expires_at: z.date().nullable(),
});

/**
 * Saved jobs whose saver has not been told yet and that have closed (no longer live) or expire within the
 * employers' reminder window (three days), for active users who have not applied to them (they know).
 */
function dueNotices(prisma: PrismaClient, now: Date) {
  const until = new Date(now.getTime() + EXPIRY_REMINDER_DAYS * DAY_MS);
  return queryRows(
    prisma,
    ZDueNotice,
    sql`SELECT u.id AS user_id, u.email, u."firstName" AS first_name, j.id AS job_id, j.title,
               b.name AS business_name, (${LIVE_JOB}) AS live, j."expiresAt" AT TIME ZONE 'UTC' AS expires_at
          FROM saved_jobs sj
          JOIN users u ON u.id = sj."userId"
          JOIN jobs j ON j.id = sj."jobId" JOIN businesses b ON b.id = j."businessId"
         WHERE u."deactivatedAt" IS NULL
           AND (NOT (${LIVE_JOB}) OR j."expiresAt" <= ${utc(until)})
           AND NOT EXISTS (SELECT 1 FROM saved_job_notices n WHERE n."userId" = sj."userId" AND n."jobId" = sj."jobId")
           AND NOT EXISTS (SELECT 1 FROM applications ap WHERE ap."userId" = sj."userId" AND ap."jobId" = sj."jobId")
         ORDER BY sj."jobId", sj."userId"`,
  );
}

/**
 * The saved-job notice (crontab, background-work.ts, hourly; docs/decisions/061-saved-jobs.md): a candidate
 * who saved a job hears once that it closes soon or has closed, whichever is seen first. The notice's row,
 * keyed (user, job), and the e-mail are one transaction, so a second worker or a rerun sends nothing, and
 * unsaving and saving the job again sends no second. The e-mail is of the `saved_jobs` kind: not queued
 * for a user who turned it off (the row is still made: the notice was due and is not sent later). Returns
 * how many notices were recorded.
 */
export async function sendSavedJobNotices(
  deps: { prisma: PrismaClient; publicUrl: string },
  now: Date = new Date(),
): Promise<number> {
  let recorded = 0;
  for (const due of await dueNotices(deps.prisma, now)) {
    const made = await deps.prisma.$transaction(async (tx) => {
      const [notice] = await tx.savedJobNotice.createManyAndReturn({
        data: [{ userId: due.user_id, jobId: due.job_id, sentAt: now }],
        skipDuplicates: true,
      });
      if (!notice) return false;
      const mail = await savedJobNoticeMail({
        to: due.email,
        firstName: due.first_name,
        publicUrl: deps.publicUrl,
        jobId: due.job_id,
        jobTitle: due.title,
        businessName: due.business_name,
        closesAt: due.live ? due.expires_at : null,
      });
      await enqueueMail(tx, mail, { kind: 'saved_jobs', userId: due.user_id });
      return true;
    });
    if (made) recorded += 1;
  }
  return recorded;
}
