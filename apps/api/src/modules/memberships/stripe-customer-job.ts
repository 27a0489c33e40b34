import { z } from 'zod';
import type { Prisma, PrismaClient } from '@mainwork/db';
import type { StripeCustomers } from '../../infra/billing/stripe-customers.ts';
import { enqueue } from '../../infra/queue/queue.ts';

export const STRIPE_CUSTOMER_QUEUE = 'memberships.stripe-customer';

const ZPayload = z.object({ businessId: z.number().int() });

/**
 * Stripe's idempotency key for a business's customer, derived from our row id: however often the job
 * is retried (a timeout after Stripe made the customer, a crash before we stored its id), Stripe
 * answers with the one customer it made first.
 */
export function stripeCustomerIdempotencyKey(businessId: number): string {
  return `mainwork-business-${businessId}-customer`;
}

/** Queued with the membership, in its transaction: Stripe being down never blocks joining. */
export function enqueueStripeCustomer(
  tx: Pick<Prisma.TransactionClient, '$executeRaw'>,
  businessId: number,
): Promise<void> {
  return enqueue(tx, STRIPE_CUSTOMER_QUEUE, { businessId }, { jobKey: `stripe-customer-${businessId}` });
}

/**
 * The business's Stripe customer id: the stored one, or a customer made now (always with the same
 * parameters and idempotency key, so the membership job and billing racing each other make one) and
 * stored if no other run stored one first. Null for an unknown business.
 */
export async function ensureStripeCustomer(
  deps: { prisma: PrismaClient; stripe: StripeCustomers },
  businessId: number,
): Promise<string | null> {
  const business = await deps.prisma.business.findUnique({
    where: { id: businessId },
    select: { id: true, name: true, stripeCustomerId: true, owner: { select: { email: true } } },
  });
  if (!business) return null;
  if (business.stripeCustomerId) return business.stripeCustomerId;
  const customer = await deps.stripe.create(
    {
      name: business.name,
      email: business.owner?.email ?? null,
      metadata: { business_id: String(business.id) },
    },
    stripeCustomerIdempotencyKey(business.id),
  );
  await deps.prisma.business.updateMany({
    where: { id: business.id, stripeCustomerId: null },
    data: { stripeCustomerId: customer.id },
  });
  return customer.id;
}

/** Makes the business's Stripe customer unless it has one; a failure is retried by the queue. */
export function stripeCustomerJob(deps: { prisma: PrismaClient; stripe: StripeCustomers | null }) {
  return async (payload: unknown): Promise<void> => {
    const { businessId } = ZPayload.parse(payload);
    if (!deps.stripe) return;
    await ensureStripeCustomer({ prisma: deps.prisma, stripe: deps.stripe }, businessId);
  };
}
