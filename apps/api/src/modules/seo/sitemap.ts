import type pg from 'pg';
import sql, { raw } from 'sql-template-tag';
import { z } from 'zod';
import {
  FEED_FORMATS,
  feedPath,
  pagePath,
  PUBLIC_PAGES,
  STATIC_PUBLIC_PAGES,
  type TFeedFormat,
  type TFeedSubject,
} from '@mainwork/contracts';
import { queryRows } from '../../infra/database-rows.ts';
import { escapeXml } from './escape.ts';
import { INDEXABLE_JOB } from './job-page.ts';
import { jobUrl, organizationJobsUrl } from './job-posting.ts';

/** The sitemap protocol's limit of URLs in one file (sitemaps.org). */
export const MAX_SITEMAP_URLS = 50_000;
/** Rows read per query while a sitemap streams out. */
const BATCH_SIZE = 5_000;

const ZJobEntryRow = z.object({ id: z.number().int(), updated_at: z.date() });
const ZIdRow = z.object({ id: z.number().int() });
const ZCountRow = z.object({ count: z.number().int() });
const ZJobsSitemapRow = z.object({ n: z.number().int(), lastmod: z.date() });

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

type Entry = { loc: string; lastmod?: Date | null };

function entryXml(tag: 'url' | 'sitemap', entry: Entry): string {
  const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(entry.loc)}</loc>${lastmod}</${tag}>\n`;
}

async function* document(root: 'urlset' | 'sitemapindex', parts: AsyncIterable<Entry[]>): AsyncGenerator<string> {
  const tag = root === 'urlset' ? 'url' : 'sitemap';
  yield `${XML_DECLARATION}<${root} xmlns="${NAMESPACE}">\n`;
  for await (const entries of parts) {
    if (entries.length > 0) yield entries.map((entry) => entryXml(tag, entry)).join('');
  }
  yield `</${root}>\n`;
}

/** Job sitemap n holds the indexable jobs with ids in ((n - 1) × 50,000, n × 50,000]: never more than the limit. */
const bucketRange = (n: number) => ({ after: (n - 1) * MAX_SITEMAP_URLS, upTo: n * MAX_SITEMAP_URLS });

/** Indexable job URLs in id order, read keyset-paginated by id, a batch at a time. */
async function* jobEntries(
  pool: pg.Pool,
  publicUrl: string,
  range: { after: number; upTo: number },
): AsyncGenerator<Entry[]> {
  let after = range.after;
  for (;;) {
    const rows = await queryRows(
      pool,
      ZJobEntryRow,
      sql`SELECT j.id, j."updatedAt" AT TIME ZONE 'UTC' AS updated_at
         FROM jobs j JOIN businesses b ON b.id = j."businessId"
        WHERE j.id > ${after}::bigint AND j.id <= ${range.upTo}::bigint AND ${INDEXABLE_JOB}
        ORDER BY j.id LIMIT ${BATCH_SIZE}`,
    );
    yield rows.map((row) => ({ loc: jobUrl(publicUrl, row.id), lastmod: row.updated_at }));
    if (rows.length < BATCH_SIZE) return;
    after = rows[rows.length - 1]!.id;
  }
}

const FEED_FORMAT_KEYS = Object.keys(FEED_FORMATS) as TFeedFormat[];
/** The site's own feeds, after the static pages. */
const SITE_ENTRIES = STATIC_PUBLIC_PAGES.length + FEED_FORMAT_KEYS.length;
/** An organization's or a business's page and its feeds. */
const ENTRIES_PER_OWNER = 1 + FEED_FORMAT_KEYS.length;

const feedEntries = (publicUrl: string, subject: TFeedSubject): Entry[] =>
  FEED_FORMAT_KEYS.map((format) => ({ loc: `${publicUrl}${feedPath(subject, format)}` }));

/** Active businesses with a live job: the ones whose page and feeds show any. */
const BUSINESSES_WITH_JOBS = sql`FROM businesses b WHERE b.active AND EXISTS (
  SELECT 1 FROM jobs j WHERE j."businessId" = b.id AND ${INDEXABLE_JOB})`;

/**
 * The static pages and the site's job feeds; each active organization's page and feeds; each active
 * business's with a live job (decision 068).
 */
async function* pageEntries(pool: pg.Pool, publicUrl: string): AsyncGenerator<Entry[]> {
  yield [
    ...STATIC_PUBLIC_PAGES.map((page) => ({ loc: page === '/' ? `${publicUrl}/` : `${publicUrl}${page}` })),
    ...feedEntries(publicUrl, { kind: 'site' }),
  ];
  const room = Math.floor((MAX_SITEMAP_URLS - SITE_ENTRIES) / ENTRIES_PER_OWNER);
  const organizations = await queryRows(
    pool,
    ZIdRow,
    sql`SELECT id FROM organizations WHERE active ORDER BY id LIMIT ${room}`,
  );
  yield organizations.flatMap((row) => [
    { loc: organizationJobsUrl(publicUrl, row.id) },
    ...feedEntries(publicUrl, { kind: 'organization', id: row.id }),
  ]);
  const businesses = await queryRows(
    pool,
    ZIdRow,
    sql`SELECT b.id ${BUSINESSES_WITH_JOBS} ORDER BY b.id LIMIT ${room - organizations.length}`,
  );
  yield businesses.flatMap((row) => [
    { loc: `${publicUrl}${pagePath(PUBLIC_PAGES.businessJobs, { businessId: row.id })}` },
    ...feedEntries(publicUrl, { kind: 'business', id: row.id }),
  ]);
}

async function countPages(pool: pg.Pool): Promise<number> {
  const [row] = await queryRows(
    pool,
    ZCountRow,
    sql`SELECT ((SELECT count(*) FROM organizations WHERE active) + (SELECT count(*) ${BUSINESSES_WITH_JOBS}))::int AS count`,
  );
  return SITE_ENTRIES + (row?.count ?? 0) * ENTRIES_PER_OWNER;
}

/** Indexable jobs, counted only up to `cap` (a large site need not count them all to know it is large). */
async function countJobsUpTo(pool: pg.Pool, cap: number): Promise<number> {
  const [row] = await queryRows(
    pool,
    ZCountRow,
    sql`SELECT count(*)::int AS count FROM (
       SELECT 1 FROM jobs j JOIN businesses b ON b.id = j."businessId" WHERE ${INDEXABLE_JOB} LIMIT ${cap}) capped`,
  );
  return row?.count ?? 0;
}

/**
 * /sitemap.xml: one sitemap with everything while it fits in 50,000 URLs; past that a sitemap index of
 * /sitemaps/pages.xml and one /sitemaps/jobs-{n}.xml per non-empty id range.
 */
export async function mainSitemap(pool: pg.Pool, publicUrl: string): Promise<AsyncIterable<string>> {
  const pages = await countPages(pool);
  const room = Math.max(MAX_SITEMAP_URLS - pages, 0);
  const jobs = await countJobsUpTo(pool, room + 1);
  if (pages <= MAX_SITEMAP_URLS && jobs <= room) {
    return document(
      'urlset',
      (async function* () {
        yield* pageEntries(pool, publicUrl);
        yield* jobEntries(pool, publicUrl, { after: 0, upTo: Number.MAX_SAFE_INTEGER });
      })(),
    );
  }
  return document(
    'sitemapindex',
    (async function* () {
      yield [{ loc: `${publicUrl}/sitemaps/pages.xml` }];
      // One pass over the indexable jobs; the index is fetched far less often than the pages.
      const rows = await queryRows(
        pool,
        ZJobsSitemapRow,
        sql`SELECT ((j.id - 1) / ${raw(String(MAX_SITEMAP_URLS))})::int + 1 AS n, max(j."updatedAt") AT TIME ZONE 'UTC' AS lastmod
           FROM jobs j JOIN businesses b ON b.id = j."businessId"
          WHERE ${INDEXABLE_JOB}
          GROUP BY 1 ORDER BY 1`,
      );
      yield rows.map((row) => ({ loc: `${publicUrl}/sitemaps/jobs-${row.n}.xml`, lastmod: row.lastmod }));
    })(),
  );
}

export function pagesSitemap(pool: pg.Pool, publicUrl: string): AsyncIterable<string> {
  return document('urlset', pageEntries(pool, publicUrl));
}

/** /sitemaps/jobs-{n}.xml, or null when that range holds no indexable job. */
export async function jobsSitemap(pool: pg.Pool, publicUrl: string, n: number): Promise<AsyncIterable<string> | null> {
  const batches = jobEntries(pool, publicUrl, bucketRange(n));
  const first = await batches.next();
  if (first.done || first.value.length === 0) return null;
  return document(
    'urlset',
    (async function* () {
      yield first.value;
      yield* batches;
    })(),
  );
}
