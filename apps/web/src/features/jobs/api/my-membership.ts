import { useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

/**
 * `GET /api/v1/me/membership`, asked only when `enabled` (spec §6: only if the user may read Membership).
 * `hasMembership` is true only when the call answered with a membership; a failure or 404 counts as none.
 */
export function useHasMembership(enabled: boolean) {
  const query = useQuery({
    queryKey: ['me', 'membership'],
    queryFn: ({ signal }) => callEndpoint(endpoints.memberships.mine, { signal }),
    enabled,
    retry: false,
  });
  return { hasMembership: enabled && query.isSuccess, settled: !enabled || query.isSuccess || query.isError };
}
