import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../endpoints.ts';
import { callEndpoint } from '../api-client.ts';

export const businessKeys = {
  all: ['businesses'] as const,
  detail: (businessId: number) => [...businessKeys.all, businessId] as const,
  publicProfile: (businessId: number) => [...businessKeys.detail(businessId), 'public-profile'] as const,
};

/**
 * `GET /api/v1/businesses/{id}`: the business as its owner edits it (full address, size and region ids);
 * it answers only its owner (and admins).
 */
export const businessQueryOptions = (businessId: number) =>
  queryOptions({
    queryKey: businessKeys.detail(businessId),
    queryFn: ({ signal }) => callEndpoint(endpoints.businesses.show, { params: { id: businessId }, signal }),
    retry: false,
    // The profile screen's header asks again whether its viewer owns it (useOwnsBusiness) once it shows:
    // the answer the screen has just loaded will do, rather than a second request.
    staleTime: 60_000,
  });

/** `GET /api/v1/businesses/{id}/public_profile`: the employer profile header (spec §3 Business public profile). */
export const businessPublicProfileQueryOptions = (businessId: number) =>
  queryOptions({
    queryKey: businessKeys.publicProfile(businessId),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.businesses.publicProfile, { params: { business_id: businessId }, signal }),
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useBusinessPublicProfile(businessId: number | null) {
  return useQuery({ ...businessPublicProfileQueryOptions(businessId ?? 0), enabled: businessId !== null });
}

/**
 * Spec §6 'Edit job feed': `GET /api/v1/businesses/{id}` as the signed-in user answers only its owner (and
 * admins); true when it returns the same business. False on any failure.
 */
export function useOwnsBusiness(businessId: number, enabled: boolean) {
  const query = useQuery({
    ...businessQueryOptions(businessId),
    enabled,
    select: (business) => business.id === businessId,
  });
  return enabled && query.data === true;
}
