import type pg from 'pg';
import sql, { raw } from 'sql-template-tag';
import { z } from 'zod';
import {
  DASHBOARD_PAGE_SIZE,
  ZBillingStatus,
  ZDashboardJob,
  ZDashboardTotals,
  type TDashboardJob,
  type TDashboardSort,
  type TDashboardTotals,
} from '@mainwork/contracts';
import { assertMayManageBusiness, findBusinessJob } from '../../domain/employer-job-gate.ts';
import { AppError } from '../../http/app-error.ts';
import { queryRows } from '../../infra/database-rows.ts';
import type { ListPage } from '../../infra/list-queries.ts';
import type { AppAbility } from '../../permissions/abilities.ts';

/**
 * The dashboard status of `j` (docs/decisions/025-employer-dashboard.md); past its expiry as the database
 * decides it for every reader (`job_is_unexpired`, docs/decisions/031-resolutions.md, "Live jobs").
 */
const STATUS_SQL = `CASE WHEN NOT j.active THEN 'closed'
  WHEN NOT job_is_unexpired(j."expiresAt") THEN 'expired'
  WHEN j."applicationsPaused" THEN 'paused'
  ELSE 'live' END`;

const ROW = raw(`SELECT j.id, j.title, ${STATUS_SQL} AS status, j."applicationsPaused" AS applications_paused,
    j."postedAt" AT TIME ZONE 'UTC' AS posted_at, j."expiresAt" AT TIME ZONE 'UTC' AS expires_at,
    j."closedAt" AT TIME ZONE 'UTC' AS closed_at,
    j."viewsCount" AS views_count,
    coalesce(c."shareViewsCount", 0) AS share_views_count,
    coalesce(c."applicationsCount", 0) AS applications_count,
    coalesce(c."referredApplicationsCount", 0) AS referred_applications_count,
    coalesce(c."hiresCount", 0) AS hires_count,
    b."totalAmountCents" AS charge_cents, b.status::text AS charge_status, s.kind::text AS source
  FROM jobs j LEFT JOIN job_counters c ON c."jobId" = j.id
    LEFT JOIN job_sources s ON s.id = j."jobSourceId"
    LEFT JOIN resolutions r ON r."jobId" = j.id
    LEFT JOIN billing_records b ON b."resolutionId" = r.id`);

/** The contract's dashboard row as the query reads it: times, and the charge as two columns. */
const ZRow = ZDashboardJob.omit({ charge: true }).extend({
  posted_at: z.date(),
  expires_at: z.date().nullable(),
  closed_at: z.date().nullable(),
  charge_cents: z.number().int().nullable(),
  charge_status: ZBillingStatus.nullable(),
});
type Row = z.infer<typeof ZRow>;

const toDashboardJob = ({ charge_cents, charge_status, ...row }: Row): TDashboardJob => ({
  ...row,
  charge: charge_cents !== null && charge_status ? { amount: charge_cents / 100, status: charge_status } : null,
  posted_at: row.posted_at.toISOString(),
  expires_at: row.expires_at?.toISOString() ?? null,
  closed_at: row.closed_at?.toISOString() ?? null,
});

/** Fixed ORDER BY clauses, one per sort and direction; ties fall back to the newest posting. */
const ORDER_BY: Record<TDashboardSort, (direction: 'ASC' | 'DESC') => string> = {
  posted_at: (direction) => `posted_at ${direction}, id ${direction}`,
  applications: (direction) => `applications_count ${direction}, posted_at DESC, id DESC`,
  views: (direction) => `views_count ${direction}, posted_at DESC, id DESC`,
};
const orderBy = (sort: TDashboardSort, direction: 'ASC' | 'DESC') => raw(ORDER_BY[sort](direction));

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The business's postings for the dashboard, closed ones included: one page of 20 and the number of
 * postings matching. Counts come from job_counters, so the page costs the same however many
 * applications the business has had.
 */
export async function listDashboardJobs(
  pool: pg.Pool,
  input: {
    ability: AppAbility;
    businessId: number;
    search?: string | undefined;
    status?: TDashboardJob['status'] | undefined;
    sort: TDashboardSort;
    direction: 'asc' | 'desc';
    page: number;
  },
): Promise<ListPage<TDashboardJob>> {
  assertMayManageBusiness(input.ability, input.businessId);
  const search = input.search?.trim() ? containing(input.search.trim()) : null;
  const status = input.status ?? null;
  // The same text whatever the filters (a named statement's text never changes): an unset filter is null.
  const filtered = sql`SELECT * FROM (${ROW} WHERE j."businessId" = ${input.businessId}
      AND (${search}::text IS NULL OR j.title ILIKE ${search})) rows
    WHERE ${status}::text IS NULL OR status = ${status}`;
  const direction = input.direction === 'asc' ? 'ASC' : 'DESC';
  // One statement for the page and the count; a named one per order, so each connection plans it once.
  const rows = await queryRows(
    pool,
    ZRow.extend({ total: z.number().int() }),
    sql`SELECT *, count(*) OVER ()::int AS total FROM (${filtered}) matching
      ORDER BY ${orderBy(input.sort, direction)} LIMIT ${raw(String(DASHBOARD_PAGE_SIZE))}
      OFFSET ${(input.page - 1) * DASHBOARD_PAGE_SIZE}`,
    { name: `dashboard-jobs-${input.sort}-${direction}` },
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    // Past the last page: the count alone.
    const [count] = await queryRows(
      pool,
      z.object({ total: z.number().int() }),
      sql`SELECT count(*)::int AS total FROM (${filtered}) matching`,
    );
    total = count?.total ?? 0;
  }
  return { rows: rows.map(({ total: _total, ...row }) => toDashboardJob(row)), total };
}

/** The dashboard rows of these jobs of the business, in id order. */
export async function dashboardJobsByIds(
  pool: Pick<pg.Pool | pg.PoolClient, 'query'>,
  businessId: number,
  ids: number[],
) {
  const rows = await queryRows(
    pool,
    ZRow,
    sql`${ROW} WHERE j."businessId" = ${businessId} AND j.id = ANY(${ids}::int[]) ORDER BY j.id`,
  );
  return rows.map(toDashboardJob);
}

/** One posting's dashboard row. */
export async function findDashboardJob(
  pool: pg.Pool,
  input: { ability: AppAbility; businessId: number; jobId: number },
): Promise<TDashboardJob> {
  await findBusinessJob(pool, input);
  const [job] = await dashboardJobsByIds(pool, input.businessId, [input.jobId]);
  if (!job) throw AppError.notFound('Job');
  return job;
}

/** Totals over every posting of the business. */
export async function dashboardTotals(
  pool: pg.Pool,
  input: { ability: AppAbility; businessId: number },
): Promise<TDashboardTotals> {
  assertMayManageBusiness(input.ability, input.businessId);
  const [totals] = await queryRows(
    pool,
    ZDashboardTotals,
    sql`SELECT count(*)::int AS jobs_count,
        count(*) FILTER (WHERE status = 'live')::int AS live_count,
        count(*) FILTER (WHERE status = 'paused')::int AS paused_count,
        count(*) FILTER (WHERE status = 'closed')::int AS closed_count,
        count(*) FILTER (WHERE status = 'expired')::int AS expired_count,
        coalesce(sum(views_count), 0)::int AS views_count,
        coalesce(sum(share_views_count), 0)::int AS share_views_count,
        coalesce(sum(applications_count), 0)::int AS applications_count,
        coalesce(sum(referred_applications_count), 0)::int AS referred_applications_count,
        coalesce(sum(hires_count), 0)::int AS hires_count
      FROM (${ROW} WHERE j."businessId" = ${input.businessId}) rows`,
  );
  return totals!;
}
