import type pg from 'pg';
import sql, { empty, type Sql } from 'sql-template-tag';
import { z } from 'zod';
import { queryRows } from '../../infra/database-rows.ts';
import { LIVE_JOB, loadJobs } from '../jobs/job-rows.ts';
import type { SeoJob } from './job-posting.ts';

/**
 * Jobs search engines may index: live ones (open, of an active business, not past their expiry; see
 * LIVE_JOB). Needs `j` (jobs) and `b` (businesses).
 */
export const INDEXABLE_JOB = LIVE_JOB;

const ZExpiryRow = z.object({ expires_at: z.date().nullable() });

const MAX_ID = 2_147_483_647;

/** A path segment that can be a row id (PostgreSQL integer), else null. */
export function parseId(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_ID ? id : null;
}

/** The SPA's job detail paths: /jobs/:id, /employers/:business_id/jobs/:id, /organizations/:organization_id/jobs/:id. */
export type JobPagePath =
  | { kind: 'job'; jobId: string }
  | { kind: 'business'; businessId: string; jobId: string }
  | { kind: 'organization'; organizationId: string; jobId: string };

export function matchJobPagePath(pathname: string): JobPagePath | null {
  const parts = pathname.replace(/\/$/, '').split('/');
  // ['', 'jobs', id] or ['', 'employers' | 'organizations', id, 'jobs', id]
  if (parts.length === 3 && parts[0] === '' && parts[1] === 'jobs') return { kind: 'job', jobId: parts[2]! };
  if (parts.length === 5 && parts[0] === '' && parts[3] === 'jobs' && /^\d+$/.test(parts[2]!)) {
    if (parts[1] === 'employers') return { kind: 'business', businessId: parts[2]!, jobId: parts[4]! };
    if (parts[1] === 'organizations') return { kind: 'organization', organizationId: parts[2]!, jobId: parts[4]! };
  }
  return null;
}

/**
 * The job a job page shows, if search engines may index it: unknown, closed and expired jobs are null,
 * and so are jobs shown under a business or organization they do not belong to.
 */
export async function findIndexableJob(pool: pg.Pool, path: JobPagePath): Promise<SeoJob | null> {
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
