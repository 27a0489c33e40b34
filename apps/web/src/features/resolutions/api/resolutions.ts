import { queryOptions } from '@tanstack/react-query';
import type { TResolution, TResolutionEventBody } from '@mainwork/contracts';
import { ApiError, callEndpoint } from '../../../lib/api-client.ts';
import * as endpoints from '../../../lib/endpoints.ts';

/** A posting the wizard closes: its business and its id. */
export type JobRef = { businessId: number; jobId: number };

export const resolutionKeys = {
  current: ({ businessId, jobId }: JobRef) => ['resolution', businessId, jobId] as const,
  applicants: (job: JobRef) => [...resolutionKeys.current(job), 'applicants'] as const,
  cost: (job: JobRef, id: number) => [...resolutionKeys.current(job), id, 'cost'] as const,
};

const jobParams = ({ businessId, jobId }: JobRef) => ({ business_id: businessId, job_id: jobId });

/** `GET …/resolution`: the posting's resolution, or null when it has none yet (404). */
export const currentResolutionQueryOptions = (job: JobRef) =>
  queryOptions({
    queryKey: resolutionKeys.current(job),
    queryFn: async ({ signal }): Promise<TResolution | null> => {
      try {
        return await callEndpoint(endpoints.resolutions.current, { params: jobParams(job), signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    // The wizard always starts from the server's state (reopening resumes the open resolution).
    staleTime: 0,
    gcTime: 0,
  });

/** `POST …/resolutions`: starts closing the posting, or answers the open resolution as it is. */
export const createResolution = (job: JobRef) => callEndpoint(endpoints.resolutions.create, { params: jobParams(job) });

/** `PUT …/resolutions/{id}`: one event; the server decides the next status. */
export const sendResolutionEvent = (job: JobRef, id: number, body: TResolutionEventBody) =>
  callEndpoint(endpoints.resolutions.update, { params: { ...jobParams(job), id }, body });

/** `GET …/applicants`: whom the employer may name as the hire. */
export const resolutionApplicantsQueryOptions = (job: JobRef) =>
  queryOptions({
    queryKey: resolutionKeys.applicants(job),
    queryFn: ({ signal }) => callEndpoint(endpoints.resolutions.applicants, { params: jobParams(job), signal }),
  });

/** `GET …/resolutions/{id}/cost_for_mw_hires_breakdown`: what confirming costs, and which billing text applies. */
export const costBreakdownQueryOptions = (job: JobRef, id: number) =>
  queryOptions({
    queryKey: resolutionKeys.cost(job, id),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.resolutions.costBreakdown, { params: { ...jobParams(job), id }, signal }),
  });
