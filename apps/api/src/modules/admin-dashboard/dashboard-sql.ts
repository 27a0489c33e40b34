import sql, { join, raw, type Sql } from 'sql-template-tag';
import { z } from 'zod';
import { rangeLayers, type DashboardRange } from './dashboard-range.ts';

// Timestamps are UTC in `timestamp` columns; a day compared with them is that day's 00:00 UTC.
const within = (column: Sql, range: DashboardRange) =>
  sql`${column} >= ${range.from}::date AND ${column} < ${range.to}::date + 1`;
/** The same for a `date` column (a UTC day). */
const withinDays = (column: Sql, range: DashboardRange) =>
  sql`${column} BETWEEN ${range.from}::date AND ${range.to}::date`;
/** A column name written in this file (never input). */
const col = (name: string) => raw(name);

/**
 * Applications, referred applications and share-link views of the range per business and week (Monday,
 * UTC), as (week, business_id, applications, referred, views) rows: its whole weeks from
 * `business_weekly_activity`, the days at its ends from `business_daily_activity`, both kept by triggers.
 */
const activityRows = (range: DashboardRange) => {
  const { weeks, days } = rangeLayers(range);
  const parts = days.map(
    (part) => sql`
      SELECT date_trunc('week', day::timestamp)::date AS week, "businessId" AS business_id, applications,
             "referredApplications" AS referred, "shareLinkViews" AS views
      FROM business_daily_activity WHERE ${withinDays(col('day'), part)}`,
  );
  if (weeks)
    parts.unshift(sql`
      SELECT week, "businessId" AS business_id, applications, "referredApplications" AS referred,
             "shareLinkViews" AS views
      FROM business_weekly_activity WHERE ${withinDays(col('week'), weeks)}`);
  return join(parts, ' UNION ALL ');
};

const count = z.coerce.number().int();

/** Every user now, and those who signed up within the range, by role: from the sign-ups kept per day. */
export const usersByRole = (range: DashboardRange) => ({
  statement: sql`
    SELECT role::text AS role, sum(users) AS total,
           coalesce(sum(users) FILTER (WHERE ${withinDays(col('day'), range)}), 0) AS sign_ups
    FROM daily_sign_ups GROUP BY role`,
  row: z.object({ role: z.string(), total: count, sign_ups: count }),
});

/**
 * Live jobs now (a snapshot, whatever the range): the searchable ones, open postings of active businesses,
 * the rows of the search index, as `search.business_live_jobs` counts them per business (kept by trigger).
 */
export const liveJobs = () => ({
  statement: sql`SELECT coalesce(sum("liveJobs"), 0) AS live_jobs FROM search.business_live_jobs`,
  row: z.object({ live_jobs: count }),
});

/**
 * Per week (Monday, UTC) the range touches: sign-ups by role, applications (those through a share link),
 * share-link views and the affiliate funnel. Sign-ups and affiliate events from the counts triggers keep per
 * day (a few rows a day); applications and views from those kept per business and week or day (activityRows).
 */
export const weekly = (range: DashboardRange) => {
  const week = (column: string) => sql`date_trunc('week', ${col(column)})::date`;
  return {
    statement: sql`
      WITH weeks AS (
        SELECT generate_series(date_trunc('week', ${range.from}::date::timestamp), ${range.to}::date::timestamp, interval '1 week')::date AS week
      ),
      sign_ups AS (
        SELECT ${week('day::timestamp')} AS week,
               sum(users) FILTER (WHERE role = 'Hunter') AS hunters,
               sum(users) FILTER (WHERE role = 'Employer') AS employers,
               sum(users) FILTER (WHERE role = 'Admin') AS admins
        FROM daily_sign_ups WHERE ${withinDays(col('day'), range)} GROUP BY 1
      ),
      -- Applications, referred ones and share-link views from the counts kept per business.
      activity AS (
        SELECT week, sum(applications) AS applications, sum(referred) AS referred, sum(views) AS views
        FROM (${activityRows(range)}) rows GROUP BY 1
      ),
      affiliate AS (
        SELECT ${week('day::timestamp')} AS week, sum(views) AS views, sum("signUps") AS sign_ups,
               sum("attributedSignUps") AS attributed
        FROM daily_affiliate_events WHERE ${withinDays(col('day'), range)} GROUP BY 1
      )
      SELECT to_char(w.week, 'YYYY-MM-DD') AS week,
             coalesce(s.hunters, 0) AS hunters, coalesce(s.employers, 0) AS employers, coalesce(s.admins, 0) AS admins,
             coalesce(a.applications, 0) AS applications, coalesce(a.referred, 0) AS referred,
             coalesce(a.views, 0) AS share_link_views,
             coalesce(f.views, 0) AS affiliate_views, coalesce(f.sign_ups, 0) AS affiliate_sign_ups,
             coalesce(f.attributed, 0) AS affiliate_attributed
      FROM weeks w
      LEFT JOIN sign_ups s USING (week) LEFT JOIN activity a USING (week) LEFT JOIN affiliate f USING (week)
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

const ZByRole = { hunters: count, employers: count, admins: count };

/**
 * The figures of each organization and each region, in one statement.
 *
 * A business belongs to its organizations (their member businesses), and to one region: its own
 * (`businesses.regionId`) when it has one, else those of its organizations (each counted once). Its live
 * jobs, applications, share-link views, referred applications, attributed hires and charges belong to it.
 * A user belongs where their business belongs (the employer who owns it) and to the organizations they
 * administer (and those organizations' regions): their sign-up and their affiliate sign-up are counted
 * there, each user once per row. Affiliate views belong to no one (a visitor is a cookie) and are not
 * broken down. The large sources are read from what triggers keep per business: live jobs from
 * `search.business_live_jobs`, applications and share-link views from the counts per business and week
 * (and day at the range's ends, activityRows); hires, charges and users are few and read as they are. Measured
 * cost: decision 021.
 */
export const breakdown = (range: DashboardRange) => ({
  statement: sql`
    WITH business_regions AS (
      SELECT id AS business_id, "regionId" AS region_id FROM businesses WHERE "regionId" IS NOT NULL
      UNION
      SELECT ob."businessId", o."regionId"
      FROM organization_businesses ob
      JOIN organizations o ON o.id = ob."organizationId"
      JOIN businesses b ON b.id = ob."businessId"
      WHERE o."regionId" IS NOT NULL AND b."regionId" IS NULL
    ),
    business_groups AS (
      SELECT 'organization' AS kind, "organizationId" AS group_id, "businessId" AS business_id FROM organization_businesses
      UNION ALL
      SELECT 'region', region_id, business_id FROM business_regions
    ),
    tracked AS (SELECT DISTINCT business_id FROM business_groups),
    user_groups AS (
      SELECT g.kind, g.group_id, m."userId" AS user_id
      FROM business_groups g JOIN business_members m ON m."businessId" = g.business_id AND m.status = 'active'
      UNION
      SELECT 'organization', "organizationId", "userId" FROM organization_admins
      UNION
      SELECT 'region', o."regionId", a."userId"
      FROM organization_admins a JOIN organizations o ON o.id = a."organizationId" WHERE o."regionId" IS NOT NULL
    ),
    activity AS (
      SELECT business_id, sum(applications) AS applications, sum(referred) AS referred, sum(views) AS views
      FROM (${activityRows(range)}) rows
      GROUP BY 1
    ),
    hired AS (
      SELECT j."businessId" AS business_id, count(*) AS hires
      FROM referral_rewards r JOIN applications a ON a.id = r."applicationId" JOIN jobs j ON j.id = a."jobId"
      WHERE r.status <> 'canceled' AND ${within(sql`r."createdAt"`, range)}
      GROUP BY 1
    ),
    billed AS (
      SELECT b."businessId" AS business_id,
             coalesce(sum(b."totalAmountCents") FILTER (WHERE b.status <> 'void' AND ${within(sql`b."createdAt"`, range)}), 0) AS billed,
             coalesce(sum(b."totalAmountCents") FILTER (WHERE b.status = 'paid' AND ${within(sql`b."paidAt"`, range)}), 0) AS paid
      FROM billing_records b
      WHERE ${within(sql`b."createdAt"`, range)} OR ${within(sql`b."paidAt"`, range)}
      GROUP BY 1
    ),
    per_business AS (
      SELECT t.business_id,
             coalesce(l."liveJobs", 0) AS live_jobs, coalesce(a.applications, 0) AS applications,
             coalesce(a.referred, 0) AS referred, coalesce(a.views, 0) AS views, coalesce(h.hires, 0) AS hires,
             coalesce(b.billed, 0) AS billed, coalesce(b.paid, 0) AS paid
      FROM tracked t
      LEFT JOIN search.business_live_jobs l ON l."businessId" = t.business_id
      LEFT JOIN activity a USING (business_id) LEFT JOIN hired h USING (business_id) LEFT JOIN billed b USING (business_id)
    ),
    by_business AS (
      SELECT g.kind, g.group_id,
             sum(p.live_jobs) AS live_jobs, sum(p.applications) AS applications, sum(p.views) AS share_link_views,
             sum(p.referred) AS referred_applications, sum(p.hires) AS attributed_hires,
             sum(p.billed) AS billed_cents, sum(p.paid) AS paid_cents
      FROM business_groups g JOIN per_business p USING (business_id)
      GROUP BY 1, 2
    ),
    affiliate AS (
      SELECT "userId" AS user_id, count(*) AS sign_ups, count(*) FILTER (WHERE attributed) AS attributed
      FROM affiliate_link_events
      WHERE type = 'SignUp' AND "userId" IS NOT NULL AND ${within(col('"createdAt"'), range)}
      GROUP BY 1
    ),
    -- The few users who belong somewhere, each looked up by id (LIMIT keeps the lookup a nested loop:
    -- joined plainly, the planner hashes every user who signed up in the range instead).
    group_users AS (
      SELECT g.kind, g.group_id, u.role, u.signed_up, f.sign_ups, f.attributed
      FROM user_groups g
      CROSS JOIN LATERAL (
        SELECT role, ${within(col('"createdAt"'), range)} AS signed_up FROM users WHERE id = g.user_id LIMIT 1
      ) u
      LEFT JOIN affiliate f ON f.user_id = g.user_id
    ),
    by_user AS (
      SELECT kind, group_id,
             count(*) FILTER (WHERE signed_up AND role = 'Hunter') AS hunters,
             count(*) FILTER (WHERE signed_up AND role = 'Employer') AS employers,
             count(*) FILTER (WHERE signed_up AND role = 'Admin') AS admins,
             coalesce(sum(sign_ups), 0) AS affiliate_sign_ups, coalesce(sum(attributed), 0) AS affiliate_attributed
      FROM group_users
      GROUP BY 1, 2
    ),
    groups AS (
      SELECT 'organization' AS kind, id, name, active FROM organizations
      UNION ALL
      SELECT 'region', id, name, true FROM regions
    )
    SELECT gr.kind, gr.id, gr.name, gr.active,
           coalesce(b.live_jobs, 0) AS live_jobs, coalesce(b.applications, 0) AS applications,
           coalesce(b.share_link_views, 0) AS share_link_views,
           coalesce(b.referred_applications, 0) AS referred_applications,
           coalesce(b.attributed_hires, 0) AS attributed_hires,
           coalesce(b.billed_cents, 0) AS billed_cents, coalesce(b.paid_cents, 0) AS paid_cents,
           coalesce(u.hunters, 0) AS hunters, coalesce(u.employers, 0) AS employers, coalesce(u.admins, 0) AS admins,
           coalesce(u.affiliate_sign_ups, 0) AS affiliate_sign_ups,
           coalesce(u.affiliate_attributed, 0) AS affiliate_attributed
    FROM groups gr
    LEFT JOIN by_business b ON b.kind = gr.kind AND b.group_id = gr.id
    LEFT JOIN by_user u ON u.kind = gr.kind AND u.group_id = gr.id
    ORDER BY gr.kind, gr.name, gr.id`,
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
    ...ZByRole,
    affiliate_sign_ups: count,
    affiliate_attributed: count,
  }),
});
