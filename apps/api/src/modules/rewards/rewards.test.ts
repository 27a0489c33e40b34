import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminReward, TMyReward } from '@mainwork/contracts';
import { createHireCharge, payThroughStripe } from '../../testing/hire-charges.ts';
import { startTestApp, type StripeTestApp } from '../../testing/test-app.ts';
import { createUser, signedInClient } from '../../testing/users.ts';

let t: StripeTestApp;

beforeAll(async () => {
  t = await startTestApp({ mail: true, stripe: true });
});
afterAll(() => t.close());

describe('my rewards', () => {
  it('lists only my rewards, labelled as spec §9, with the chain shared → applied → hire confirmed → employer paid → issued', async () => {
    const referrer = await createUser(t.db);
    const times = {
      shared: new Date('2026-05-01T10:00:00Z'),
      applied: new Date('2026-05-03T11:00:00Z'),
      confirmed: new Date('2026-06-01T12:00:00Z'),
    };
    const cash = await createHireCharge(t.db, { referrer, times, reward: { type: 'Cash', amount: 1500 } });
    const gift = await createHireCharge(t.db, {
      referrer,
      reward: { type: 'GiftCard', amount: 50, rewardSourceId: 1 },
    });
    const someoneElses = await createHireCharge(t.db);
    await payThroughStripe(t, cash);

    const response = await (await signedInClient(t, referrer)).get('/api/v1/me/rewards');
    expect(response.status).toBe(200);
    const rewards = response.body as TMyReward[];
    expect(rewards.map((row) => row.id).sort()).toEqual([cash.referralRewardId, gift.referralRewardId].sort());
    expect(rewards.map((row) => row.id)).not.toContain(someoneElses.referralRewardId);

    const paid = rewards.find((row) => row.id === cash.referralRewardId)!;
    const record = await t.db.prisma.billingRecord.findUniqueOrThrow({ where: { id: cash.billingRecordId } });
    expect(paid).toMatchObject({
      job: { id: cash.jobId, title: cash.jobTitle, business: { id: cash.businessId } },
      label: '$1,500',
      type: 'Reward::Cash',
      amount: 1500,
      amount_cents: 150_000,
      status: 'earned',
    });
    expect(paid.chain).toEqual([
      { step: 'shared', at: '2026-05-01T10:00:00.000Z' },
      { step: 'applied', at: '2026-05-03T11:00:00.000Z' },
      { step: 'hire_confirmed', at: '2026-06-01T12:00:00.000Z' },
      { step: 'employer_paid', at: record.paidAt!.toISOString() },
      { step: 'issued', at: null },
    ]);

    const pending = rewards.find((row) => row.id === gift.referralRewardId)!;
    const business = await t.db.prisma.business.findUniqueOrThrow({ where: { id: gift.businessId } });
    expect(pending.label).toBe(`$50 Gift Card to ${business.name}`);
    expect(pending.status).toBe('pending');
    expect(pending.chain.map((step) => step.at === null)).toEqual([false, false, false, true, true]);
  });

  it('is empty for a user who referred nobody and needs a sign-in', async () => {
    expect((await (await signedInClient(t, await createUser(t.db))).get('/api/v1/me/rewards')).body).toEqual([]);
    expect((await t.client().get('/api/v1/me/rewards')).status).toBe(401);
  });
});

describe('admin rewards', () => {
  it('lists rewards by status with the referrer and their referral payment method', async () => {
    const method = await t.db.prisma.paymentMethod.upsert({
      where: { name: 'Venmo' },
      update: {},
      create: { name: 'Venmo' },
    });
    const referrer = await createUser(t.db);
    await t.db.prisma.user.update({ where: { id: referrer.id }, data: { referralPaymentMethodId: method.id } });
    const charge = await createHireCharge(t.db, { referrer });
    await payThroughStripe(t, charge);
    const admin = await signedInClient(t, await createUser(t.db, { role: 'Admin' }));

    const earned = await admin.get('/api/v1/admin/rewards?status=earned');
    expect(earned.status).toBe(200);
    expect(Number(earned.headers['total'])).toBe(earned.body.length);
    for (const row of earned.body as TAdminReward[]) expect(row.status).toBe('earned');
    const row = (earned.body as TAdminReward[]).find((reward) => reward.id === charge.referralRewardId)!;
    expect(row).toMatchObject({
      referrer: { id: referrer.id, email: referrer.email },
      referral_payment_method: { id: method.id, name: 'Venmo' },
      has_code: false,
      billing_record_id: charge.billingRecordId,
      issue: null,
    });
    expect(row.chain).toHaveLength(5);
    expect((await admin.get('/api/v1/admin/rewards?status=paid_out')).status).toBe(400);
  });

  it("issues an earned reward with the admin's reference and the referrer's payment method, audited and e-mailed", async () => {
    const method = await t.db.prisma.paymentMethod.upsert({
      where: { name: 'Check' },
      update: {},
      create: { name: 'Check' },
    });
    const referrer = await createUser(t.db);
    await t.db.prisma.user.update({ where: { id: referrer.id }, data: { referralPaymentMethodId: method.id } });
    const charge = await createHireCharge(t.db, { referrer, reward: { type: 'Cash', amount: 200 } });
    const adminUser = await createUser(t.db, { role: 'Admin' });
    const admin = await signedInClient(t, adminUser);
    const path = `/api/v1/admin/rewards/${charge.referralRewardId}/issue`;

    // Not earned yet: the employer has not paid.
    expect(await admin.post(path).send({ reference: 'CHK-1001' })).toMatchObject({
      status: 409,
      body: { error: 'Only an earned reward can be issued.' },
    });
    await payThroughStripe(t, charge);
    expect((await admin.post(path).send({ reference: '  ' })).body).toEqual({
      error: { reference: ['Enter a reference.'] },
    });
    expect((await admin.post(path).send({})).status).toBe(422);

    const [first, second] = await Promise.all([
      admin.post(path).send({ reference: 'CHK-1001' }),
      admin.post(path).send({ reference: 'CHK-1001' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const issued = (first.status === 200 ? first : second).body as TAdminReward;
    expect(issued).toMatchObject({
      status: 'issued',
      issue: {
        method: 'admin',
        reference: 'CHK-1001',
        payment_method: 'Check',
        issued_by: { id: adminUser.id, email: adminUser.email },
      },
    });
    expect(issued.chain.at(-1)).toEqual({ step: 'issued', at: expect.any(String) });
    const audit = await t.db.prisma.auditEvent.findMany({
      where: { subjectType: 'ReferralReward', subjectId: charge.referralRewardId },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((line) => [line.action, line.fromState, line.toState, line.actorId])).toEqual([
      ['earn', 'pending_payment', 'earned', null],
      ['issue', 'earned', 'paid_out', adminUser.id],
    ]);
    await t.inbox!.waitFor(referrer.email);
    const mails = t.inbox!.messages.filter((message) => JSON.stringify(message.to).includes(referrer.email));
    // Payouts are offered (the fake Stripe's key) but this referrer never set them up: an admin pays by hand.
    expect(mails.map((message) => message.subject)).toContain('You earned $200, set up payouts to receive it');
    await expect
      .poll(
        () =>
          t.inbox!.messages.find(
            (message) =>
              JSON.stringify(message.to).includes(referrer.email) &&
              message.subject === 'Your MainWork reward has been issued: $200',
          )?.text,
        { timeout: 15_000 },
      )
      .toContain('It was sent by Check, reference CHK-1001.');

    // The referrer sees it issued.
    const mine = (await (await signedInClient(t, referrer)).get('/api/v1/me/rewards')).body as TMyReward[];
    expect(mine[0]).toMatchObject({ id: charge.referralRewardId, status: 'issued' });
    expect((await admin.post('/api/v1/admin/rewards/2147483647/issue').send({ reference: 'x' })).status).toBe(404);
  }, 40_000);

  it('are for admins only: employers and referrers get 403', async () => {
    const charge = await createHireCharge(t.db);
    await payThroughStripe(t, charge);
    for (const user of [charge.employer, charge.referrer]) {
      const client = await signedInClient(t, user);
      expect((await client.get('/api/v1/admin/rewards')).status).toBe(403);
      const issue = await client
        .post(`/api/v1/admin/rewards/${charge.referralRewardId}/issue`)
        .send({ reference: 'x' });
      expect(issue.status).toBe(403);
    }
    expect(
      (await t.db.prisma.referralReward.findUniqueOrThrow({ where: { id: charge.referralRewardId } })).status,
    ).toBe('earned');
  });
});

describe('the admin dashboard', () => {
  it('counts charges billed and paid and rewards by state from the stored rows', async () => {
    const fresh = await startTestApp();
    try {
      await createHireCharge(fresh.db, { reward: { type: 'Cash', amount: 100 } });
      const paid = await createHireCharge(fresh.db, {
        billingStatus: 'paid',
        rewardStatus: 'earned',
        reward: { type: 'Cash', amount: 300 },
      });
      await fresh.db.prisma.billingRecord.update({ where: { id: paid.billingRecordId }, data: { paidAt: new Date() } });
      await createHireCharge(fresh.db, { billingStatus: 'void', rewardStatus: 'canceled' });
      const admin = await signedInClient(fresh, await createUser(fresh.db, { role: 'Admin' }));
      const { body } = await admin.get('/api/v1/admin/dashboard');
      expect(body.totals).toMatchObject({
        attributed_hires: 2,
        billed_cents: 12_000 + 36_000,
        paid_cents: 36_000,
        rewards: {
          pending: { count: 1, amount_cents: 10_000 },
          earned: { count: 1, amount_cents: 30_000 },
          issued: { count: 0, amount_cents: 0 },
        },
      });
    } finally {
      await fresh.close();
    }
  });
});
