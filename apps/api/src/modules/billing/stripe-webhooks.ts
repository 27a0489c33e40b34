import { z } from 'zod';
import type { BillingStatus, Prisma, PrismaClient } from '@mainwork/db';
import { moveState } from '../../domain/move-state.ts';
import { isAcceptableText, UNACCEPTABLE_TEXT_MESSAGE } from '../../http/acceptable-text.ts';
import type { InvoiceLine, StripeInvoiceLines } from '../../infra/billing/stripe-invoice-items.ts';
import { applyAccountUpdated, ZAccountEvent } from '../payouts/payout-accounts.ts';
import { startCashPayout } from '../payouts/cash-payout.ts';
import { applyTransferReversed, ZTransferEvent } from '../payouts/transfer-reward-job.ts';
import { cancelRewardOfBillingRecord, earnRewardOfBillingRecord } from '../rewards/reward-lifecycle.ts';

/**
 * What each invoice event does to the charges on the invoice: the status it moves them to, and the only
 * statuses it may move them from. A delivery that comes late (`invoice.payment_failed` after
 * `invoice.paid`) finds its charges in no allowed from-state and changes nothing: order is kept by these
 * conditional updates, never by the order deliveries arrive in (decision 032).
 */
export const INVOICE_EVENT_TRANSITIONS: Record<string, { to: BillingStatus; from: BillingStatus[] }> = {
  'invoice.finalized': { to: 'invoiced', from: ['pending'] },
  // An invoice marked uncollectible can still be paid: the payment wins.
  'invoice.paid': { to: 'paid', from: ['pending', 'invoiced', 'failed', 'void'] },
  'invoice.payment_failed': { to: 'failed', from: ['pending', 'invoiced'] },
  'invoice.voided': { to: 'void', from: ['pending', 'invoiced', 'failed'] },
  'invoice.marked_uncollectible': { to: 'void', from: ['pending', 'invoiced', 'failed'] },
};

export type StripeEventOutcome = 'applied' | 'no_change' | 'ignored' | 'duplicate';

/**
 * A text of the event that we store or look up: PostgreSQL cannot hold a NUL, and an unpaired surrogate
 * would be stored as another text than the one signed (the same rule as every other input, acceptable-text.ts).
 */
const ZStripeText = z.string().refine(isAcceptableText, UNACCEPTABLE_TEXT_MESSAGE);
const ZStripeId = z.string().min(1).max(255).refine(isAcceptableText, UNACCEPTABLE_TEXT_MESSAGE);

const ZLine = z.object({
  /** API versions before 2025-03-31. */
  invoice_item: ZStripeId.nullish(),
  parent: z.object({ invoice_item_details: z.object({ invoice_item: ZStripeId.nullish() }).nullish() }).nullish(),
  metadata: z.record(ZStripeText, ZStripeText).nullish(),
});

const ZInvoice = z.object({
  id: ZStripeId,
  /** The Stripe customer billed (an event's objects are never expanded). */
  customer: ZStripeId.nullish(),
  lines: z.object({ data: z.array(ZLine), has_more: z.boolean().optional() }).nullish(),
});

export const ZStripeEvent = z.object({
  id: ZStripeId,
  type: ZStripeId,
  data: z.object({ object: z.unknown() }),
});
export type StripeEvent = z.infer<typeof ZStripeEvent>;

const ZInvoiceEvent = z.object({ data: z.object({ object: ZInvoice }) });

function linesOf(invoice: z.infer<typeof ZInvoice>): InvoiceLine[] {
  return (invoice.lines?.data ?? []).map((line) => ({
    invoiceItemId: line.parent?.invoice_item_details?.invoice_item ?? line.invoice_item ?? null,
    metadata: line.metadata ?? {},
  }));
}

/**
 * Our charges on an invoice: by invoice item id, by the id we put in the item's metadata, or by invoice id;
 * and only those of the business the invoice bills. A signed event naming another business's item or
 * charge (a mistake on Stripe's side, or a line copied between customers) changes nothing of it.
 */
function chargesWhere(invoiceId: string, customerId: string, lines: InvoiceLine[]): Prisma.BillingRecordWhereInput {
  const itemIds = lines.map((line) => line.invoiceItemId).filter((id): id is string => Boolean(id));
  const recordIds = lines
    .map((line) => Number(line.metadata.billing_record_id))
    .filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  return {
    business: { stripeCustomerId: customerId },
    OR: [
      { stripeInvoiceId: invoiceId },
      ...(itemIds.length ? [{ stripeInvoiceItemId: { in: itemIds } }] : []),
      ...(recordIds.length ? [{ id: { in: recordIds }, stripeInvoiceItemId: null }] : []),
    ],
  };
}

export class InvalidStripeEvent extends Error {}

/** Where an event breaks its schema, for the 400 answer: 'The Stripe event is malformed (data.object.id: …).' */
export function malformedEventMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return `The Stripe event is malformed (${where}${issue?.message ?? 'unreadable'}).`;
}

/**
 * Applies one verified Stripe event, once: its id goes into `stripe_events` in the same transaction as
 * the changes it makes, so a repeated delivery (or the same one racing itself) finds it there and does
 * nothing, and a failed one leaves no trace and is retried by Stripe.
 */
export async function receiveStripeEvent(
  deps: { prisma: PrismaClient; publicUrl: string; invoiceLines: StripeInvoiceLines | null; payoutsOffered: boolean },
  event: StripeEvent,
): Promise<StripeEventOutcome> {
  const connect = connectEventOf(event);
  if (connect) return receiveConnectEvent(deps.prisma, event, connect);
  const transition = INVOICE_EVENT_TRANSITIONS[event.type];
  let lines: InvoiceLine[] = [];
  let invoiceId = '';
  let customerId: string | null = null;
  if (transition) {
    const parsed = ZInvoiceEvent.safeParse(event);
    if (!parsed.success) throw new InvalidStripeEvent(malformedEventMessage(parsed.error));
    const invoice = parsed.data.data.object;
    invoiceId = invoice.id;
    customerId = invoice.customer ?? null;
    lines = linesOf(invoice);
    const seen = await deps.prisma.stripeEvent.findUnique({ where: { id: event.id }, select: { id: true } });
    if (seen) return 'duplicate';
    // Only the first lines come with the event; the others are read before the transaction starts.
    if (invoice.lines?.has_more && deps.invoiceLines) lines = await deps.invoiceLines.list(invoiceId);
  }

  return deps.prisma.$transaction(async (tx) => {
    const inserted = await tx.$executeRaw`
      INSERT INTO stripe_events (id, type, outcome) VALUES (${event.id}, ${event.type}, 'ignored')
      ON CONFLICT (id) DO NOTHING`;
    if (inserted === 0) return 'duplicate';
    if (!transition) return 'ignored';

    // An invoice billing no customer bills none of ours.
    const charges = customerId
      ? await tx.billingRecord.findMany({
          where: chargesWhere(invoiceId, customerId, lines),
          select: { id: true, status: true, stripeInvoiceItemId: true, stripeInvoiceId: true },
          orderBy: { id: 'asc' },
        })
      : [];
    const itemIdByRecord = new Map(
      lines
        .filter((line) => line.invoiceItemId && line.metadata.billing_record_id)
        .map((line) => [Number(line.metadata.billing_record_id), line.invoiceItemId!]),
    );
    let moved = 0;
    for (const charge of charges) {
      if (!transition.from.includes(charge.status)) continue;
      const changed = await moveState(tx, {
        subject: 'BillingRecord',
        id: charge.id,
        from: charge.status,
        to: transition.to,
        set: {
          stripeInvoiceId: invoiceId,
          ...(charge.stripeInvoiceItemId ? {} : { stripeInvoiceItemId: itemIdByRecord.get(charge.id) ?? null }),
          ...(transition.to === 'paid' ? { paidAt: new Date() } : {}),
        },
        audit: { action: event.type, data: { stripe_event_id: event.id, stripe_invoice_id: invoiceId } },
      });
      if (!changed) continue;
      moved += 1;
      if (transition.to === 'paid') {
        await earnRewardOfBillingRecord(tx, {
          billingRecordId: charge.id,
          stripeEventId: event.id,
          publicUrl: deps.publicUrl,
          payCash: deps.payoutsOffered
            ? (payTx, reward) => startCashPayout(payTx, { reward, publicUrl: deps.publicUrl })
            : null,
        });
      } else if (transition.to === 'void') {
        await cancelRewardOfBillingRecord(tx, { billingRecordId: charge.id, stripeEventId: event.id });
      }
    }
    const outcome = moved > 0 ? 'applied' : 'no_change';
    await tx.stripeEvent.update({ where: { id: event.id }, data: { outcome } });
    return outcome;
  });
}

type ConnectEvent =
  | { type: 'account.updated'; account: z.infer<typeof ZAccountEvent>['data']['object'] }
  | { type: 'transfer.reversed'; transfer: z.infer<typeof ZTransferEvent>['data']['object'] };

/** A payout event (decision 064), checked against its schema before anything is stored. */
function connectEventOf(event: StripeEvent): ConnectEvent | null {
  if (event.type === 'account.updated') {
    const parsed = ZAccountEvent.safeParse(event);
    if (!parsed.success) throw new InvalidStripeEvent(malformedEventMessage(parsed.error));
    return { type: event.type, account: parsed.data.data.object };
  }
  if (event.type === 'transfer.reversed') {
    const parsed = ZTransferEvent.safeParse(event);
    if (!parsed.success) throw new InvalidStripeEvent(malformedEventMessage(parsed.error));
    return { type: event.type, transfer: parsed.data.data.object };
  }
  return null;
}

/** A payout event applied once, as an invoice event is: its id stored in the transaction of its changes. */
function receiveConnectEvent(prisma: PrismaClient, event: StripeEvent, connect: ConnectEvent) {
  return prisma.$transaction(async (tx): Promise<StripeEventOutcome> => {
    const inserted = await tx.$executeRaw`
      INSERT INTO stripe_events (id, type, outcome) VALUES (${event.id}, ${event.type}, 'ignored')
      ON CONFLICT (id) DO NOTHING`;
    if (inserted === 0) return 'duplicate';
    const changed =
      connect.type === 'account.updated'
        ? await applyAccountUpdated(tx, { account: connect.account, stripeEventId: event.id })
        : await applyTransferReversed(tx, { transfer: connect.transfer, stripeEventId: event.id });
    const outcome = changed ? 'applied' : 'no_change';
    await tx.stripeEvent.update({ where: { id: event.id }, data: { outcome } });
    return outcome;
  });
}
