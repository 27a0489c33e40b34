import type { Prisma, PrismaClient } from '@mainwork/db';
import { TEAM_MESSAGES, type TBusinessMember, type TBusinessMemberCreate, type TMessage } from '@mainwork/contracts';
import { recordAudit } from '../../domain/audit-trail.ts';
import { prepareInvitationLink } from '../../domain/team-invitations.ts';
import { AppError } from '../../http/app-error.ts';
import { isUniqueViolation } from '../../infra/database-errors.ts';
import { enqueueMail } from '../../infra/mail/send-mail-job.ts';
import { countAttempt, countRecipientMail, type RateLimitSettings } from '../../infra/rate-limits/rate-limiter.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import { EMAIL_PATTERN } from '../../domain/email-address.ts';
import { personName } from '../users/display-value.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { memberInvitationMail } from './mail/member-invitation.tsx';
import { assertTeamAccess } from './team-access.ts';
import { memberInclude, toMember } from './team-members.ts';

export type InviteDeps = { prisma: PrismaClient; publicUrl: string; rateLimits: RateLimitSettings };

type InviteInput = { ability: AppAbility; actor: SessionUser; businessId: number };

/**
 * Counts one invitation mail for the inviting account, one for the business (a day's cap over all its owners)
 * and one for the recipient's mailbox (canonical form); 429 past any, before anything is stored or mailed, as
 * the other mail-sending routes do.
 */
async function countInvitationMail(deps: InviteDeps, actorId: number, businessId: number, to: string): Promise<void> {
  await countAttempt(deps.prisma, {
    refuse: [
      { name: 'invitation:account', subject: String(actorId), limit: deps.rateLimits.invitationMailsPerAccount },
      { name: 'invitation:business', subject: String(businessId), limit: deps.rateLimits.invitationMailsPerBusiness },
    ],
  });
  await countRecipientMail(deps.prisma, 'invitation', deps.rateLimits.confirmationMailsPerRecipient, to);
}

/**
 * A new link for an invited address, counted against the limits; `store` keeps it with its mail in the caller's
 * transaction, as the member's only link (the links sent before stop working).
 */
async function prepareInvitation(
  deps: InviteDeps,
  input: {
    actor: SessionUser;
    member: { email: string; role: 'owner' | 'recruiter' };
    businessId: number;
    businessName: string;
  },
) {
  // The mail names the inviter and the business to an address of their choosing: only an inviter whose own
  // address is proven may send it (decision 051), so a fresh account cannot mail strangers.
  if (!input.actor.emailConfirmed) throw AppError.forbidden(TEAM_MESSAGES.confirmAddressFirst);
  await countInvitationMail(deps, input.actor.id, input.businessId, input.member.email);
  const link = prepareInvitationLink(deps.publicUrl);
  const inviterName = personName(input.actor) ?? input.actor.email;
  const mail = await memberInvitationMail({
    to: input.member.email,
    publicUrl: deps.publicUrl,
    businessName: input.businessName,
    inviterName,
    role: input.member.role,
    link: link.link,
  });
  return async (tx: Prisma.TransactionClient, memberId: number) => {
    await tx.memberInvitation.deleteMany({ where: { memberId } });
    await tx.memberInvitation.create({ data: { memberId, tokenHash: link.tokenHash, expiresAt: link.expiresAt } });
    // Transactional: it answers the owner's request for this one address, and is rate-limited per mailbox.
    await enqueueMail(tx, mail, { transactional: true });
  };
}

async function businessName(prisma: PrismaClient, businessId: number): Promise<string> {
  const business = await prisma.business.findUnique({ where: { id: businessId }, select: { name: true } });
  if (!business) throw AppError.notFound('Business');
  return business.name;
}

/** `POST …/members`: invites an address (owners); 201 with the member `invited`, and the mail with its link. */
export async function inviteMember(
  deps: InviteDeps,
  input: InviteInput & { body: TBusinessMemberCreate },
): Promise<TBusinessMember> {
  const { prisma } = deps;
  assertTeamAccess(input.ability, input.businessId, 'manage');
  const email = input.body.member.email.toLowerCase();
  if (!email) throw AppError.invalid({ email: ["can't be blank"] });
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) throw AppError.invalid({ email: ['is invalid'] });
  const name = await businessName(prisma, input.businessId);
  const onTeam = await prisma.businessMember.findFirst({
    where: { businessId: input.businessId, OR: [{ email }, { user: { email } }] },
    select: { status: true },
  });
  if (onTeam) {
    throw new AppError(
      'conflict',
      onTeam.status === 'active' ? TEAM_MESSAGES.alreadyMember : TEAM_MESSAGES.alreadyInvited,
    );
  }
  const { role } = input.body.member;
  const store = await prepareInvitation(deps, {
    actor: input.actor,
    member: { email, role },
    businessId: input.businessId,
    businessName: name,
  });
  try {
    return await prisma.$transaction(async (tx) => {
      const member = await tx.businessMember.create({
        data: { businessId: input.businessId, email, role, status: 'invited', invitedById: input.actor.id },
        include: memberInclude,
      });
      await store(tx, member.id);
      await recordAudit(tx, {
        subjectType: 'BusinessMember',
        subjectId: member.id,
        action: 'invited',
        fromState: null,
        toState: 'invited',
        actorId: input.actor.id,
        data: { businessId: input.businessId, email, role },
      });
      return toMember(member);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', TEAM_MESSAGES.alreadyInvited);
    throw error;
  }
}

/** `POST …/members/{id}/invitation`: the invitation again, with a new link (owners); only for a pending one (409). */
export async function resendInvitation(deps: InviteDeps, input: InviteInput & { memberId: number }): Promise<TMessage> {
  const { prisma } = deps;
  assertTeamAccess(input.ability, input.businessId, 'manage');
  const member = await prisma.businessMember.findFirst({ where: { id: input.memberId, businessId: input.businessId } });
  if (!member) throw AppError.notFound('Member');
  if (member.status !== 'invited' || !member.email) throw new AppError('conflict', TEAM_MESSAGES.onlyInvitations);
  const name = await businessName(prisma, input.businessId);
  const store = await prepareInvitation(deps, {
    actor: input.actor,
    member: { email: member.email, role: member.role },
    businessId: input.businessId,
    businessName: name,
  });
  await prisma.$transaction(async (tx) => {
    await store(tx, member.id);
    await recordAudit(tx, {
      subjectType: 'BusinessMember',
      subjectId: member.id,
      action: 'invitation_resent',
      fromState: 'invited',
      toState: 'invited',
      actorId: input.actor.id,
      data: { businessId: input.businessId },
    });
  });
  return { message: TEAM_MESSAGES.invitationSent };
}
