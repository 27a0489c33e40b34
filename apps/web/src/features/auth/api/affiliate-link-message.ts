import { useQuery } from '@tanstack/react-query';
import { affiliateLinkMessageQueryOptions } from '../../../lib/api/affiliate-link-view.ts';

/** The affiliate link's message shown above the tabs, read without counting a view (`no_event=true`). */
export function useAffiliateLinkMessage(affiliateLinkId: string | undefined) {
  const query = useQuery({
    ...affiliateLinkMessageQueryOptions(affiliateLinkId ?? ''),
    enabled: Boolean(affiliateLinkId),
  });
  return query.data?.message?.trim() || undefined;
}
