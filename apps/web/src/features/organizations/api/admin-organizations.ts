import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

const adminOrganizationsKey = ['admin', 'organizations'] as const;

/** `GET /api/v1/admin/organizations`: every organization with its counts. */
export const adminOrganizationsQueryOptions = () =>
  queryOptions({
    queryKey: adminOrganizationsKey,
    queryFn: ({ signal }) => callEndpoint(endpoints.adminOrganizations.list, { signal }),
    retry: false,
  });

/** `GET /api/v1/admin/organizations/{id}`: one organization with its admins and businesses. */
export const adminOrganizationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...adminOrganizationsKey, id],
    queryFn: ({ signal }) => callEndpoint(endpoints.adminOrganizations.show, { params: { id }, signal }),
    retry: false,
  });

export const invalidateAdminOrganizations = { queryKey: adminOrganizationsKey };

/** Spec §7: POST a new organization, or PUT an existing one, as multipart `organization[…]`. */
export const saveOrganization = (form: FormData, id: number | null) =>
  id === null
    ? callEndpoint(endpoints.adminOrganizations.create, { body: form })
    : callEndpoint(endpoints.adminOrganizations.update, { params: { id }, body: form });

/** `GET /api/v1/regions` (spec §7 Lookups) for the region select; a failure leaves it empty (spec §8). */
export const regionsQueryOptions = () =>
  queryOptions({
    queryKey: ['lookups', 'regions'],
    queryFn: async ({ signal }) => {
      try {
        return await callEndpoint(endpoints.lookups.regions, { signal });
      } catch {
        return [];
      }
    },
    staleTime: 60_000,
  });

export type PickerOption = { id: number; label: string };

/** Users matching the typed words (`GET /api/v1/admin/users?search=`), for the Org admins picker. */
export async function searchUsers(search: string, signal?: AbortSignal): Promise<PickerOption[]> {
  const users = await callEndpoint(endpoints.adminUsers.list, { query: { search }, ...(signal ? { signal } : {}) });
  return users.map((user) => ({ id: user.id, label: user.display_value }));
}

/** Businesses matching the typed words (`GET /api/v1/admin/businesses?search=`), for the Businesses picker. */
export async function searchBusinesses(search: string, signal?: AbortSignal): Promise<PickerOption[]> {
  const businesses = await callEndpoint(endpoints.businesses.search, {
    query: { search },
    ...(signal ? { signal } : {}),
  });
  return businesses.map((business) => ({ id: business.id, label: business.name }));
}
