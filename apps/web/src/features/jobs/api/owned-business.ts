import { useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

/**
 * Spec §6 'Edit job feed': `GET /api/v1/businesses/{id}` as the signed-in user answers only its owner (and
 * admins); true when it returns the same business. False on any failure.
 */
export function useOwnsBusiness(businessId: number, enabled: boolean) {
  const query = useQuery({
    queryKey: ['businesses', businessId, 'owner-check'],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.businesses.show, { params: { id: businessId }, signal })
        .then((business) => business.id === businessId)
        .catch(() => false),
    enabled,
  });
  return enabled && query.data === true;
}
