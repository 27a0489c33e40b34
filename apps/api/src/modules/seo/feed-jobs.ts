import type pg from 'pg';
import sql, { raw, type Sql } from 'sql-template-tag';
import { z } from 'zod';
import { FEED_SIZE, pagePath, PUBLIC_PAGES, SITE_NAME, type TFeedSubject, type TJob } from '@mainwork/contracts';
import { queryRows } from '../../infra/database-rows.ts';
import { loadJobs } from '../jobs/job-rows.ts';
import { INDEXABLE_JOB } from './job-page.ts';
import { organizationJobsUrl } from './job-posting.ts';
import { SITE_DESCRIPTION } from './page-heads.ts';

/** One job of a feed: the job as the API shows it, and what only feeds need. */
export type FeedJob = { job: TJob; updatedAt: Date; postalCode: string | null };

/** A feed's jobs and what it says about itself, whatever its format. */
export type Feed = {
  subject: TFeedSubject;
  title: string;
  description: string;
  /** The page that shows the same jobs. */
  pageUrl: string;
  /** Its owner's logo (organization or business), as an absolute URL. */
  logoUrl: string | null;
  jobs: FeedJob[];
  /**
   * When the feed last changed: the newest write to a job, business or organization it draws on, or the
   * newest expiry that has passed. A job that leaves the feed by closing, by expiring or with its business
   * moves it forward, so it never goes back in time while the jobs change.
   */
  changedAt: Date;
};

const ZOwnerRow = z.object({
  name: z.string(),
  tagline: z.string().nullable(),
  logo_file_id: z.number().int().nullable(),
  updated_at: z.date(),
});
const ZFeedRow = z.object({ id: z.number().int(), updated_at: z.date(), postal_code: z.string().nullable() });
const ZChangedRow = z.object({ changed_at: z.date().nullable() });

/** The jobs a feed draws on (live or not); needs `j` and `b`. */
function scopeOf(subject: TFeedSubject): Sql {
  if (subject.kind === 'site') return raw('TRUE');
  if (subject.kind === 'business') return sql`j."businessId" = ${subject.id}`;
  return sql`j."businessId" IN (SELECT ob."businessId" FROM organization_businesses ob WHERE ob."organizationId" = ${subject.id})`;
}

async function ownerOf(pool: pg.Pool, subject: TFeedSubject & { id: number }) {
  const [owner] = await queryRows(
    pool,
    ZOwnerRow,
    subject.kind === 'organization'
      ? sql`SELECT name, tagline, "logoFileId" AS logo_file_id, "updatedAt" AT TIME ZONE 'UTC' AS updated_at
           FROM organizations WHERE id = ${subject.id} AND active`
      : sql`SELECT name, NULL::text AS tagline, "logoFileId" AS logo_file_id, "updatedAt" AT TIME ZONE 'UTC' AS updated_at
           FROM businesses WHERE id = ${subject.id} AND active`,
  );
  return owner ?? null;
}

/**
 * A feed's newest live jobs (the rule search uses, INDEXABLE_JOB), newest posting first, at most
 * FEED_SIZE; null for an unknown or inactive organization or business.
 */
export async function loadFeed(pool: pg.Pool, publicUrl: string, subject: TFeedSubject): Promise<Feed | null> {
  const owner = subject.kind === 'site' ? null : await ownerOf(pool, subject);
  if (subject.kind !== 'site' && !owner) return null;
  const scope = scopeOf(subject);
  const [rows, [changed]] = await Promise.all([
    queryRows(
      pool,
      ZFeedRow,
      sql`SELECT j.id, j."updatedAt" AT TIME ZONE 'UTC' AS updated_at, a.zip AS postal_code
         FROM jobs j JOIN businesses b ON b.id = j."businessId" LEFT JOIN addresses a ON a.id = j."addressId"
        WHERE ${INDEXABLE_JOB} AND ${scope}
        ORDER BY j."postedAt" DESC, j.id DESC
        LIMIT ${FEED_SIZE}`,
    ),
    queryRows(
      pool,
      ZChangedRow,
      sql`SELECT GREATEST(
                max(j."updatedAt"),
                max(b."updatedAt"),
                max(j."expiresAt") FILTER (WHERE j."expiresAt" <= now() AT TIME ZONE 'UTC')
              ) AT TIME ZONE 'UTC' AS changed_at
         FROM jobs j JOIN businesses b ON b.id = j."businessId"
        WHERE ${scope}`,
    ),
  ]);
  const loaded = new Map(
    (
      await loadJobs(
        pool,
        rows.map((row) => row.id),
      )
    ).map((job) => [job.id, job]),
  );
  const jobs = rows.flatMap((row) => {
    const job = loaded.get(row.id);
    return job ? [{ job, updatedAt: row.updated_at, postalCode: row.postal_code?.trim() || null }] : [];
  });
  // Without any job or write yet, the feed is as old as its owner (or the epoch, for an empty site).
  const times = [changed?.changed_at, owner?.updated_at].filter((time): time is Date => Boolean(time));
  const changedAt = new Date(Math.max(0, ...times.map((time) => time.getTime())));
  const logoUrl = owner?.logo_file_id ? `${publicUrl}/api/v1/files/${owner.logo_file_id}` : null;
  if (subject.kind === 'site')
    return {
      subject,
      title: `Jobs | ${SITE_NAME}`,
      description: SITE_DESCRIPTION,
      pageUrl: `${publicUrl}${PUBLIC_PAGES.jobs}`,
      logoUrl,
      jobs,
      changedAt,
    };
  const pageUrl =
    subject.kind === 'organization'
      ? organizationJobsUrl(publicUrl, subject.id)
      : `${publicUrl}${pagePath(PUBLIC_PAGES.businessJobs, { businessId: subject.id })}`;
  return {
    subject,
    title: `${owner!.name} jobs | ${SITE_NAME}`,
    description:
      owner!.tagline?.trim() ||
      (subject.kind === 'organization'
        ? `Open jobs at ${owner!.name} member businesses.`
        : `Open jobs at ${owner!.name}.`),
    pageUrl,
    logoUrl,
    jobs,
    changedAt,
  };
}
