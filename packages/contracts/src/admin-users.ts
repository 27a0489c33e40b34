import { z } from 'zod';
import { ZId, ZLookup } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';
import { ADMIN_USERS_PAGE_SIZE, USER_ROLES } from './admin-user-values.ts';

export * from './admin-user-values.ts';

export const ZAdminUsersQuery = z
  .object({
    /** Words of the name or e-mail. */
    search: z.string().max(200).optional(),
    role: z.enum(USER_ROLES).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type TAdminUsersQuery = z.infer<typeof ZAdminUsersQuery>;

export const ZAdminUser = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  /** Name and e-mail as one line, for pickers (spec §3 admins' display_value). */
  display_value: z.string(),
  role: z.enum(USER_ROLES),
  active: z.boolean(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
  business: ZLookup.nullable(),
  organizations: z.array(ZLookup),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserChange = z.object({ user: z.object({ active: z.boolean() }).strict() }).strict();

export const ADMIN_USER_MESSAGES = {
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  deactivated: 'This account has been deactivated. Contact MainWork support to have it reactivated.',
} as const;

export const adminUserEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/users',
    summary: `Users by name or e-mail words and role, newest first; ${ADMIN_USERS_PAGE_SIZE} a page, the count in \`total\``,
    description:
      'For admins: words of names and e-mail addresses, and a role, narrow the list; `page` selects a page of 25.',
    access: 'signed_in',
    query: ZAdminUsersQuery,
    headers: ['total'],
    responses: { 200: z.array(ZAdminUser), 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/v1/admin/users/:id',
    summary: "Deactivate (ends the user's sessions at once) or reactivate a user",
    description:
      'For admins: `{ user: { active: false } }` signs the user out everywhere at once and refuses their sign-ins; `active: true` lets them in again.',
    access: 'signed_in',
    params: z.object({ id: ZId }),
    body: ZAdminUserChange,
    responses: {
      200: ZAdminUser,
      400: ZErrorBody,
      401: ZErrorBody,
      403: ZErrorBody,
      404: ZErrorBody,
      422: ZErrorBody,
    },
  }),
} as const;
