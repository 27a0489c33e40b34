import { queryOptions } from '@tanstack/react-query';
import * as endpoints from '../endpoints.ts';
import { callEndpoint } from '../api-client.ts';

/** Every query about live jobs starts with `all`, so saving a posting refreshes its page and the searches. */
export const jobKeys = {
  all: ['jobs'] as const,
  detail: (jobId: number) => [...jobKeys.all, 'show', jobId] as const,
};

/** `GET /api/v1/jobs/{id}`: one live job with its reward; 404 for unknown or closed jobs. */
export const jobQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: jobKeys.detail(jobId),
    queryFn: ({ signal }) => callEndpoint(endpoints.jobs.show, { params: { id: jobId }, signal }),
    retry: false,
  });
