import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import sql from 'sql-template-tag';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { queryRows } from '../../infra/database-rows.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import { LIVE_JOB } from '../jobs/job-rows.ts';

/** 16 random bytes, URL-safe: unguessable, and short enough for /s/{key}. */
const newKey = () => randomBytes(16).toString('base64url');

const ZKeyRow = z.object({ key: z.string() });

/**
 * The user's share link key for a live job, created on first read. One link per user and job: the
 * unique (user, job) pair makes concurrent first reads agree on one key. A closed job gets no new
 * link, nor its old one (the UI hides sharing for inactive jobs).
 */
export async function shareLinkKeyFor(
  pool: pg.Pool,
  input: { userId: number; ability: AppAbility; jobId: number },
): Promise<string> {
  if (!input.ability.can('manage', 'basic')) throw AppError.forbidden();
  const [existing] = await queryRows(
    pool,
    ZKeyRow,
    sql`SELECT sl.key FROM share_links sl
       JOIN jobs j ON j.id = sl."jobId" JOIN businesses b ON b.id = j."businessId"
      WHERE sl."userId" = ${input.userId} AND sl."jobId" = ${input.jobId} AND ${LIVE_JOB}`,
  );
  if (existing) return existing.key;
  // Under a race the no-op update hands back the key the other request created.
  const [created] = await queryRows(
    pool,
    ZKeyRow,
    sql`INSERT INTO share_links (key, "userId", "jobId", "createdAt")
     SELECT ${newKey()}, ${input.userId}, j.id, now() AT TIME ZONE 'UTC'
       FROM jobs j JOIN businesses b ON b.id = j."businessId"
      WHERE j.id = ${input.jobId} AND ${LIVE_JOB}
     ON CONFLICT ("userId", "jobId") DO UPDATE SET key = share_links.key
     RETURNING key`,
  );
  const key = created?.key;
  if (!key) throw AppError.notFound('Job');
  return key;
}
