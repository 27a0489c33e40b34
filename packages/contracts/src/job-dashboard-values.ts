// The employer dashboard's plain values (no zod), for the signed-in screens' first route (decision 046).

/**
 * Where a posting stands on the employer dashboard (docs/decisions/025-employer-dashboard.md): closed once
 * its resolution closed it; expired when still open past its expiry; paused when it takes no new
 * applications; live otherwise.
 */
export const DASHBOARD_JOB_STATUSES = ['live', 'paused', 'closed', 'expired'] as const;
export type TDashboardJobStatus = (typeof DASHBOARD_JOB_STATUSES)[number];

export const DASHBOARD_SORTS = ['posted_at', 'applications', 'views'] as const;
export type TDashboardSort = (typeof DASHBOARD_SORTS)[number];

export const DASHBOARD_PAGE_SIZE = 20;
/** How many jobs one bulk pause or resume may name. */
export const BULK_MAX = 100;
