import { useQuery } from '@tanstack/react-query';
import { type TLookup } from '@mainwork/contracts';
import { endpoints } from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

/** The five lookups behind the filters modal; they are the same shape, so one file serves them all. */
export type JobLookupName = 'jobTypes' | 'jobExperienceLevels' | 'jobLocationTypes' | 'jobIndustries' | 'jobFunctions';

/** `GET /api/v1/job_types` and its siblings (spec §7: a failed lookup is an empty list). */
export function useJobLookup(name: JobLookupName, enabled = true) {
  return useQuery<TLookup[]>({
    queryKey: ['lookups', name],
    queryFn: ({ signal }) => callEndpoint(endpoints.lookups[name], { signal }).catch(() => []),
    enabled,
    staleTime: 60 * 60_000,
  });
}
