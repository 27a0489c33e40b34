import { queryOptions } from '@tanstack/react-query';
import { type TMembership } from '@mainwork/contracts';
import * as endpoints from '../endpoints.ts';
import { ApiError, callEndpoint } from '../api-client.ts';

export const membershipKeys = {
  all: ['membership'] as const,
  mine: () => [...membershipKeys.all, 'mine'] as const,
  terms: () => [...membershipKeys.all, 'terms'] as const,
};

/** `GET /api/v1/me/membership`: the employer's membership, or null when it has none yet. */
export const myMembershipQueryOptions = () =>
  queryOptions({
    queryKey: membershipKeys.mine(),
    queryFn: async ({ signal }): Promise<TMembership | null> => {
      try {
        return await callEndpoint(endpoints.memberships.mine, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });
