import sql from 'sql-template-tag';
import { z } from 'zod';
import type { JobAlert, JobAlertFrequency, PrismaClient } from '@mainwork/db';
import { jobAlertSearchPath, JOBS_PAGE_SIZE, type TJob, ZJobSearchQuery } from '@mainwork/contracts';
import { queryRows } from '../../infra/database-rows.ts';
import { unsubscribeToken } from '../../infra/mail/notification-preferences.ts';
import { enqueueMail, unsubscribeUrl } from '../../infra/mail/send-mail-job.ts';
import type { JobSearchIndex } from '../jobs/job-search-index.ts';
import { searchInWords, searchOf } from './job-alert-search.ts';
import { jobAlertMail } from './mail/job-alert.tsx';

export type JobAlertRunner = { prisma: PrismaClient; search: JobSearchIndex; publicUrl: string };

/** The most new jobs one run reads for an alert (five pages of the search): ten listed, the rest behind a link. */
const MOST_NEW_JOBS = 5 * JOBS_PAGE_SIZE;
/**
 * A job saved just before an alert's last e-mail may have become visible to the search only after that
 * e-mail's search ran: the next run looks this far before the last e-mail, and the ledger drops what was sent.
 */
const OVERLAP_MS = 10 * 60 * 1000;

const ZDueAlert = z.object({ id: z.number().int(), email: z.string() });

/**
 * The alerts of a frequency that may mail: active, confirmed, and for a user's alert a user who can
 * sign in and has job alerts on in their notification settings.
 */
function dueAlerts(prisma: PrismaClient, frequency: JobAlertFrequency) {
  return queryRows(
    prisma,
    ZDueAlert,
    sql`SELECT a.id, coalesce(u.email, a.email) AS email
        FROM job_alerts a
        LEFT JOIN users u ON u.id = a."userId"
        LEFT JOIN notification_settings n ON n."userId" = a."userId"
        WHERE a.frequency = ${frequency}::"JobAlertFrequency" AND a.active AND a."confirmedAt" IS NOT NULL
          AND (a."userId" IS NULL OR (u."deactivatedAt" IS NULL AND coalesce(n."jobAlerts", true)))
        ORDER BY a.id`,
  );
}

/** Since when a job is new to the alert: its last e-mail (less the overlap), or its confirmation. */
function newSince(alert: JobAlert): Date {
  if (alert.lastSentAt) return new Date(alert.lastSentAt.getTime() - OVERLAP_MS);
  return alert.confirmedAt!;
}

/**
 * The alert's search run as the site runs it, newest first, read until the jobs are older than `since`:
 * the jobs gone live since then, at most MOST_NEW_JOBS.
 */
async function jobsPostedSince(index: JobSearchIndex, alert: JobAlert, since: Date): Promise<TJob[]> {
  const found: TJob[] = [];
  for (let page = 1; found.length < MOST_NEW_JOBS; page += 1) {
    const { jobs } = await index.search(ZJobSearchQuery.parse({ ...searchOf(alert), sort: 'date', page }));
    const fresh = jobs.filter((job) => new Date(job.posted_at) > since);
    found.push(...fresh);
    if (fresh.length < jobs.length || jobs.length < JOBS_PAGE_SIZE) break;
  }
  return found.slice(0, MOST_NEW_JOBS);
}

/**
 * One alert's e-mail, if it has new jobs: the ledger rows, its `lastSentAt` and the queued e-mail in one
 * transaction, which only goes ahead while `lastSentAt` is still what this run read (another run that
 * mailed first wins), so a crash or a second worker never sends a job twice. True: an e-mail was queued.
 */
async function mailAlert(
  deps: JobAlertRunner,
  due: { id: number; email: string; newest: Date | null },
  now: Date,
): Promise<boolean> {
  const alertId = due.id;
  const alert = await deps.prisma.jobAlert.findUnique({ where: { id: alertId } });
  if (!alert?.active || !alert.confirmedAt) return false;
  const since = newSince(alert);
  // Most runs: no job went live since, and no search needs to run.
  if (!due.newest || due.newest <= since) return false;
  const posted = await jobsPostedSince(deps.search, alert, since);
  if (posted.length === 0) return false;
  const sent = await deps.prisma.jobAlertMailing.findMany({
    where: { alertId, jobId: { in: posted.map((job) => job.id) } },
    select: { jobId: true },
  });
  const sentIds = new Set(sent.map((row) => row.jobId));
  const jobs = posted.filter((job) => !sentIds.has(job.id));
  if (jobs.length === 0) return false;

  const search = searchOf(alert);
  const mail = await jobAlertMail({
    to: due.email,
    publicUrl: deps.publicUrl,
    search: await searchInWords(deps.prisma, search),
    searchPath: jobAlertSearchPath(search),
    jobs,
    // A visitor has no Job alerts page: the body carries the same link as the List-Unsubscribe header.
    unsubscribeUrl:
      alert.userId === null
        ? unsubscribeUrl(unsubscribeToken(alert.secretKey, { alertId }, 'job_alerts'), deps.publicUrl)
        : null,
  });
  return deps.prisma.$transaction(async (tx) => {
    const { count } = await tx.jobAlert.updateMany({
      where: { id: alertId, active: true, lastSentAt: alert.lastSentAt },
      data: { lastSentAt: now },
    });
    if (count === 0) return false;
    await tx.jobAlertMailing.createMany({ data: jobs.map((job) => ({ alertId, jobId: job.id, sentAt: now })) });
    await enqueueMail(
      tx,
      mail,
      alert.userId === null ? { kind: 'job_alerts', alertId } : { kind: 'job_alerts', userId: alert.userId },
    );
    return true;
  });
}

/**
 * Runs every due alert of a frequency once (instant: every minute; daily and weekly: at 8:00, see
 * job-alert-schedule.ts); `now` is when the run happens. Answers how many e-mails were queued.
 */
export async function runJobAlerts(
  deps: JobAlertRunner,
  frequency: JobAlertFrequency,
  now: Date = new Date(),
): Promise<number> {
  const newest = await deps.search.newestPostedAt();
  let mailed = 0;
  for (const due of await dueAlerts(deps.prisma, frequency)) {
    if (await mailAlert(deps, { ...due, newest }, now)) mailed += 1;
  }
  return mailed;
}
