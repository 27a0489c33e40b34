import { useQuery } from '@tanstack/react-query';
import { endpoints } from '../../lib/endpoints.ts';
import { callEndpoint } from '../../lib/api-client.ts';
import { affiliateLinkKey, viewAffiliateLink } from '../../lib/affiliate-link-query.ts';

const LOOKUP_STALE_MS = 60 * 60 * 1000;

/** Number-of-employees options (spec §7: a failed lookup is an empty list). Loaded only when shown. */
export function useEmployerSizes(enabled: boolean) {
  return useQuery({
    queryKey: ['lookups', 'employer-sizes'],
    queryFn: () => callEndpoint(endpoints.lookups.employerSizes).catch(() => []),
    enabled,
    staleTime: LOOKUP_STALE_MS,
  });
}

/** The affiliate link's message shown above the tabs, read without counting a view (`no_event=true`). */
export function useAffiliateLinkMessage(affiliateLinkId: string | undefined) {
  const query = useQuery({
    queryKey: affiliateLinkKey(affiliateLinkId ?? ''),
    queryFn: () => viewAffiliateLink(affiliateLinkId ?? '', { noEvent: true }),
    enabled: Boolean(affiliateLinkId),
    retry: false,
    staleTime: Infinity,
  });
  return query.data?.message?.trim() || undefined;
}
