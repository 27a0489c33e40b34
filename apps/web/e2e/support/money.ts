import crypto from 'node:crypto';
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { applyWithInstantApply, type Applicant } from './applying.ts';
import { answerUpToBilling, closeOutWizard } from './close-out.ts';
import { chooseRowAction, jobRow } from './employer.ts';
import { JOURNEY_STRIPE } from './stripe.mjs';

/**
 * The money journeys' shared steps: a posting to hire through, a referrer's share link, the candidate who
 * applies through it, the hire in the close-out wizard, and Stripe saying the hire's invoice was paid.
 */

// Several people share this machine's two cores: screens may take a while to arrive.
const expect = baseExpect.configure({ timeout: 30_000 });

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

/** The referrer opens the job's page, shares it and keeps the share link. */
export async function shareLinkOf(referrer: Page, job: Job): Promise<string> {
  await referrer.goto(`/jobs/${job.id}`);
  await referrer.getByRole('main').getByRole('button', { name: 'Share' }).click();
  const shareField = referrer.getByRole('dialog', { name: `Share job: ${job.title}` }).getByLabel('Share link');
  await expect(shareField).toHaveValue(/\/s\//);
  const link = await shareField.inputValue();
  await referrer.keyboard.press('Escape');
  return link;
}

/** The candidate follows a share link to the job's page and applies there with Instant Apply. */
export async function applyThroughLink(candidate: Page, link: string, job: Job, applicant: Applicant) {
  await candidate.goto(new URL(link).pathname);
  await expect(candidate).toHaveURL(new RegExp(`/jobs/${job.id}$`));
  await applyWithInstantApply(candidate, job, applicant);
}

/** The employer closes the posting in the close-out wizard, hiring the applicant, and confirms the charge. */
export async function hireInCloseOut(page: Page, job: Job, applicant: Applicant) {
  await page.goto(`/employers/my_business/jobs?search=${encodeURIComponent(job.title)}`);
  await chooseRowAction(jobRow(page, job.title).first(), job.title, 'Close');
  const wizard = closeOutWizard(page, job.title);
  await answerUpToBilling(wizard, new RegExp(`${applicant.first} ${applicant.last}`));
  await wizard.getByRole('button', { name: 'Confirm' }).click();
  await expect(wizard.getByRole('definition').last()).toHaveText(/on your next invoice$/);
  await wizard.getByRole('button', { name: 'Close', exact: true }).last().click();
}

/** The job's billing record once the queue has sent its charge to Stripe (it then has an invoice item). */
export async function invoicedRecord(adminRequest: APIRequestContext, jobId: number): Promise<BillingRecord> {
  let record: BillingRecord | undefined;
  await expect
    .poll(
      async () => {
        const records = (await (await adminRequest.get('/api/v1/admin/billing_records')).json()) as BillingRecord[];
        record = records.find((candidateRecord) => candidateRecord.job.id === jobId);
        return record?.stripe_invoice_item_id ?? null;
      },
      { timeout: 60_000 },
    )
    .toMatch(/^ii_/);
  return record!;
}

/** Stripe tells the API that the invoice holding this record's charge was paid. */
export async function deliverInvoicePaid(request: APIRequestContext, record: BillingRecord) {
  const delivery = signedInvoicePaid(record);
  const webhook = await request.post('/api/v1/webhooks/stripe', {
    headers: { 'content-type': 'application/json', 'stripe-signature': delivery.header },
    data: delivery.payload,
  });
  expect(webhook.status()).toBe(200);
}

/** A delivery of `invoice.paid` for this invoice item, signed as Stripe signs it (`t=…,v1=HMAC-SHA256`). */
function signedInvoicePaid(record: BillingRecord) {
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
