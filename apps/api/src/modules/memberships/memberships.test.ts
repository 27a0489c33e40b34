import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queuedJobs, waitForQueueToEmpty } from '../../testing/queued-jobs.ts';
import { startTestApp, type StripeTestApp } from '../../testing/test-app.ts';
import { addToTeam, createUser, newSignedInUser, signedInClient } from '../../testing/users.ts';
import { stripeCustomerEmailIdempotencyKey } from './stripe-customer-email-job.ts';
import { STRIPE_CUSTOMER_QUEUE, stripeCustomerIdempotencyKey } from './stripe-customer-job.ts';

let t: StripeTestApp;

beforeAll(async () => {
  // `mail: true` runs the queue worker in the app, as `pnpm start` does.
  t = await startTestApp({ mail: true, stripe: true, env: { PLATFORM_FEE_PERCENT: '17.5' } });
});
afterAll(() => t.close());

const join = { membership: { accept_terms: true, terms_version: '1.1' } };

function employerWithoutMembership() {
  return newSignedInUser(t, { role: 'Employer', membership: false });
}

describe('membership terms', () => {
  it('give the version, the configured platform fee, billing per confirmed hire and how rewards work', async () => {
    const response = await t.client().get('/api/v1/settings/new_membership_terms');
    expect(response.status).toBe(200);
    expect(response.body.version).toBe('1.1');
    expect(response.body.platform_fee_percent).toBe(17.5);
    const titles = response.body.sections.map((section: { title: string }) => section.title);
    expect(titles).toEqual(expect.arrayContaining(['Billing per confirmed hire', 'How rewards work']));
    const billing = response.body.sections.find(
      (section: { title: string }) => section.title === 'Billing per confirmed hire',
    );
    expect(billing.body).toContain('17.50%');
    // Decision 049: the reward is billed only when a referral link led to the hire.
    expect(billing.body).toContain('plus that value when a referral link led to the hire');
    expect(billing.body).toContain('the platform fee alone is billed');
    expect(response.body.text).toContain('when no one is to be rewarded, the platform fee alone');
  });
});

describe('joining', () => {
  it('records the acceptance (time, user, terms version) and makes the Stripe customer from the queue', async () => {
    const { user, client } = await employerWithoutMembership();
    expect((await client.get('/api/v1/me/membership')).status).toBe(404);

    const before = Date.now();
    const created = await client.post('/api/v1/me/membership').send(join);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      business_id: user.businessId,
      status: 'active',
      active: true,
      terms_version: '1.1',
    });
    expect(Date.parse(created.body.accepted_at)).toBeGreaterThanOrEqual(before - 1000);
    const row = await t.db.prisma.membership.findUniqueOrThrow({ where: { businessId: user.businessId! } });
    expect(row.acceptedById).toBe(user.id);
    expect((await client.get('/api/v1/me/membership')).body).toEqual(created.body);

    await vi.waitFor(
      async () => {
        const business = await t.db.prisma.business.findUniqueOrThrow({ where: { id: user.businessId! } });
        expect(business.stripeCustomerId).toMatch(/^cus_test/);
      },
      { timeout: 15_000, interval: 100 },
    );
    const calls = t.stripe.calls.filter((call) => call.form.get('metadata[business_id]') === String(user.businessId));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.idempotencyKey).toBe(stripeCustomerIdempotencyKey(user.businessId!));
    expect(calls[0]!.form.get('email')).toBe(user.email);
    expect(t.stripe.problems).toEqual([]);
  });

  it('is not blocked by a Stripe outage: the job retries with the same idempotency key', async () => {
    const { user, client } = await employerWithoutMembership();
    t.stripe.failNext(3);
    const created = await client.post('/api/v1/me/membership').send(join);
    expect(created.status).toBe(201);
    expect((await client.get('/api/v1/me/membership')).body.active).toBe(true);

    await waitForQueueToEmpty(t.db, STRIPE_CUSTOMER_QUEUE, 30_000);
    const business = await t.db.prisma.business.findUniqueOrThrow({ where: { id: user.businessId! } });
    expect(business.stripeCustomerId).toMatch(/^cus_test/);
    const calls = t.stripe.calls.filter((call) => call.form.get('metadata[business_id]') === String(user.businessId));
    expect(calls.length).toBe(4);
    expect(new Set(calls.map((call) => call.idempotencyKey))).toEqual(
      new Set([stripeCustomerIdempotencyKey(user.businessId!)]),
    );
    expect(t.stripe.problems).toEqual([]);
  }, 40_000);

  it('answers an active membership as it is: a second click makes no second customer', async () => {
    const { user, client } = await employerWithoutMembership();
    const [first, second] = await Promise.all([
      client.post('/api/v1/me/membership').send(join),
      client.post('/api/v1/me/membership').send(join),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.id).toBe(second.body.id);
    expect(await t.db.prisma.membership.count({ where: { businessId: user.businessId! } })).toBe(1);
    await waitForQueueToEmpty(t.db, STRIPE_CUSTOMER_QUEUE);
    const calls = t.stripe.calls.filter((call) => call.form.get('metadata[business_id]') === String(user.businessId));
    expect(calls).toHaveLength(1);
  });

  it('needs the terms accepted, in their current version: errors keyed by field', async () => {
    const { user, client } = await employerWithoutMembership();
    const refused = await client.post('/api/v1/me/membership').send({
      membership: { accept_terms: false, terms_version: '0.9' },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.error).sort()).toEqual(['accept_terms', 'terms_version']);
    const missing = await client.post('/api/v1/me/membership').send({ membership: {} });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.error).sort()).toEqual(['accept_terms', 'terms_version']);
    expect(await t.db.prisma.membership.count({ where: { businessId: user.businessId! } })).toBe(0);
    expect(await queuedJobs(t.db, STRIPE_CUSTOMER_QUEUE)).toEqual([]);
  });

  it('is for employers only', async () => {
    for (const role of ['Hunter', 'Admin'] as const) {
      const client = await signedInClient(t, await createUser(t.db, { role }));
      expect((await client.post('/api/v1/me/membership').send(join)).status).toBe(403);
    }
    expect((await t.client().post('/api/v1/me/membership').send(join)).status).toBe(401);
  });
});

describe("the Stripe customer's e-mail", () => {
  it('follows the first owner when the team changes: demoted, the next owner is the address, once', async () => {
    const { user: first, client: firstClient } = await employerWithoutMembership();
    expect((await firstClient.post('/api/v1/me/membership').send(join)).status).toBe(201);
    const customerId = await vi.waitFor(
      async () => {
        const business = await t.db.prisma.business.findUniqueOrThrow({ where: { id: first.businessId! } });
        expect(business.stripeCustomerId).toMatch(/^cus_test/);
        return business.stripeCustomerId!;
      },
      { timeout: 15_000, interval: 100 },
    );
    const second = await addToTeam(t.db, await createUser(t.db, { role: 'Employer', business: false }), {
      businessId: first.businessId!,
      role: 'owner',
    });
    const secondClient = await signedInClient(t, second);
    const members = (await secondClient.get(`/api/v1/businesses/${first.businessId}/members`)).body as Array<{
      id: number;
      email: string;
    }>;
    const firstMember = members.find((member) => member.email === first.email)!;
    const demoted = await secondClient
      .put(`/api/v1/businesses/${first.businessId}/members/${firstMember.id}`)
      .send({ member: { role: 'recruiter' } });
    expect(demoted.status).toBe(204);

    await waitForQueueToEmpty(t.db, 'memberships.stripe-customer-email');
    expect(t.stripe.customerEmail(customerId)).toBe(second.email);
    const updates = t.stripe.calls.filter((call) => call.path === `/v1/customers/${customerId}`);
    expect(updates).toHaveLength(1);
    const change = await t.db.prisma.auditEvent.findFirstOrThrow({
      where: { subjectType: 'BusinessMember', subjectId: firstMember.id, action: 'role_changed' },
    });
    expect(updates[0]!.idempotencyKey).toBe(stripeCustomerEmailIdempotencyKey(first.businessId!, change.id));
    expect(t.stripe.problems).toEqual([]);
  });
});

describe('without Stripe configured', () => {
  it('joins without queueing a customer', async () => {
    const plain = await startTestApp();
    try {
      const user = await createUser(plain.db, { role: 'Employer', membership: false });
      const client = await signedInClient(plain, user);
      expect((await client.post('/api/v1/me/membership').send(join)).status).toBe(201);
      expect(await queuedJobs(plain.db, STRIPE_CUSTOMER_QUEUE)).toEqual([]);
      const terms = await plain.client().get('/api/v1/settings/new_membership_terms');
      expect(terms.body.platform_fee_percent).toBe(20);
    } finally {
      await plain.close();
    }
  });
});

describe('my membership', () => {
  it('is read by its employer, 404 when the employer has none, 403 for a Hunter, 401 signed out', async () => {
    const member = await createUser(t.db, { role: 'Employer' });
    const nonMember = await createUser(t.db, { role: 'Employer', membership: false });
    const hunter = await createUser(t.db);

    const memberClient = await signedInClient(t, member);
    const read = await memberClient.get('/api/v1/me/membership');
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      business_id: member.businessId,
      status: 'active',
      active: true,
      terms_version: '1.0',
    });

    const nonMemberClient = await signedInClient(t, nonMember);
    expect((await nonMemberClient.get('/api/v1/me/membership')).status).toBe(404);

    const hunterClient = await signedInClient(t, hunter);
    expect((await hunterClient.get('/api/v1/me/membership')).status).toBe(403);

    expect((await t.client().get('/api/v1/me/membership')).status).toBe(401);
  });
});
