import { queryOptions } from '@tanstack/react-query';
import { type TMembership } from '@mainwork/contracts';
import { endpoints } from '../../../lib/endpoints.ts';
import { ApiError, callEndpoint } from '../../../lib/api-client.ts';

export const membershipKey = ['membership'] as const;

/** `GET /api/v1/settings/new_membership_terms`. */
export const membershipTermsQueryOptions = () =>
  queryOptions({
    queryKey: [...membershipKey, 'terms'],
    queryFn: ({ signal }) => callEndpoint(endpoints.memberships.terms, { signal }),
  });

/** `GET /api/v1/me/membership`: the employer's membership, or null when it has none yet. */
export const myMembershipQueryOptions = () =>
  queryOptions({
    queryKey: [...membershipKey, 'mine'],
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

export const joinMembership = (termsVersion: string) =>
  callEndpoint(endpoints.memberships.create, {
    body: { membership: { accept_terms: true, terms_version: termsVersion } },
  });
