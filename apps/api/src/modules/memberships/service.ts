import type { PrismaClient } from '@mainwork/db';
import type { TMembership } from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { canOn, type AppAbility } from '../../permissions/abilities.ts';
import type { SessionUser } from '../auth/session-user.ts';

/** The signed-in employer's membership; 404 when the business has none. */
export async function findMyMembership(
  prisma: PrismaClient,
  user: SessionUser,
  ability: AppAbility,
): Promise<TMembership> {
  if (!ability.can('read', 'Membership') || user.businessId === null) {
    throw AppError.forbidden('Only employers have a membership.');
  }
  const membership = await prisma.membership.findUnique({ where: { businessId: user.businessId } });
  if (!membership) throw AppError.notFound('Membership');
  if (!canOn(ability, 'read', 'Membership', membership)) {
    throw AppError.forbidden();
  }
  return {
    id: membership.id,
    business_id: membership.businessId,
    status: membership.status,
    active: membership.status === 'active',
    terms_version: membership.termsVersion,
    accepted_at: membership.acceptedAt.toISOString(),
  };
}
