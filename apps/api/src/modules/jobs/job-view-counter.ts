import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import sql from 'sql-template-tag';
import type { PrismaClient } from '@mainwork/db';
import { BatchedWrites } from '../../infra/batching/batched-writes.ts';
import { Cache } from '../../infra/caching/cache.ts';
import { runStatement } from '../../infra/database-rows.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts job page views off the response path (docs/decisions/025-employer-dashboard.md). */
    jobViews: JobViewCounter;
  }
}

/** Visitors already written today, remembered to skip their repeat visits without a round trip. */
const MAX_REMEMBERED = 100_000;
const DAY_MS = 24 * 60 * 60 * 1000;

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
  private readonly batch: BatchedWrites<{ jobId: number; day: string; signature: string }>;
  /** Keyed by job, day and visitor: a day's entries match nothing the next day, and go within 24 hours. */
  private readonly remembered = new Cache<string, true>({ maxEntries: MAX_REMEMBERED, ttlMs: DAY_MS });

  constructor(
    private readonly pool: pg.Pool,
    log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.batch = new BatchedWrites('job views', (views) => this.write(views), log);
  }

  record(jobId: number, signature: string): void {
    const day = utcDay(this.now());
    const key = `${jobId}:${day}:${signature}`;
    if (this.remembered.peek(key) === undefined) this.batch.add(key, { jobId, day, signature });
  }

  /** Writes what is pending; resolves once it (and any write before it) is done. */
  flush(): Promise<void> {
    return this.batch.flush();
  }

  close(): Promise<void> {
    return this.batch.close();
  }

  private async write(batch: Array<[string, { jobId: number; day: string; signature: string }]>): Promise<void> {
    const views = batch.map(([, view]) => view).sort((a, b) => a.jobId - b.jobId);
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
  }

  private remember(keys: ReadonlyArray<readonly [string, string]>): void {
    const today = utcDay(this.now());
    for (const [key, day] of keys) if (day === today) this.remembered.set(key, true);
  }
}

/** Days of job_views kept: only today's rows decide anything; yesterday's covers a flush across midnight. */
export async function pruneJobViews(prisma: PrismaClient): Promise<void> {
  await prisma.$executeRaw`DELETE FROM job_views WHERE day < (now() AT TIME ZONE 'UTC')::date - 1`;
}
