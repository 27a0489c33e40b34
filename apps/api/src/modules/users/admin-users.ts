import type { Prisma, PrismaClient } from '@mainwork/db';
import {
  ADMIN_USER_MESSAGES,
  ADMIN_USERS_PAGE_SIZE,
  type TAdminUser,
  type TAdminUsersQuery,
} from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { findPage, type ListPage } from '../../infra/list-queries.ts';
import { matchesTypedWords, typedWords } from '../../infra/search-matching/typed-words.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { userDisplayValue } from './display-value.ts';

function requireUserAdmin(ability: AppAbility): void {
  if (!ability.can('manage', 'users')) throw AppError.forbidden();
}

const userInclude = {
  // The business whose team the user is on (owner or recruiter, decision 054).
  businessMember: { select: { status: true, business: { select: { id: true, name: true } } } },
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
    business: user.businessMember?.status === 'active' ? user.businessMember.business : null,
    organizations: user.organizationAdmins.map((admin) => admin.organization),
  };
}

const newestFirst = [{ createdAt: 'desc' }, { id: 'desc' }] satisfies Prisma.UserOrderByWithRelationInput[];

/**
 * A page of users, newest first, with the count of all that match. A search finds users whose first
 * name, last name or e-mail has every word typed, as a word's start or misspelt (the Reward
 * Marketplace's rule): the names and e-mails of the users in the role are read and matched here, then
 * the page's users are read whole.
 */
export async function listUsers(
  prisma: PrismaClient,
  input: { ability: AppAbility; query: TAdminUsersQuery },
): Promise<ListPage<TAdminUser>> {
  requireUserAdmin(input.ability);
  const where: Prisma.UserWhereInput = input.query.role ? { role: input.query.role } : {};
  const typed = typedWords(input.query.search);
  if (typed.length === 0) {
    const { rows, total } = await findPage({
      page: input.query.page,
      perPage: ADMIN_USERS_PAGE_SIZE,
      rows: (window) => prisma.user.findMany({ where, include: userInclude, orderBy: newestFirst, ...window }),
      count: () => prisma.user.count({ where }),
    });
    return { rows: rows.map(toAdminUser), total };
  }
  const candidates = await prisma.user.findMany({
    where,
    select: { id: true, email: true, firstName: true, lastName: true },
    orderBy: newestFirst,
  });
  const matching = candidates
    .filter((user) => matchesTypedWords(typed, `${user.firstName ?? ''} ${user.lastName ?? ''} ${user.email}`))
    .map((user) => user.id);
  const start = (input.query.page - 1) * ADMIN_USERS_PAGE_SIZE;
  const pageIds = matching.slice(start, start + ADMIN_USERS_PAGE_SIZE);
  const rows = await prisma.user.findMany({ where: { id: { in: pageIds } }, include: userInclude });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    rows: pageIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toAdminUser(row)] : [];
    }),
    total: matching.length,
  };
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
