import type { EmailConfirmation, PrismaClient, User } from '@mainwork/db';
import type { TUpdateUserSettingsBody, TUserSettings } from '@mainwork/contracts';
import { AppError, FieldErrors } from '../../http/app-error.ts';
import type { PasswordHasher } from '../../infra/password-hashing.ts';
import type { Pause, RateLimitSettings } from '../../infra/rate-limits/rate-limiter.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import { checkContactFields } from '../applications/contact-fields.ts';
import { checkCurrentPassword } from './current-password.ts';
import { pendingEmailOf, prepareConfirmationMail } from './email-change.ts';

const BLANK = "can't be blank";
const TAKEN = 'has already been taken';

export type AccountDeps = {
  prisma: PrismaClient;
  passwords: PasswordHasher;
  rateLimits: RateLimitSettings;
  pause?: Pause;
  /** Where the notice of a changed e-mail address tells the user to write for help. */
  supportEmail: string;
  publicUrl: string;
};

type UserWithConfirmation = User & { emailConfirmation: EmailConfirmation | null };

function toSettings(user: UserWithConfirmation): TUserSettings {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    referral_payment_method_id: user.referralPaymentMethodId,
    email_confirmed: user.emailConfirmedAt !== null,
    pending_email: pendingEmailOf(user),
  };
}

export async function findAccountSettings(prisma: PrismaClient, userId: number): Promise<TUserSettings> {
  const user = await prisma.user.findUnique({ where: { id: userId }, include: { emailConfirmation: true } });
  if (!user) throw AppError.unauthorized();
  return toSettings(user);
}

/** A present field with nothing in it clears the value; an absent one keeps it (PATCH). */
const given = (value: string | null | undefined) => (value === undefined ? undefined : (value ?? ''));

/** The payment method the user chose: null to clear it, undefined to keep it; refused when unknown. */
async function chosenPaymentMethod(
  prisma: PrismaClient,
  value: TUpdateUserSettingsBody['referral_payment_method_id'],
  errors: FieldErrors,
): Promise<number | null | undefined> {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  const id = typeof value === 'number' ? value : Number(value);
  const exists =
    Number.isInteger(id) && id > 0 && id <= 2_147_483_647
      ? await prisma.paymentMethod.findUnique({ where: { id }, select: { id: true } })
      : null;
  if (!exists) {
    errors.add('referral_payment_method', 'is invalid');
    return undefined;
  }
  return id;
}

/**
 * Changes the user's own settings (spec §2.6, §5): names up to 100 characters, a valid e-mail that no one
 * else uses, a 10-digit phone. A new e-mail needs the current password, whose wrong guesses count as failed
 * log-ins, and does not replace the account's address: it waits as `pending_email` until the single-use
 * link mailed to it is followed (docs/decisions/051-address-consent.md). The referral payment method is only for users who may manage ReferralPaymentMethod; for others the
 * field is ignored, as their form never shows it (docs/decisions/020-account-settings.md).
 */
export async function updateAccountSettings(
  deps: AccountDeps,
  input: { userId: number; ability: AppAbility; body: TUpdateUserSettingsBody; ip: string },
): Promise<TUserSettings> {
  const { prisma } = deps;
  const user = await prisma.user.findUnique({ where: { id: input.userId } });
  if (!user) throw AppError.unauthorized();
  const { body } = input;
  const errors = new FieldErrors();
  const fields = {
    first_name: given(body.first_name),
    last_name: given(body.last_name),
    email: given(body.email),
    phone: given(body.phone),
  };
  const contact = checkContactFields(
    Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    errors,
    { required: false },
  );
  if (fields.email === '') errors.add('email', BLANK);
  const paymentMethodId = input.ability.can('manage', 'ReferralPaymentMethod')
    ? await chosenPaymentMethod(prisma, body.referral_payment_method_id, errors)
    : undefined;

  const newEmail = contact.email && contact.email !== user.email ? contact.email : undefined;
  if (newEmail && !errors.has('email')) {
    const taken = await prisma.user.findFirst({
      where: { email: newEmail, id: { not: user.id } },
      select: { id: true },
    });
    if (taken) errors.add('email', TAKEN);
  }
  errors.throwIfAny();
  if (newEmail) {
    await checkCurrentPassword(deps, {
      user,
      password: body.current_password,
      field: 'current_password',
      ip: input.ip,
    });
  }

  const confirmation = newEmail
    ? await prepareConfirmationMail(deps, { userId: user.id, to: newEmail, purpose: 'change' })
    : null;
  await prisma.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: user.id },
      data: {
        ...(fields.first_name !== undefined ? { firstName: contact.firstName } : {}),
        ...(fields.last_name !== undefined ? { lastName: contact.lastName } : {}),
        ...(fields.phone !== undefined ? { phone: contact.phone } : {}),
        ...(paymentMethodId !== undefined ? { referralPaymentMethodId: paymentMethodId } : {}),
      },
    });
    await confirmation?.store(tx);
  });
  return findAccountSettings(prisma, user.id);
}
