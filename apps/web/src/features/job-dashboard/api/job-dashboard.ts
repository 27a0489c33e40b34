import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type TDashboardJobStatus, type TDashboardSort } from '@mainwork/contracts';
import * as endpoints from '../../../lib/endpoints.ts';
import { callEndpoint, requestPage } from '../../../lib/api-client.ts';

/** Every query of the dashboard starts with this key, so a pause refreshes the list and the totals together. */
export const dashboardKeys = {
  all: ['job-dashboard'] as const,
  jobs: (businessId: number, filters: DashboardFilters) => [...dashboardKeys.all, businessId, 'jobs', filters] as const,
  totals: (businessId: number) => [...dashboardKeys.all, businessId, 'totals'] as const,
};

export type DashboardFilters = {
  search: string;
  status: TDashboardJobStatus | '';
  sort: TDashboardSort;
  direction: 'asc' | 'desc';
  page: number;
};

/** `GET /api/v1/businesses/{id}/jobs`: a page of postings and the `total` matching. */
export const dashboardJobsQueryOptions = (businessId: number, filters: DashboardFilters) =>
  queryOptions({
    queryKey: dashboardKeys.jobs(businessId, filters),
    queryFn: async ({ signal }) => {
      const { page } = await requestPage(endpoints.jobDashboard.list, {
        params: { business_id: businessId },
        query: {
          search: filters.search || undefined,
          status: filters.status || undefined,
          sort: filters.sort,
          direction: filters.direction,
          page: filters.page,
        },
        signal,
      });
      return page;
    },
    placeholderData: keepPreviousData,
  });

/** `GET /api/v1/businesses/{id}/dashboard`: totals over every posting. */
export const dashboardTotalsQueryOptions = (businessId: number) =>
  queryOptions({
    queryKey: dashboardKeys.totals(businessId),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.jobDashboard.totals, { params: { business_id: businessId }, signal }),
  });

/** Pause or resume applications to these postings, all or none. */
export const setApplicationsPaused = (businessId: number, jobIds: number[], paused: boolean) =>
  callEndpoint(endpoints.jobDashboard.setApplicationsPaused, {
    params: { business_id: businessId },
    body: { job_ids: jobIds, applications_paused: paused },
  });
