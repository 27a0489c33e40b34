import type { PrismaClient } from '@mainwork/db';
import type { TRegisterFields } from '@mainwork/contracts';
import { AppError, FieldErrors } from '../../http/app-error.ts';
import type { ReceivedUploads } from '../../http/multipart.ts';
import { recordAffiliateSignUp } from '../affiliate-links/service.ts';
import { isAddressGiven, validateAddressInput, type AddressInput } from '../places/address-input.ts';
import { countAddressAttempt, mayMail, type RateLimitSettings } from '../../infra/rate-limits/rate-limiter.ts';
import { newImageRows } from '../../infra/storage/public-images.ts';
import type { PasswordHasher } from '../../infra/password-hashing.ts';
import { passwordProblems } from './password-policy.ts';
import { sessionUserInclude, toSessionUser, type SessionUser } from './session-user.ts';
import { createSession, type SessionPolicy } from './sessions.ts';
import { isUniqueViolation } from '../../infra/database-errors.ts';
import { enqueueMail } from '../../infra/mail/send-mail-job.ts';
import { welcomeEmployerMail } from './mail/welcome-employer.tsx';
import { welcomeHunterMail } from './mail/welcome-hunter.tsx';
import { welcomeTeamMemberMail } from './mail/welcome-team-member.tsx';
import { prepareEmailConfirmation, saveEmailConfirmation } from './email-confirmation.ts';
import { joinByInvitation, usableInvitation } from '../../domain/team-invitations.ts';
import { EMAIL_PATTERN } from '../../domain/email-address.ts';

const BLANK = "can't be blank";
const LOGO_FIELD = 'business[logo]';

/** Digits only; a leading US country code is dropped. */
export function normalizePhone(phone: string | undefined): string | undefined {
  if (!phone) return undefined;
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

type Deps = {
  prisma: PrismaClient;
  passwords: PasswordHasher;
  sessionPolicy: SessionPolicy;
  rateLimits: RateLimitSettings;
  publicUrl: string;
};

async function validateAddress(prisma: PrismaClient, address: AddressInput | undefined, errors: FieldErrors) {
  if (!isAddressGiven(address)) return undefined;
  return validateAddressInput(prisma, address, errors, { requireStreet: true });
}

/**
 * Signs up a Hunter, or an Employer with a business (name, size, optional address and logo), who is its
 * first owner, or an Employer joining a business's team by its invitation (`invitation_token`, for the
 * address it was sent to: docs/decisions/054-team-members.md).
 * Field errors use the spec's keys (§5). Everything is written in one transaction, with the welcome e-mail
 * queued in it. The address starts unconfirmed: the welcome carries the link that confirms it, and until it
 * is followed no alert, digest or reminder goes there (docs/decisions/051-address-consent.md).
 */
export async function registerUser(
  deps: Deps,
  input: {
    fields: TRegisterFields;
    /** The logo, already in storage (checked by content); removed by the caller if sign-up fails. */
    uploads: ReceivedUploads;
    visitorSignature: string | null;
    ip: string;
    userAgent?: string;
  },
): Promise<{ user: SessionUser; token: string; expiresAt: Date }> {
  const { prisma } = deps;
  const { fields } = input;
  await countAddressAttempt(prisma, 'register', deps.rateLimits.register.perAddress, input.ip);

  const errors = new FieldErrors();
  const invitationToken = fields.invitation_token;
  const invitation = invitationToken ? await usableInvitation(prisma, invitationToken) : null;
  const role = invitation ? 'Employer' : (fields.role_name ?? 'Hunter');
  const email = fields.email?.toLowerCase();
  if (!email) errors.add('email', BLANK);
  else if (email.length > 254 || !EMAIL_PATTERN.test(email)) errors.add('email', 'is invalid');
  for (const problem of passwordProblems(fields.password, { email })) errors.add('password', problem);
  for (const field of ['first_name', 'last_name'] as const) {
    if ((fields[field]?.length ?? 0) > 100) errors.add(field, 'is too long (maximum is 100 characters)');
  }
  const phone = normalizePhone(fields.phone);
  if (phone && phone.length !== 10) errors.add('phone', 'is invalid');

  const logo = input.uploads.get(LOGO_FIELD);
  let businessFields: { name: string; employerSize: { connect: { id: number } } } | undefined;
  let address: Awaited<ReturnType<typeof validateAddress>>;
  if (invitation) {
    if (email && email !== invitation.member.email)
      errors.add('email', 'Use the e-mail address the invitation was sent to.');
    if (logo) errors.add('businesses.logo', 'can only be given when signing up with a business');
  } else if (role === 'Employer') {
    if (!phone) errors.add('phone', BLANK);
    const business = fields.business;
    if (!business?.name) errors.add('businesses.name', BLANK);
    else if (business.name.length > 200) errors.add('businesses.name', 'is too long (maximum is 200 characters)');
    const sizeId = business?.employer_size_id;
    let size: { id: number } | null = null;
    if (!sizeId) errors.add('businesses.employer_size', BLANK);
    else if (/^\d{1,9}$/.test(sizeId))
      size = await prisma.employerSize.findUnique({ where: { id: Number(sizeId) }, select: { id: true } });
    if (sizeId && !size) errors.add('businesses.employer_size', 'is invalid');
    address = await validateAddress(prisma, business?.address_attributes, errors);
    if (business?.name && size) businessFields = { name: business.name, employerSize: { connect: { id: size.id } } };
  } else if (logo) {
    errors.add('businesses.logo', 'can only be given when signing up as an employer');
  }
  if (email && !errors.has('email')) {
    const taken = await prisma.user.findUnique({ where: { email }, select: { id: true } });
    if (taken) errors.add('email', 'has already been taken');
  }
  errors.throwIfAny();

  const passwordHash = await deps.passwords.hash(fields.password!);
  // An invitation's link came back from the address it was mailed to: the address is proven, so it is confirmed
  // at once and the welcome names the team instead of asking for a confirmation (decision 054).
  const confirmation = invitation ? null : prepareEmailConfirmation(deps.publicUrl, email!);
  const welcome = await (invitation
    ? welcomeTeamMemberMail({
        to: email!,
        publicUrl: deps.publicUrl,
        firstName: fields.first_name || null,
        businessName: invitation.member.business.name,
        role: invitation.member.role,
      })
    : role === 'Employer'
      ? welcomeEmployerMail({ to: email!, publicUrl: deps.publicUrl, confirmLink: confirmation!.link })
      : welcomeHunterMail({ to: email!, publicUrl: deps.publicUrl, confirmLink: confirmation!.link }));
  // One mailbox, however its address is written, gets a bounded number of such links a day: sign-ups of
  // `dana+1@`, `dana+2@`… past it make their accounts and mail nothing (settings can send the link later).
  const mayWelcome = await mayMail(prisma, 'confirmation', deps.rateLimits.confirmationMailsPerRecipient, email!);
  try {
    return await prisma.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          email: email!,
          passwordHash,
          role,
          firstName: fields.first_name || null,
          lastName: fields.last_name || null,
          phone: phone ?? null,
          ...(invitation ? { emailConfirmedAt: new Date() } : {}),
          ...(role === 'Employer' && businessFields && !invitation
            ? {
                businessMember: {
                  create: {
                    role: 'owner',
                    status: 'active',
                    joinedAt: new Date(),
                    business: {
                      create: {
                        ...businessFields,
                        ...(address ? { address: { create: address } } : {}),
                        ...newImageRows(input.uploads, { logo: LOGO_FIELD }),
                      },
                    },
                  },
                },
              }
            : {}),
        },
      });
      if (invitationToken)
        await joinByInvitation(tx, { token: invitationToken, user: { id: user.id, email: user.email } });
      await recordAffiliateSignUp(tx, {
        affiliateLinkId: fields.al,
        userId: user.id,
        signature: input.visitorSignature,
      });
      if (confirmation) await saveEmailConfirmation(tx, user.id, confirmation);
      // Sent once, on the account being made: it answers the sign-up, as a receipt does.
      if (mayWelcome) await enqueueMail(tx, welcome, { transactional: true });
      const session = await createSession(tx, {
        userId: user.id,
        policy: deps.sessionPolicy,
        ip: input.ip,
        ...(input.userAgent ? { userAgent: input.userAgent } : {}),
      });
      const created = await tx.user.findUniqueOrThrow({ where: { id: user.id }, include: sessionUserInclude });
      return { user: toSessionUser(created), ...session };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.invalid({ email: ['has already been taken'] });
    throw error;
  }
}
