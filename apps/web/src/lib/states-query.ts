import { useQuery } from '@tanstack/react-query';
import { endpoints } from './endpoints.ts';
import { callEndpoint } from './api-client.ts';

const LOOKUP_STALE_MS = 60 * 60 * 1000;

/** US states for an address sub-form (id, name, code); empty when the lookup fails. Loaded only when shown. */
export function useStates(enabled: boolean) {
  return useQuery({
    queryKey: ['lookups', 'states'],
    queryFn: () => callEndpoint(endpoints.lookups.states).catch(() => []),
    enabled,
    staleTime: LOOKUP_STALE_MS,
  });
}
