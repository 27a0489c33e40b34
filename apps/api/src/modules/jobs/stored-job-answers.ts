import type pg from 'pg';
import sql from 'sql-template-tag';
import { z } from 'zod';
import type { TJobDetail } from '@mainwork/contracts';
import { queryRows, runStatement } from '../../infra/database-rows.ts';
import { buildLiveJob, buildLiveJobs, type BuiltJobAnswer } from './job-rows.ts';

/**
 * Each live job's page answer stored in the database as its text (decision 075, "Stored answers"; migration
 * 20261231020000): a cold job page is one read by key, not the seven-table join and the building of the answer.
 * The migration's triggers keep a stored answer true; this module reads answers and stores the ones it builds.
 */

/** A live job's page answer, and when the job expires (the memory cache keeps it no longer). */
export type LiveJob = { job: TJobDetail; expiresAt: Date | null };

const STORED_ANSWER_STATEMENT_NAME = 'stored-job-page-answer';
const ZStoredRow = z.object({ answer: z.string(), expires_at: z.date().nullable() });

/** The job's stored answer while it is true: built under the current epoch, and the job not past its expiry. */
const storedAnswerStatement = (id: number) => sql`
  SELECT a.answer, a."expiresAt" AT TIME ZONE 'UTC' AS expires_at
    FROM stored_answers.job_pages a JOIN stored_answers.epoch e ON e.epoch = a.epoch
   WHERE a."jobId" = ${id} AND a.answer IS NOT NULL AND job_is_unexpired(a."expiresAt")`;

async function readStoredAnswer(pool: pg.Pool, id: number): Promise<LiveJob | null> {
  const [row] = await queryRows(pool, ZStoredRow, storedAnswerStatement(id), { name: STORED_ANSWER_STATEMENT_NAME });
  // The text is the answer this module built and wrote: parsed, not checked again.
  return row ? { job: JSON.parse(row.answer) as TJobDetail, expiresAt: row.expires_at } : null;
}

/**
 * Stores a built answer where nothing changed the job since it was read: its version is still the one read,
 * and no transaction is changing it now (that one counts the version up; its row lock is skipped, not waited
 * for, so a page is never held up by a writer). The expiry is the job's own, read in the same statement.
 */
async function storeAnswers(pool: pg.Pool, built: Array<BuiltJobAnswer & { id: number }>): Promise<number> {
  const fresh = built.filter((answer) => answer.stored !== null);
  if (fresh.length === 0) return 0;
  return runStatement(
    pool,
    sql`UPDATE stored_answers.job_pages a
           SET answer = b.answer, epoch = b.epoch, "expiresAt" = (SELECT j."expiresAt" FROM jobs j WHERE j.id = a."jobId")
          FROM unnest(${fresh.map((answer) => answer.id)}::int[], ${fresh.map((answer) => JSON.stringify(answer.job))}::text[],
                      ${fresh.map((answer) => answer.stored!.version)}::bigint[],
                      ${fresh.map((answer) => answer.stored!.epoch)}::bigint[]) AS b(id, answer, version, epoch)
         WHERE a."jobId" = b.id AND a.version = b.version
           AND a."jobId" IN (SELECT l."jobId" FROM stored_answers.job_pages l WHERE l."jobId" = ANY(${fresh.map((answer) => answer.id)}::int[])
                               FOR UPDATE SKIP LOCKED)`,
  );
}

/**
 * One live job's page answer, or null: the stored one while it is true, else built from the job's rows and
 * stored (in `storeIn`, the primary, when read from a replica: the version read there is checked against the
 * primary's, so an answer built from a replica behind is not stored). A failed store only leaves the next read
 * to build it again.
 */
export async function loadLiveJob(pool: pg.Pool, id: number, storeIn: pg.Pool = pool): Promise<LiveJob | null> {
  const stored = await readStoredAnswer(pool, id);
  if (stored) return stored;
  const built = await buildLiveJob(pool, id);
  if (!built) return null;
  await storeAnswers(storeIn, [{ id, ...built }]).catch(() => 0);
  return { job: built.job, expiresAt: built.expiresAt };
}

const ZMissingRow = z.object({ jobId: z.number().int() });

/**
 * Stores the answers of the live jobs without a true one (none yet, or one of an older epoch), walking the jobs
 * by id, `batch` at a time: the worker's task after the migration, and the bench's preparation. Answers how many
 * it stored.
 */
export async function storeJobPageAnswers(pool: pg.Pool, batch = 500): Promise<number> {
  let stored = 0;
  for (let after = 0; ;) {
    const missing = await queryRows(
      pool,
      ZMissingRow,
      sql`SELECT a."jobId" FROM stored_answers.job_pages a, stored_answers.epoch e
           WHERE (a.answer IS NULL OR a.epoch <> e.epoch) AND a."jobId" > ${after}
           ORDER BY a."jobId" LIMIT ${batch}`,
    );
    if (missing.length === 0) return stored;
    after = missing.at(-1)!.jobId;
    stored += await storeAnswers(
      pool,
      await buildLiveJobs(
        pool,
        missing.map((row) => row.jobId),
      ),
    );
  }
}
