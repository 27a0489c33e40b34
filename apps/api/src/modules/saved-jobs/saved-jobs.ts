import type pg from 'pg';
import sql from 'sql-template-tag';
import { z } from 'zod';
import type { TSavedJob, TSavedJobMark } from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { queryRows, runStatement } from '../../infra/database-rows.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import { LIVE_JOB, loadJobs } from '../jobs/job-rows.ts';

type Saver = { userId: number; ability: AppAbility };

const ZSavedRow = z.object({ job_id: z.number().int(), saved_at: z.date(), closed: z.boolean() });
const ZMarkRow = z.object({ job_id: z.number().int(), saved_at: z.date(), created: z.boolean() });

function mayKeepSavedJobs(ability: AppAbility, action: 'read' | 'create' | 'delete') {
  if (!ability.can(action, 'SavedJob')) throw AppError.forbidden('Only candidates can save jobs.');
}

/**
 * The user's saved jobs, most recently saved first, each as a search row shows it and whether it has closed
 * since (no longer live by the one rule, `job_is_live`): a closed job stays until it is unsaved.
 */
export async function listSavedJobs(pool: pg.Pool, input: Saver): Promise<TSavedJob[]> {
  mayKeepSavedJobs(input.ability, 'read');
  const rows = await queryRows(
    pool,
    ZSavedRow,
    sql`SELECT sj."jobId" AS job_id, sj."savedAt" AT TIME ZONE 'UTC' AS saved_at, NOT (${LIVE_JOB}) AS closed
          FROM saved_jobs sj JOIN jobs j ON j.id = sj."jobId" JOIN businesses b ON b.id = j."businessId"
         WHERE sj."userId" = ${input.userId}
         ORDER BY sj."savedAt" DESC, sj."jobId" DESC`,
  );
  const jobs = new Map(
    (
      await loadJobs(
        pool,
        rows.map((row) => row.job_id),
      )
    ).map((job) => [job.id, job]),
  );
  return rows.flatMap((row) => {
    const job = jobs.get(row.job_id);
    return job ? [{ job_id: row.job_id, saved_at: row.saved_at.toISOString(), job, closed: row.closed }] : [];
  });
}

/**
 * Saves a live job. One statement: the insert, skipped on the (user, job) key when it is saved already, and
 * otherwise the row that is there, so two saves at once keep one row and exactly one of them reports it
 * `created`. A job saved before answers as saved even when it has closed since; a job that is not listed (an
 * unknown id, a closed or expired posting) cannot be newly saved (404).
 */
export async function saveJob(
  pool: pg.Pool,
  input: Saver & { jobId: number },
): Promise<{ mark: TSavedJobMark; created: boolean }> {
  mayKeepSavedJobs(input.ability, 'create');
  const [row] = await queryRows(
    pool,
    ZMarkRow,
    sql`WITH inserted AS (
          INSERT INTO saved_jobs ("userId", "jobId")
          SELECT ${input.userId}, j.id FROM jobs j JOIN businesses b ON b.id = j."businessId"
           WHERE j.id = ${input.jobId} AND ${LIVE_JOB}
          ON CONFLICT ("userId", "jobId") DO NOTHING
          RETURNING "jobId", "savedAt"
        )
        SELECT "jobId" AS job_id, "savedAt" AT TIME ZONE 'UTC' AS saved_at, true AS created FROM inserted
        UNION ALL
        SELECT "jobId", "savedAt" AT TIME ZONE 'UTC', false FROM saved_jobs
         WHERE "userId" = ${input.userId} AND "jobId" = ${input.jobId} AND NOT EXISTS (SELECT 1 FROM inserted)`,
  );
  if (row) return { mark: { job_id: row.job_id, saved_at: row.saved_at.toISOString() }, created: row.created };
  // A concurrent save's row is not visible to this statement's snapshot until it commits: read it again.
  const [committed] = await queryRows(
    pool,
    ZMarkRow,
    sql`SELECT "jobId" AS job_id, "savedAt" AT TIME ZONE 'UTC' AS saved_at, false AS created FROM saved_jobs
         WHERE "userId" = ${input.userId} AND "jobId" = ${input.jobId}`,
  );
  if (!committed) throw AppError.notFound('Job');
  return { mark: { job_id: committed.job_id, saved_at: committed.saved_at.toISOString() }, created: false };
}

/** Unsaves a job; unsaving one that is not saved (or not there at all) changes nothing and is no error. */
export async function unsaveJob(pool: pg.Pool, input: Saver & { jobId: number }): Promise<void> {
  mayKeepSavedJobs(input.ability, 'delete');
  await runStatement(pool, sql`DELETE FROM saved_jobs WHERE "userId" = ${input.userId} AND "jobId" = ${input.jobId}`);
}
