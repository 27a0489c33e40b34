import type { StripeSettings } from '../../config.ts';
import { stripeClient } from './stripe-invoice-items.ts';

export type NewTransfer = {
  /** In cents. */
  amount: number;
  currency: string;
  destination: string;
  transferGroup: string;
  metadata: Record<string, string>;
};

/** What payouts ask of Stripe Connect; each creation at most once per idempotency key. */
export interface StripeConnect {
  createAccount(
    input: { email: string; metadata: Record<string, string> },
    idempotencyKey: string,
  ): Promise<{ id: string }>;
  createAccountLink(input: { account: string; refreshUrl: string; returnUrl: string }): Promise<{ url: string }>;
  createTransfer(transfer: NewTransfer, idempotencyKey: string): Promise<{ id: string }>;
}

/** Thrown when Stripe refuses a transfer for good (a 4xx): retrying the same request cannot succeed. */
export class TransferRefused extends Error {}

/**
 * Express accounts for United States individuals, their onboarding links, and transfers to them, through
 * the official SDK.
 */
export function createStripeConnect(settings: StripeSettings): StripeConnect {
  const stripe = stripeClient(settings);
  return {
    async createAccount(input, idempotencyKey) {
      const account = await stripe.accounts.create(
        {
          type: 'express',
          country: 'US',
          business_type: 'individual',
          email: input.email,
          capabilities: { transfers: { requested: true } },
          metadata: input.metadata,
        },
        { idempotencyKey },
      );
      return { id: account.id };
    },
    async createAccountLink(input) {
      // A link is single-use and short-lived: a new one each time, so no idempotency key of ours (the SDK adds one).
      const link = await stripe.accountLinks.create({
        account: input.account,
        refresh_url: input.refreshUrl,
        return_url: input.returnUrl,
        type: 'account_onboarding',
      });
      return { url: link.url };
    },
    async createTransfer(transfer, idempotencyKey) {
      try {
        const made = await stripe.transfers.create(
          {
            amount: transfer.amount,
            currency: transfer.currency,
            destination: transfer.destination,
            transfer_group: transfer.transferGroup,
            metadata: transfer.metadata,
          },
          { idempotencyKey },
        );
        return { id: made.id };
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status && status >= 400 && status < 500 && status !== 409 && status !== 429) {
          throw new TransferRefused((error as Error).message);
        }
        throw error;
      }
    },
  };
}
