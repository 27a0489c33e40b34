import type pg from 'pg';
import sql from 'sql-template-tag';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { queryRows } from '../../infra/database-rows.ts';
import type { ShareLinkViewCounter } from './share-link-view-counter.ts';

const ZFollowedLinkRow = z.object({ id: z.number().int(), job_id: z.number().int(), seen: z.boolean() });

/**
 * Follows a share link: its job id, and a view counted for the visitor at most once per 24 hours,
 * never for bots, prefetches or a visitor without a signature. One query: the link and whether this
 * visitor was counted in the last 24 hours; a new view joins the counter's next batch.
 */
export async function followShareLink(
  deps: { pool: pg.Pool; views: ShareLinkViewCounter },
  input: { key: string; signature: string | null; automated: boolean },
): Promise<{ job_id: number }> {
  const [link] = await queryRows(
    deps.pool,
    ZFollowedLinkRow,
    sql`SELECT sl.id, sl."jobId" AS job_id,
            EXISTS (SELECT 1 FROM share_link_views v
                     WHERE v."shareLinkId" = sl.id AND v.signature = ${input.signature ?? ''}
                       AND v."createdAt" > (now() AT TIME ZONE 'UTC') - interval '24 hours') AS seen
       FROM share_links sl WHERE sl.key = ${input.key}`,
  );
  if (!link) throw AppError.notFound('Share link');
  if (!link.seen && input.signature && !input.automated) deps.views.record(link.id, input.signature);
  return { job_id: link.job_id };
}
