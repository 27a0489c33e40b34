import { queryOptions } from '@tanstack/react-query';
import * as endpoints from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';
import { applicationKeys } from '../../../lib/api/applications.ts';

/** `GET /api/v1/me/applications`: the candidate's applications, newest first. */
export const myApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: applicationKeys.mine(),
    queryFn: ({ signal }) => callEndpoint(endpoints.applications.mine, { signal }),
  });
