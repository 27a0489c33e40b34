import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { invoiceEvent, invoiceLine, postStripeWebhook, signedDelivery } from '../../testing/fake-stripe.ts';
import { waitForQueueToEmpty } from '../../testing/queued-jobs.ts';
import { createHireCharge, giveStripeCustomer, markChargeSent, type HireCharge } from '../../testing/hire-charges.ts';
import { startTestApp, type StripeTestApp } from '../../testing/test-app.ts';

let t: StripeTestApp;

beforeAll(async () => {
  t = await startTestApp({ mail: true, stripe: true });
});
afterAll(() => t.close());

/** Posts the bytes as Stripe does: JSON with its signature header (or none). */
const deliver = (payload: string, header: string | undefined) => postStripeWebhook(t.baseUrl, { payload, header });
const deliverEvent = (event: unknown) => postStripeWebhook(t.baseUrl, t.stripe.signed(event));
const delivered = ({ payload, header }: { payload: string; header: string }) => [payload, header] as const;

/** A charge already sent to Stripe: its invoice item id stored, as the sending job leaves it. */
async function sentCharge(options: Parameters<typeof createHireCharge>[1] = {}) {
  const charge = await createHireCharge(t.db, options);
  return { ...charge, ...(await markChargeSent(t.db, charge)) };
}

const billing = (charge: HireCharge) =>
  t.db.prisma.billingRecord.findUniqueOrThrow({ where: { id: charge.billingRecordId } });
const reward = (charge: HireCharge) =>
  t.db.prisma.referralReward.findUniqueOrThrow({ where: { id: charge.referralRewardId } });
const auditOf = (subjectType: string, subjectId: number) =>
  t.db.prisma.auditEvent.findMany({ where: { subjectType, subjectId }, orderBy: { id: 'asc' } });

describe('invoice.paid', () => {
  it("marks the invoice's charges paid, stores the invoice id, earns the rewards and e-mails the referrers", async () => {
    const first = await sentCharge();
    const second = await sentCharge({ employer: first.employer });
    const event = invoiceEvent('invoice.paid', {
      id: 'in_paid_two',
      customer: first.customer,
      lines: [first.line, second.line],
    });
    const response = await deliverEvent(event);
    expect(response).toEqual({ status: 200, body: { received: true } });

    for (const charge of [first, second]) {
      const record = await billing(charge);
      expect(record).toMatchObject({
        status: 'paid',
        stripeInvoiceId: 'in_paid_two',
        stripeInvoiceItemId: charge.itemId,
      });
      expect(record.paidAt).toBeInstanceOf(Date);
      const earned = await reward(charge);
      expect(earned.status).toBe('earned');
      expect(earned.earnedAt).toBeInstanceOf(Date);
      expect(
        (await auditOf('BillingRecord', charge.billingRecordId)).map((line) => [
          line.action,
          line.fromState,
          line.toState,
          line.data,
        ]),
      ).toEqual([['invoice.paid', 'pending', 'paid', { stripe_event_id: event.id, stripe_invoice_id: 'in_paid_two' }]]);
      expect(
        (await auditOf('ReferralReward', charge.referralRewardId)).map((line) => [
          line.action,
          line.fromState,
          line.toState,
        ]),
      ).toEqual([['earn', 'pending_payment', 'earned']]);
      const mail = await t.inbox!.waitFor(charge.referrer.email);
      // Payouts are offered (the fake Stripe's key) and these referrers have no payout account yet.
      expect(mail.subject).toBe('You earned $100, set up payouts to receive it');
      expect(mail.text).toContain(charge.jobTitle);
    }
    const stored = await t.db.prisma.stripeEvent.findUniqueOrThrow({ where: { id: event.id } });
    expect(stored).toMatchObject({ type: 'invoice.paid', outcome: 'applied' });
  });

  it('is processed once when the same delivery arrives 10 times at once', async () => {
    const charge = await sentCharge();
    const event = invoiceEvent('invoice.paid', {
      id: 'in_concurrent',
      customer: charge.customer,
      lines: [charge.line],
    });
    const { payload, header } = t.stripe.signed(event);
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(payload, header)));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(await auditOf('BillingRecord', charge.billingRecordId)).toHaveLength(1);
    expect(await auditOf('ReferralReward', charge.referralRewardId)).toHaveLength(1);
    expect(await t.db.prisma.stripeEvent.count({ where: { id: event.id } })).toBe(1);
    await t.inbox!.waitFor(charge.referrer.email);
    // Whatever else the e-mail queue held has been sent by now.
    await waitForQueueToEmpty(t.db, 'mail.send');
    expect(t.inbox!.messages.filter((mail) => JSON.stringify(mail.to).includes(charge.referrer.email))).toHaveLength(1);
  });

  it('finds a charge whose item id was never stored (a crash after Stripe made it) by the metadata we gave the item', async () => {
    const charge = await createHireCharge(t.db);
    const customer = await giveStripeCustomer(t.db, charge.businessId);
    const line = invoiceLine({
      id: 'ii_unrecorded',
      amount: 12_000,
      metadata: { billing_record_id: String(charge.billingRecordId) },
    });
    const event = invoiceEvent('invoice.paid', { id: 'in_unrecorded', customer, lines: [line] });
    expect((await deliverEvent(event)).status).toBe(200);
    expect(await billing(charge)).toMatchObject({ status: 'paid', stripeInvoiceItemId: 'ii_unrecorded' });
  });

  it("reads the invoice's other lines from Stripe when the event carries only the first page", async () => {
    const first = await sentCharge();
    const second = await sentCharge({ employer: first.employer });
    t.stripe.setInvoiceLines('in_many_lines', [first.line, second.line]);
    const event = invoiceEvent('invoice.paid', {
      id: 'in_many_lines',
      customer: first.customer,
      lines: [first.line],
      hasMore: true,
    });
    expect((await deliverEvent(event)).status).toBe(200);
    expect((await billing(first)).status).toBe('paid');
    expect((await billing(second)).status).toBe('paid');
    expect(t.stripe.calls.filter((call) => call.path === '/v1/invoices/in_many_lines/lines')).toHaveLength(1);
    expect(t.stripe.problems).toEqual([]);
  });
});

describe('out-of-order and other invoice events', () => {
  it('a payment_failed delivered after paid changes nothing', async () => {
    const charge = await sentCharge();
    const failed = invoiceEvent('invoice.payment_failed', {
      id: 'in_late',
      customer: charge.customer,
      lines: [charge.line],
    });
    const paid = invoiceEvent('invoice.paid', { id: 'in_late', customer: charge.customer, lines: [charge.line] });
    expect((await deliverEvent(paid)).status).toBe(200);
    expect((await deliverEvent(failed)).status).toBe(200);
    expect(await billing(charge)).toMatchObject({ status: 'paid' });
    expect((await reward(charge)).status).toBe('earned');
    expect(await auditOf('BillingRecord', charge.billingRecordId)).toHaveLength(1);
    expect(await t.db.prisma.stripeEvent.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({
      outcome: 'no_change',
    });
    // Nor does a late voided or finalized.
    expect(
      (
        await deliverEvent(
          invoiceEvent('invoice.voided', { id: 'in_late', customer: charge.customer, lines: [charge.line] }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await deliverEvent(
          invoiceEvent('invoice.finalized', { id: 'in_late', customer: charge.customer, lines: [charge.line] }),
        )
      ).status,
    ).toBe(200);
    expect(await billing(charge)).toMatchObject({ status: 'paid' });
  });

  it('finalized → invoiced, payment_failed → failed, then paid once Stripe retried the card', async () => {
    const charge = await sentCharge();
    await deliverEvent(
      invoiceEvent('invoice.finalized', { id: 'in_retry', customer: charge.customer, lines: [charge.line] }),
    );
    expect(await billing(charge)).toMatchObject({ status: 'invoiced', stripeInvoiceId: 'in_retry' });
    await deliverEvent(
      invoiceEvent('invoice.payment_failed', { id: 'in_retry', customer: charge.customer, lines: [charge.line] }),
    );
    expect((await billing(charge)).status).toBe('failed');
    expect((await reward(charge)).status).toBe('pending_payment');
    await deliverEvent(
      invoiceEvent('invoice.paid', { id: 'in_retry', customer: charge.customer, lines: [charge.line] }),
    );
    expect((await billing(charge)).status).toBe('paid');
    expect((await reward(charge)).status).toBe('earned');
    expect((await auditOf('BillingRecord', charge.billingRecordId)).map((line) => line.toState)).toEqual([
      'invoiced',
      'failed',
      'paid',
    ]);
  });

  it('voided and marked_uncollectible void the charges and cancel their rewards', async () => {
    for (const type of ['invoice.voided', 'invoice.marked_uncollectible']) {
      const charge = await sentCharge();
      const event = invoiceEvent(type, {
        id: `in_${type.replace('.', '_')}`,
        customer: charge.customer,
        lines: [charge.line],
      });
      expect((await deliverEvent(event)).status).toBe(200);
      expect((await billing(charge)).status).toBe('void');
      expect((await reward(charge)).status).toBe('canceled');
      expect(
        (await auditOf('ReferralReward', charge.referralRewardId)).map((line) => [line.action, line.data]),
      ).toEqual([['cancel', { stripe_event_id: event.id, billing_record_id: charge.billingRecordId }]]);
    }
  });

  it('acknowledges an unknown event type (200) and changes nothing', async () => {
    const charge = await sentCharge();
    const event = {
      ...invoiceEvent('customer.subscription.updated', { id: 'in_x', customer: charge.customer, lines: [charge.line] }),
    };
    expect(await deliverEvent(event)).toEqual({ status: 200, body: { received: true } });
    expect((await billing(charge)).status).toBe('pending');
    expect(await t.db.prisma.stripeEvent.findUniqueOrThrow({ where: { id: event.id } })).toMatchObject({
      outcome: 'ignored',
    });
  });
});

describe('the Stripe-Signature check', () => {
  it('refuses a missing, wrong, foreign or stale signature with 400 in the error shape, before anything is read', async () => {
    const charge = await sentCharge();
    const event = invoiceEvent('invoice.paid', { id: 'in_forged', customer: charge.customer, lines: [charge.line] });
    const { payload, header } = t.stripe.signed(event);
    const tampered = payload.replace('in_forged', 'in_forgeD');
    const stale = t.stripe.signed(event, Math.floor(Date.now() / 1000) - 3600);
    const cases: Array<[string, string | undefined]> = [
      [payload, undefined],
      [payload, ''],
      [payload, 'garbage'],
      [tampered, header],
      [payload, signedDelivery(event, 'whsec_someone_else').header],
      [stale.payload, stale.header],
      ['not json at all', t.stripe.signed('x').header],
    ];
    for (const [body, signature] of cases) {
      const response = await deliver(body, signature);
      expect(response).toEqual({ status: 400, body: { error: 'The Stripe signature is missing or invalid.' } });
    }
    expect((await billing(charge)).status).toBe('pending');
    expect(await t.db.prisma.stripeEvent.count({ where: { id: event.id } })).toBe(0);
  });

  it('refuses a signature dated more than five minutes ahead, and takes one a minute ahead (clock skew)', async () => {
    const charge = await sentCharge();
    const event = invoiceEvent('invoice.paid', { id: 'in_future', customer: charge.customer, lines: [charge.line] });
    // Just past five minutes, with room for a busy machine's delay between signing and checking (a signature
    // 301 s ahead was taken once, checked more than a second later).
    for (const ahead of [330, 600, 3600, 10 * 365 * 86_400]) {
      const now = Math.floor(Date.now() / 1000);
      expect(await deliver(...delivered(t.stripe.signed(event, now + ahead))), `${ahead} s ahead`).toEqual({
        status: 400,
        body: { error: 'The Stripe signature is missing or invalid.' },
      });
    }
    expect((await billing(charge)).status).toBe('pending');
    expect(await t.db.prisma.stripeEvent.count({ where: { id: event.id } })).toBe(0);
    expect((await deliver(...delivered(t.stripe.signed(event, Math.floor(Date.now() / 1000) + 60)))).status).toBe(200);
    expect((await billing(charge)).status).toBe('paid');
  });

  it('says a signed body that is not JSON is not JSON (400)', async () => {
    for (const payload of ['not json at all', '{"id": "evt_cut', '']) {
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: t.stripe.webhookSecret });
      expect(await deliver(payload, header), JSON.stringify(payload)).toEqual({
        status: 400,
        body: { error: 'The signed Stripe event is not JSON.' },
      });
    }
  });

  it('answers 400 to a signed body that is not an event', async () => {
    expect(await deliverEvent({ hello: 'world' })).toEqual({
      status: 400,
      body: { error: expect.stringMatching(/^The Stripe event is malformed \(id: /) },
    });
    const notInvoice = { id: 'evt_not_invoice', type: 'invoice.paid', data: { object: { nope: true } } };
    expect(await deliverEvent(notInvoice)).toEqual({
      status: 400,
      body: { error: expect.stringMatching(/^The Stripe event is malformed \(data\.object\.id: /) },
    });
  });
});

describe('text PostgreSQL cannot hold, in a signed event', () => {
  it('answers 400 (not 500) to a NUL or an unpaired surrogate in any id or metadata it reads, and changes nothing', async () => {
    const charge = await sentCharge();
    const eventsBefore = await t.db.prisma.stripeEvent.count();
    const paid = (invoice: Partial<Parameters<typeof invoiceEvent>[1]>, eventId?: string) =>
      invoiceEvent(
        'invoice.paid',
        { id: 'in_text', customer: charge.customer, lines: [charge.line], ...invoice },
        eventId,
      );
    const lineWith = (itemId: string, recordId = String(charge.billingRecordId)) =>
      invoiceLine({ id: itemId, amount: 1, metadata: { billing_record_id: recordId } });
    const cases: Array<[string, unknown, string]> = [
      ['NUL in the event id', paid({}, 'evt_nul\u0000'), 'id'],
      ['lone high surrogate in the event id', paid({}, 'evt_\ud800'), 'id'],
      ['lone low surrogate in the event id', paid({}, 'evt_\udc00x'), 'id'],
      ['NUL in an ignored event type', { ...paid({}), type: 'customer.\u0000updated' }, 'type'],
      ['NUL in the invoice id', paid({ id: 'in_\u0000' }), 'data.object.id'],
      ['surrogate in the invoice id', paid({ id: 'in_\udfff' }), 'data.object.id'],
      ['NUL in the customer', paid({ customer: 'cus_\u0000' }), 'data.object.customer'],
      ['NUL in an invoice item id', paid({ lines: [lineWith('ii_\u0000')] }), 'data.object.lines.data.0.parent'],
      ['surrogate in metadata', paid({ lines: [lineWith('ii_ok', '\ud83d')] }), 'data.object.lines.data.0.metadata'],
    ];
    for (const [name, event, where] of cases) {
      const response = await deliverEvent(event);
      expect(response.status, name).toBe(400);
      expect((response.body as { error: string }).error, name).toMatch(
        new RegExp(
          `^The Stripe event is malformed \\(${where.replaceAll('.', '\\.')}.*contains characters that are not allowed\\)\\.$`,
        ),
      );
    }
    expect((await billing(charge)).status).toBe('pending');
    expect(await t.db.prisma.stripeEvent.count()).toBe(eventsBefore);
    expect(await auditOf('BillingRecord', charge.billingRecordId)).toEqual([]);
  });
});

describe('an invoice and its customer', () => {
  it("changes only the charges of the invoice's own customer, even when its lines name another business's items", async () => {
    const mine = await sentCharge();
    const theirs = await sentCharge();
    expect(mine.customer).not.toBe(theirs.customer);
    // Business B's charge already sits on B's invoice: A's event names that invoice id's item and metadata.
    await t.db.prisma.billingRecord.update({
      where: { id: theirs.billingRecordId },
      data: { stripeInvoiceId: 'in_theirs' },
    });
    const unrecorded = invoiceLine({
      id: 'ii_foreign_unrecorded',
      amount: 1,
      metadata: { billing_record_id: String(theirs.billingRecordId) },
    });
    for (const [invoiceId, lines] of [
      ['in_mine_with_their_line', [mine.line, theirs.line]],
      ['in_mine_with_their_metadata', [unrecorded]],
      ['in_theirs', [mine.line]],
    ] as const) {
      const event = invoiceEvent('invoice.paid', { id: invoiceId, customer: mine.customer, lines: [...lines] });
      expect((await deliverEvent(event)).status, invoiceId).toBe(200);
    }
    expect((await billing(mine)).status).toBe('paid');
    expect(await billing(theirs)).toMatchObject({
      status: 'pending',
      stripeInvoiceId: 'in_theirs',
      stripeInvoiceItemId: theirs.itemId,
      paidAt: null,
    });
    expect((await reward(theirs)).status).toBe('pending_payment');
    expect(await auditOf('BillingRecord', theirs.billingRecordId)).toEqual([]);
    expect(await auditOf('ReferralReward', theirs.referralRewardId)).toEqual([]);
  });

  it('changes nothing for an invoice of an unknown customer or of none', async () => {
    const charge = await sentCharge();
    for (const customer of ['cus_unknown', null]) {
      const event = invoiceEvent('invoice.voided', { id: `in_${customer}`, customer: customer!, lines: [charge.line] });
      expect((await deliverEvent(event)).status).toBe(200);
      expect(await t.db.prisma.stripeEvent.findUniqueOrThrow({ where: { id: event.id } })).toMatchObject({
        outcome: 'no_change',
      });
    }
    expect((await billing(charge)).status).toBe('pending');
    expect((await reward(charge)).status).toBe('pending_payment');
  });
});

describe('without a webhook secret', () => {
  it('refuses every delivery with 400', async () => {
    const plain = await startTestApp();
    try {
      const delivery = signedDelivery(
        invoiceEvent('invoice.paid', { id: 'in_n', customer: 'cus_n', lines: [] }),
        'whsec_anything',
      );
      expect((await postStripeWebhook(plain.baseUrl, delivery)).status).toBe(400);
    } finally {
      await plain.close();
    }
  });
});

describe('the log', () => {
  it("names each event's id, type and outcome, never its payload", async () => {
    const lines: string[] = [];
    const logged = await startTestApp({
      stripe: true,
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const charge = await createHireCharge(logged.db);
      const customer = await giveStripeCustomer(logged.db, charge.businessId);
      const line = invoiceLine({
        id: 'ii_logged_secret_item',
        amount: 1,
        metadata: { billing_record_id: String(charge.billingRecordId) },
      });
      const event = invoiceEvent('invoice.paid', { id: 'in_logged_secret_invoice', customer, lines: [line] });
      const { payload, header } = logged.stripe.signed(event);
      expect((await postStripeWebhook(logged.baseUrl, { payload, header })).status).toBe(200);
      const entries = lines.map((text) => JSON.parse(text) as Record<string, unknown>);
      expect(entries).toContainEqual(
        expect.objectContaining({
          msg: 'stripe event received',
          stripe_event_id: event.id,
          stripe_event_type: 'invoice.paid',
          outcome: 'applied',
        }),
      );
      const all = lines.join('\n');
      expect(all).not.toContain('in_logged_secret_invoice');
      expect(all).not.toContain('ii_logged_secret_item');
      expect(all).not.toContain(header);
    } finally {
      await logged.close();
    }
  });
});

describe('a reward with a promotion code', () => {
  it('is e-mailed with its code once earned, then issued', async () => {
    const charge = await sentCharge({
      reward: { type: 'GiftCard', amount: 25, code: 'THANKS-25', rewardSourceId: undefined },
    });
    expect(
      (
        await deliverEvent(
          invoiceEvent('invoice.paid', { id: 'in_code', customer: charge.customer, lines: [charge.line] }),
        )
      ).status,
    ).toBe(200);
    await vi.waitFor(
      async () => {
        expect(await reward(charge)).toMatchObject({ status: 'paid_out', issuedVia: 'code_email' });
      },
      { timeout: 15_000, interval: 100 },
    );
    await vi.waitFor(
      () => {
        const mails = t.inbox!.messages.filter((mail) => JSON.stringify(mail.to).includes(charge.referrer.email));
        expect(mails.map((mail) => mail.subject).sort()).toEqual([
          'You earned a MainWork referral reward: $25 Gift Card',
          'Your MainWork reward: $25 Gift Card',
        ]);
        const codeMail = mails.find((mail) => mail.subject === 'Your MainWork reward: $25 Gift Card')!;
        expect(codeMail.text).toContain('Your promotion code: THANKS-25');
      },
      { timeout: 15_000, interval: 100 },
    );
    expect((await auditOf('ReferralReward', charge.referralRewardId)).map((line) => line.toState)).toEqual([
      'earned',
      'paid_out',
    ]);
  }, 40_000);
});
