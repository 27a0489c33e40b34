import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStripeCustomers } from '../../infra/billing/stripe-customers.ts';
import { createStripeInvoiceItems, type StripeInvoiceItems } from '../../infra/billing/stripe-invoice-items.ts';
import { createHireCharge, giveStripeCustomer } from '../../testing/hire-charges.ts';
import { queuedJobs, waitForQueueToEmpty } from '../../testing/queued-jobs.ts';
import { startTestApp, type StripeTestApp } from '../../testing/test-app.ts';
import { createUser, signedInClient } from '../../testing/users.ts';
import { stripeCustomerIdempotencyKey } from '../memberships/stripe-customer-job.ts';
import { invoiceItemIdempotencyKey, SEND_INVOICE_ITEM_QUEUE, sendInvoiceItemJob } from './send-invoice-item-job.ts';

let t: StripeTestApp;

beforeAll(async () => {
  t = await startTestApp({ mail: true, stripe: true });
});
afterAll(() => t.close());

/** The job as the worker runs it, with Stripe's invoice items optionally wrapped by a test. */
function job(wrap: (items: StripeInvoiceItems) => StripeInvoiceItems = (items) => items) {
  const settings = { secretKey: t.stripe.secretKey, apiUrl: t.stripe.url };
  return sendInvoiceItemJob({
    prisma: t.db.prisma,
    customers: createStripeCustomers(settings),
    invoiceItems: wrap(createStripeInvoiceItems(settings)),
  });
}

const itemsFor = (billingRecordId: number) =>
  [...t.stripe.invoiceItems.values()].filter((item) => item.metadata.billing_record_id === String(billingRecordId));

async function adminClient() {
  return signedInClient(t, await createUser(t.db, { role: 'Admin' }));
}

describe('sending a charge to Stripe as an invoice item', () => {
  it("makes the business's customer first, then one item in cents naming the job and the hire, and records it", async () => {
    const charge = await createHireCharge(t.db, { reward: { type: 'Cash', amount: 250 } });
    await job()({ billingRecordId: charge.billingRecordId });

    const [item] = itemsFor(charge.billingRecordId);
    expect(itemsFor(charge.billingRecordId)).toHaveLength(1);
    const business = await t.db.prisma.business.findUniqueOrThrow({ where: { id: charge.businessId } });
    expect(business.stripeCustomerId).toMatch(/^cus_test/);
    expect(item).toMatchObject({
      customer: business.stripeCustomerId,
      amount: 30_000,
      currency: 'usd',
      metadata: {
        billing_record_id: String(charge.billingRecordId),
        business_id: String(charge.businessId),
        job_id: String(charge.jobId),
        application_id: String(charge.applicationId),
      },
    });
    expect(item!.description).toContain(charge.jobTitle);
    expect(item!.description).toContain('Casey Candidate');
    const calls = t.stripe.calls.filter(
      (call) => call.form.get('metadata[billing_record_id]') === String(charge.billingRecordId),
    );
    expect(calls.map((call) => call.idempotencyKey)).toEqual([invoiceItemIdempotencyKey(charge.billingRecordId)]);
    const customerCalls = t.stripe.calls.filter(
      (call) => call.form.get('metadata[business_id]') === String(charge.businessId) && call.path === '/v1/customers',
    );
    expect(customerCalls.map((call) => call.idempotencyKey)).toEqual([stripeCustomerIdempotencyKey(charge.businessId)]);

    const record = await t.db.prisma.billingRecord.findUniqueOrThrow({ where: { id: charge.billingRecordId } });
    expect(record).toMatchObject({ status: 'pending', stripeInvoiceItemId: item!.id });
    const audit = await t.db.prisma.auditEvent.findMany({
      where: { subjectType: 'BillingRecord', subjectId: charge.billingRecordId },
    });
    expect(audit).toEqual([
      expect.objectContaining({ action: 'send_invoice_item', data: { stripe_invoice_item_id: item!.id } }),
    ]);
    expect(t.stripe.problems).toEqual([]);
  });

  it('makes one item under 5 concurrent runs', async () => {
    const charge = await createHireCharge(t.db);
    const run = job();
    await Promise.all(Array.from({ length: 5 }, () => run({ billingRecordId: charge.billingRecordId })));
    const items = itemsFor(charge.billingRecordId);
    expect(items).toHaveLength(1);
    const record = await t.db.prisma.billingRecord.findUniqueOrThrow({ where: { id: charge.billingRecordId } });
    expect(record.stripeInvoiceItemId).toBe(items[0]!.id);
    expect(
      await t.db.prisma.auditEvent.count({
        where: { subjectType: 'BillingRecord', subjectId: charge.billingRecordId },
      }),
    ).toBe(1);
    expect(t.stripe.problems).toEqual([]);
  });

  it("makes no second item when the process dies between Stripe's answer and our commit, then retries", async () => {
    const charge = await createHireCharge(t.db);
    // The crash: Stripe made the item, the answer is lost before we store it.
    const crashing = job((items) => ({
      async create(item, key) {
        await items.create(item, key);
        throw new Error('process killed');
      },
    }));
    await expect(crashing({ billingRecordId: charge.billingRecordId })).rejects.toThrow('process killed');
    expect(itemsFor(charge.billingRecordId)).toHaveLength(1);
    expect(
      (await t.db.prisma.billingRecord.findUniqueOrThrow({ where: { id: charge.billingRecordId } }))
        .stripeInvoiceItemId,
    ).toBeNull();

    await job()({ billingRecordId: charge.billingRecordId });
    const items = itemsFor(charge.billingRecordId);
    expect(items).toHaveLength(1);
    const record = await t.db.prisma.billingRecord.findUniqueOrThrow({ where: { id: charge.billingRecordId } });
    expect(record.stripeInvoiceItemId).toBe(items[0]!.id);
    expect(t.stripe.problems).toEqual([]);
  });

  it('leaves a charge that is not pending alone (not sent, already sent, paid)', async () => {
    const notSent = await createHireCharge(t.db, { billingStatus: 'not_sent' });
    const paid = await createHireCharge(t.db, { billingStatus: 'paid' });
    const before = t.stripe.calls.length;
    await job()({ billingRecordId: notSent.billingRecordId });
    await job()({ billingRecordId: paid.billingRecordId });
    await job()({ billingRecordId: 2_147_483_647 });
    expect(t.stripe.calls.length).toBe(before);
  });

  it('sends nothing without Stripe: the charge stays not sent', async () => {
    const charge = await createHireCharge(t.db, { billingStatus: 'not_sent' });
    await sendInvoiceItemJob({ prisma: t.db.prisma, customers: null, invoiceItems: null })({
      billingRecordId: charge.billingRecordId,
    });
    const record = await t.db.prisma.billingRecord.findUniqueOrThrow({ where: { id: charge.billingRecordId } });
    expect(record).toMatchObject({ status: 'not_sent', stripeInvoiceItemId: null });
  });
});

describe('admin billing records', () => {
  it("lists charges newest first by status with the total, the business, the job and Stripe's ids", async () => {
    const admin = await adminClient();
    const charge = await createHireCharge(t.db, { billingStatus: 'failed', reward: { type: 'GiftCard', amount: 40 } });
    await t.db.prisma.billingRecord.update({
      where: { id: charge.billingRecordId },
      data: { stripeInvoiceItemId: `ii_listed_${charge.billingRecordId}`, stripeInvoiceId: 'in_listed' },
    });
    const customer = await giveStripeCustomer(t.db, charge.businessId);
    const response = await admin.get('/api/v1/admin/billing_records?status=failed');
    expect(response.status).toBe(200);
    expect(Number(response.headers['total'])).toBe(response.body.length);
    expect(response.body[0]).toMatchObject({
      id: charge.billingRecordId,
      business: { id: charge.businessId, stripe_customer_id: customer },
      job: { id: charge.jobId, title: charge.jobTitle },
      reward_amount_cents: 4000,
      fee_amount_cents: 800,
      amount_cents: 4800,
      currency: 'usd',
      status: 'failed',
      stripe_invoice_item_id: `ii_listed_${charge.billingRecordId}`,
      stripe_invoice_id: 'in_listed',
      paid_at: null,
    });
    for (const row of response.body) expect(row.status).toBe('failed');
    expect((await admin.get('/api/v1/admin/billing_records?status=unknown')).status).toBe(400);
  });

  it('are for admins only: employers never see charges, not even their own business', async () => {
    const charge = await createHireCharge(t.db);
    const other = await createHireCharge(t.db);
    for (const user of [charge.employer, other.employer, charge.referrer]) {
      const client = await signedInClient(t, user);
      expect((await client.get('/api/v1/admin/billing_records')).status).toBe(403);
      expect((await client.post(`/api/v1/admin/billing_records/${other.billingRecordId}/send`)).status).toBe(403);
    }
  });

  it("sends a 'not sent' charge once Stripe is configured: pending, queued, sent by the worker, audited", async () => {
    const admin = await adminClient();
    const charge = await createHireCharge(t.db, { billingStatus: 'not_sent' });
    const [first, second] = await Promise.all([
      admin.post(`/api/v1/admin/billing_records/${charge.billingRecordId}/send`),
      admin.post(`/api/v1/admin/billing_records/${charge.billingRecordId}/send`),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const ok = first.status === 200 ? first : second;
    expect(ok.body).toMatchObject({ id: charge.billingRecordId, status: 'pending' });
    expect((first.status === 409 ? first : second).body).toEqual({
      error: 'Only a charge that was not sent can be sent.',
    });

    await waitForQueueToEmpty(t.db, SEND_INVOICE_ITEM_QUEUE, 20_000);
    await vi.waitFor(async () => expect(itemsFor(charge.billingRecordId)).toHaveLength(1), { timeout: 10_000 });
    const record = await t.db.prisma.billingRecord.findUniqueOrThrow({ where: { id: charge.billingRecordId } });
    expect(record.stripeInvoiceItemId).toBe(itemsFor(charge.billingRecordId)[0]!.id);
    const audit = await t.db.prisma.auditEvent.findMany({
      where: { subjectType: 'BillingRecord', subjectId: charge.billingRecordId },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((line) => [line.action, line.fromState, line.toState])).toEqual([
      ['send', 'not_sent', 'pending'],
      ['send_invoice_item', 'pending', 'pending'],
    ]);
    expect(audit[0]!.actorId).not.toBeNull();
    expect((await admin.post('/api/v1/admin/billing_records/2147483647/send')).status).toBe(404);
    expect(t.stripe.problems).toEqual([]);
  }, 40_000);

  it("answers 409 without Stripe configured, and the charge stays 'not sent'", async () => {
    const plain = await startTestApp();
    try {
      const charge = await createHireCharge(plain.db, { billingStatus: 'not_sent' });
      const client = await signedInClient(plain, await createUser(plain.db, { role: 'Admin' }));
      const response = await client.post(`/api/v1/admin/billing_records/${charge.billingRecordId}/send`);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ error: 'Billing through Stripe is not configured.' });
      const record = await plain.db.prisma.billingRecord.findUniqueOrThrow({ where: { id: charge.billingRecordId } });
      expect(record.status).toBe('not_sent');
      expect(await queuedJobs(plain.db, SEND_INVOICE_ITEM_QUEUE)).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
