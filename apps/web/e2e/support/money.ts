import crypto from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { JOURNEY_STRIPE } from './stripe.mjs';

/** The money journeys' shared steps: a posting to hire through, and Stripe saying its invoice was paid. */

type DashboardRow = { id: number; title: string; status: string };
export type Job = {
  id: number;
  title: string;
  use_mw_apply: boolean;
  require_resume: boolean;
  require_cover_letter: boolean;
  reward: { type: string; amount: number | null } | null;
};
export type BillingRecord = {
  id: number;
  business: { stripe_customer_id: string | null };
  job: { id: number };
  amount_cents: number;
  status: string;
  stripe_invoice_item_id: string | null;
};

/**
 * A live posting of the demo employer that takes Instant Apply and pays a cash reward (of `amount` dollars,
 * when given). From the end of the list: the other journeys take the first live posting.
 */
export async function liveCashRewardJob(request: APIRequestContext, businessId: number, amount?: number): Promise<Job> {
  const rows = (await (
    await request.get(`/api/v1/businesses/${businessId}/jobs?status=live`)
  ).json()) as DashboardRow[];
  for (const row of [...rows].reverse()) {
    const job = (await (await request.get(`/api/v1/jobs/${row.id}`)).json()) as Job;
    if (!job.use_mw_apply || job.reward?.type !== 'Reward::Cash' || job.require_cover_letter) continue;
    if (amount === undefined || job.reward.amount === amount) return job;
  }
  throw new Error('the demo employer has no live Instant Apply job with such a cash reward');
}

/** A delivery of `invoice.paid` for this invoice item, signed as Stripe signs it (`t=…,v1=HMAC-SHA256`). */
export function signedInvoicePaid(record: BillingRecord) {
  const event = {
    id: `evt_journey_${record.id}_${Date.now()}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type: 'invoice.paid',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: `in_journey_${record.id}`,
        object: 'invoice',
        // An invoice moves only the charges of its own customer.
        customer: record.business.stripe_customer_id,
        status: 'paid',
        lines: {
          object: 'list',
          has_more: false,
          url: `/v1/invoices/in_journey_${record.id}/lines`,
          data: [
            {
              id: `il_${record.stripe_invoice_item_id}`,
              object: 'line_item',
              amount: record.amount_cents,
              currency: 'usd',
              metadata: { billing_record_id: String(record.id) },
              parent: {
                type: 'invoice_item_details',
                invoice_item_details: {
                  invoice: null,
                  invoice_item: record.stripe_invoice_item_id,
                  proration: false,
                  proration_details: null,
                },
                subscription_item_details: null,
              },
            },
          ],
        },
      },
    },
  };
  const payload = JSON.stringify(event);
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = crypto
    .createHmac('sha256', JOURNEY_STRIPE.webhookSecret)
    .update(`${timestamp}.${payload}`)
    .digest('hex');
  return { payload, header: `t=${timestamp},v1=${signature}` };
}
