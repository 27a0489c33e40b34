import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, signedInClient, TEST_PASSWORD } from '../../testing/users.ts';
import { deviceName } from './device-name.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ME = '/api/v1/users/me';
const PASSWORD = '/api/v1/users/update_password';
const SESSIONS = '/api/v1/users/me/sessions';
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const patch = (client: Agent, path: string, json: object) => client.patch(path).send(json);

describe('account settings (GET and PATCH /api/v1/users/me)', () => {
  it('are the signed-in user’s own, for every role; a visitor gets 401', async () => {
    for (const role of ['Hunter', 'Employer', 'Admin'] as const) {
      const user = await createUser(t.db, { role });
      const response = await (await signedInClient(t, user)).get(ME);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        id: user.id,
        first_name: 'Test',
        last_name: role,
        email: user.email,
        phone: null,
        referral_payment_method_id: null,
        email_confirmed: true,
        pending_email: null,
      });
    }
    expect((await t.client().get(ME)).status).toBe(401);
    expect((await patch(t.client(), ME, { first_name: 'X' })).status).toBe(401);
  });

  it('change names, phone (kept as digits) and the referral payment method, and read back as stored', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(t, user);
    const method = await t.db.prisma.paymentMethod.findFirstOrThrow();
    const response = await patch(client, ME, {
      first_name: ' Ada ',
      last_name: 'Lovelace',
      email: user.email,
      phone: '(617)-555-0199',
      referral_payment_method_id: method.id,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '6175550199',
      referral_payment_method_id: method.id,
    });
    const stored = await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '6175550199',
      referralPaymentMethodId: method.id,
    });
    expect((await client.get(ME)).body).toEqual(response.body);
    // An empty value clears; a field left out is kept.
    const cleared = await patch(client, ME, { phone: '', referral_payment_method_id: '' });
    expect(cleared.body).toMatchObject({ first_name: 'Ada', phone: null, referral_payment_method_id: null });
  });

  it('answer bad fields with 422 keyed first_name, last_name, email, phone and referral_payment_method', async () => {
    const client = await signedInClient(t, await createUser(t.db));
    const response = await patch(client, ME, {
      first_name: 'x'.repeat(101),
      last_name: 'y'.repeat(101),
      email: 'not-an-email',
      phone: '12345',
      referral_payment_method_id: 999_999,
    });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      error: {
        first_name: ['First name must be 100 characters or fewer.'],
        last_name: ['Last name must be 100 characters or fewer.'],
        email: ['Enter an e-mail address like name@example.com.'],
        phone: ['Enter a phone number with 10 digits.'],
        referral_payment_method: ['Choose a valid referral payment method.'],
      },
    });
    expect((await patch(client, ME, { email: '' })).body).toEqual({ error: { email: ['Enter an e-mail address.'] } });
    expect((await patch(client, ME, { referral_payment_method_id: 'abc' })).body).toEqual({
      error: { referral_payment_method: ['Choose a valid referral payment method.'] },
    });
  });

  it('ignore the referral payment method for users who may not manage it (employers, admins)', async () => {
    const method = await t.db.prisma.paymentMethod.findFirstOrThrow();
    const employer = await createUser(t.db, { role: 'Employer' });
    const response = await patch(await signedInClient(t, employer), ME, { referral_payment_method_id: method.id });
    expect(response.status).toBe(200);
    expect(response.body.referral_payment_method_id).toBeNull();
  });

  it('ask for the current password to change the e-mail, and refuse an address someone else has', async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const client = await signedInClient(t, user);
    const newEmail = `renamed-${Date.now()}@example.com`;

    expect((await patch(client, ME, { email: newEmail })).body).toEqual({
      error: { current_password: ['Enter your current password.'] },
    });
    const wrong = await patch(client, ME, { email: newEmail, current_password: 'not-my-password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ error: { current_password: ['The current password is incorrect.'] } });
    const taken = await patch(client, ME, { email: other.email.toUpperCase(), current_password: TEST_PASSWORD });
    expect(taken.body).toEqual({
      error: { email: ['An account already uses this e-mail address. Log in, or use another e-mail address.'] },
    });
    // Refused changes leave nothing pending.
    expect((await client.get(ME)).body).toMatchObject({ email: user.email, pending_email: null });
    // The change itself, and what follows from it: email-change.test.ts.
  });
});

describe('changing the password (PATCH /api/v1/users/update_password)', () => {
  it('checks the old password and the password policy, with errors keyed old_password and password', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(t, user);
    expect((await patch(client, PASSWORD, {})).body).toEqual({
      error: { old_password: ['Enter your current password.'], password: ['Enter a password.'] },
    });
    expect((await patch(client, PASSWORD, { old_password: TEST_PASSWORD, password: 'Zq9!x' })).body).toEqual({
      error: { password: ['Password must be at least 8 characters.'] },
    });
    expect((await patch(client, PASSWORD, { old_password: TEST_PASSWORD, password: 'password123' })).body).toEqual({
      error: { password: ['This password is one of the most commonly used. Choose a less common one.'] },
    });
    expect((await patch(client, PASSWORD, { old_password: TEST_PASSWORD, password: user.email })).body).toEqual({
      error: { password: ['Password must not be your e-mail address. Choose another.'] },
    });
    const wrong = await patch(client, PASSWORD, { old_password: 'Wrong-guess-42', password: 'a-new-harbor-77' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ error: { old_password: ['The current password is incorrect.'] } });
    const stored = await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.passwordChangedAt).toBeNull();
  });

  it('ends the user’s other sessions and keeps this one; the new password signs in', async () => {
    const user = await createUser(t.db);
    const here = await signedInClient(t, user, { 'user-agent': CHROME_ON_WINDOWS });
    const elsewhere = await signedInClient(t, user, { 'user-agent': SAFARI_ON_IPHONE });
    const someoneElse = await signedInClient(t, await createUser(t.db));
    expect((await elsewhere.get(ME)).status).toBe(200);

    const response = await patch(here, PASSWORD, { old_password: TEST_PASSWORD, password: 'a-new-harbor-77' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Password changed successfully.' });

    expect((await here.get(ME)).status).toBe(200);
    expect((await elsewhere.get(ME)).status).toBe(401);
    expect((await someoneElse.get(ME)).status).toBe(200);
    expect(await t.db.prisma.session.count({ where: { userId: user.id } })).toBe(1);
    const login = (password: string) => t.client().post('/auth/login').send({ email: user.email, password });
    expect((await login(TEST_PASSWORD)).status).toBe(401);
    expect((await login('a-new-harbor-77')).status).toBe(200);
  });

  it('counts wrong old passwords as failed log-ins: past the limit for this address they are refused', async () => {
    // Windows are fixed and start at round times: a long one keeps every attempt of this test inside one window.
    const app = await startTestApp({ env: { RATE_LIMIT_LOGIN_PER_ACCOUNT_AND_ADDRESS: '3/3650d' } });
    try {
      const user = await createUser(app.db);
      const client = await signedInClient(app, user);
      const guess = () => patch(client, PASSWORD, { old_password: 'Wrong-guess-42', password: 'a-new-harbor-77' });
      for (let attempt = 0; attempt < 3; attempt++) expect((await guess()).status).toBe(422);
      const refused = await guess();
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      // The log-in form shares the count, so it is no way around it either.
      expect(
        (await app.client().post('/auth/login').send({ email: user.email, password: 'Wrong-guess-42' })).status,
      ).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('signed-in sessions (/api/v1/users/me/sessions)', () => {
  it('lists the user’s sessions with their device and last use, the current one marked', async () => {
    const user = await createUser(t.db);
    const here = await signedInClient(t, user, { 'user-agent': CHROME_ON_WINDOWS });
    await signedInClient(t, user, { 'user-agent': SAFARI_ON_IPHONE });
    await signedInClient(t, await createUser(t.db), { 'user-agent': CHROME_ON_WINDOWS });
    const response = await here.get(SESSIONS);
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(2);
    const rows = await t.db.prisma.session.findMany({ where: { userId: user.id } });
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const session of response.body as Array<{ id: number; last_used_at: string; created_at: string }>) {
      expect(byId.get(session.id)!.lastSeenAt.toISOString()).toBe(session.last_used_at);
      expect(byId.get(session.id)!.createdAt.toISOString()).toBe(session.created_at);
    }
    expect(
      (response.body as Array<{ device: string; current: boolean }>)
        .map(({ device, current }) => ({ device, current }))
        .sort((a, b) => a.device.localeCompare(b.device)),
    ).toEqual([
      { device: 'Chrome on Windows', current: true },
      { device: 'Safari on iPhone', current: false },
    ]);
    expect((await t.client().get(SESSIONS)).status).toBe(401);
  });

  it('signs out the other sessions, or one of them, and never someone else’s', async () => {
    const user = await createUser(t.db);
    const here = await signedInClient(t, user);
    const second = await signedInClient(t, user);
    const third = await signedInClient(t, user);
    const stranger = await signedInClient(t, await createUser(t.db));
    const strangerSession = (await stranger.get(SESSIONS)).body[0].id as number;

    expect((await here.delete(`${SESSIONS}/${strangerSession}`)).status).toBe(404);
    const mine = (await here.get(SESSIONS)).body as Array<{ id: number; current: boolean }>;
    const current = mine.find((session) => session.current)!.id;
    expect((await here.delete(`${SESSIONS}/${current}`)).status).toBe(404);

    const secondId = (await second.get(SESSIONS)).body.find((s: { current: boolean }) => s.current).id as number;
    const one = await here.delete(`${SESSIONS}/${secondId}`);
    expect(one.body).toEqual({ message: 'The session has been signed out.' });
    expect((await second.get(ME)).status).toBe(401);
    expect((await third.get(ME)).status).toBe(200);

    const all = await here.delete(SESSIONS);
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ message: 'Your other sessions have been signed out.' });
    expect((await third.get(ME)).status).toBe(401);
    expect((await here.get(ME)).status).toBe(200);
    expect((await stranger.get(ME)).status).toBe(200);
    expect(await t.db.prisma.session.count({ where: { userId: user.id } })).toBe(1);
  });

  it('marks "last used" at most once a minute', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(t, user);
    const before = await t.db.prisma.session.findFirstOrThrow({ where: { userId: user.id } });
    await client.get(ME);
    const unchanged = await t.db.prisma.session.findFirstOrThrow({ where: { id: before.id } });
    expect(unchanged.lastSeenAt.getTime()).toBe(before.lastSeenAt.getTime());
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await t.db.prisma.session.update({ where: { id: before.id }, data: { lastSeenAt: twoMinutesAgo } });
    await client.get(ME);
    const touched = await t.db.prisma.session.findFirstOrThrow({ where: { id: before.id } });
    expect(touched.lastSeenAt.getTime()).toBeGreaterThan(twoMinutesAgo.getTime() + 60_000);
  });
});

describe('deviceName', () => {
  it('reads the browser family and system from common user agents', () => {
    expect(deviceName(CHROME_ON_WINDOWS)).toBe('Chrome on Windows');
    expect(deviceName(SAFARI_ON_IPHONE)).toBe('Safari on iPhone');
    expect(deviceName('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox on Linux',
    );
    expect(
      deviceName(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge on macOS');
    expect(deviceName('curl/8.5.0')).toBe('Unknown device');
    expect(deviceName(null)).toBe('Unknown device');
  });
});
