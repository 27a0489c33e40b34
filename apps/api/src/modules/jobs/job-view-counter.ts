import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import sql from 'sql-template-tag';
import type { PrismaClient } from '@mainwork/db';
import { runStatement } from '../../infra/database-rows.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts job page views off the response path (docs/decisions/025-employer-dashboard.md). */
    jobViews: JobViewCounter;
  }
}

/** Pending views are written when this many are waiting, or every FLUSH_MS. */
const BATCH = 500;
const FLUSH_MS = 2_000;
/** Past this, views are dropped rather than held: a flood must not grow the process without bound. */
const MAX_PENDING = 20_000;
/** Visitors already written today, remembered to skip their repeat visits without a round trip. */
const MAX_REMEMBERED = 100_000;

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Counts each visitor's view of a job once per UTC day. `record` only adds to an in-memory batch; the
 * batch is written every 2 s (or at 500 views) with one statement: `INSERT … ON CONFLICT DO NOTHING`
 * into job_views, whose key is (job, day, visitor), and the views that were new added to jobs.viewsCount.
 * Several API processes may count at once: the table's key keeps each visitor to one view a day.
 * What it holds is its own process's: views not yet written (a job's view count lags by up to 2 s) and
 * visitors already counted today (only spares a round trip; another process counts them once too).
 */
export class JobViewCounter {
  private pending = new Map<string, { jobId: number; day: string; signature: string }>();
  private remembered = new Set<string>();
  private rememberedDay = '';
  private writing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  record(jobId: number, signature: string): void {
    const day = utcDay(this.now());
    const key = `${jobId}:${day}:${signature}`;
    if (this.remembered.has(key) || this.pending.has(key)) return;
    if (this.pending.size >= MAX_PENDING) return;
    this.pending.set(key, { jobId, day, signature });
    if (this.pending.size >= BATCH) void this.flush();
  }

  /** Writes what is pending; resolves once it (and any write before it) is done. */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.entries()];
    this.pending = new Map();
    const views = batch.map(([, view]) => view).sort((a, b) => a.jobId - b.jobId);
    try {
      const jobIds = views.map((view) => view.jobId);
      const days = views.map((view) => view.day);
      const signatures = views.map((view) => view.signature);
      await runStatement(
        this.pool,
        sql`WITH fresh AS (
           INSERT INTO job_views ("jobId", day, signature)
           SELECT v.job_id, v.day, v.signature
             FROM unnest(${jobIds}::int[], ${days}::date[], ${signatures}::text[]) AS v(job_id, day, signature)
             JOIN jobs j ON j.id = v.job_id
           ON CONFLICT DO NOTHING
           RETURNING "jobId")
         UPDATE jobs j SET "viewsCount" = j."viewsCount" + counted.views
           FROM (SELECT "jobId", count(*)::int AS views FROM fresh GROUP BY "jobId") counted
          WHERE j.id = counted."jobId"`,
      );
      this.remember(batch.map(([key, view]) => [key, view.day] as const));
    } catch (error) {
      // Views are a statistic: a failed batch is logged and let go rather than retried without end.
      this.log.warn({ err: error, views: views.length }, 'job views could not be counted');
    }
  }

  private remember(keys: ReadonlyArray<readonly [string, string]>): void {
    const today = utcDay(this.now());
    if (today !== this.rememberedDay || this.remembered.size + keys.length > MAX_REMEMBERED) {
      this.remembered = new Set();
      this.rememberedDay = today;
    }
    for (const [key, day] of keys) if (day === today) this.remembered.add(key);
  }
}

/** Days of job_views kept: only today's rows decide anything; yesterday's covers a flush across midnight. */
export async function pruneJobViews(prisma: PrismaClient): Promise<void> {
  await prisma.$executeRaw`DELETE FROM job_views WHERE day < (now() AT TIME ZONE 'UTC')::date - 1`;
}
