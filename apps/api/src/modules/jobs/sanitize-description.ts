import { createHash } from 'node:crypto';
import type pg from 'pg';
import sanitizeHtml from 'sanitize-html';
import sql from 'sql-template-tag';
import { z } from 'zod';
import { Cache } from '../../infra/caching/cache.ts';
import { queryRows, runStatement } from '../../infra/database-rows.ts';

/** The formatting a job description may keep; scripts, styles, event handlers and foreign embeds go. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** How a job's description is written: `jobs.description` and `jobs."descriptionSanitizedSha256"`. */
export type DescriptionColumns = { description: string; descriptionSanitizedSha256: string | null };

/**
 * The description a job is written with: the HTML sanitised (and trimmed; `whenBlank` when nothing is left),
 * and its SHA-256 when sanitising it again leaves it as it is, which tells the reads to show it as stored
 * instead of sanitising it on each read. The database keeps the SHA-256 only while it is the description's
 * (migration 20261230020000): a description written any other way is sanitised when read, as before.
 */
export function descriptionColumns(html: string, whenBlank = ''): DescriptionColumns {
  const description = sanitizeDescription(html).trim() || whenBlank;
  return {
    description,
    descriptionSanitizedSha256: sanitizeDescription(description) === description ? sha256(description) : null,
  };
}

const cache = new Cache<string, string>({ maxEntries: 5_000, ttlMs: 60 * 60_000 });

/**
 * The description a job's answers show. One written by `descriptionColumns` is shown as stored (`sanitized`:
 * its SHA-256 is kept); any other is sanitised on the way out, remembered per job version. Never stale: an edit
 * moves the job's updated_at, so its new text comes under a new key in every process; kept an hour at most.
 */
export function descriptionShown(job: {
  id: number;
  updatedAt: Date;
  description: string;
  sanitized: boolean;
}): string {
  if (job.sanitized) return job.description;
  const key = `${job.id}:${job.updatedAt.getTime()}`;
  let clean = cache.peek(key);
  if (clean === undefined) {
    clean = sanitizeDescription(job.description);
    cache.set(key, clean);
  }
  return clean;
}

const ZUnmarkedRow = z.object({ id: z.number().int(), description: z.string() });

/**
 * Gives the jobs written without it (before migration 20261230020000, or by a statement that does not go
 * through `descriptionColumns`) their description's SHA-256 when sanitising the description leaves it as it
 * is, walking the jobs by id, `batch` at a time. A description sanitising would change stays without one (and
 * is sanitised when read). Answers how many were marked.
 */
export async function markSanitizedDescriptions(pool: pg.Pool, batch = 1_000): Promise<number> {
  let marked = 0;
  for (let after = 0; ;) {
    const rows = await queryRows(
      pool,
      ZUnmarkedRow,
      sql`SELECT id, description FROM jobs WHERE "descriptionSanitizedSha256" IS NULL AND id > ${after}
          ORDER BY id LIMIT ${batch}`,
    );
    if (rows.length === 0) return marked;
    after = rows.at(-1)!.id;
    // Generated and imported jobs often share their text: each text is sanitised once.
    const shaOf = new Map<string, string | null>();
    const ids: number[] = [];
    const shas: string[] = [];
    for (const { id, description } of rows) {
      if (!shaOf.has(description))
        shaOf.set(description, sanitizeDescription(description) === description ? sha256(description) : null);
      const sha = shaOf.get(description);
      if (sha) {
        ids.push(id);
        shas.push(sha);
      }
    }
    // The trigger keeps a SHA-256 only if it is still the description's: one edited meanwhile gets none.
    marked += await runStatement(
      pool,
      sql`UPDATE jobs j SET "descriptionSanitizedSha256" = marked.sha
          FROM unnest(${ids}::int[], ${shas}::text[]) AS marked(id, sha)
          WHERE j.id = marked.id AND j."descriptionSanitizedSha256" IS NULL`,
    );
  }
}
