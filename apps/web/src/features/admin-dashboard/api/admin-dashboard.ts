import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as endpoints from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

type DayRange = { from?: string; to?: string };

const adminDashboardKeys = {
  range: (range: DayRange) => ['admin', 'dashboard', range.from ?? null, range.to ?? null] as const,
};

/** `GET /api/v1/admin/dashboard?from=&to=`; without a range the server answers for the last 12 weeks. */
export const adminDashboardQueryOptions = (range: DayRange) =>
  queryOptions({
    queryKey: adminDashboardKeys.range(range),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.adminDashboard.show, {
        signal,
        query: { from: range.from, to: range.to },
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
