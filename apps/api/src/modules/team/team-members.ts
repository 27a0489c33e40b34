import type { BusinessMember, PrismaClient } from '@mainwork/db';
import { TEAM_MESSAGES, type TBusinessMember, type TBusinessMemberRole } from '@mainwork/contracts';
import { recordAudit } from '../../domain/audit-trail.ts';
import { firstOwnerId, followOwnerChange } from '../../domain/business-owner-change.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import { personName } from '../users/display-value.ts';
import { assertTeamAccess } from './team-access.ts';

type MemberRow = BusinessMember & { user: { email: string; firstName: string | null; lastName: string | null } | null };

export const memberInclude = { user: { select: { email: true, firstName: true, lastName: true } } } as const;

export function toMember(row: MemberRow): TBusinessMember {
  return {
    id: row.id,
    email: row.user?.email ?? row.email ?? '',
    name: row.user ? personName(row.user) : null,
    role: row.role,
    status: row.status,
  };
}

type TeamInput = { ability: AppAbility; businessId: number };

/** The team: active members first (owners, then recruiters), then the invitations, oldest first in each. */
export async function listMembers(prisma: PrismaClient, input: TeamInput): Promise<TBusinessMember[]> {
  assertTeamAccess(input.ability, input.businessId, 'read');
  const rows = await prisma.businessMember.findMany({
    where: { businessId: input.businessId },
    include: memberInclude,
    orderBy: [{ status: 'asc' }, { role: 'asc' }, { id: 'asc' }],
  });
  return rows.map(toMember);
}

/**
 * A member of the business, read and changed in one transaction that first locks the business row: two owners
 * demoting or removing each other at once are taken one after the other, so the last owner always stays.
 * The request's abilities were read from the session before the lock: an owner demoted or removed meanwhile
 * (by the change taken first) is refused 403 here, whichever request reached the session first.
 */
async function changeMember(
  prisma: PrismaClient,
  input: TeamInput & { memberId: number; actorId: number },
  change: (
    member: BusinessMember,
    otherOwners: number,
    tx: Parameters<Parameters<PrismaClient['$transaction']>[0]>[0],
  ) => Promise<number | null>,
): Promise<void> {
  assertTeamAccess(input.ability, input.businessId, 'manage');
  await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM businesses WHERE id = ${input.businessId} FOR UPDATE`;
    if (!input.ability.can('read', 'admin_dashboard')) {
      const stillOwner = await tx.businessMember.count({
        where: { businessId: input.businessId, userId: input.actorId, status: 'active', role: 'owner' },
      });
      if (stillOwner === 0) throw AppError.forbidden(TEAM_MESSAGES.ownersOnly);
    }
    const member = await tx.businessMember.findFirst({ where: { id: input.memberId, businessId: input.businessId } });
    if (!member) throw AppError.notFound('Member');
    const otherOwners = await tx.businessMember.count({
      where: { businessId: input.businessId, status: 'active', role: 'owner', id: { not: member.id } },
    });
    const ownerBefore = await firstOwnerId(tx, input.businessId);
    const changeId = await change(member, otherOwners, tx);
    if (changeId !== null) await followOwnerChange(tx, { businessId: input.businessId, ownerBefore, changeId });
  });
}

const isLastOwner = (member: BusinessMember, otherOwners: number) =>
  member.status === 'active' && member.role === 'owner' && otherOwners === 0;

/** `PUT …/members/{id}`: a member's (or an invitation's) role; the last owner is never demoted (409). */
export async function changeMemberRole(
  prisma: PrismaClient,
  input: TeamInput & { memberId: number; actorId: number; role: TBusinessMemberRole },
): Promise<void> {
  await changeMember(prisma, input, async (member, otherOwners, tx) => {
    if (member.role === input.role) return null;
    if (input.role !== 'owner' && isLastOwner(member, otherOwners)) {
      throw new AppError('conflict', TEAM_MESSAGES.lastOwner);
    }
    await tx.businessMember.update({ where: { id: member.id }, data: { role: input.role } });
    return recordAudit(tx, {
      subjectType: 'BusinessMember',
      subjectId: member.id,
      action: 'role_changed',
      fromState: member.role,
      toState: input.role,
      actorId: input.actorId,
      data: { businessId: input.businessId },
    });
  });
}

/**
 * `DELETE …/members/{id}`: removes a member, who loses the business's side at their next request (their
 * own applications and share links stay theirs), or withdraws an invitation, whose links stop working.
 * The last owner is never removed (409).
 */
export async function removeMember(
  prisma: PrismaClient,
  input: TeamInput & { memberId: number; actorId: number },
): Promise<void> {
  await changeMember(prisma, input, async (member, otherOwners, tx) => {
    if (isLastOwner(member, otherOwners)) throw new AppError('conflict', TEAM_MESSAGES.lastOwner);
    await tx.businessMember.delete({ where: { id: member.id } });
    return recordAudit(tx, {
      subjectType: 'BusinessMember',
      subjectId: member.id,
      action: member.status === 'invited' ? 'invitation_withdrawn' : 'removed',
      fromState: member.status,
      toState: null,
      actorId: input.actorId,
      data: { businessId: input.businessId, userId: member.userId, email: member.email, role: member.role },
    });
  });
}
