import { useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

const organizationKeys = {
  list: () => ['organizations', 'list'] as const,
};

/** `GET /api/v1/organizations`: the community job feeds. A failure is an empty list (spec §7). */
export function useOrganizations() {
  return useQuery({
    queryKey: organizationKeys.list(),
    queryFn: ({ signal }) => callEndpoint(endpoints.organizations.list, { signal }).catch(() => []),
    staleTime: 5 * 60_000,
  });
}
