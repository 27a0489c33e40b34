import type { Prisma } from '@mainwork/db';
import { enqueue } from '../infra/queue/queue.ts';

/** The job that gives the business's Stripe customer the e-mail of its first owner (modules/memberships). */
export const STRIPE_CUSTOMER_EMAIL_QUEUE = 'memberships.stripe-customer-email';

/** The business's first owner (`businesses."ownerId"`, kept by the `business_members` trigger), read in `tx`. */
export async function firstOwnerId(tx: Prisma.TransactionClient, businessId: number): Promise<number | null> {
  const business = await tx.business.findUnique({ where: { id: businessId }, select: { ownerId: true } });
  return business?.ownerId ?? null;
}

/**
 * After a team change in `tx` (a member demoted, removed or joined): when the business's first owner is no
 * longer `ownerBefore`, queues the update of its Stripe customer's e-mail, keyed by the change's audit row
 * (`changeId`), so a retry is the same Stripe request and a later change a new one.
 */
export async function followOwnerChange(
  tx: Prisma.TransactionClient,
  input: { businessId: number; ownerBefore: number | null; changeId: number },
): Promise<void> {
  const ownerId = await firstOwnerId(tx, input.businessId);
  if (ownerId === null || ownerId === input.ownerBefore) return;
  await enqueue(
    tx,
    STRIPE_CUSTOMER_EMAIL_QUEUE,
    { businessId: input.businessId, ownerId, changeId: input.changeId },
    { jobKey: `stripe-customer-email-${input.businessId}` },
  );
}
