import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';

/** A calendar day, `YYYY-MM-DD` (UTC). */
const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');

/** `?from=&to=`: inclusive days; the server's default is the last 12 weeks (this week and the 11 before). */
export const ZAdminDashboardQuery = z.object({ from: ZDay.optional(), to: ZDay.optional() });
export type TAdminDashboardQuery = z.infer<typeof ZAdminDashboardQuery>;

const count = z.number().int();
const cents = z.number().int();

export const ZUsersByRole = z.object({ Hunter: count, Employer: count, Admin: count });

/** What is counted in total and per organization and region (a business's jobs, applications, hires, charges). */
export const ZDashboardFigures = z.object({
  live_jobs: count,
  applications: count,
  share_link_views: count,
  referred_applications: count,
  attributed_hires: count,
  billed_cents: cents,
  paid_cents: cents,
});
export type TDashboardFigures = z.infer<typeof ZDashboardFigures>;

/**
 * An organization's or a region's row: its businesses' figures, and the users who belong there (a business's
 * owner, an organization's admins) who signed up, or signed up through an affiliate link, within the range.
 * Affiliate views belong to no business and are not broken down.
 */
export const ZDashboardGroupFigures = ZDashboardFigures.extend({
  sign_ups_by_role: ZUsersByRole,
  affiliate_sign_ups: count,
  affiliate_attributed: count,
});
export type TDashboardGroupFigures = z.infer<typeof ZDashboardGroupFigures>;

export const ZRewardFigure = z.object({ count, amount_cents: cents });

export const ZAdminDashboard = z.object({
  from: z.string(),
  to: z.string(),
  totals: ZDashboardFigures.extend({
    /** Every user now, by role. */
    users_by_role: ZUsersByRole,
    /** Users who signed up within the range, by role. */
    sign_ups_by_role: ZUsersByRole,
    rewards: z.object({ pending: ZRewardFigure, earned: ZRewardFigure, issued: ZRewardFigure }),
    affiliate: z.object({ views: count, sign_ups: count, attributed: count }),
  }),
  /** One row per week (starting Monday, UTC) that the range touches, only counting days within the range. */
  weeks: z.array(
    z.object({
      week: z.string(),
      sign_ups: ZUsersByRole,
      applications: count,
      referred_applications: count,
      share_link_views: count,
      affiliate_views: count,
      affiliate_sign_ups: count,
      affiliate_attributed: count,
    }),
  ),
  organizations: z.array(
    ZDashboardGroupFigures.extend({ id: z.number().int(), name: z.string(), active: z.boolean() }),
  ),
  regions: z.array(ZDashboardGroupFigures.extend({ id: z.number().int(), name: z.string() })),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;

export const adminDashboardEndpoints = {
  show: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/dashboard',
    summary: 'Admin dashboard figures for a date range (default: the last 12 weeks), by week, organization, region',
    description:
      'For admins: sign-ups, postings, applications and hires by week, and the same figures by organization and region. `from` and `to` (inclusive days) choose the range; an invalid range answers 422.',
    access: 'signed_in',
    query: ZAdminDashboardQuery,
    responses: { 200: ZAdminDashboard, 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 422: ZErrorBody },
  }),
} as const;
