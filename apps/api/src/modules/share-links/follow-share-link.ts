import type pg from 'pg';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { queryRows } from '../../infra/database-rows.ts';

const ZFollowedLinkRow = z.object({ id: z.number().int(), job_id: z.number().int(), seen: z.boolean() });

/**
 * Follows a share link: its job id, and a view counted for the visitor at most once per 24 hours,
 * never for bots, prefetches or a visitor without a signature. The repeat visitor costs one query;
 * a new view is written under a lock on (link, visitor) so concurrent first visits count once.
 */
export async function followShareLink(
  pool: pg.Pool,
  input: { key: string; signature: string | null; automated: boolean },
): Promise<{ job_id: number }> {
  const [link] = await queryRows(pool, ZFollowedLinkRow, {
    text: `SELECT sl.id, sl."jobId" AS job_id,
            EXISTS (SELECT 1 FROM share_link_views v
                     WHERE v."shareLinkId" = sl.id AND v.signature = $2
                       AND v."createdAt" > (now() AT TIME ZONE 'UTC') - interval '24 hours') AS seen
       FROM share_links sl WHERE sl.key = $1`,
    values: [input.key, input.signature ?? ''],
  });
  if (!link) throw AppError.notFound('Share link');
  if (!link.seen && input.signature && !input.automated) await countView(pool, link.id, input.signature);
  return { job_id: link.job_id };
}

async function countView(pool: pg.Pool, shareLinkId: number, signature: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `share_link_view:${shareLinkId}:${signature}`,
    ]);
    // A statement after the lock sees every view committed before it was granted.
    await client.query(
      `INSERT INTO share_link_views ("shareLinkId", signature, "createdAt")
       SELECT $1, $2, now() AT TIME ZONE 'UTC'
        WHERE NOT EXISTS (SELECT 1 FROM share_link_views v
                           WHERE v."shareLinkId" = $1 AND v.signature = $2
                             AND v."createdAt" > (now() AT TIME ZONE 'UTC') - interval '24 hours')`,
      [shareLinkId, signature],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
