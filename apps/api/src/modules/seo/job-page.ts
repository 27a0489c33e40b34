import type pg from 'pg';
import sql, { empty, type Sql } from 'sql-template-tag';
import { z } from 'zod';
import { parsePathId as parseId, type TJobPagePath } from '@mainwork/contracts';
import { queryRows } from '../../infra/database-rows.ts';
import { LIVE_JOB, loadJobs } from '../jobs/job-rows.ts';
import type { SeoJob } from './job-posting.ts';

/**
 * Jobs search engines may index: live ones (open, of an active business, not past their expiry; see
 * LIVE_JOB). Needs `j` (jobs) and `b` (businesses).
 */
export const INDEXABLE_JOB = LIVE_JOB;

const ZExpiryRow = z.object({ expires_at: z.date().nullable() });

/**
 * The job a job page shows, if search engines may index it: unknown, closed and expired jobs are null,
 * and so are jobs shown under a business or organization they do not belong to.
 */
export async function findIndexableJob(pool: pg.Pool, path: TJobPagePath): Promise<SeoJob | null> {
  const jobId = parseId(path.jobId);
  if (jobId === null) return null;
  let scope: Sql = empty;
  if (path.kind === 'business') {
    const businessId = parseId(path.businessId);
    if (businessId === null) return null;
    scope = sql`AND j."businessId" = ${businessId}`;
  } else if (path.kind === 'organization') {
    const organizationId = parseId(path.organizationId);
    if (organizationId === null) return null;
    scope = sql`AND EXISTS (SELECT 1 FROM organization_businesses ob JOIN organizations o ON o.id = ob."organizationId"
                WHERE ob."businessId" = j."businessId" AND ob."organizationId" = ${organizationId} AND o.active)`;
  }
  const [row] = await queryRows(
    pool,
    ZExpiryRow,
    sql`SELECT j."expiresAt" AT TIME ZONE 'UTC' AS expires_at
       FROM jobs j JOIN businesses b ON b.id = j."businessId"
      WHERE j.id = ${jobId} AND ${INDEXABLE_JOB} ${scope}`,
  );
  if (!row) return null;
  const [job] = await loadJobs(pool, [jobId]);
  return job ? { job, expiresAt: row.expires_at } : null;
}
