import { queryOptions } from '@tanstack/react-query';
import * as endpoints from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

const myOrganizationKeys = {
  all: ['me', 'organizations'] as const,
  detail: (id: number) => [...myOrganizationKeys.all, id] as const,
};

/** `GET /api/v1/me/organizations`: the organizations the user is an admin of. */
export const myOrganizationsQueryOptions = () =>
  queryOptions({
    queryKey: myOrganizationKeys.all,
    queryFn: ({ signal }) => callEndpoint(endpoints.myOrganizations.list, { signal }),
    retry: false,
  });

/** `GET /api/v1/me/organizations/{id}`: its public profile, businesses and feed numbers. */
export const myOrganizationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: myOrganizationKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(endpoints.myOrganizations.show, { params: { id }, signal }),
    retry: false,
  });

export const saveMyOrganization = (id: number, form: FormData) =>
  callEndpoint(endpoints.myOrganizations.update, { params: { id }, body: form });
