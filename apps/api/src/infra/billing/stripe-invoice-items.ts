import Stripe from 'stripe';
import type { StripeSettings } from '../../config.ts';

export type NewInvoiceItem = {
  customer: string;
  /** In the smallest unit of `currency` (cents). */
  amount: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
};

/** What billing asks of Stripe: an invoice item on a customer, made at most once per idempotency key. */
export interface StripeInvoiceItems {
  create(item: NewInvoiceItem, idempotencyKey: string): Promise<{ id: string }>;
}

/** The SDK pointed at Stripe's API or a stand-in at `apiUrl` (the same options as the customers' client). */
export function stripeClient(settings: StripeSettings): Stripe {
  const url = new URL(settings.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    // The queue retries a failed job with back-off; one quick retry here covers a dropped connection.
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  });
}

/** Invoice items through the official SDK: "the charge appears on the next invoice" of the customer. */
export function createStripeInvoiceItems(settings: StripeSettings): StripeInvoiceItems {
  const stripe = stripeClient(settings);
  return {
    async create(item, idempotencyKey) {
      const created = await stripe.invoiceItems.create(
        {
          customer: item.customer,
          amount: item.amount,
          currency: item.currency,
          description: item.description,
          metadata: item.metadata,
        },
        { idempotencyKey },
      );
      return { id: created.id };
    },
  };
}

/** An invoice line as the webhook needs it: the invoice item it came from, and that item's metadata. */
export type InvoiceLine = { invoiceItemId: string | null; metadata: Record<string, string> };

/** Reads all lines of an invoice (when an event's payload carries only the first page of them). */
export interface StripeInvoiceLines {
  list(invoiceId: string): Promise<InvoiceLine[]>;
}

/**
 * Lines through the SDK's auto-pagination. API versions from 2025-03-31 name a line's invoice item under
 * `parent.invoice_item_details.invoice_item`; older ones as `invoice_item`.
 */
export function createStripeInvoiceLines(settings: StripeSettings): StripeInvoiceLines {
  const stripe = stripeClient(settings);
  return {
    async list(invoiceId) {
      const lines: InvoiceLine[] = [];
      for await (const line of stripe.invoices.listLineItems(invoiceId, { limit: 100 })) {
        const legacy = (line as unknown as { invoice_item?: unknown }).invoice_item;
        lines.push({
          invoiceItemId:
            line.parent?.invoice_item_details?.invoice_item ?? (typeof legacy === 'string' ? legacy : null),
          metadata: line.metadata ?? {},
        });
      }
      return lines;
    },
  };
}
