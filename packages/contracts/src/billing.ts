import { z } from 'zod';
import { ZId } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';

/**
 * A charge's status (decision 032): `not_sent` (kept in our ledger only, Stripe not configured), `pending`
 * (being sent, or sent as an invoice item waiting for the next invoice), `invoiced` (on a finalized invoice),
 * `paid`, `failed` (the invoice's payment failed; Stripe retries), `void` (voided or uncollectible).
 */
export const BILLING_STATUSES = ['not_sent', 'pending', 'invoiced', 'paid', 'failed', 'void'] as const;
export const ZBillingStatus = z.enum(BILLING_STATUSES);
export type TBillingStatus = z.infer<typeof ZBillingStatus>;

export const BILLING_STATUS_LABELS: Record<TBillingStatus, string> = {
  not_sent: 'Not sent',
  pending: 'Pending',
  invoiced: 'Invoiced',
  paid: 'Paid',
  failed: 'Payment failed',
  void: 'Void',
};

export const ZAdminBillingRecord = z.object({
  id: z.number().int(),
  /** With its Stripe customer, whose invoices carry the charge (null until the membership made one). */
  business: z.object({ id: z.number().int(), name: z.string(), stripe_customer_id: z.string().nullable() }),
  job: z.object({ id: z.number().int(), title: z.string() }),
  /** The hire's application, when the employer named one. */
  application_id: z.number().int().nullable(),
  /** Reward value + platform fee = amount, in cents of `currency`. */
  reward_amount_cents: z.number().int(),
  fee_amount_cents: z.number().int(),
  amount_cents: z.number().int(),
  currency: z.string(),
  status: ZBillingStatus,
  stripe_invoice_item_id: z.string().nullable(),
  stripe_invoice_id: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type TAdminBillingRecord = z.infer<typeof ZAdminBillingRecord>;

export const ADMIN_BILLING_RECORDS_PAGE_SIZE = 25;

export const ZAdminBillingRecordsQuery = z
  .object({
    status: ZBillingStatus.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type TAdminBillingRecordsQuery = z.infer<typeof ZAdminBillingRecordsQuery>;

export const BILLING_MESSAGES = {
  stripeNotConfigured: 'Billing through Stripe is not configured.',
  notNotSent: 'Only a charge that was not sent can be sent.',
  badSignature: 'The Stripe signature is missing or invalid.',
  notJson: 'The signed Stripe event is not JSON.',
} as const;

export const ZStripeWebhookAnswer = z.object({ received: z.literal(true) });

export const adminBillingEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/billing_records',
    summary: `Charges for confirmed hires by status, newest first; ${ADMIN_BILLING_RECORDS_PAGE_SIZE} a page, the count in \`total\``,
    description:
      'For admins: the charge of each confirmed hire with its invoice status; `status` filters, `page` selects a page of 25.',
    access: 'signed_in',
    query: ZAdminBillingRecordsQuery,
    headers: ['total'],
    responses: { 200: z.array(ZAdminBillingRecord), 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody },
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/billing_records/:id/send',
    summary:
      "Sends a charge kept as 'not sent' to Stripe as an invoice item (409 when Stripe is not configured or it was sent)",
    description:
      'For admins: bills a charge that was kept back, with an idempotency key of our own row so it is billed once.',
    access: 'signed_in',
    params: z.object({ id: ZId }),
    responses: {
      200: ZAdminBillingRecord,
      400: ZErrorBody,
      401: ZErrorBody,
      403: ZErrorBody,
      404: ZErrorBody,
      409: ZErrorBody,
    },
  }),
} as const;

export const stripeWebhookEndpoints = {
  receive: defineEndpoint({
    method: 'POST',
    path: '/api/v1/webhooks/stripe',
    summary:
      'Stripe events (invoice paid, payment failed, voided, uncollectible), checked by the Stripe-Signature header on the raw body; each event once',
    description:
      'Called by Stripe, not by clients. The raw body must carry a valid `Stripe-Signature` (400 otherwise); an event already handled is acknowledged and changes nothing.',
    access: 'public',
    responses: { 200: ZStripeWebhookAnswer, 400: ZErrorBody },
  }),
} as const;
