import type pg from 'pg';
import sql from 'sql-template-tag';
import { z } from 'zod';
import type { JobAlertFrequency, PrismaClient } from '@mainwork/db';
import { JOB_ALERT_MAIL_JOBS, jobAlertSearchPath } from '@mainwork/contracts';
import { isStatementTimeout } from '../../infra/database-errors.ts';
import { queryRows } from '../../infra/database-rows.ts';
import { unsubscribeToken } from '../../infra/mail/notification-preferences.ts';
import { enqueueMail, unsubscribeUrl } from '../../infra/mail/send-mail-job.ts';
import type { RenderedMail } from '../../infra/mail/mailer.ts';
import type { QueueLog } from '../../infra/queue/queue.ts';
import type { JobSearchIndex, NewMatch } from '../jobs/job-search-index.ts';
import { AlertRunReads } from './alert-run-reads.ts';
import { searchOf } from './job-alert-search.ts';
import { jobAlertMail } from './mail/job-alert.tsx';

export type JobAlertRunner = {
  prisma: PrismaClient;
  pool: pg.Pool;
  search: JobSearchIndex;
  publicUrl: string;
  log: Pick<QueueLog, 'warn'>;
};

/**
 * A job saved just before an alert's last e-mail may have become visible to the search only after that
 * e-mail's search ran: the next run looks this far before the last e-mail, and the ledger drops what was sent.
 */
const OVERLAP_MS = 10 * 60 * 1000;
/** Alerts run at once: their searches wait on the database, their e-mails render meanwhile. */
const ALERTS_AT_ONCE = 4;
/** E-mails committed together: one transaction's cost shared by many alerts, each still its own condition. */
const MAILS_A_TRANSACTION = 25;

const ZLedgerRow = z.object({ job_id: z.number().int() });
const ZAlertIdRow = z.object({ id: z.number().int() });

const ZDueAlert = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  email: z.string(),
  first_name: z.string().nullable(),
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
 * sign in, whose address is confirmed (until then the alert waits, and its first e-mail then lists what is
 * new since the alert was made) and who has job alerts on in their notification settings.
 */
function dueAlerts(prisma: PrismaClient, frequency: JobAlertFrequency) {
  return queryRows(
    prisma,
    ZDueAlert,
    sql`SELECT a.id, a."userId" AS user_id, coalesce(u.email, a.email) AS email, u."firstName" AS first_name,
          a."whatSearchText" AS what_search_text, a."whereSearchText" AS where_search_text, a.radius, a.filters,
          a."confirmedAt" AS confirmed_at, a."lastSentAt" AS last_sent_at, a."secretKey" AS secret_key
        FROM job_alerts a
        LEFT JOIN users u ON u.id = a."userId"
        LEFT JOIN notification_settings n ON n."userId" = a."userId"
        WHERE a.frequency = ${frequency}::"JobAlertFrequency" AND a.active AND a."confirmedAt" IS NOT NULL
          AND (a."userId" IS NULL OR (u."deactivatedAt" IS NULL AND u."emailConfirmedAt" IS NOT NULL
                                    AND coalesce(n."jobAlerts", true)))
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

/** An alert's e-mail, rendered, waiting to be committed with the alert's `lastSentAt` and its ledger rows. */
type PreparedMail = { alert: DueAlert; mail: RenderedMail; unsent: NewMatch[] };

/** The jobs of `found` the ledger says this alert has mailed (only an alert that has mailed has rows). */
async function alreadySent(pool: pg.Pool, alert: DueAlert, found: NewMatch[]): Promise<Set<number>> {
  if (!alert.last_sent_at) return new Set();
  const rows = await queryRows(
    pool,
    ZLedgerRow,
    sql`SELECT "jobId" AS job_id FROM job_alert_mailings
        WHERE "alertId" = ${alert.id} AND "jobId" = ANY(${found.map((match) => match.jobId)}::int[])`,
  );
  return new Set(rows.map((row) => row.job_id));
}

/**
 * One alert's e-mail, if it has new jobs: the site's search over the jobs gone live since, less those the
 * ledger says were sent.
 */
async function prepareMail(
  deps: JobAlertRunner,
  reads: AlertRunReads,
  alert: DueAlert,
  newest: Date | null,
): Promise<PreparedMail | null> {
  const since = newSince(alert);
  // Most instant runs: no job went live since, and no search needs to run.
  if (!newest || newest <= since) return null;
  const search = searchOfDue(alert);
  const found = await reads.newMatches(search, since);
  if (found.length === 0) return null;
  const sent = await alreadySent(deps.pool, alert, found);
  const unsent = found.filter((match) => !sent.has(match.jobId));
  if (unsent.length === 0) return null;

  const listed = await reads.loadJobs(unsent.slice(0, JOB_ALERT_MAIL_JOBS).map((match) => match.jobId));
  const mail = await jobAlertMail({
    to: alert.email,
    publicUrl: deps.publicUrl,
    firstName: alert.first_name,
    search: await reads.inWords(search),
    searchPath: jobAlertSearchPath(search),
    jobs: listed,
    moreJobs: unsent.length - listed.length,
    // A visitor has no Job alerts page: the body carries the same link as the List-Unsubscribe header.
    unsubscribeUrl:
      alert.user_id === null
        ? unsubscribeUrl(unsubscribeToken(alert.secret_key, { alertId: alert.id }, 'job_alerts'), deps.publicUrl)
        : null,
  });
  return { alert, mail, unsent };
}

/**
 * As prepareMail, but an alert whose search ran past the search pool's statement timeout is skipped for
 * this run (its `lastSentAt` stays, so the next run tries it again) rather than stopping every other alert.
 */
async function prepareMailUnlessTooSlow(
  deps: JobAlertRunner,
  reads: AlertRunReads,
  alert: DueAlert,
  newest: Date | null,
): Promise<PreparedMail | null> {
  try {
    return await prepareMail(deps, reads, alert, newest);
  } catch (error) {
    if (!isStatementTimeout(error)) throw error;
    deps.log.warn({ alertId: alert.id, err: error }, 'Job alert skipped this run: its search took too long');
    return null;
  }
}

const epochSeconds = (date: Date | null) => (date ? date.getTime() / 1000 : null);

/**
 * Commits several alerts' e-mails in one transaction. Each alert's `lastSentAt` moves to `now` only while
 * it is active and its `lastSentAt` is still what this run read (another run that mailed first wins); only
 * the alerts that moved get their ledger rows and their queued e-mail, so a crash or a second worker never
 * sends a job twice. Answers how many e-mails were queued.
 */
async function commitMails(deps: JobAlertRunner, prepared: PreparedMail[], now: Date): Promise<number> {
  if (prepared.length === 0) return 0;
  return deps.prisma.$transaction(async (tx) => {
    const moved = await queryRows(
      tx,
      ZAlertIdRow,
      sql`UPDATE job_alerts a SET "lastSentAt" = to_timestamp(${epochSeconds(now)}::float8) AT TIME ZONE 'UTC'
          FROM unnest(${prepared.map((one) => one.alert.id)}::int[],
                      ${prepared.map((one) => epochSeconds(one.alert.last_sent_at))}::float8[]) AS v(id, last_sent)
          WHERE a.id = v.id AND a.active
            AND a."lastSentAt" IS NOT DISTINCT FROM to_timestamp(v.last_sent) AT TIME ZONE 'UTC'
          RETURNING a.id`,
    );
    const movedIds = new Set(moved.map((row) => row.id));
    const committed = prepared.filter((one) => movedIds.has(one.alert.id));
    // The next run reads only jobs posted after `now` less the overlap: the ledger needs only those.
    const rereadFrom = now.getTime() - OVERLAP_MS;
    const ledger = committed.flatMap(({ alert, unsent }) =>
      unsent
        .filter((match) => match.postedAt.getTime() > rereadFrom)
        .map((match) => ({ alertId: alert.id, jobId: match.jobId, sentAt: now })),
    );
    if (ledger.length > 0) await tx.jobAlertMailing.createMany({ data: ledger });
    for (const { alert, mail } of committed)
      await enqueueMail(
        tx,
        mail,
        alert.user_id === null
          ? { kind: 'job_alerts', alertId: alert.id, alertKey: alert.secret_key }
          : { kind: 'job_alerts', userId: alert.user_id },
      );
    return committed.length;
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
  const reads = new AlertRunReads(
    deps,
    due.map((alert) => ({ search: searchOfDue(alert), since: newSince(alert) })),
  );
  let next = 0;
  let mailed = 0;
  let waiting: PreparedMail[] = [];
  const commitWaiting = async () => {
    const batch = waiting;
    waiting = [];
    mailed += await commitMails(deps, batch, now);
  };
  const runner = async () => {
    while (next < due.length) {
      const prepared = await prepareMailUnlessTooSlow(deps, reads, due[next++]!, newest);
      if (prepared) waiting.push(prepared);
      if (waiting.length >= MAILS_A_TRANSACTION) await commitWaiting();
    }
  };
  await Promise.all(Array.from({ length: ALERTS_AT_ONCE }, runner));
  await commitWaiting();
  return mailed;
}
