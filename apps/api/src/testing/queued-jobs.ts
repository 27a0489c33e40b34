import { vi } from 'vitest';
import type { Database } from '@mainwork/db';

export type QueuedJob = {
  id: string;
  task_identifier: string;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  run_at: Date;
  key: string | null;
  payload: unknown;
};

/** The jobs still in the queue: waiting, running, or failed for good (a job that succeeded is deleted). */
export async function queuedJobs(db: Database, task?: string): Promise<QueuedJob[]> {
  // The public view has no payload; the private table is read here only, to describe what is queued.
  const { rows } = await db.pool.query<QueuedJob>(
    `SELECT j.id::text AS id, j.task_identifier, j.attempts, j.max_attempts, j.last_error, j.run_at, j.key, p.payload
     FROM graphile_worker.jobs j JOIN graphile_worker._private_jobs p ON p.id = j.id
     WHERE $1::text IS NULL OR j.task_identifier = $1
     ORDER BY j.id`,
    [task ?? null],
  );
  return rows;
}

/** Waits until every job of `task` has been done (the worker deletes each one it finishes). */
export async function waitForQueueToEmpty(db: Database, task?: string, timeoutMs = 15_000): Promise<void> {
  await vi.waitFor(
    async () => {
      const left = await queuedJobs(db, task);
      if (left.length > 0) throw new Error(`${left.length} job(s) still queued: ${JSON.stringify(left)}`);
    },
    { timeout: timeoutMs, interval: 50 },
  );
}
