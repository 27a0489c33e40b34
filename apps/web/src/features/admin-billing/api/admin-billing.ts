import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TBillingStatus } from '@mainwork/contracts';
import { callEndpoint, requestPage } from '../../../lib/api-client.ts';
import * as endpoints from '../../../lib/endpoints.ts';

export type BillingFilter = { status: TBillingStatus | ''; page: number };

export const adminBillingKeys = {
  all: ['admin', 'billing-records'] as const,
  list: (filter: BillingFilter) => [...adminBillingKeys.all, filter] as const,
};

/** `GET /api/v1/admin/billing_records`: a page of charges and the `total` matching. */
export const adminBillingQueryOptions = (filter: BillingFilter) =>
  queryOptions({
    queryKey: adminBillingKeys.list(filter),
    queryFn: async ({ signal }) => {
      const { page } = await requestPage(endpoints.adminBilling.list, {
        query: { status: filter.status || undefined, page: filter.page },
        signal,
      });
      return page;
    },
    placeholderData: keepPreviousData,
  });

/** `POST /api/v1/admin/billing_records/{id}/send`: sends a charge kept as 'not sent' to Stripe. */
export const sendBillingRecord = (id: number) => callEndpoint(endpoints.adminBilling.send, { params: { id } });
