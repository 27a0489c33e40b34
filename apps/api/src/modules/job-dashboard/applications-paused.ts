import type pg from 'pg';
import sql from 'sql-template-tag';
import { z } from 'zod';
import { CLOSED_JOB_PAUSE_MESSAGE, type TDashboardJob } from '@mainwork/contracts';
import { assertMayManageBusiness } from '../../domain/employer-job-gate.ts';
import { AppError } from '../../http/app-error.ts';
import { inTransaction, queryRows, runStatement } from '../../infra/database-rows.ts';
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
  return inTransaction(pool, async (client) => {
    const jobs = await queryRows(
      client,
      ZLockedJob,
      sql`SELECT id, active FROM jobs WHERE "businessId" = ${input.businessId} AND id = ANY(${ids}::int[]) ORDER BY id FOR UPDATE`,
    );
    if (jobs.length !== ids.length) throw AppError.notFound('Job');
    if (jobs.some((job) => !job.active)) throw AppError.invalid({ job: [CLOSED_JOB_PAUSE_MESSAGE] });
    await runStatement(
      client,
      sql`UPDATE jobs SET "applicationsPaused" = ${input.paused}, "updatedAt" = now() AT TIME ZONE 'UTC'
        WHERE id = ANY(${ids}::int[]) AND "applicationsPaused" <> ${input.paused}`,
    );
    return dashboardJobsByIds(client, input.businessId, ids);
  });
}
