import { queryOptions } from '@tanstack/react-query';
import { endpoints } from './endpoints.ts';
import { callEndpoint } from './api-client.ts';

/** `GET /api/v1/jobs/{id}`: one live job with its reward; 404 for unknown or closed jobs. */
export const jobQueryOptions = (jobId: number) =>
  queryOptions({
    queryKey: ['jobs', 'show', jobId],
    queryFn: ({ signal }) => callEndpoint(endpoints.jobs.show, { params: { id: jobId }, signal }),
    retry: false,
  });
