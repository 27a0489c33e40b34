import { queryOptions } from '@tanstack/react-query';
import * as endpoints from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';
import { membershipKeys } from '../../../lib/api/memberships.ts';

/** `GET /api/v1/settings/new_membership_terms`. */
export const membershipTermsQueryOptions = () =>
  queryOptions({
    queryKey: membershipKeys.terms(),
    queryFn: ({ signal }) => callEndpoint(endpoints.memberships.terms, { signal }),
  });

export const joinMembership = (termsVersion: string) =>
  callEndpoint(endpoints.memberships.create, {
    body: { membership: { accept_terms: true, terms_version: termsVersion } },
  });
