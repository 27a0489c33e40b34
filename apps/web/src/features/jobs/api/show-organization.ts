import { useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

const organizationKeys = {
  detail: (organizationId: number) => ['organizations', organizationId] as const,
};

/** `GET /api/v1/organizations/{id}`: the organization's header, join link and member businesses. */
export function useOrganization(organizationId: number | null) {
  return useQuery({
    queryKey: organizationKeys.detail(organizationId ?? 0),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.organizations.show, { params: { organization_id: organizationId ?? 0 }, signal }),
    enabled: organizationId !== null,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
