import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TJobInput, type TLookup, type TState } from '@mainwork/contracts';
import { endpoints } from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

const LOOKUP_STALE_MS = 60 * 60 * 1000;

/** `GET /api/v1/businesses/{business_id}/jobs/{job_id}`: the job with its reward, promotion code included. */
export const businessJobQueryOptions = (businessId: number, jobId: number) =>
  queryOptions({
    queryKey: ['business-jobs', businessId, jobId],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.businessJobs.show, { params: { business_id: businessId, job_id: jobId }, signal }),
    retry: false,
  });

export const createBusinessJob = (businessId: number, job: TJobInput) =>
  callEndpoint(endpoints.businessJobs.create, { params: { business_id: businessId }, body: { job } });

export const updateBusinessJob = (businessId: number, jobId: number, job: TJobInput) =>
  callEndpoint(endpoints.businessJobs.update, { params: { business_id: businessId, job_id: jobId }, body: { job } });

type LookupName = 'jobTypes' | 'jobExperienceLevels' | 'jobLocationTypes' | 'jobIndustries' | 'jobFunctions';

/** A lookup list for the job form's selects (spec §7: a failed lookup is an empty list). */
export function useLookup(name: LookupName) {
  return useQuery<TLookup[]>({
    queryKey: ['lookups', name],
    queryFn: ({ signal }) => callEndpoint(endpoints.lookups[name], { signal }).catch(() => []),
    staleTime: LOOKUP_STALE_MS,
  });
}

export function useStateList() {
  return useQuery<TState[]>({
    queryKey: ['lookups', 'states'],
    queryFn: ({ signal }) => callEndpoint(endpoints.lookups.states, { signal }).catch(() => []),
    staleTime: LOOKUP_STALE_MS,
  });
}
