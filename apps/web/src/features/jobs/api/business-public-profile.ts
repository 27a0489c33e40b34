import { useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

/** `GET /api/v1/businesses/{id}/public_profile`: the employer profile header (spec §3 Business public profile). */
export function useBusinessPublicProfile(businessId: number | null) {
  return useQuery({
    queryKey: ['businesses', businessId, 'public-profile'],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.businesses.publicProfile, { params: { business_id: businessId ?? 0 }, signal }),
    enabled: businessId !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
