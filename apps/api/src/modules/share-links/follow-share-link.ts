import type pg from 'pg';
import sql from 'sql-template-tag';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { inTransaction, queryRows, runStatement } from '../../infra/database-rows.ts';

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
  const [link] = await queryRows(
    pool,
    ZFollowedLinkRow,
    sql`SELECT sl.id, sl."jobId" AS job_id,
            EXISTS (SELECT 1 FROM share_link_views v
                     WHERE v."shareLinkId" = sl.id AND v.signature = ${input.signature ?? ''}
                       AND v."createdAt" > (now() AT TIME ZONE 'UTC') - interval '24 hours') AS seen
       FROM share_links sl WHERE sl.key = ${input.key}`,
  );
  if (!link) throw AppError.notFound('Share link');
  if (!link.seen && input.signature && !input.automated) await countView(pool, link.id, input.signature);
  return { job_id: link.job_id };
}

async function countView(pool: pg.Pool, shareLinkId: number, signature: string): Promise<void> {
  await inTransaction(pool, async (client) => {
    const lockKey = `share_link_view:${shareLinkId}:${signature}`;
    await runStatement(client, sql`SELECT pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`);
    // A statement after the lock sees every view committed before it was granted.
    await runStatement(
      client,
      sql`INSERT INTO share_link_views ("shareLinkId", signature, "createdAt")
       SELECT ${shareLinkId}, ${signature}, now() AT TIME ZONE 'UTC'
        WHERE NOT EXISTS (SELECT 1 FROM share_link_views v
                           WHERE v."shareLinkId" = ${shareLinkId} AND v.signature = ${signature}
                             AND v."createdAt" > (now() AT TIME ZONE 'UTC') - interval '24 hours')`,
    );
  });
}
