import type pg from 'pg';
import sql from 'sql-template-tag';
import { z } from 'zod';
import type { JobAlertFrequency, PrismaClient } from '@mainwork/db';
import { JOB_ALERT_MAIL_JOBS, jobAlertSearchPath, JOBS_PAGE_SIZE, ZJobSearchQuery } from '@mainwork/contracts';
import { queryRows } from '../../infra/database-rows.ts';
import { unsubscribeToken } from '../../infra/mail/notification-preferences.ts';
import { enqueueMail, unsubscribeUrl } from '../../infra/mail/send-mail-job.ts';
import type { JobSearchIndex } from '../jobs/job-search-index.ts';
import { loadJobs } from '../jobs/job-rows.ts';
import { searchInWords, searchOf } from './job-alert-search.ts';
import { jobAlertMail } from './mail/job-alert.tsx';

export type JobAlertRunner = { prisma: PrismaClient; pool: pg.Pool; search: JobSearchIndex; publicUrl: string };

/** The most new jobs one run reads for an alert (five pages of the search): ten listed, the rest behind a link. */
const MOST_NEW_JOBS = 5 * JOBS_PAGE_SIZE;
/**
 * A job saved just before an alert's last e-mail may have become visible to the search only after that
 * e-mail's search ran: the next run looks this far before the last e-mail, and the ledger drops what was sent.
 */
const OVERLAP_MS = 10 * 60 * 1000;
/** Alerts run at once: their searches wait on the database, their e-mails render meanwhile. */
const ALERTS_AT_ONCE = 4;

const ZDueAlert = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  email: z.string(),
  what_search_text: z.string(),
  where_search_text: z.string(),
  radius: z.number().int(),
  filters: z.unknown(),
  confirmed_at: z.date(),
  last_sent_at: z.date().nullable(),
  secret_key: z.string(),
});
type DueAlert = z.infer<typeof ZDueAlert>;

/**
 * The alerts of a frequency that may mail: active, confirmed, and for a user's alert a user who can
 * sign in and has job alerts on in their notification settings.
 */
function dueAlerts(prisma: PrismaClient, frequency: JobAlertFrequency) {
  return queryRows(
    prisma,
    ZDueAlert,
    sql`SELECT a.id, a."userId" AS user_id, coalesce(u.email, a.email) AS email,
          a."whatSearchText" AS what_search_text, a."whereSearchText" AS where_search_text, a.radius, a.filters,
          a."confirmedAt" AS confirmed_at, a."lastSentAt" AS last_sent_at, a."secretKey" AS secret_key
        FROM job_alerts a
        LEFT JOIN users u ON u.id = a."userId"
        LEFT JOIN notification_settings n ON n."userId" = a."userId"
        WHERE a.frequency = ${frequency}::"JobAlertFrequency" AND a.active AND a."confirmedAt" IS NOT NULL
          AND (a."userId" IS NULL OR (u."deactivatedAt" IS NULL AND coalesce(n."jobAlerts", true)))
        ORDER BY a.id`,
  );
}

/** Since when a job is new to the alert: its last e-mail (less the overlap), or its confirmation. */
function newSince(alert: DueAlert): Date {
  if (alert.last_sent_at) return new Date(alert.last_sent_at.getTime() - OVERLAP_MS);
  return alert.confirmed_at;
}

/** The alert's search as the site's search takes it. */
function searchOfDue(alert: DueAlert) {
  return searchOf({
    whatSearchText: alert.what_search_text,
    whereSearchText: alert.where_search_text,
    radius: alert.radius,
    filters: alert.filters,
  });
}

/**
 * One alert's e-mail, if it has new jobs: the site's search over the jobs gone live since, less those the
 * ledger says were sent. The ledger rows, its `lastSentAt` and the queued e-mail go in one transaction,
 * which only goes ahead while the alert is active and `lastSentAt` still what this run read (another run
 * that mailed first wins), so a crash or a second worker never sends a job twice. True: an e-mail was queued.
 */
async function mailAlert(deps: JobAlertRunner, alert: DueAlert, newest: Date | null, now: Date): Promise<boolean> {
  const alertId = alert.id;
  const since = newSince(alert);
  // Most instant runs: no job went live since, and no search needs to run.
  if (!newest || newest <= since) return false;
  const search = searchOfDue(alert);
  const found = await deps.search.newMatches(ZJobSearchQuery.parse(search), since, MOST_NEW_JOBS);
  if (found.length === 0) return false;
  const sent = await deps.prisma.jobAlertMailing.findMany({
    where: { alertId, jobId: { in: found.map((match) => match.jobId) } },
    select: { jobId: true },
  });
  const sentIds = new Set(sent.map((row) => row.jobId));
  const unsent = found.filter((match) => !sentIds.has(match.jobId));
  if (unsent.length === 0) return false;

  const listed = await loadJobs(
    deps.pool,
    unsent.slice(0, JOB_ALERT_MAIL_JOBS).map((match) => match.jobId),
  );
  const mail = await jobAlertMail({
    to: alert.email,
    publicUrl: deps.publicUrl,
    search: await searchInWords(deps.prisma, search),
    searchPath: jobAlertSearchPath(search),
    jobs: listed,
    moreJobs: unsent.length - listed.length,
    // A visitor has no Job alerts page: the body carries the same link as the List-Unsubscribe header.
    unsubscribeUrl:
      alert.user_id === null
        ? unsubscribeUrl(unsubscribeToken(alert.secret_key, { alertId }, 'job_alerts'), deps.publicUrl)
        : null,
  });
  return deps.prisma.$transaction(async (tx) => {
    const { count } = await tx.jobAlert.updateMany({
      where: { id: alertId, active: true, lastSentAt: alert.last_sent_at },
      data: { lastSentAt: now },
    });
    if (count === 0) return false;
    // The next run reads only jobs posted after `now` less the overlap: the ledger needs only those.
    const rereadFrom = now.getTime() - OVERLAP_MS;
    const rereadable = unsent.filter((match) => match.postedAt.getTime() > rereadFrom);
    if (rereadable.length > 0)
      await tx.jobAlertMailing.createMany({
        data: rereadable.map((match) => ({ alertId, jobId: match.jobId, sentAt: now })),
      });
    await enqueueMail(
      tx,
      mail,
      alert.user_id === null ? { kind: 'job_alerts', alertId } : { kind: 'job_alerts', userId: alert.user_id },
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
  const due = await dueAlerts(deps.prisma, frequency);
  let next = 0;
  let mailed = 0;
  const runner = async () => {
    while (next < due.length) {
      const alert = due[next++]!;
      if (await mailAlert(deps, alert, newest, now)) mailed += 1;
    }
  };
  await Promise.all(Array.from({ length: ALERTS_AT_ONCE }, runner));
  return mailed;
}
