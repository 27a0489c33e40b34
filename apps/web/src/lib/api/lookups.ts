import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TLookup } from '@mainwork/contracts';
import * as endpoints from '../endpoints.ts';
import { callEndpoint } from '../api-client.ts';

const LOOKUP_STALE_MS = 60 * 60 * 1000;

/** A list of the lookup endpoints (spec §7 Lookups), by its name in the endpoint table. */
export type LookupName = Exclude<keyof typeof endpoints.lookups, 'region'>;
/** The lists of id and name that job forms and filters pick from. */
export type JobLookupName = 'jobTypes' | 'jobExperienceLevels' | 'jobLocationTypes' | 'jobIndustries' | 'jobFunctions';

export const lookupKeys = {
  list: (name: LookupName) => ['lookups', name] as const,
  region: (id: number) => [...lookupKeys.list('regions'), id] as const,
};

/** A job lookup for a select or a filter (spec §7: a failed lookup is an empty list); asked only when `enabled`. */
export function useLookup(name: JobLookupName, enabled = true) {
  return useQuery<TLookup[]>({
    queryKey: lookupKeys.list(name),
    queryFn: ({ signal }) => callEndpoint(endpoints.lookups[name], { signal }).catch(() => []),
    enabled,
    staleTime: LOOKUP_STALE_MS,
  });
}

/** Number-of-employees options (spec §7: a failed lookup is an empty list); asked only when `enabled`. */
export function useEmployerSizes(enabled = true) {
  return useQuery<TLookup[]>({
    queryKey: lookupKeys.list('employerSizes'),
    queryFn: ({ signal }) => callEndpoint(endpoints.lookups.employerSizes, { signal }).catch(() => []),
    enabled,
    staleTime: LOOKUP_STALE_MS,
  });
}

/** US states for an address (id, name, code); empty when the lookup fails. Asked only when `enabled`. */
export function useStates(enabled = true) {
  return useQuery({
    queryKey: lookupKeys.list('states'),
    queryFn: ({ signal }) => callEndpoint(endpoints.lookups.states, { signal }).catch(() => []),
    enabled,
    staleTime: LOOKUP_STALE_MS,
  });
}

/**
 * `GET /api/v1/regions` (spec §7 Lookups): every region, by name, for the admin list and for any form that
 * picks a region (organizations, businesses), where a failure leaves the select empty.
 */
export const regionsQueryOptions = () =>
  queryOptions({
    queryKey: lookupKeys.list('regions'),
    queryFn: ({ signal }) => callEndpoint(endpoints.lookups.regions, { signal }),
    retry: false,
  });
