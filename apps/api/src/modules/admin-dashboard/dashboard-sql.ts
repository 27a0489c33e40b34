import sql, { raw, type Sql } from 'sql-template-tag';
import { z } from 'zod';
import type { DashboardRange } from './dashboard-range.ts';

// Timestamps are UTC in `timestamp` columns; a day compared with them is that day's 00:00 UTC.
const within = (column: Sql, range: DashboardRange) =>
  sql`${column} >= ${range.from}::date AND ${column} < ${range.to}::date + 1`;
/** A column name written in this file (never input). */
const col = (name: string) => raw(name);

const count = z.coerce.number().int();

/** Every user now, and those who signed up within the range, by role. */
export const usersByRole = (range: DashboardRange) => ({
  statement: sql`
    SELECT role::text AS role, count(*) AS total, count(*) FILTER (WHERE ${within(col('"createdAt"'), range)}) AS sign_ups
    FROM users GROUP BY role`,
  row: z.object({ role: z.string(), total: count, sign_ups: count }),
});

/**
 * Live jobs now (a snapshot, whatever the range): the searchable ones, open postings of active businesses,
 * as the search index holds them. Counted through SearchCounts, which keeps the count until the index changes.
 */
export const LIVE_JOBS = { text: 'SELECT count(*)::int AS count FROM search.job_search' } as const;

/**
 * Per week (Monday, UTC) the range touches: sign-ups by role, applications (those through a share link),
 * share-link views and the affiliate funnel. Each source is read through its createdAt index.
 */
export const weekly = (range: DashboardRange) => {
  const week = (column: string) => sql`date_trunc('week', ${col(column)})::date`;
  return {
    statement: sql`
      WITH weeks AS (
        SELECT generate_series(date_trunc('week', ${range.from}::date::timestamp), ${range.to}::date::timestamp, interval '1 week')::date AS week
      ),
      sign_ups AS (
        SELECT ${week('"createdAt"')} AS week,
               count(*) FILTER (WHERE role = 'Hunter') AS hunters,
               count(*) FILTER (WHERE role = 'Employer') AS employers,
               count(*) FILTER (WHERE role = 'Admin') AS admins
        FROM users WHERE ${within(col('"createdAt"'), range)} GROUP BY 1
      ),
      applied AS (
        SELECT ${week('"createdAt"')} AS week, count(*) AS applications, count("shareLinkId") AS referred
        FROM applications WHERE ${within(col('"createdAt"'), range)} GROUP BY 1
      ),
      viewed AS (
        SELECT ${week('"createdAt"')} AS week, count(*) AS views
        FROM share_link_views WHERE ${within(col('"createdAt"'), range)} GROUP BY 1
      ),
      affiliate AS (
        SELECT ${week('"createdAt"')} AS week,
               count(*) FILTER (WHERE type = 'View') AS views,
               count(*) FILTER (WHERE type = 'SignUp') AS sign_ups,
               count(*) FILTER (WHERE type = 'SignUp' AND attributed) AS attributed
        FROM affiliate_link_events WHERE ${within(col('"createdAt"'), range)} GROUP BY 1
      )
      SELECT to_char(w.week, 'YYYY-MM-DD') AS week,
             coalesce(s.hunters, 0) AS hunters, coalesce(s.employers, 0) AS employers, coalesce(s.admins, 0) AS admins,
             coalesce(a.applications, 0) AS applications, coalesce(a.referred, 0) AS referred,
             coalesce(v.views, 0) AS share_link_views,
             coalesce(f.views, 0) AS affiliate_views, coalesce(f.sign_ups, 0) AS affiliate_sign_ups,
             coalesce(f.attributed, 0) AS affiliate_attributed
      FROM weeks w
      LEFT JOIN sign_ups s USING (week) LEFT JOIN applied a USING (week)
      LEFT JOIN viewed v USING (week) LEFT JOIN affiliate f USING (week)
      ORDER BY w.week`,
    row: z.object({
      week: z.string(),
      hunters: count,
      employers: count,
      admins: count,
      applications: count,
      referred: count,
      share_link_views: count,
      affiliate_views: count,
      affiliate_sign_ups: count,
      affiliate_attributed: count,
    }),
  };
};

/**
 * Money and hires within the range: charges billed (created, not voided) and paid (paid within the range),
 * and referral rewards by state (created within the range): pending the employer's payment, earned, issued.
 * Attributed hires are the rewards that were not canceled: each is a hire confirmed through a share link.
 */
export const money = (range: DashboardRange) => ({
  statement: sql`
    SELECT
      (SELECT coalesce(sum("totalAmountCents"), 0) FROM billing_records
        WHERE status <> 'void' AND ${within(col('"createdAt"'), range)}) AS billed_cents,
      (SELECT coalesce(sum("totalAmountCents"), 0) FROM billing_records
        WHERE status = 'paid' AND ${within(col('"paidAt"'), range)}) AS paid_cents,
      count(*) FILTER (WHERE status <> 'canceled') AS attributed_hires,
      count(*) FILTER (WHERE status = 'pending_payment') AS pending_count,
      coalesce(sum("amountCents") FILTER (WHERE status = 'pending_payment'), 0) AS pending_cents,
      count(*) FILTER (WHERE status = 'earned') AS earned_count,
      coalesce(sum("amountCents") FILTER (WHERE status = 'earned'), 0) AS earned_cents,
      count(*) FILTER (WHERE status = 'paid_out') AS issued_count,
      coalesce(sum("amountCents") FILTER (WHERE status = 'paid_out'), 0) AS issued_cents
    FROM referral_rewards WHERE ${within(col('"createdAt"'), range)}`,
  row: z.object({
    billed_cents: count,
    paid_cents: count,
    attributed_hires: count,
    pending_count: count,
    pending_cents: count,
    earned_count: count,
    earned_cents: count,
    issued_count: count,
    issued_cents: count,
  }),
});

/**
 * The figures of each organization (its member businesses) and each region (the businesses of its
 * organizations, each counted once). Only member businesses are read, through their jobs' business index.
 */
export const breakdown = (range: DashboardRange) => ({
  statement: sql`
    WITH members AS (
      SELECT ob."organizationId" AS organization_id, ob."businessId" AS business_id, o."regionId" AS region_id
      FROM organization_businesses ob JOIN organizations o ON o.id = ob."organizationId"
    ),
    member_businesses AS (SELECT DISTINCT business_id FROM members),
    live AS (
      SELECT s."businessId" AS business_id, count(*) AS live_jobs
      FROM member_businesses m JOIN search.job_search s ON s."businessId" = m.business_id GROUP BY 1
    ),
    applied AS (
      SELECT j."businessId" AS business_id, count(*) AS applications, count(a."shareLinkId") AS referred
      FROM member_businesses m JOIN jobs j ON j."businessId" = m.business_id
      JOIN applications a ON a."jobId" = j.id AND ${within(sql`a."createdAt"`, range)}
      GROUP BY 1
    ),
    viewed AS (
      SELECT j."businessId" AS business_id, count(*) AS views
      FROM member_businesses m JOIN jobs j ON j."businessId" = m.business_id
      JOIN share_links s ON s."jobId" = j.id
      JOIN share_link_views v ON v."shareLinkId" = s.id AND ${within(sql`v."createdAt"`, range)}
      GROUP BY 1
    ),
    hired AS (
      SELECT j."businessId" AS business_id, count(*) AS hires
      FROM referral_rewards r JOIN applications a ON a.id = r."applicationId" JOIN jobs j ON j.id = a."jobId"
      JOIN member_businesses m ON m.business_id = j."businessId"
      WHERE r.status <> 'canceled' AND ${within(sql`r."createdAt"`, range)}
      GROUP BY 1
    ),
    billed AS (
      SELECT b."businessId" AS business_id,
             coalesce(sum(b."totalAmountCents") FILTER (WHERE b.status <> 'void' AND ${within(sql`b."createdAt"`, range)}), 0) AS billed,
             coalesce(sum(b."totalAmountCents") FILTER (WHERE b.status = 'paid' AND ${within(sql`b."paidAt"`, range)}), 0) AS paid
      FROM billing_records b JOIN member_businesses m ON m.business_id = b."businessId" GROUP BY 1
    ),
    per_business AS (
      SELECT m.business_id,
             coalesce(l.live_jobs, 0) AS live_jobs, coalesce(a.applications, 0) AS applications,
             coalesce(a.referred, 0) AS referred, coalesce(v.views, 0) AS views, coalesce(h.hires, 0) AS hires,
             coalesce(b.billed, 0) AS billed, coalesce(b.paid, 0) AS paid
      FROM member_businesses m
      LEFT JOIN live l USING (business_id) LEFT JOIN applied a USING (business_id)
      LEFT JOIN viewed v USING (business_id) LEFT JOIN hired h USING (business_id) LEFT JOIN billed b USING (business_id)
    ),
    figures AS (
      SELECT 'organization' AS kind, o.id, o.name, o.active, p.*
      FROM organizations o LEFT JOIN members m ON m.organization_id = o.id
      LEFT JOIN per_business p ON p.business_id = m.business_id
      UNION ALL
      SELECT 'region', r.id, r.name, true, p.*
      FROM regions r LEFT JOIN (SELECT DISTINCT region_id, business_id FROM members) m ON m.region_id = r.id
      LEFT JOIN per_business p ON p.business_id = m.business_id
    )
    SELECT kind, id, name, active,
           coalesce(sum(live_jobs), 0) AS live_jobs, coalesce(sum(applications), 0) AS applications,
           coalesce(sum(views), 0) AS share_link_views, coalesce(sum(referred), 0) AS referred_applications,
           coalesce(sum(hires), 0) AS attributed_hires, coalesce(sum(billed), 0) AS billed_cents,
           coalesce(sum(paid), 0) AS paid_cents
    FROM figures GROUP BY kind, id, name, active ORDER BY kind, name, id`,
  row: z.object({
    kind: z.enum(['organization', 'region']),
    id: z.number().int(),
    name: z.string(),
    active: z.boolean(),
    live_jobs: count,
    applications: count,
    share_link_views: count,
    referred_applications: count,
    attributed_hires: count,
    billed_cents: count,
    paid_cents: count,
  }),
});
