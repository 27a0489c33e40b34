import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../lib/endpoints.ts';
import { callEndpoint, downloadEndpoint } from '../../../lib/api-client.ts';
import { applicationsKey } from '../../../lib/application-queries.ts';

/** `GET /api/v1/me/applications`: the candidate's applications, newest first. */
export const myApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: [...applicationsKey, 'mine'],
    queryFn: ({ signal }) => callEndpoint(endpoints.applications.mine, { signal }),
  });

/** A file the candidate sent with an application. */
export const downloadApplicationFile = (applicationId: number, which: 'resume' | 'cover_letter') =>
  downloadEndpoint(which === 'resume' ? endpoints.applications.resume : endpoints.applications.coverLetter, {
    params: { id: applicationId },
  });
