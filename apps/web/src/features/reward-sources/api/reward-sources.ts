import { queryOptions } from '@tanstack/react-query';
import * as endpoints from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

export const rewardSourceKeys = {
  all: ['reward-sources'] as const,
  admin: () => [...rewardSourceKeys.all, 'admin'] as const,
  detail: (id: number) => [...rewardSourceKeys.all, id] as const,
  marketplace: (what: string, where: string) => [...rewardSourceKeys.all, 'marketplace', what, where] as const,
};

/** `GET /api/v1/reward_sources` for the admin list: every source, inactive ones too. */
export const rewardSourcesQueryOptions = () =>
  queryOptions({
    queryKey: rewardSourceKeys.admin(),
    queryFn: ({ signal }) => callEndpoint(endpoints.rewardSources.list, { signal }),
    retry: false,
  });

/** `GET /api/v1/reward_sources/{id}`. */
export const rewardSourceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: rewardSourceKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(endpoints.rewardSources.show, { params: { id }, signal }),
    retry: false,
  });

/**
 * The Reward Marketplace's search (spec §2.3, §7): active sources only, approved first, by name or keywords
 * and by place.
 */
export const marketplaceQueryOptions = (search: { what: string; where: string }) =>
  queryOptions({
    queryKey: rewardSourceKeys.marketplace(search.what, search.where),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.rewardSources.list, {
        query: {
          'filters[active_eq]': 'true',
          order_for: 'reward_marketplace',
          what_search_text: search.what,
          where_search_text: search.where,
        },
        signal,
      }),
    retry: false,
  });

/** POST a new source, PUT an existing one: multipart `reward_source[...]` (spec §7). */
export const saveRewardSource = (form: FormData, id: number | null) =>
  id === null
    ? callEndpoint(endpoints.rewardSources.create, { body: form })
    : callEndpoint(endpoints.rewardSources.update, { params: { id }, body: form });
