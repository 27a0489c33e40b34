import type pg from 'pg';
import type { AppAbility } from '../../permissions/abilities.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { LIVE_JOB } from '../jobs/search-jobs.ts';

/** A candidate may apply to a live, unpaused job they have not applied to yet. */
export async function isEligibleToApply(
  pool: pg.Pool,
  user: SessionUser,
  ability: AppAbility,
  jobId: number,
): Promise<boolean> {
  if (!ability.can('create', 'Application')) return false;
  const { rows } = await pool.query<{ eligible: boolean }>(
    `SELECT NOT j."applicationsPaused"
              AND NOT EXISTS (SELECT 1 FROM applications ap WHERE ap."jobId" = j.id AND ap."userId" = $2) AS eligible
       FROM jobs j JOIN businesses b ON b.id = j."businessId"
      WHERE j.id = $1 AND ${LIVE_JOB}`,
    [jobId, user.id],
  );
  return rows[0]?.eligible ?? false;
}
