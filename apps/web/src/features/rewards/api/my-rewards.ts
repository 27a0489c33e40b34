import { queryOptions } from '@tanstack/react-query';
import * as endpoints from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';
import { rewardKeys } from './reward-keys.ts';

/** `GET /api/v1/me/rewards`: the referrer's rewards, newest first, with their payouts, codes and gift cards. */
export const myRewardsQueryOptions = () =>
  queryOptions({
    queryKey: rewardKeys.mine(),
    queryFn: ({ signal }) => callEndpoint(endpoints.myRewards.list, { signal }),
  });
