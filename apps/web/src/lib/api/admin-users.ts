import * as endpoints from '../endpoints.ts';
import { requestPage, type QueryOf } from '../api-client.ts';

/**
 * `GET /api/v1/admin/users`: a page of users matching the words and role, and the `total` of all that match;
 * the admin users list and the organization admins picker both ask it.
 */
export const listAdminUsers = (query: QueryOf<typeof endpoints.adminUsers.list>, signal?: AbortSignal) =>
  requestPage(endpoints.adminUsers.list, { query, ...(signal ? { signal } : {}) }).then((answer) => answer.page);
