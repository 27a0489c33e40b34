import type { Prisma, Role } from '@mainwork/db';

/** The signed-in user as the API sees it on every request. */
export type SessionUser = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  role: Role;
  businessId: number | null;
  organizationIds: number[];
  referralPaymentMethodId: number | null;
  /** Whether the account's address is confirmed (docs/decisions/051-address-consent.md). */
  emailConfirmed: boolean;
};

export const sessionUserInclude = {
  business: { select: { id: true } },
  organizationAdmins: { select: { organizationId: true } },
} satisfies Prisma.UserInclude;

type UserWithRelations = Prisma.UserGetPayload<{ include: typeof sessionUserInclude }>;

export function toSessionUser(user: UserWithRelations): SessionUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    role: user.role,
    businessId: user.business?.id ?? null,
    organizationIds: user.organizationAdmins.map((admin) => admin.organizationId),
    referralPaymentMethodId: user.referralPaymentMethodId,
    emailConfirmed: user.emailConfirmedAt !== null,
  };
}
