import { queryOptions } from '@tanstack/react-query';
import { endpoints } from './endpoints.ts';
import { callEndpoint } from './api-client.ts';

export const regionsKey = ['regions'] as const;

/**
 * `GET /api/v1/regions` (spec §7 Lookups): every region, by name, for the admin list and for any form that
 * picks a region (organizations, businesses).
 */
export const regionsQueryOptions = () =>
  queryOptions({
    queryKey: regionsKey,
    queryFn: ({ signal }) => callEndpoint(endpoints.lookups.regions, { signal }),
    retry: false,
  });

/** `GET /api/v1/regions/{id}`. */
export const regionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...regionsKey, id],
    queryFn: ({ signal }) => callEndpoint(endpoints.lookups.region, { params: { id }, signal }),
    retry: false,
  });
