import { z } from 'zod';
import type { PrismaClient } from '@mainwork/db';
import type { StripeCustomers } from '../../infra/billing/stripe-customers.ts';

const ZPayload = z.object({ businessId: z.number().int(), ownerId: z.number().int(), changeId: z.number().int() });

/** Stripe's idempotency key for one owner change of a business (its audit row): a retry repeats, never doubles. */
export function stripeCustomerEmailIdempotencyKey(businessId: number, changeId: number): string {
  return `mainwork-business-${businessId}-customer-email-${changeId}`;
}

/**
 * Gives the business's Stripe customer the address of its first owner (decision 054), after a team change
 * moved it. Nothing to do without Stripe, without a customer yet (it is made with the owner of that time), or
 * when the owner changed again since (that change queued its own job).
 */
export function stripeCustomerEmailJob(deps: { prisma: PrismaClient; stripe: StripeCustomers | null }) {
  return async (payload: unknown): Promise<void> => {
    const { businessId, ownerId, changeId } = ZPayload.parse(payload);
    if (!deps.stripe) return;
    const business = await deps.prisma.business.findUnique({
      where: { id: businessId },
      select: { ownerId: true, stripeCustomerId: true, owner: { select: { email: true } } },
    });
    if (!business?.stripeCustomerId || !business.owner || business.ownerId !== ownerId) return;
    await deps.stripe.updateEmail(
      business.stripeCustomerId,
      business.owner.email,
      stripeCustomerEmailIdempotencyKey(businessId, changeId),
    );
  };
}
