import { queryOptions } from '@tanstack/react-query';
import * as endpoints from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';
import { lookupKeys } from '../../../lib/api/lookups.ts';

/** `GET /api/v1/regions/{id}`. */
export const regionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: lookupKeys.region(id),
    queryFn: ({ signal }) => callEndpoint(endpoints.lookups.region, { params: { id }, signal }),
    retry: false,
  });

/** POST a new region, PUT an existing one, body `region{name}` (spec §7). */
export const saveRegion = (name: string, id: number | null) =>
  id === null
    ? callEndpoint(endpoints.regions.create, { body: { region: { name } } })
    : callEndpoint(endpoints.regions.update, { params: { id }, body: { region: { name } } });
