import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLookup } from '@mainwork/contracts';
import { endpoints } from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

const LOOKUP_STALE_MS = 60 * 60 * 1000;

/** `GET /api/v1/businesses/{id}`: the business as its owner edits it (full address, size and region ids). */
export const businessQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['businesses', id],
    queryFn: ({ signal }) => callEndpoint(endpoints.businesses.show, { params: { id }, signal }),
    retry: false,
  });

/** `PUT /api/v1/businesses/{id}`, multipart `business[...]`. */
export const saveBusiness = (id: number, form: FormData) =>
  callEndpoint(endpoints.businesses.update, { params: { id }, body: form });

/** Number-of-employees options (spec §7: a failed lookup is an empty list). */
export function useEmployerSizeList() {
  return useQuery<TLookup[]>({
    queryKey: ['lookups', 'employer-sizes'],
    queryFn: ({ signal }) => callEndpoint(endpoints.lookups.employerSizes, { signal }).catch(() => []),
    staleTime: LOOKUP_STALE_MS,
  });
}
