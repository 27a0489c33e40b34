import { queryOptions } from '@tanstack/react-query';
import { ApiError, callEndpoint } from '../../../lib/api-client.ts';
import * as endpoints from '../../../lib/endpoints.ts';
import { rewardKeys } from './reward-keys.ts';

/**
 * `GET /api/v1/me/payout_account`: the referrer's payout status, or null when the site does not pay
 * rewards through Stripe (409): the screens then say nothing about payouts.
 */
export const payoutAccountQueryOptions = () =>
  queryOptions({
    queryKey: rewardKeys.payoutAccount(),
    queryFn: async ({ signal }) => {
      try {
        return await callEndpoint(endpoints.myPayoutAccount.show, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) return null;
        throw error;
      }
    },
  });

/** `POST /api/v1/me/payout_account`: Stripe's onboarding link for the referrer. */
export const openPayoutSetup = () => callEndpoint(endpoints.myPayoutAccount.create, {});
