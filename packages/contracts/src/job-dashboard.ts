import { z } from 'zod';
import { ZBillingStatus } from './billing.ts';
import { ZId } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';
import { BULK_MAX, DASHBOARD_JOB_STATUSES, DASHBOARD_SORTS } from './job-dashboard-values.ts';
import { ZJobSourceKind } from './job-sources.ts';

export * from './job-dashboard-values.ts';

export const ZDashboardJobStatus = z.enum(DASHBOARD_JOB_STATUSES);

export const ZDashboardSort = z.enum(DASHBOARD_SORTS);

export const ZDashboardJobsQuery = z
  .object({
    /** Part of the title. */
    search: z.string().max(200).optional(),
    status: ZDashboardJobStatus.optional(),
    sort: ZDashboardSort.default('posted_at'),
    direction: z.enum(['asc', 'desc']).default('desc'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type TDashboardJobsQuery = z.input<typeof ZDashboardJobsQuery>;

/** A row of the dashboard: a posting with its dates and counts. */
export const ZDashboardJob = z.object({
  id: z.number().int(),
  title: z.string(),
  status: ZDashboardJobStatus,
  applications_paused: z.boolean(),
  posted_at: z.string(),
  expires_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  /** Visitors of the job's page, each counted once a day; bots and prefetches never. */
  views_count: z.number().int(),
  /** Views of the job's share links (the referrers' links). */
  share_views_count: z.number().int(),
  applications_count: z.number().int(),
  referred_applications_count: z.number().int(),
  hires_count: z.number().int(),
  /** The charge for the hire once the close-out wizard confirmed billing (amount in dollars), else null. */
  charge: z.object({ amount: z.number(), status: ZBillingStatus }).nullable(),
  /** The kind of job source the posting was imported from (decision 062); null for a posting typed in. */
  source: ZJobSourceKind.nullable(),
});
export type TDashboardJob = z.infer<typeof ZDashboardJob>;

/** The dashboard's totals over every posting of the business, whatever the filters. */
export const ZDashboardTotals = z.object({
  jobs_count: z.number().int(),
  live_count: z.number().int(),
  paused_count: z.number().int(),
  closed_count: z.number().int(),
  expired_count: z.number().int(),
  views_count: z.number().int(),
  share_views_count: z.number().int(),
  applications_count: z.number().int(),
  referred_applications_count: z.number().int(),
  hires_count: z.number().int(),
});
export type TDashboardTotals = z.infer<typeof ZDashboardTotals>;

export const ZApplicationsPausedBody = z.object({
  job_ids: z.array(ZId).min(1).max(BULK_MAX),
  applications_paused: z.boolean(),
});
export type TApplicationsPausedBody = z.infer<typeof ZApplicationsPausedBody>;

/** Sent as `{ error: { job: [message] } }` when a closed posting is among those to pause or resume. */
export const CLOSED_JOB_PAUSE_MESSAGE = 'A closed job cannot be paused or resumed.';

const ZBusinessParams = z.object({ business_id: ZId });
const ZBusinessJobParams = z.object({ business_id: ZId, job_id: ZId });
const refusals = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody } as const;

export const jobDashboardEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/businesses/:business_id/jobs',
    summary:
      "The business's postings, closed ones included, with counts; search, status filter, sort; 20 a page, the count in `total` (owner and admins)",
    description:
      "For the business's owners and admins: each posting with views, share views, applications and hires. `search` matches titles, `status` filters, `sort` and `direction` order; `page` selects a page of 20.",
    access: 'signed_in',
    apiKeyScope: 'jobs:read',
    params: ZBusinessParams,
    query: ZDashboardJobsQuery,
    headers: ['total'],
    responses: { 200: z.array(ZDashboardJob), ...refusals },
  }),
  totals: defineEndpoint({
    method: 'GET',
    path: '/api/v1/businesses/:business_id/dashboard',
    summary: "Totals over all the business's postings: by status, views, share views, applications, hires",
    description: "The business's figures over all its postings, for the dashboard's header.",
    access: 'signed_in',
    params: ZBusinessParams,
    responses: { 200: ZDashboardTotals, ...refusals },
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/v1/businesses/:business_id/jobs/:job_id/summary',
    summary: "One posting's dashboard row (the applicants screen's header)",
    description: 'The same figures as a row of the dashboard, for one posting.',
    access: 'signed_in',
    apiKeyScope: 'jobs:read',
    params: ZBusinessJobParams,
    responses: { 200: ZDashboardJob, ...refusals },
  }),
  setApplicationsPaused: defineEndpoint({
    method: 'PATCH',
    path: '/api/v1/businesses/:business_id/jobs/applications_paused',
    summary: 'Pause or resume applications to one or several open postings at once (all or none)',
    description:
      "Pauses or resumes applications on the postings named. If any is not the business's or not open, nothing changes and the answer is 422.",
    access: 'signed_in',
    params: ZBusinessParams,
    body: ZApplicationsPausedBody,
    responses: { 200: z.array(ZDashboardJob), ...refusals, 422: ZErrorBody },
  }),
} as const;
