import type { BusinessMemberRole, Prisma, Role } from '@mainwork/db';

/** The signed-in user as the API sees it on every request. */
export type SessionUser = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  role: Role;
  /** The business the user is an active member of (docs/decisions/054-team-members.md), and their role in it. */
  businessId: number | null;
  businessRole: BusinessMemberRole | null;
  organizationIds: number[];
  referralPaymentMethodId: number | null;
  /** Whether the account's address is confirmed (docs/decisions/051-address-consent.md). */
  emailConfirmed: boolean;
};

export const sessionUserInclude = {
  businessMember: { select: { businessId: true, role: true, status: true } },
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
    businessId: user.businessMember?.status === 'active' ? user.businessMember.businessId : null,
    businessRole: user.businessMember?.status === 'active' ? user.businessMember.role : null,
    organizationIds: user.organizationAdmins.map((admin) => admin.organizationId),
    referralPaymentMethodId: user.referralPaymentMethodId,
    emailConfirmed: user.emailConfirmedAt !== null,
  };
}
