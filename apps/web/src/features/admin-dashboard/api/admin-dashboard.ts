import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

/** `GET /api/v1/admin/dashboard?from=&to=`; without a range the server answers for the last 12 weeks. */
export const adminDashboardQueryOptions = (range: { from?: string; to?: string }) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', range.from ?? null, range.to ?? null],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.adminDashboard.show, {
        signal,
        query: { from: range.from, to: range.to },
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
