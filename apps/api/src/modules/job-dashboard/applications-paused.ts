import type pg from 'pg';
import { z } from 'zod';
import { CLOSED_JOB_PAUSE_MESSAGE, type TDashboardJob } from '@mainwork/contracts';
import { assertMayManageBusiness } from '../../domain/employer-job-gate.ts';
import { AppError } from '../../http/app-error.ts';
import { queryRows } from '../../infra/database-rows.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import { dashboardJobsByIds } from './dashboard-jobs.ts';

const ZLockedJob = z.object({ id: z.number().int(), active: z.boolean() });

/**
 * Pauses or resumes applications to one or several postings of the business, all or none: a job of
 * another business (or none) is a 404, a closed one a 422, and then nothing changes. A paused job stays
 * listed; its page says 'Not currently accepting new applications' and applying is refused.
 */
export async function setApplicationsPaused(
  pool: pg.Pool,
  input: { ability: AppAbility; businessId: number; jobIds: number[]; paused: boolean },
): Promise<TDashboardJob[]> {
  assertMayManageBusiness(input.ability, input.businessId);
  const ids = [...new Set(input.jobIds)];
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const jobs = await queryRows(client, ZLockedJob, {
      text: `SELECT id, active FROM jobs WHERE "businessId" = $1 AND id = ANY($2::int[]) ORDER BY id FOR UPDATE`,
      values: [input.businessId, ids],
    });
    if (jobs.length !== ids.length) throw AppError.notFound('Job');
    if (jobs.some((job) => !job.active)) throw AppError.invalid({ job: [CLOSED_JOB_PAUSE_MESSAGE] });
    await client.query(
      `UPDATE jobs SET "applicationsPaused" = $2, "updatedAt" = now() AT TIME ZONE 'UTC'
        WHERE id = ANY($1::int[]) AND "applicationsPaused" <> $2`,
      [ids, input.paused],
    );
    const rows = await dashboardJobsByIds(client, input.businessId, ids);
    await client.query('COMMIT');
    return rows;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
