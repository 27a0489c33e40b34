import { queryOptions } from '@tanstack/react-query';
import { type TJobInput } from '@mainwork/contracts';
import * as endpoints from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

const businessJobKeys = {
  detail: (businessId: number, jobId: number) => ['business-jobs', businessId, jobId] as const,
};

/** `GET /api/v1/businesses/{business_id}/jobs/{job_id}`: the job with its reward, promotion code included. */
export const businessJobQueryOptions = (businessId: number, jobId: number) =>
  queryOptions({
    queryKey: businessJobKeys.detail(businessId, jobId),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.businessJobs.show, { params: { business_id: businessId, job_id: jobId }, signal }),
    retry: false,
  });

export const createBusinessJob = (businessId: number, job: TJobInput) =>
  callEndpoint(endpoints.businessJobs.create, { params: { business_id: businessId }, body: { job } });

export const updateBusinessJob = (businessId: number, jobId: number, job: TJobInput) =>
  callEndpoint(endpoints.businessJobs.update, { params: { business_id: businessId, job_id: jobId }, body: { job } });

/** `POST /api/v1/job_extensions?token=`: an expiry reminder's 'Extend 30 days' link keeps the posting open, once. */
export const extendPosting = (token: string) => callEndpoint(endpoints.businessJobs.extend, { query: { token } });
