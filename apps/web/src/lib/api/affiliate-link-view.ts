import { queryOptions } from '@tanstack/react-query';
import * as endpoints from '../endpoints.ts';
import { callEndpoint } from '../api-client.ts';

export const affiliateLinkViewKeys = {
  /** The sign-up page's read of a link's message (no view counted). */
  message: (id: string) => ['affiliate-links', id, 'view'] as const,
};

/** By key: counts a view for this visitor. By id with `noEvent`: only reads (the sign-up page's message). */
export const viewAffiliateLink = (keyOrId: string, options: { noEvent?: boolean } = {}) =>
  callEndpoint(endpoints.affiliateLinks.view, {
    params: { key: keyOrId },
    query: options.noEvent ? { no_event: 'true' } : {},
  });

/** The affiliate link's message, read by id without counting a view (`no_event=true`). */
export const affiliateLinkMessageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: affiliateLinkViewKeys.message(id),
    queryFn: () => viewAffiliateLink(id, { noEvent: true }),
    retry: false,
    staleTime: Infinity,
  });
