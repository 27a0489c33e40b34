import { createHash, randomBytes } from 'node:crypto';
import type { Prisma } from '@mainwork/db';
import { EMAILED_PAGES, TEAM_MESSAGES, pagePath } from '@mainwork/contracts';
import { AppError } from '../http/app-error.ts';
import { recordAudit } from './audit-trail.ts';
import { firstOwnerId, followOwnerChange } from './business-owner-change.ts';

/** How long a mailed invitation link works. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use invitation link: random, stored hashed, valid 7 days; the token lives only in the link. */
export function prepareInvitationLink(publicUrl: string): { tokenHash: string; link: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return {
    tokenHash: hashOf(token),
    link: `${publicUrl}${pagePath(EMAILED_PAGES.memberInvitation, { token })}`,
    expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
  };
}

const invalidInvitation = () => new AppError('bad_request', TEAM_MESSAGES.invalidInvitation);

/** The invitation a token opens, while it can still be used (not used, not expired, its member still invited); else 400. */
export async function usableInvitation(db: Pick<Prisma.TransactionClient, 'memberInvitation'>, token: string) {
  if (!token || token.length > 200) throw invalidInvitation();
  const invitation = await db.memberInvitation.findUnique({
    where: { tokenHash: hashOf(token) },
    include: {
      member: {
        include: {
          business: { select: { id: true, name: true } },
          invitedBy: { select: { firstName: true, lastName: true, email: true } },
        },
      },
    },
  });
  if (!invitation || invitation.usedAt || invitation.expiresAt.getTime() <= Date.now()) throw invalidInvitation();
  if (invitation.member.status !== 'invited' || !invitation.member.email) throw invalidInvitation();
  return invitation;
}

/**
 * The signed-in (or just signed-up) user joins the team by an invitation's token, in the caller's transaction:
 * the link works once (a conditional update, so two clicks at once make one member), only for the address it
 * was sent to, and only for an account on no other business's team (a user is on one team at most).
 */
export async function joinByInvitation(
  tx: Prisma.TransactionClient,
  input: { token: string; user: { id: number; email: string } },
): Promise<{ memberId: number; businessId: number; businessName: string; role: 'owner' | 'recruiter' }> {
  const invitation = await usableInvitation(tx, input.token);
  const { member } = invitation;
  if (member.email !== input.user.email.toLowerCase()) throw AppError.forbidden(TEAM_MESSAGES.wrongAccount);
  const ownerBefore = await firstOwnerId(tx, member.businessId);
  // The link is spent first (rolled back with the rest if the join is refused): of two accepts at once, the
  // second waits on this row and finds it used (400), rather than finding the first's membership (409).
  const used = await tx.memberInvitation.updateMany({
    where: { id: invitation.id, usedAt: null },
    data: { usedAt: new Date() },
  });
  if (used.count !== 1) throw invalidInvitation();
  const current = await tx.businessMember.findUnique({
    where: { userId: input.user.id },
    select: { businessId: true },
  });
  if (current) {
    if (current.businessId === member.businessId) throw new AppError('conflict', TEAM_MESSAGES.alreadyMember);
    throw new AppError('conflict', TEAM_MESSAGES.otherBusiness);
  }
  const joined = await tx.businessMember.updateMany({
    where: { id: member.id, status: 'invited' },
    data: { status: 'active', userId: input.user.id, email: null, joinedAt: new Date() },
  });
  if (joined.count !== 1) throw invalidInvitation();
  const changeId = await recordAudit(tx, {
    subjectType: 'BusinessMember',
    subjectId: member.id,
    action: 'joined',
    fromState: 'invited',
    toState: 'active',
    actorId: input.user.id,
    data: { businessId: member.businessId, role: member.role },
  });
  await followOwnerChange(tx, { businessId: member.businessId, ownerBefore, changeId });
  return { memberId: member.id, businessId: member.business.id, businessName: member.business.name, role: member.role };
}
