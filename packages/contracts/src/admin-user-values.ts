// The admin's user list's plain values (no zod), for the signed-in screens' first route (decision 046).

export const USER_ROLES = ['Hunter', 'Employer', 'Admin'] as const;
export const ADMIN_USERS_PAGE_SIZE = 25;
