import type pg from 'pg';
import sql from 'sql-template-tag';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { Cache } from '../../infra/caching/cache.ts';
import { queryRows } from '../../infra/database-rows.ts';
import type { LiveJobAnswers } from '../jobs/live-job-answers.ts';
import type { ShareLinkViewCounter } from './share-link-view-counter.ts';

const ZFollowedLinkRow = z.object({ id: z.number().int(), job_id: z.number().int() });
type FollowedLink = z.infer<typeof ZFollowedLinkRow>;

const MAX_LINKS = 100_000;
const LINK_TTL_MS = 60 * 60_000;

/**
 * Share links by key, kept in memory: a link never changes, and its removal (with its job or its user) is
 * announced to every process by its key (`share_links:<key>`, migration 20261230000000), which forgets that
 * one; a table emptied forgets them all.
 */
export function shareLinksByKey(pool: pg.Pool): Cache<string, FollowedLink> {
  return new Cache({
    maxEntries: MAX_LINKS,
    ttlMs: LINK_TTL_MS,
    changedBy: {
      pool,
      tables: ['share_links'],
      concerns: (change) => (change.row === undefined ? 'all' : { key: change.row }),
    },
    load: async (key) => {
      const [link] = await queryRows(
        pool,
        ZFollowedLinkRow,
        sql`SELECT id, "jobId" AS job_id FROM share_links WHERE key = ${key}`,
      );
      return link;
    },
  });
}

/**
 * Follows a share link: its job id, and a view for the visitor at most once per 24 hours, never for bots,
 * prefetches or a visitor without a signature; the view joins the counter's next batch, which decides.
 * A link whose job is no longer live (closed, expired, its business closed) is not found, as the job's
 * page is: the link never changes, but its job does, so the job's state comes from the job pages' own
 * answers (kept until a change to the job is announced), not from the kept link.
 */
export async function followShareLink(
  deps: { links: Cache<string, FollowedLink>; views: ShareLinkViewCounter; liveJobs: Pick<LiveJobAnswers, 'find'> },
  input: { key: string; signature: string | null; automated: boolean },
): Promise<{ job_id: number }> {
  const link = await deps.links.get(input.key);
  if (!link || !(await deps.liveJobs.find(link.job_id))) throw AppError.notFound('Share link');
  if (input.signature && !input.automated) deps.views.record(link.id, input.signature);
  return { job_id: link.job_id };
}
