import Stripe from 'stripe';
import type { StripeSettings } from '../../config.ts';

export type NewCustomer = { name: string; email: string | null; metadata: Record<string, string> };

/**
 * What the product asks of Stripe: a customer per business, made at most once per idempotency key, and its
 * e-mail changed when the business's first owner changes.
 */
export interface StripeCustomers {
  create(customer: NewCustomer, idempotencyKey: string): Promise<{ id: string }>;
  updateEmail(customerId: string, email: string, idempotencyKey: string): Promise<void>;
}

/** Stripe's API (or a stand-in at `apiUrl`), through the official SDK. */
export function createStripeCustomers(settings: StripeSettings): StripeCustomers {
  const url = new URL(settings.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const stripe = new Stripe(settings.secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    // The queue retries a failed job with back-off; one quick retry here covers a dropped connection.
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  });
  return {
    async create(customer, idempotencyKey) {
      const created = await stripe.customers.create(
        { name: customer.name, ...(customer.email ? { email: customer.email } : {}), metadata: customer.metadata },
        { idempotencyKey },
      );
      return { id: created.id };
    },
    async updateEmail(customerId, email, idempotencyKey) {
      await stripe.customers.update(customerId, { email }, { idempotencyKey });
    },
  };
}
