import sql from 'sql-template-tag';
import { z } from 'zod';
import type { PrismaClient } from '@mainwork/db';
import { queryRows } from '../../infra/database-rows.ts';
import { enqueueMail } from '../../infra/mail/send-mail-job.ts';
import { newApplicantDigestMail, type DigestJob } from './mail/new-applicant-digest.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;

const ZDigestEmployer = z.object({
  user_id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  digest_at: z.date().nullable(),
});

const ZMoved = z.object({ user_id: z.number().int() });

const ZDigestApplication = z.object({
  job_id: z.number().int(),
  title: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  external: z.boolean(),
  referred: z.boolean(),
});

// Timestamps are stored as UTC without a zone.
const utc = (at: Date) => sql`(${at.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

/**
 * The users who chose the daily digest of new applicants, can sign in and have a confirmed address (an
 * unconfirmed one's digest waits, and then covers what arrived since the last). `digest_at` is read as UTC
 * (the column has no zone). Only a business's active members have applications to list (decision 078).
 */
function digestEmployers(prisma: PrismaClient) {
  return queryRows(
    prisma,
    ZDigestEmployer,
    sql`SELECT s."userId" AS user_id, u.email, u."firstName" AS first_name, s."newApplicantsDigestAt" AT TIME ZONE 'UTC' AS digest_at
        FROM notification_settings s JOIN users u ON u.id = s."userId"
        WHERE s."newApplicants" AND s."newApplicantsDelivery" = 'daily_digest' AND u."deactivatedAt" IS NULL
          AND u."emailConfirmedAt" IS NOT NULL
        ORDER BY s."userId"`,
  );
}

function byJob(rows: z.infer<typeof ZDigestApplication>[]): DigestJob[] {
  const jobs = new Map<number, DigestJob>();
  for (const row of rows) {
    const job = jobs.get(row.job_id) ?? { jobId: row.job_id, title: row.title, applicants: [] };
    const name = [row.first_name, row.last_name].filter(Boolean).join(' ') || (row.email ?? 'A candidate');
    job.applicants.push({ name, external: row.external, referred: row.referred });
    jobs.set(row.job_id, job);
  }
  return [...jobs.values()];
}

/**
 * One member's digest, in one transaction: the settings row is moved on only while it still says what
 * was read (a second worker finds it changed and sends nothing), the applications to their business's jobs
 * since the last digest (the last day before the first) go into their ledger, whose key lists none of them
 * twice to the same member, and the e-mail is queued with them. Nothing new: no e-mail. Returns whether an
 * e-mail was queued.
 */
async function sendDigest(
  deps: { prisma: PrismaClient; publicUrl: string },
  employer: z.infer<typeof ZDigestEmployer>,
  now: Date,
): Promise<boolean> {
  const since = employer.digest_at ?? new Date(now.getTime() - DAY_MS);
  const read = employer.digest_at ? sql`= ${utc(employer.digest_at)}` : sql`IS NULL`;
  return deps.prisma.$transaction(async (tx) => {
    const moved = await queryRows(
      tx,
      ZMoved,
      sql`UPDATE notification_settings SET "newApplicantsDigestAt" = ${utc(now)}
          WHERE "userId" = ${employer.user_id} AND "newApplicantsDigestAt" ${read}
            AND "newApplicants" AND "newApplicantsDelivery" = 'daily_digest'
          RETURNING "userId" AS user_id`,
    );
    if (moved.length === 0) return false;
    const rows = await queryRows(
      tx,
      ZDigestApplication,
      sql`WITH listed AS (
            INSERT INTO new_applicant_digest_entries ("applicationId", "userId", "sentAt")
            SELECT a.id, ${employer.user_id}, ${utc(now)} FROM applications a
              JOIN jobs j ON j.id = a."jobId"
              JOIN business_members m ON m."businessId" = j."businessId"
             WHERE m."userId" = ${employer.user_id} AND m.status = 'active'
               AND a."userId" <> ${employer.user_id}
               AND a."createdAt" > ${utc(since)} AND a."createdAt" <= ${utc(now)}
            ON CONFLICT ("applicationId", "userId") DO NOTHING
            RETURNING "applicationId")
          SELECT j.id AS job_id, j.title, a."firstName" AS first_name, a."lastName" AS last_name, a.email,
                 a.external, EXISTS (SELECT 1 FROM referrals r WHERE r."applicationId" = a.id) AS referred
            FROM listed JOIN applications a ON a.id = listed."applicationId" JOIN jobs j ON j.id = a."jobId"
           ORDER BY j."postedAt" DESC, j.id, a."createdAt", a.id`,
    );
    if (rows.length === 0) return false;
    const mail = await newApplicantDigestMail({
      to: employer.email,
      publicUrl: deps.publicUrl,
      firstName: employer.first_name,
      jobs: byJob(rows),
    });
    await enqueueMail(tx, mail, { kind: 'new_applicants', userId: employer.user_id, delivery: 'daily_digest' });
    return true;
  });
}

/**
 * The daily digest of new applicants (crontab, background-work.ts, at 8:00 in JOB_ALERTS_TIME_ZONE): each
 * business member who chose it, owner or recruiter, gets one e-mail listing the applications to the
 * business's jobs received since their last digest, grouped by job. Returns how many e-mails were queued.
 */
export async function sendNewApplicantDigests(
  deps: { prisma: PrismaClient; publicUrl: string },
  now: Date = new Date(),
): Promise<number> {
  let sent = 0;
  for (const employer of await digestEmployers(deps.prisma)) if (await sendDigest(deps, employer, now)) sent += 1;
  return sent;
}
