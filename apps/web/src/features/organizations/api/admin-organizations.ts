import { queryOptions } from '@tanstack/react-query';
import * as endpoints from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';
import { listAdminUsers } from '../../../lib/api/admin-users.ts';

export const adminOrganizationKeys = {
  all: ['admin', 'organizations'] as const,
  detail: (id: number) => [...adminOrganizationKeys.all, id] as const,
};

/** `GET /api/v1/admin/organizations`: every organization with its counts. */
export const adminOrganizationsQueryOptions = () =>
  queryOptions({
    queryKey: adminOrganizationKeys.all,
    queryFn: ({ signal }) => callEndpoint(endpoints.adminOrganizations.list, { signal }),
    retry: false,
  });

/** `GET /api/v1/admin/organizations/{id}`: one organization with its admins and businesses. */
export const adminOrganizationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminOrganizationKeys.detail(id),
    queryFn: ({ signal }) => callEndpoint(endpoints.adminOrganizations.show, { params: { id }, signal }),
    retry: false,
  });

/** Spec §7: POST a new organization, or PUT an existing one, as multipart `organization[…]`. */
export const saveOrganization = (form: FormData, id: number | null) =>
  id === null
    ? callEndpoint(endpoints.adminOrganizations.create, { body: form })
    : callEndpoint(endpoints.adminOrganizations.update, { params: { id }, body: form });

export type PickerOption = { id: number; label: string };

/** Users matching the typed words (`GET /api/v1/admin/users?search=`), for the Org admins picker. */
export async function searchUsers(search: string, signal?: AbortSignal): Promise<PickerOption[]> {
  const users = await listAdminUsers({ search }, signal);
  return users.items.map((user) => ({ id: user.id, label: user.display_value }));
}

/** Businesses matching the typed words (`GET /api/v1/admin/businesses?search=`), for the Businesses picker. */
export async function searchBusinesses(search: string, signal?: AbortSignal): Promise<PickerOption[]> {
  const businesses = await callEndpoint(endpoints.businesses.search, {
    query: { search },
    ...(signal ? { signal } : {}),
  });
  return businesses.map((business) => ({ id: business.id, label: business.name }));
}
