import { z } from 'zod';
import type { Prisma, PrismaClient } from '@mainwork/db';
import { recordAudit } from '../../domain/audit-trail.ts';
import type { StripeCustomers } from '../../infra/billing/stripe-customers.ts';
import type { StripeInvoiceItems } from '../../infra/billing/stripe-invoice-items.ts';
import { enqueue } from '../../infra/queue/queue.ts';
import { ensureStripeCustomer } from '../memberships/stripe-customer-job.ts';

/** The queue a confirmed hire's charge is sent through (added by the resolution's `confirm_billing`). */
export const SEND_INVOICE_ITEM_QUEUE = 'billing.send-invoice-item';

const ZPayload = z.object({ billingRecordId: z.number().int() });

/**
 * Stripe's idempotency key for a charge's invoice item, derived from our row id: a retry after a timeout
 * or a crash between Stripe's answer and our commit gets the item Stripe made first, never a second one.
 */
export function invoiceItemIdempotencyKey(billingRecordId: number): string {
  return `mainwork-billing-record-${billingRecordId}-invoice-item`;
}

/** Queues the sending of a charge, in the transaction that makes (or releases) it. */
export function enqueueSendInvoiceItem(
  tx: Pick<Prisma.TransactionClient, '$executeRaw'>,
  billingRecordId: number,
): Promise<void> {
  return enqueue(tx, SEND_INVOICE_ITEM_QUEUE, { billingRecordId }, { jobKey: `send-invoice-item-${billingRecordId}` });
}

function candidateName(application: { firstName: string | null; lastName: string | null } | null): string | null {
  const name = [application?.firstName, application?.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}

/**
 * Sends a pending charge to Stripe as an invoice item on the business's customer (made first if the
 * business has none yet), then records the item's id once (`WHERE stripe_invoice_item_id IS NULL`).
 * Every parameter comes from the stored row, so a retry sends the very same request with the same key.
 * Without Stripe nothing is sent: the charge stays in our ledger as it is.
 */
export function sendInvoiceItemJob(deps: {
  prisma: PrismaClient;
  customers: StripeCustomers | null;
  invoiceItems: StripeInvoiceItems | null;
}) {
  return async (payload: unknown): Promise<void> => {
    const { billingRecordId } = ZPayload.parse(payload);
    if (!deps.customers || !deps.invoiceItems) return;
    const record = await deps.prisma.billingRecord.findUnique({
      where: { id: billingRecordId },
      select: {
        id: true,
        status: true,
        businessId: true,
        applicationId: true,
        rewardAmountCents: true,
        totalAmountCents: true,
        currency: true,
        stripeInvoiceItemId: true,
        resolution: { select: { id: true, job: { select: { id: true, title: true } } } },
        application: { select: { firstName: true, lastName: true } },
      },
    });
    if (!record || record.status !== 'pending' || record.stripeInvoiceItemId) return;

    const customer = await ensureStripeCustomer({ prisma: deps.prisma, stripe: deps.customers }, record.businessId);
    if (!customer) return;
    const job = record.resolution.job;
    const hire = candidateName(record.application);
    const item = await deps.invoiceItems.create(
      {
        customer,
        amount: record.totalAmountCents,
        currency: record.currency,
        // From the stored row, as every parameter (a retry repeats the request exactly): a hire with no one
        // to reward is billed the platform fee alone (decision 049).
        description: `MainWork hire for ${job.title}${hire ? ` (${hire})` : ''}: ${
          record.rewardAmountCents > 0 ? 'referral reward and platform fee' : 'platform fee (no referral reward due)'
        }`,
        metadata: {
          billing_record_id: String(record.id),
          business_id: String(record.businessId),
          job_id: String(job.id),
          resolution_id: String(record.resolution.id),
          ...(record.applicationId ? { application_id: String(record.applicationId) } : {}),
        },
      },
      invoiceItemIdempotencyKey(record.id),
    );
    await deps.prisma.$transaction(async (tx) => {
      const { count } = await tx.billingRecord.updateMany({
        where: { id: record.id, stripeInvoiceItemId: null },
        data: { stripeInvoiceItemId: item.id },
      });
      if (count === 1) {
        await recordAudit(tx, {
          subjectType: 'BillingRecord',
          subjectId: record.id,
          action: 'send_invoice_item',
          fromState: record.status,
          toState: record.status,
          data: { stripe_invoice_item_id: item.id },
        });
      }
    });
  };
}
