import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type TAdminUser } from '@mainwork/contracts';
import { endpoints } from '../../../lib/endpoints.ts';
import { callEndpoint, requestPage } from '../../../lib/api-client.ts';

export const adminUsersKey = ['admin', 'users'] as const;

export type UsersFilter = { search: string; role: TAdminUser['role'] | ''; page: number };

/** `GET /api/v1/admin/users`: a page of users and the `total` count of all that match. */
export const adminUsersQueryOptions = (filter: UsersFilter) =>
  queryOptions({
    queryKey: [...adminUsersKey, filter],
    queryFn: async ({ signal }) => {
      const { page } = await requestPage(endpoints.adminUsers.list, {
        query: { search: filter.search.trim(), role: filter.role || undefined, page: filter.page },
        signal,
      });
      return page;
    },
    placeholderData: keepPreviousData,
    retry: false,
  });

export const setUserActive = (id: number, active: boolean) =>
  callEndpoint(endpoints.adminUsers.update, { params: { id }, body: { user: { active } } });
