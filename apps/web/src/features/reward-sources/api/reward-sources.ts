import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

export const rewardSourcesKey = ['reward-sources'] as const;

/** `GET /api/v1/reward_sources` for the admin list: every source, inactive ones too. */
export const rewardSourcesQueryOptions = () =>
  queryOptions({
    queryKey: [...rewardSourcesKey, 'admin'],
    queryFn: ({ signal }) => callEndpoint(endpoints.rewardSources.list, { signal }),
    retry: false,
  });

/** `GET /api/v1/reward_sources/{id}`. */
export const rewardSourceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...rewardSourcesKey, id],
    queryFn: ({ signal }) => callEndpoint(endpoints.rewardSources.show, { params: { id }, signal }),
    retry: false,
  });

/**
 * The Reward Marketplace's search (spec §2.3, §7): active sources only, approved first, by name or keywords
 * and by place.
 */
export const marketplaceQueryOptions = (search: { what: string; where: string }) =>
  queryOptions({
    queryKey: [...rewardSourcesKey, 'marketplace', search.what, search.where],
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
