import type { Prisma, PrismaClient } from '@mainwork/db';
import {
  ADMIN_USER_MESSAGES,
  ADMIN_USERS_PAGE_SIZE,
  type TAdminUser,
  type TAdminUsersQuery,
} from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { everyWordIn, findPage, type ListPage } from '../../infra/list-queries.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { userDisplayValue } from './display-value.ts';

function requireUserAdmin(ability: AppAbility): void {
  if (!ability.can('manage', 'users')) throw AppError.forbidden();
}

const userInclude = {
  business: { select: { id: true, name: true } },
  organizationAdmins: {
    include: { organization: { select: { id: true, name: true } } },
    orderBy: { organizationId: 'asc' },
  },
} satisfies Prisma.UserInclude;

type UserWithRelations = Prisma.UserGetPayload<{ include: typeof userInclude }>;

function toAdminUser(user: UserWithRelations): TAdminUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    display_value: userDisplayValue(user),
    role: user.role,
    active: user.deactivatedAt === null,
    created_at: user.createdAt.toISOString(),
    last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
    business: user.business,
    organizations: user.organizationAdmins.map((admin) => admin.organization),
  };
}

/** A page of users, newest first, with the count of all that match. */
export async function listUsers(
  prisma: PrismaClient,
  input: { ability: AppAbility; query: TAdminUsersQuery },
): Promise<ListPage<TAdminUser>> {
  requireUserAdmin(input.ability);
  // Every word in the first name, the last name or the e-mail (any case).
  const where: Prisma.UserWhereInput = {
    AND: everyWordIn(input.query.search, ['email', 'firstName', 'lastName']),
    ...(input.query.role ? { role: input.query.role } : {}),
  };
  const { rows, total } = await findPage({
    page: input.query.page,
    perPage: ADMIN_USERS_PAGE_SIZE,
    rows: (window) =>
      prisma.user.findMany({
        where,
        include: userInclude,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...window,
      }),
    count: () => prisma.user.count({ where }),
  });
  return { rows: rows.map(toAdminUser), total };
}

/**
 * Deactivates or reactivates a user. Deactivating ends every session of theirs in the same
 * transaction, so their next request is already signed out; an admin cannot lock themselves out.
 */
export async function changeUserActive(
  prisma: PrismaClient,
  input: { ability: AppAbility; actor: SessionUser; id: number; active: boolean },
): Promise<TAdminUser> {
  requireUserAdmin(input.ability);
  if (!input.active && input.id === input.actor.id)
    throw new AppError('invalid', ADMIN_USER_MESSAGES.cannotDeactivateSelf);
  const updated = await prisma.$transaction(async (tx) => {
    const existing = await tx.user.findUnique({ where: { id: input.id }, select: { id: true, deactivatedAt: true } });
    if (!existing) throw AppError.notFound('User');
    const deactivatedAt = input.active ? null : (existing.deactivatedAt ?? new Date());
    const user = await tx.user.update({ where: { id: input.id }, data: { deactivatedAt }, include: userInclude });
    if (!input.active) await tx.session.deleteMany({ where: { userId: input.id } });
    return user;
  });
  return toAdminUser(updated);
}
