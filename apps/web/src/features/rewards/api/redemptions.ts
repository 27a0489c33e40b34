import { queryOptions } from '@tanstack/react-query';
import * as endpoints from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';
import { rewardKeys } from './reward-keys.ts';

/** `GET /api/v1/redemptions/{code}`: the gift card behind a redemption code. */
export const redemptionQueryOptions = (code: string) =>
  queryOptions({
    queryKey: rewardKeys.redemption(code),
    queryFn: ({ signal }) => callEndpoint(endpoints.redemptions.show, { params: { code }, signal }),
    retry: false,
  });

/** `POST /api/v1/redemptions/{code}/redeem`: the business marks the gift card redeemed (409 the second time). */
export const redeemGiftCard = (code: string) => callEndpoint(endpoints.redemptions.redeem, { params: { code } });
