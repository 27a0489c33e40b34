import { Logger, run, type Job, type Task } from 'graphile-worker';
import type pg from 'pg';
import type { Prisma, PrismaClient } from '@mainwork/db';
import { currentRequestId, runForJob } from './request-context.ts';

/** Jobs a change can add in its own transaction; each has a task of the same name in background-work.ts. */
export type QueueName =
  | 'mail.send'
  | 'auth.password-reset-mail'
  | 'memberships.stripe-customer'
  | 'memberships.stripe-customer-email'
  | 'billing.send-invoice-item'
  | 'rewards.deliver-code'
  | 'job-sources.sync'
  | 'payouts.transfer-reward'
  | 'webhooks.deliver';

export type EnqueueOptions = {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Attempts before the job is kept as failed (default 25, retried with exponential back-off). */
  maxAttempts?: number;
  /** A job with this key that is still waiting is replaced by this one rather than joined by it. */
  jobKey?: string;
};

/** The payload key of the id of the request that queued a job; tasks' payload schemas ignore it. */
const REQUEST_ID_KEY = '_requestId';

const isObject = (value: unknown): value is Record<string, Prisma.InputJsonValue> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function requestIdOf(payload: unknown): string | undefined {
  const value = isObject(payload) ? payload[REQUEST_ID_KEY] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Adds a job to the queue (graphile-worker). Pass the transaction client of the change that causes the
 * job, so the job exists exactly when the change commits; workers are woken when it does.
 */
export async function enqueue(
  tx: Pick<Prisma.TransactionClient, '$executeRaw'>,
  queueName: QueueName,
  payload: Prisma.InputJsonValue,
  options: EnqueueOptions = {},
): Promise<void> {
  // The request that queued the job travels with it, for the job's log lines (request-context.ts).
  const requestId = currentRequestId();
  const carried = requestId && isObject(payload) ? { ...payload, [REQUEST_ID_KEY]: requestId } : payload;
  await tx.$executeRaw`
    SELECT graphile_worker.add_job(
      ${queueName}::text,
      ${JSON.stringify(carried)}::json,
      run_at => ${options.runAt ?? null}::timestamptz,
      max_attempts => ${options.maxAttempts ?? null}::int,
      job_key => ${options.jobKey ?? null}::text)`;
}

/** How long a job that used up its attempts is kept, with its last error, for someone to look at. */
export const FAILED_JOB_DAYS_KEPT = 30;

/**
 * Deletes the jobs whose last attempt failed more than 30 days ago (graphile-worker would keep them for ever;
 * a job that succeeds is deleted by the worker at once, so no finished job is kept). The queue records no
 * time of failure, but a failure moves `run_at` to the next try (seconds to about six hours on), so a
 * `run_at` 30 days past is a last failure at least that old. Through the queue's own `complete_jobs`, which
 * leaves a job a worker holds alone. Answers how many went.
 */
export async function pruneFailedJobs(prisma: Pick<PrismaClient, '$queryRaw'>, now = new Date()): Promise<number> {
  const [row] = await prisma.$queryRaw<[{ pruned: number }]>`
    WITH pruned AS (
      SELECT id FROM graphile_worker.complete_jobs(array(
        SELECT id FROM graphile_worker.jobs
        WHERE attempts >= max_attempts
          AND run_at < ${now}::timestamptz - make_interval(days => ${FAILED_JOB_DAYS_KEPT}::int))))
    SELECT count(*)::int AS pruned FROM pruned`;
  return row.pruned;
}

/** Runs one job; a throw fails this attempt (retried later until the job's last attempt). */
export type JobHandler = (payload: unknown) => Promise<void>;

export type QueueLog = {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  debug(obj: object, msg: string): void;
};

export type Worker = {
  /** Stops taking jobs, lets the running ones finish, and releases its database connections. */
  stop(): Promise<void>;
};

/** graphile-worker's messages in our log; a job is named by id and task, never with its payload (reset links…). */
function queueLogger(log: QueueLog): Logger {
  return new Logger((scope) => (level, message, meta) => {
    const { job, ...rest } = (meta ?? {}) as { job?: Job };
    const entry = {
      queue: scope,
      ...rest,
      ...(job ? { job: { id: job.id, task: job.task_identifier, attempts: job.attempts } } : {}),
      ...(job && requestIdOf(job.payload) ? { requestId: requestIdOf(job.payload) } : {}),
    };
    if (level === 'error') log.error(entry, message);
    else if (level === 'warning') log.warn(entry, message);
    else if (level === 'info') log.info(entry, message);
    else log.debug(entry, message);
  });
}

/**
 * Runs queued and scheduled jobs in this process. Any number of processes may run workers against one
 * database: each job is locked by one worker, and each crontab tick adds its job once.
 */
export async function startWorker(options: {
  pool: pg.Pool;
  tasks: Record<string, JobHandler>;
  /** graphile-worker crontab lines (`0 4 * * * task ?fill=1d`); their tasks must be in `tasks`. */
  crontab?: string;
  /**
   * Tasks run more often than a crontab can (once a minute at most): each is added every `seconds`, under
   * its own job key, so several workers keep one waiting, never a pile.
   */
  every?: ReadonlyArray<{ task: string; seconds: number }>;
  log: QueueLog;
  /** How often to look for jobs that became due (new jobs wake the worker at once). */
  pollMs?: number;
  concurrency?: number;
}): Promise<Worker> {
  const taskList = Object.fromEntries(
    Object.entries(options.tasks).map(([name, handler]): [string, Task] => [
      name,
      (payload) => runForJob(requestIdOf(payload), () => handler(payload)),
    ]),
  );
  const runner = await run({
    pgPool: options.pool,
    taskList,
    crontab: options.crontab ?? '',
    logger: queueLogger(options.log),
    noHandleSignals: true,
    pollInterval: options.pollMs ?? 2_000,
    concurrency: options.concurrency ?? 1,
  });
  const timers = (options.every ?? []).map(({ task, seconds }) =>
    setInterval(() => {
      runner.addJob(task, {}, { jobKey: task }).catch((error: unknown) => {
        options.log.warn({ err: error, task }, 'could not add a repeated task');
      });
    }, seconds * 1000),
  );
  let stopping: Promise<void> | undefined;
  return {
    stop() {
      for (const timer of timers) clearInterval(timer);
      stopping ??= runner.stop();
      return stopping;
    },
  };
}
