import type { Membership, PrismaClient } from '@mainwork/db';
import { MEMBERSHIP_REQUIRED_MESSAGE, type TMembership, type TMembershipCreate } from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { canOn, type AppAbility } from '../../permissions/abilities.ts';
import type { SessionUser } from '../auth/session-user.ts';
import { enqueueStripeCustomer } from './stripe-customer-job.ts';
import { currentMembershipTerms } from './terms.ts';

function toMembership(membership: Membership): TMembership {
  return {
    id: membership.id,
    business_id: membership.businessId,
    status: membership.status,
    active: membership.status === 'active',
    terms_version: membership.termsVersion,
    accepted_at: membership.acceptedAt.toISOString(),
  };
}

function employerBusinessId(user: SessionUser, ability: AppAbility, action: 'read' | 'create'): number {
  if (user.businessId === null || !canOn(ability, 'read', 'Membership', { businessId: user.businessId })) {
    throw AppError.forbidden('Only employers have a membership.');
  }
  if (!canOn(ability, action, 'Membership', { businessId: user.businessId })) {
    throw AppError.forbidden('Only an owner of the business can accept the membership terms.');
  }
  return user.businessId;
}

/** The signed-in employer's membership; 404 when the business has none. */
export async function findMyMembership(
  prisma: PrismaClient,
  user: SessionUser,
  ability: AppAbility,
): Promise<TMembership> {
  const businessId = employerBusinessId(user, ability, 'read');
  const membership = await prisma.membership.findUnique({ where: { businessId } });
  if (!membership) throw AppError.notFound('Membership');
  return toMembership(membership);
}

/**
 * Accepts the current terms for the employer's business: the acceptance is recorded with its time, the
 * user and the terms version, and the business's Stripe customer is queued when Stripe is configured.
 * An active membership is returned as it is (a second click changes nothing); a cancelled one is renewed.
 */
export async function joinMembership(
  deps: { prisma: PrismaClient; platformFeePercent: number; stripeConfigured: boolean },
  user: SessionUser,
  ability: AppAbility,
  body: TMembershipCreate,
): Promise<{ membership: TMembership; created: boolean }> {
  const businessId = employerBusinessId(user, ability, 'create');
  const terms = await currentMembershipTerms(deps.prisma, deps.platformFeePercent);
  const errors: Record<string, string[]> = {};
  if (body.membership.accept_terms !== true) errors.accept_terms = ['must be accepted'];
  if (body.membership.terms_version !== terms.version) {
    errors.terms_version = [`is not the current version of the terms (${terms.version}); please read them again`];
  }
  if (Object.keys(errors).length > 0) throw AppError.invalid(errors);

  return deps.prisma.$transaction(async (tx) => {
    // Locks the business row: two clicks at once make one membership and one queued customer.
    await tx.$queryRaw`SELECT id FROM businesses WHERE id = ${businessId} FOR UPDATE`;
    const existing = await tx.membership.findUnique({ where: { businessId } });
    if (existing?.status === 'active') return { membership: toMembership(existing), created: false };
    const accepted = {
      status: 'active' as const,
      termsVersion: terms.version,
      acceptedAt: new Date(),
      acceptedById: user.id,
    };
    const membership = existing
      ? await tx.membership.update({ where: { id: existing.id }, data: { ...accepted, canceledAt: null } })
      : await tx.membership.create({ data: { businessId, ...accepted } });
    if (deps.stripeConfigured) await enqueueStripeCustomer(tx, businessId);
    return { membership: toMembership(membership), created: true };
  });
}

/** Posting a job needs an active membership of the business (DECISIONS "Membership"). */
export async function requireActiveMembership(prisma: PrismaClient, businessId: number): Promise<void> {
  const membership = await prisma.membership.findUnique({ where: { businessId }, select: { status: true } });
  if (membership?.status !== 'active') throw AppError.forbidden(MEMBERSHIP_REQUIRED_MESSAGE);
}
