import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TReferralRewardStatus } from '@mainwork/contracts';
import { callEndpoint, downloadEndpoint, requestPage } from '../../../lib/api-client.ts';
import * as endpoints from '../../../lib/endpoints.ts';

export type RewardsFilter = { status: TReferralRewardStatus | ''; page: number };

export const adminRewardKeys = {
  all: ['admin', 'rewards'] as const,
  list: (filter: RewardsFilter) => [...adminRewardKeys.all, filter] as const,
  totals: (year: number) => [...adminRewardKeys.all, 'totals', year] as const,
};

/** `GET /api/v1/admin/rewards`: a page of referral rewards and the `total` matching. */
export const adminRewardsQueryOptions = (filter: RewardsFilter) =>
  queryOptions({
    queryKey: adminRewardKeys.list(filter),
    queryFn: async ({ signal }) => {
      const { page } = await requestPage(endpoints.adminRewards.list, {
        query: { status: filter.status || undefined, page: filter.page },
        signal,
      });
      return page;
    },
    placeholderData: keepPreviousData,
  });

/** `POST /api/v1/admin/rewards/{id}/issue`: marks an earned reward issued with the admin's reference. */
export const issueReward = (id: number, reference: string) =>
  callEndpoint(endpoints.adminRewards.issue, { params: { id }, body: { reference } });

/** `POST /api/v1/admin/rewards/{id}/retry_payout`: asks Stripe again for a failed payout (a new attempt). */
export const retryPayout = (id: number) => callEndpoint(endpoints.adminRewards.retryPayout, { params: { id } });

/** `GET /api/v1/admin/rewards/totals`: what each referrer was paid in a calendar year, and how. */
export const rewardTotalsQueryOptions = (year: number) =>
  queryOptions({
    queryKey: adminRewardKeys.totals(year),
    queryFn: ({ signal }) => callEndpoint(endpoints.adminRewards.totals, { query: { year }, signal }),
    placeholderData: keepPreviousData,
  });

/** The year's totals as a CSV file. */
export const downloadRewardTotalsCsv = (year: number) =>
  downloadEndpoint(endpoints.adminRewards.totalsCsv, { query: { year } });
