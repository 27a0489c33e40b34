import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Prisma, PrismaClient } from '@mainwork/db';

export type QueueName = 'mail.send' | 'auth.password-reset-mail';
type QueueWriter = Pick<Prisma.TransactionClient, 'queueJob' | '$executeRaw'>;

const CHANNEL = 'mw_queue';
const LOCK_TIMEOUT = '5 minutes';

/**
 * Adds a job. Pass the transaction client of the change that causes the job, so the job exists
 * exactly when the change commits (the NOTIFY is delivered on commit too).
 */
export async function enqueue(
  db: QueueWriter,
  queue: QueueName,
  payload: Prisma.InputJsonValue,
  options: { runAt?: Date; maxAttempts?: number } = {},
): Promise<void> {
  await db.queueJob.create({
    data: { queue, payload, runAt: options.runAt ?? new Date(), maxAttempts: options.maxAttempts ?? 5 },
  });
  await db.$executeRaw`SELECT pg_notify(${CHANNEL}, ${queue})`;
}

export type JobHandler = (payload: unknown, job: { id: bigint; attempts: number }) => Promise<void>;

export type Worker = {
  stop(): Promise<void>;
  /** Runs every job that is due now and resolves when none is left (or running) in this worker. */
  drain(): Promise<void>;
};

type ClaimedJob = { id: bigint; queue: string; payload: unknown; attempts: number; maxAttempts: number };

/**
 * Runs queued jobs in this process. Any number of processes may run workers against one database:
 * jobs are claimed with FOR UPDATE SKIP LOCKED, and a crashed worker's claim expires.
 */
export async function startWorker(options: {
  prisma: PrismaClient;
  pool: pg.Pool;
  handlers: Partial<Record<QueueName, JobHandler>>;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  pollMs?: number;
  maintenance?: () => Promise<void>;
}): Promise<Worker> {
  const { prisma, handlers, log } = options;
  const workerId = randomUUID();
  const queues = Object.keys(handlers);
  let stopped = false;
  let stopping: Promise<void> | undefined;
  let running: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;

  const claim = async (): Promise<ClaimedJob | undefined> => {
    const rows = await prisma.$queryRaw<ClaimedJob[]>`
      UPDATE queue_jobs SET "lockedAt" = now(), "lockedBy" = ${workerId}, attempts = attempts + 1
      WHERE id = (
        SELECT id FROM queue_jobs
        WHERE queue = ANY(${queues}) AND "completedAt" IS NULL AND "failedAt" IS NULL AND "runAt" <= now()
          AND ("lockedAt" IS NULL OR "lockedAt" < now() - ${LOCK_TIMEOUT}::interval)
        ORDER BY "runAt", id
        FOR UPDATE SKIP LOCKED
        LIMIT 1)
      RETURNING id, queue, payload, attempts, "maxAttempts"`;
    return rows[0];
  };

  const runOne = async (job: ClaimedJob) => {
    try {
      await handlers[job.queue as QueueName]!(job.payload, { id: job.id, attempts: job.attempts });
      await prisma.queueJob.update({ where: { id: job.id }, data: { completedAt: new Date(), lockedAt: null } });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = job.attempts >= job.maxAttempts;
      log.error({ jobId: String(job.id), queue: job.queue, attempts: job.attempts, err: error }, 'queued job failed');
      await prisma.queueJob.update({
        where: { id: job.id },
        data: giveUp
          ? { failedAt: new Date(), lockedAt: null, lastError: message }
          : { runAt: new Date(Date.now() + 5_000 * 2 ** job.attempts), lockedAt: null, lastError: message },
      });
    }
  };

  const pass = async () => {
    for (let job = stopped ? undefined : await claim(); job; job = stopped ? undefined : await claim())
      await runOne(job);
  };
  // Passes run one after another, so `drain()` resolves only when no job this worker holds is still running.
  let passes: Promise<void> = Promise.resolve();
  const drain = () => {
    passes = passes.then(pass, pass);
    return passes;
  };

  const listener = await options.pool.connect();
  listener.on('error', (error) => {
    if (!stopped) log.error({ err: error }, 'queue listener connection lost; polling continues');
  });
  listener.on('notification', () => wakeUp?.());
  await listener.query(`LISTEN ${CHANNEL}`);

  const loop = async () => {
    let lastMaintenance = 0;
    while (!stopped) {
      try {
        await drain();
        if (options.maintenance && Date.now() - lastMaintenance > 10 * 60_000) {
          lastMaintenance = Date.now();
          await options.maintenance();
        }
      } catch (error) {
        if (!stopped) log.error({ err: error }, 'queue worker error');
      }
      if (stopped) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.pollMs ?? 5_000);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = null;
    }
  };
  running = loop();
  log.info({ workerId, queues }, 'queue worker started');

  return {
    drain,
    stop() {
      stopping ??= stopWorker();
      return stopping;
    },
  };

  async function stopWorker() {
    stopped = true;
    wakeUp?.();
    await running;
    await passes.catch(() => undefined);
    // Destroy rather than return the LISTENing connection: it must not be reused by a query.
    listener.release(true);
  }
}
