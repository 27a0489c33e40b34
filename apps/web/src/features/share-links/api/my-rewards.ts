import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';
import { shareLinkKeys } from './share-link-keys.ts';

/** `GET /api/v1/me/rewards`: the referrer's rewards, newest first, each with its chain of dates. */
export const myRewardsQueryOptions = () =>
  queryOptions({
    queryKey: shareLinkKeys.myRewards(),
    queryFn: ({ signal }) => callEndpoint(endpoints.myRewards.list, { signal }),
  });
