import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { AFFILIATE_EVENTS_PER_PAGE, type TAffiliateLinkEvent, type TAffiliateLinkFields } from '@mainwork/contracts';
import * as endpoints from '../../../lib/endpoints.ts';
import { callEndpoint, nextPageNumber, requestPage, type Page } from '../../../lib/api-client.ts';

export const affiliateLinkKeys = {
  all: ['admin', 'affiliate-links'] as const,
  detail: (id: number) => [...affiliateLinkKeys.all, id] as const,
  events: (id: number, selection: AffiliateEventSelection) =>
    [...affiliateLinkKeys.detail(id), 'events', selection] as const,
};

/** `GET /api/v1/affiliate_links`. */
export const affiliateLinksQueryOptions = () =>
  queryOptions({
    queryKey: affiliateLinkKeys.all,
    queryFn: ({ signal }) => callEndpoint(endpoints.affiliateLinks.list, { signal }),
    retry: false,
  });

/** `GET /api/v1/affiliate_links/{id}`: the link with its counts and funnel. */
export const affiliateLinkQueryOptions = (id: number) =>
  queryOptions({
    queryKey: affiliateLinkKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(endpoints.affiliateLinks.show, { params: { id }, signal }),
    retry: false,
  });

export type AffiliateEventSelection = 'all' | 'views' | 'sign_ups' | 'attributed';

/**
 * `GET /api/v1/affiliate_links/{id}/events?page=n[&selection=…]`, page after page for the infinite scroll:
 * a new selection is a new query, so it starts again from page 1 (spec §4).
 */
export const affiliateLinkEventsQueryOptions = (id: number, selection: AffiliateEventSelection) =>
  infiniteQueryOptions({
    queryKey: affiliateLinkKeys.events(id, selection),
    queryFn: async ({ pageParam, signal }): Promise<Page<TAffiliateLinkEvent>> => {
      const { page } = await requestPage(endpoints.affiliateLinks.events, {
        params: { id },
        query: { page: pageParam, ...(selection === 'all' ? {} : { selection }) },
        signal,
      });
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageNumber(pages, AFFILIATE_EVENTS_PER_PAGE),
    retry: false,
  });

/** POST a new link, PUT an existing one (spec §7). */
export const saveAffiliateLink = (fields: TAffiliateLinkFields, id: number | null) =>
  id === null
    ? callEndpoint(endpoints.affiliateLinks.create, { body: fields })
    : callEndpoint(endpoints.affiliateLinks.update, { params: { id }, body: fields });
