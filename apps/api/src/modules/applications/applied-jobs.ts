import type pg from 'pg';
import sql from 'sql-template-tag';
import { z } from 'zod';
import type { TAppliedJob } from '@mainwork/contracts';
import { queryRows } from '../../infra/database-rows.ts';

/**
 * The jobs this user applied to and when, oldest applications included: the job lists are the same for
 * everyone (and cached so), and each viewer's "Applied on" comes from this one small read of their own.
 */
export async function listAppliedJobs(pool: pg.Pool, userId: number): Promise<TAppliedJob[]> {
  const rows = await queryRows(
    pool,
    z.object({ job_id: z.number().int(), applied_at: z.date() }),
    sql`SELECT "jobId" AS job_id, "createdAt" AT TIME ZONE 'UTC' AS applied_at
          FROM applications WHERE "userId" = ${userId} ORDER BY "createdAt" DESC, id DESC`,
  );
  return rows.map((row) => ({ job_id: row.job_id, applied_at: row.applied_at.toISOString() }));
}
