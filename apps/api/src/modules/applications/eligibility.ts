import type pg from 'pg';
import type { AppAbility } from '../../permissions/abilities.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { applyRefusal, loadJobForApplying } from './job-for-applying.ts';

/** A candidate may apply to a live, unpaused job they have not applied to yet (the apply endpoint's rule). */
export async function isEligibleToApply(
  pool: pg.Pool,
  user: SessionUser,
  ability: AppAbility,
  jobId: number,
): Promise<boolean> {
  if (!ability.can('create', 'Application')) return false;
  return applyRefusal(await loadJobForApplying(pool, jobId, user.id)) === null;
}
