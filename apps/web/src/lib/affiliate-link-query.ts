import { endpoints } from './endpoints.ts';
import { callEndpoint } from './api-client.ts';

/** By key: counts a view for this visitor. By id with `noEvent`: only reads (the sign-up page's message). */
export const viewAffiliateLink = (keyOrId: string, options: { noEvent?: boolean } = {}) =>
  callEndpoint(endpoints.affiliateLinks.view, {
    params: { key: keyOrId },
    query: options.noEvent ? { no_event: 'true' } : {},
  });

export const affiliateLinkKey = (id: string) => ['affiliate-links', id, 'view'] as const;
