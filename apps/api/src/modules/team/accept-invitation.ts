import type { PrismaClient } from '@mainwork/db';
import type { TAcceptedMembership, TMemberInvitationPreview } from '@mainwork/contracts';
import { joinByInvitation, usableInvitation } from '../../domain/team-invitations.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { personName } from '../users/display-value.ts';

/** `GET /api/v1/member_invitations/preview?token=`: what the invitation page shows; 400 for a link that cannot be used. */
export async function previewInvitation(prisma: PrismaClient, token: string): Promise<TMemberInvitationPreview> {
  const { member, expiresAt } = await usableInvitation(prisma, token);
  const inviter = member.invitedBy;
  return {
    email: member.email!,
    role: member.role,
    business_name: member.business.name,
    invited_by: inviter ? (personName(inviter) ?? inviter.email) : null,
    expires_at: expiresAt.toISOString(),
  };
}

/**
 * `POST /api/v1/member_invitations`: the signed-in user joins the team. An account on no team (a Hunter's,
 * say) gains the business's employer side and keeps its own applications and share links.
 */
export async function acceptInvitation(
  prisma: PrismaClient,
  input: { user: SessionUser; token: string },
): Promise<TAcceptedMembership> {
  const joined = await prisma.$transaction((tx) => joinByInvitation(tx, { token: input.token, user: input.user }));
  return {
    id: joined.memberId,
    email: input.user.email,
    name: personName(input.user),
    role: joined.role,
    status: 'active',
    business_id: joined.businessId,
    business_name: joined.businessName,
  };
}
