import type pg from 'pg';
import { z } from 'zod';
import type { Database, PrismaClient } from '@mainwork/db';
import type { Mailer } from './infra/mail/mailer.ts';
import { sendMailJob } from './infra/mail/send-mail-job.ts';
import {
  pruneFailedJobs,
  startWorker,
  type JobHandler,
  type QueueLog,
  type QueueName,
  type Worker,
} from './infra/queue/queue.ts';
import { pruneRateLimitBuckets, type RateLimitSettings } from './infra/rate-limits/rate-limiter.ts';
import { PASSWORD_RESET_QUEUE, passwordResetMailJob } from './modules/auth/password-reset-mail.ts';
import { scheduledFrequenciesAt } from './modules/job-alerts/job-alert-schedule.ts';
import { runJobAlerts, type JobAlertRunner } from './modules/job-alerts/run-job-alerts.ts';
import { purgeUnconfirmedVisitorAlerts } from './modules/job-alerts/visitor-job-alerts.ts';
import { sendNewApplicantDigests } from './modules/applicants/new-applicant-digest.ts';
import { sendExpiryReminders } from './modules/business-jobs/posting-expiry.ts';
import { sendSavedJobNotices } from './modules/saved-jobs/saved-job-notices.ts';
import { pruneJobViews } from './modules/jobs/job-view-counter.ts';
import { pruneSearchRowChanges } from './modules/jobs/search-state.ts';
import { markSanitizedDescriptions } from './modules/jobs/sanitize-description.ts';
import { storeJobPageAnswers } from './modules/jobs/stored-job-answers.ts';
import { PostgresJobSearch } from './modules/jobs/search-jobs.ts';
import { STRIPE_CUSTOMER_QUEUE, stripeCustomerJob } from './modules/memberships/stripe-customer-job.ts';
import { stripeCustomerEmailJob } from './modules/memberships/stripe-customer-email-job.ts';
import { STRIPE_CUSTOMER_EMAIL_QUEUE } from './domain/business-owner-change.ts';
import { expirePostings } from './modules/resolutions/expire-postings.ts';
import { createStripeCustomers } from './infra/billing/stripe-customers.ts';
import { createStripeConnect } from './infra/billing/stripe-connect.ts';
import { createStripeInvoiceItems } from './infra/billing/stripe-invoice-items.ts';
import { TRANSFER_REWARD_QUEUE } from './modules/payouts/transfer-queue.ts';
import { transferRewardJob } from './modules/payouts/transfer-reward-job.ts';
import { SEND_INVOICE_ITEM_QUEUE, sendInvoiceItemJob } from './modules/billing/send-invoice-item-job.ts';
import { DELIVER_CODE_QUEUE, deliverCodeJob } from './modules/rewards/reward-lifecycle.ts';
import { JOB_SOURCE_SYNC_QUEUE } from './modules/job-sources/job-sources.ts';
import { jobSourceSyncJob, queueDueJobSources } from './modules/job-sources/sync-jobs.ts';
import type { JobSourceSettings, StripeSettings, WebhookSettings } from './config.ts';
import { WEBHOOK_DELIVERY_QUEUE } from './domain/webhook-events.ts';
import { deliverWebhookJob } from './modules/webhooks/deliver-webhook.ts';

/**
 * Scheduled tasks, in graphile-worker's crontab format (minute hour day month weekday, task, options).
 * Each tick adds its job once however many workers run; `fill` runs a tick that was missed while no
 * worker ran, once one is back. `expire-postings` closes postings past their expiry (auto-completed
 * resolutions, docs/decisions/031-resolutions.md); search leaves them out before it runs. Job alerts
 * (docs/decisions/039-job-alerts.md): instant ones every minute (or every JOB_ALERTS_INSTANT_EVERY_S seconds
 * when set below 60: then not from the crontab but added that often); `job-alerts-scheduled` runs hourly and
 * sends the daily (and on Mondays the weekly) ones when it is 8:00 in JOB_ALERTS_TIME_ZONE. The employer's
 * new-applicant digest goes at the same 8:00; expiry reminders go hourly, three days before a posting
 * expires (docs/decisions/040-employer-mail.md), and candidates hear hourly of saved jobs that close soon or have
 * closed (docs/decisions/061-saved-jobs.md). `job-sources-due` queues the sync of each job source whose hour
 * (or back-off after a failure) is over (docs/decisions/062-job-sources.md).
 */
export function crontab(instantEverySeconds: number): string {
  return [
    '*/10 * * * * housekeeping ?fill=10m',
    '*/10 * * * * expire-postings ?fill=10m',
    ...(instantEverySeconds >= 60 ? ['* * * * * job-alerts-instant ?fill=10m'] : []),
    '0 * * * * job-alerts-scheduled ?fill=2h',
    '0 * * * * new-applicant-digests ?fill=2h',
    '5 * * * * expiry-reminders ?fill=2h',
    '15 * * * * saved-job-notices ?fill=2h',
    '*/5 * * * * job-sources-due ?fill=10m',
  ].join('\n');
}

/**
 * Deletes what has expired: rate-limit windows, sessions, password reset tokens, past days' job visitors, the
 * search rows' changes of more than a few minutes ago, visitors' job alerts left unconfirmed for seven days and
 * queued jobs that failed for good more than 30 days ago.
 */
export async function housekeeping(prisma: PrismaClient, rateLimits: RateLimitSettings): Promise<void> {
  const now = new Date();
  await pruneFailedJobs(prisma, now);
  await pruneJobViews(prisma);
  await pruneSearchRowChanges(prisma);
  await pruneRateLimitBuckets(prisma, rateLimits);
  await prisma.session.deleteMany({ where: { expiresAt: { lt: now } } });
  await prisma.passwordResetToken.deleteMany({ where: { expiresAt: { lt: now } } });
  await prisma.emailConfirmation.deleteMany({ where: { expiresAt: { lt: now } } });
  await purgeUnconfirmedVisitorAlerts(prisma, now);
}

const ZCronPayload = z.object({ _cron: z.object({ ts: z.coerce.date() }) });

/** The time a crontab tick was for (a tick run late, or filled in after a pause, keeps its own time). */
function cronTick(payload: unknown): Date {
  const parsed = ZCronPayload.safeParse(payload);
  return parsed.success ? parsed.data._cron.ts : new Date();
}

/**
 * The jobs a worker runs, in the API process (RUN_WORKER) or on its own (`pnpm worker`, src/worker.ts):
 * queued mail and reset links, businesses' Stripe customers, charges sent as Stripe invoice items,
 * promotion codes of earned rewards, and the crontab's tasks.
 */
export function startBackgroundWork(options: {
  database: Database;
  /** The searches' connections (job alerts), whose statements are cut short past their timeout. */
  searchPool: pg.Pool;
  mailer: Mailer;
  log: QueueLog;
  pollMs?: number | undefined;
  publicUrl: string;
  /** Where mailto unsubscribe requests go. */
  supportEmail: string;
  /** The time zone whose 8:00 daily and weekly job alerts and new-applicant digests go at. */
  jobAlertsTimeZone: string;
  /** How often instant job alerts run: every minute (60), or more often. */
  jobAlertsInstantEverySeconds: number;
  rateLimits: RateLimitSettings;
  /** Null: Stripe is not configured and no customers are made. */
  stripe: StripeSettings | null;
  /** Where job sources are read and within which limits. */
  jobSources: JobSourceSettings;
  /** Where and within which limits businesses' webhooks are sent. */
  webhooks: WebhookSettings;
  /** Null: cash rewards are not paid through Stripe Connect. */
  stripeConnect: StripeSettings | null;
}): Promise<Worker> {
  const { prisma, pool } = options.database;
  const alerts: JobAlertRunner = {
    prisma,
    pool,
    search: new PostgresJobSearch(options.searchPool),
    publicUrl: options.publicUrl,
    log: options.log,
  };
  const customers = options.stripe ? createStripeCustomers(options.stripe) : null;
  // Every queue a change can add a job to has its task here (a new queue name fails typechecking until it does).
  const queued: Record<QueueName, JobHandler> = {
    'mail.send': sendMailJob(options.mailer, { publicUrl: options.publicUrl, supportEmail: options.supportEmail }),
    [PASSWORD_RESET_QUEUE]: passwordResetMailJob({
      prisma,
      publicUrl: options.publicUrl,
      rateLimits: options.rateLimits,
    }),
    [STRIPE_CUSTOMER_QUEUE]: stripeCustomerJob({ prisma, stripe: customers }),
    [STRIPE_CUSTOMER_EMAIL_QUEUE]: stripeCustomerEmailJob({ prisma, stripe: customers }),
    [SEND_INVOICE_ITEM_QUEUE]: sendInvoiceItemJob({
      prisma,
      customers,
      invoiceItems: options.stripe ? createStripeInvoiceItems(options.stripe) : null,
    }),
    [DELIVER_CODE_QUEUE]: deliverCodeJob({ prisma, publicUrl: options.publicUrl }),
    [JOB_SOURCE_SYNC_QUEUE]: jobSourceSyncJob({
      prisma,
      read: options.jobSources,
      publicUrl: options.publicUrl,
      log: options.log,
    }),
    [WEBHOOK_DELIVERY_QUEUE]: deliverWebhookJob({ prisma, limits: options.webhooks, publicUrl: options.publicUrl }),
    [TRANSFER_REWARD_QUEUE]: transferRewardJob({
      prisma,
      connect: options.stripeConnect ? createStripeConnect(options.stripeConnect) : null,
      publicUrl: options.publicUrl,
    }),
  };
  return startWorker({
    pool,
    log: options.log,
    ...(options.pollMs !== undefined ? { pollMs: options.pollMs } : {}),
    tasks: {
      ...queued,
      housekeeping: () => housekeeping(prisma, options.rateLimits),
      'expire-postings': async () => {
        await expirePostings(prisma);
      },
      'job-alerts-instant': async () => {
        await runJobAlerts(alerts, 'instant');
      },
      'new-applicant-digests': async (payload) => {
        const tick = cronTick(payload);
        if (scheduledFrequenciesAt(tick, options.jobAlertsTimeZone).includes('daily'))
          await sendNewApplicantDigests({ prisma, publicUrl: options.publicUrl }, tick);
      },
      'job-sources-due': async () => {
        await queueDueJobSources(prisma);
      },
      'expiry-reminders': async () => {
        await sendExpiryReminders({ prisma, publicUrl: options.publicUrl });
      },
      'saved-job-notices': async () => {
        await sendSavedJobNotices({ prisma, publicUrl: options.publicUrl });
      },
      // Queued once by migration 20261230020000, for the jobs written before it.
      'mark-sanitized-descriptions': async () => {
        await markSanitizedDescriptions(pool);
      },
      // Queued once by migration 20261231020000, for the jobs written before it; a job's first read stores its own.
      'store-job-page-answers': async () => {
        await storeJobPageAnswers(pool);
      },
      'job-alerts-scheduled': async (payload) => {
        for (const frequency of scheduledFrequenciesAt(cronTick(payload), options.jobAlertsTimeZone))
          await runJobAlerts(alerts, frequency);
      },
    },
    crontab: crontab(options.jobAlertsInstantEverySeconds),
    every:
      options.jobAlertsInstantEverySeconds < 60
        ? [{ task: 'job-alerts-instant', seconds: options.jobAlertsInstantEverySeconds }]
        : [],
  });
}
