import type pg from 'pg';
import sql from 'sql-template-tag';
import { ZMyShareLink, type TMyShareLink } from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { queryRows } from '../../infra/database-rows.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import { LIVE_JOB } from '../jobs/job-rows.ts';

/** The user's share links with counted views and the applications they brought, newest first. */
export async function listMyShareLinks(
  pool: pg.Pool,
  input: { userId: number; ability: AppAbility },
): Promise<TMyShareLink[]> {
  if (!input.ability.can('manage', 'basic')) throw AppError.forbidden();
  return queryRows(
    pool,
    ZMyShareLink,
    sql`SELECT sl.id, sl."jobId" AS job_id, j.title AS job_title, (${LIVE_JOB}) AS job_active,
            (SELECT count(*)::int FROM share_link_views v WHERE v."shareLinkId" = sl.id) AS views_count,
            (SELECT count(*)::int FROM applications ap WHERE ap."shareLinkId" = sl.id) AS applications_count,
            sl.key AS share_link_key
       FROM share_links sl
       JOIN jobs j ON j.id = sl."jobId"
       JOIN businesses b ON b.id = j."businessId"
      WHERE sl."userId" = ${input.userId}
      ORDER BY sl."createdAt" DESC, sl.id DESC`,
  );
}
