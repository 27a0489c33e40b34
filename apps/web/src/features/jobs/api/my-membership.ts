import { useQuery } from '@tanstack/react-query';
import { myMembershipQueryOptions } from '../../../lib/api/memberships.ts';

/**
 * `GET /api/v1/me/membership`, asked only when `enabled` (spec §6: only if the user may read Membership).
 * `hasMembership` is true only when the call answered with a membership; a failure or 404 counts as none.
 */
export function useHasMembership(enabled: boolean) {
  const query = useQuery({ ...myMembershipQueryOptions(), enabled });
  return {
    hasMembership: enabled && query.isSuccess && query.data !== null,
    settled: !enabled || query.isSuccess || query.isError,
  };
}
