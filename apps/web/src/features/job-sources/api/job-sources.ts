import { queryOptions } from '@tanstack/react-query';
import type { TJobSourceCreate, TJobSourceUpdate } from '@mainwork/contracts';
import { callEndpoint } from '../../../lib/api-client.ts';
import * as endpoints from '../../../lib/endpoints.ts';

export const jobSourceKeys = {
  list: (businessId: number) => ['job-sources', businessId] as const,
  all: ['job-sources', 'all'] as const,
};

/** `GET /api/v1/businesses/{bid}/job_sources`: the business's sources with their health. */
export const jobSourcesQueryOptions = (businessId: number) =>
  queryOptions({
    queryKey: jobSourceKeys.list(businessId),
    queryFn: ({ signal }) => callEndpoint(endpoints.jobSources.list, { params: { business_id: businessId }, signal }),
    // A sync runs in the background: the list looks again while one is under way.
    refetchInterval: (query) => (query.state.data?.some((source) => source.status === 'syncing') ? 3_000 : false),
  });

/** `GET /api/v1/admin/job_sources`: every business's sources (admins). */
export const allJobSourcesQueryOptions = () =>
  queryOptions({
    queryKey: jobSourceKeys.all,
    queryFn: ({ signal }) => callEndpoint(endpoints.jobSources.adminList, { signal }),
  });

export const connectJobSource = (businessId: number, jobSource: TJobSourceCreate['job_source']) =>
  callEndpoint(endpoints.jobSources.create, { params: { business_id: businessId }, body: { job_source: jobSource } });

export const updateJobSource = (businessId: number, id: number, jobSource: TJobSourceUpdate['job_source']) =>
  callEndpoint(endpoints.jobSources.update, {
    params: { business_id: businessId, id },
    body: { job_source: jobSource },
  });

export const removeJobSource = (businessId: number, id: number) =>
  callEndpoint(endpoints.jobSources.remove, { params: { business_id: businessId, id } });

export const syncJobSource = (businessId: number, id: number) =>
  callEndpoint(endpoints.jobSources.sync, { params: { business_id: businessId, id } });
