import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type TAdminUser } from '@mainwork/contracts';
import * as endpoints from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';
import { listAdminUsers } from '../../../lib/api/admin-users.ts';

export type UsersFilter = { search: string; role: TAdminUser['role'] | ''; page: number };

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (filter: UsersFilter) => [...adminUserKeys.all, filter] as const,
};

/** The admin list's page of users and the `total` count of all that match. */
export const adminUsersQueryOptions = (filter: UsersFilter) =>
  queryOptions({
    queryKey: adminUserKeys.list(filter),
    queryFn: ({ signal }) =>
      listAdminUsers({ search: filter.search.trim(), role: filter.role || undefined, page: filter.page }, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const setUserActive = (id: number, active: boolean) =>
  callEndpoint(endpoints.adminUsers.update, { params: { id }, body: { user: { active } } });
