import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, setCookieLines } from '../../testing/cookies.ts';
import { sendForm } from '../../testing/forms.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, PNG_BYTES, TEST_PASSWORD } from '../../testing/users.ts';
import { PASSWORD_MESSAGES } from './password-policy.ts';

let t: TestApp;
let massachusettsId: number;
let sizeId: number;

beforeAll(async () => {
  t = await startTestApp();
  massachusettsId = (await t.db.prisma.state.findUniqueOrThrow({ where: { code: 'MA' } })).id;
  sizeId = (await t.db.prisma.employerSize.findFirstOrThrow()).id;
});
afterAll(() => t.close());

const png = () => [new Blob([PNG_BYTES], { type: 'image/png' }), 'logo.png'] as [Blob, string];

describe('a Hunter signing up', () => {
  it('registers with multipart e-mail and password, is signed in, verifies the token and logs out', async () => {
    const client = t.client();
    const registered = await sendForm(client.post('/auth/register'), {
      email: 'New.Hunter@Example.com',
      password: 'walk1ngdog',
      role_name: 'Hunter',
      required_credit_card: 'false',
    });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ email: 'new.hunter@example.com', role: 'Hunter', business_id: null });
    expect(registered.body.permissions.can).toEqual({
      manage: ['basic', 'ReferralPaymentMethod'],
      read: ['Job', 'Application', 'DefaultApplication', 'SavedJob'],
      create: ['Application', 'DefaultApplication', 'SavedJob'],
      update: ['DefaultApplication'],
      delete: ['SavedJob'],
    });

    const verified = await client.get('/auth/verify_token');
    expect(verified.status).toBe(200);
    expect(verified.body.email).toBe('new.hunter@example.com');

    expect((await client.get('/auth/logout')).status).toBe(200);
    const afterLogout = await client.get('/auth/verify_token');
    expect(afterLogout.status).toBe(200);
    expect(afterLogout.body).toBeNull();
  });

  it('answers a visitor without a session cookie with null, not an error, and a cookie that is no session with 401', async () => {
    const visitor = await t.client().get('/auth/verify_token');
    expect(visitor.status).toBe(200);
    expect(visitor.body).toBeNull();
    expect(visitor.headers['cache-control']).toBe('no-store');
    const stale = await t.client({ cookie: 'mw_session=no-such-session' }).get('/auth/verify_token');
    expect(stale.status).toBe(401);
    expect(stale.body).toEqual({ error: expect.any(String) });
  });

  it('logs in again with a cookie jar and gets a new session token each time', async () => {
    const user = await createUser(t.db);
    const first = t.client();
    const second = t.client();
    expect(
      (await first.post('/auth/login').send({ email: user.email.toUpperCase(), password: TEST_PASSWORD })).status,
    ).toBe(200);
    expect((await second.post('/auth/login').send({ email: user.email, password: TEST_PASSWORD })).status).toBe(200);
    expect(cookieOf(first, 'mw_session')).toBeTruthy();
    expect(cookieOf(first, 'mw_session')).not.toBe(cookieOf(second, 'mw_session'));
    const sessions = await t.db.prisma.session.findMany({ where: { userId: user.id } });
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s) => s.tokenHash)).not.toContain(cookieOf(first, 'mw_session'));
  });

  it('sets an HttpOnly, SameSite=Lax session cookie (no Secure over plain HTTP)', async () => {
    const user = await createUser(t.db);
    const response = await t.client().post('/auth/login').send({ email: user.email, password: TEST_PASSWORD });
    const cookie = setCookieLines(response).find((line) => line.startsWith('mw_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('gets the spec keys for missing, invalid and taken fields', async () => {
    const blank = await sendForm(t.client().post('/auth/register'), { role_name: 'Hunter' });
    expect(blank.status).toBe(422);
    expect(blank.body.error).toMatchObject({ email: ['Enter an e-mail address.'], password: ['Enter a password.'] });

    const weak = await sendForm(t.client().post('/auth/register'), { email: 'not-an-email', password: 'x7#q' });
    expect(weak.body.error.email).toEqual(['Enter an e-mail address like name@example.com.']);
    expect(weak.body.error.password).toEqual(['Password must be at least 8 characters.']);

    const existing = await createUser(t.db);
    const taken = await sendForm(t.client().post('/auth/register'), {
      email: existing.email,
      password: 'quiet-harbor-42',
    });
    expect(taken.status).toBe(422);
    expect(taken.body.error).toEqual({
      email: ['An account already uses this e-mail address. Log in, or use another e-mail address.'],
    });
  });

  it('answers wrong passwords and unknown accounts alike', async () => {
    const user = await createUser(t.db);
    const wrong = await t.client().post('/auth/login').send({ email: user.email, password: 'wrong-password-1' });
    const unknown = await t
      .client()
      .post('/auth/login')
      .send({ email: 'nobody@example.com', password: 'wrong-password-1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ error: 'Invalid email or password.' });
  });
});

describe('the password rule at sign-up', () => {
  const signUp = (email: string, password: string) =>
    sendForm(t.client().post('/auth/register'), { email, password, role_name: 'Hunter' });

  it('accepts a passphrase and non-ASCII characters with no letters-and-numbers rule, and they log in', async () => {
    for (const [email, password] of [
      ['passphrase@example.com', 'correct horse battery staple'],
      ['umlauts@example.com', 'ÜÜÜÜÜÜÜÜ1'],
      ['longest@example.com', '🐈🦔'.repeat(64)],
    ] as const) {
      expect((await signUp(email, password)).status, password).toBe(201);
      expect((await t.client().post('/auth/login').send({ email, password })).status, password).toBe(200);
    }
  });

  it('refuses a common password, the own e-mail address and more than 128 characters under password', async () => {
    const common = await signUp('common@example.com', 'password1');
    expect(common.status).toBe(422);
    expect(common.body).toEqual({ error: { password: [PASSWORD_MESSAGES.common] } });
    expect((await signUp('common@example.com', '12345678a')).body).toEqual({
      error: { password: [PASSWORD_MESSAGES.common] },
    });
    const own = await signUp('Own.Address@example.com', 'own.address@example.com');
    expect(own.body).toEqual({ error: { password: [PASSWORD_MESSAGES.email] } });
    const long = await signUp('long@example.com', 'x'.repeat(129));
    expect(long.body).toEqual({ error: { password: [PASSWORD_MESSAGES.tooLong] } });
    expect(await t.db.prisma.user.count({ where: { email: { in: ['common@example.com', 'long@example.com'] } } })).toBe(
      0,
    );
  });
});

describe('an Employer signing up', () => {
  it('registers with a business, logo upload and address and gets the employer permissions', async () => {
    const client = t.client();
    const response = await sendForm(client.post('/auth/register'), {
      email: 'owner@bakery.example',
      password: 'flour4ever',
      first_name: 'Dana',
      last_name: 'Baker',
      phone: '(617)-555-0134',
      role_name: 'Employer',
      required_credit_card: 'false',
      'business[name]': 'Harbor Bakery',
      'business[employer_size_id]': String(sizeId),
      'business[logo]': png(),
      'business[address_attributes][address_one]': '1 Beacon St',
      'business[address_attributes][address_two]': '',
      'business[address_attributes][city]': 'Boston',
      'business[address_attributes][state_id]': String(massachusettsId),
      'business[address_attributes][zip]': '02108',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ role: 'Employer', phone: '6175550134', first_name: 'Dana' });
    expect(response.body.permissions.can.read).toEqual(
      expect.arrayContaining(['employers_dashboard', 'Business', 'Job', 'Membership']),
    );
    // Its first owner (decision 054): the team, the API keys (decision 069) and the charges are the owner's too.
    expect(response.body.business_role).toBe('owner');
    expect(response.body.permissions.can.create).toEqual(['Job', 'Membership', 'BusinessMember', 'ApiKey', 'Charge']);

    const business = await t.db.prisma.business.findUniqueOrThrow({
      where: { id: response.body.business_id },
      include: { address: { include: { state: true } }, logo: true },
    });
    expect(business).toMatchObject({ name: 'Harbor Bakery', employerSizeId: sizeId, ownerId: response.body.id });
    expect(business.address).toMatchObject({ city: 'Boston', zip: '02108', addressOne: '1 Beacon St' });
    expect(business.address!.state.code).toBe('MA');
    expect(business.address!.latitude).toBeCloseTo(42.36, 1);
    expect(business.logo).toMatchObject({ contentType: 'image/png', filename: 'logo.png', public: true });
    expect(business.logo!.storageKey).not.toContain('logo.png');

    expect((await client.get('/auth/verify_token')).body.business_id).toBe(business.id);
  });

  it('gets businesses.* and address.* keys for a bad business', async () => {
    const response = await sendForm(t.client().post('/auth/register'), {
      email: 'second@example.com',
      password: 'quiet-harbor-42',
      role_name: 'Employer',
      'business[address_attributes][city]': 'Boston',
      'business[address_attributes][zip]': '2108',
    });
    expect(response.status).toBe(422);
    expect(response.body.error).toEqual({
      phone: ['Enter a phone number.'],
      'businesses.name': ['Enter a business name.'],
      'businesses.employer_size': ['Choose a number of employees.'],
      'address.address_one': ['Enter a street address.'],
      'address.state': ['Choose a state.'],
      'address.zip': ['Enter a ZIP code with 5 digits.'],
    });
    expect(await t.db.prisma.user.count({ where: { email: 'second@example.com' } })).toBe(0);
  });

  it('gets address.geocode when the ZIP is not in the state', async () => {
    const response = await sendForm(t.client().post('/auth/register'), {
      email: 'geo@example.com',
      password: 'quiet-harbor-42',
      role_name: 'Employer',
      phone: '6175550100',
      'business[name]': 'Somewhere',
      'business[employer_size_id]': String(sizeId),
      'business[address_attributes][address_one]': '1 Main St',
      'business[address_attributes][city]': 'Boston',
      'business[address_attributes][state_id]': String(massachusettsId),
      'business[address_attributes][zip]': '90210',
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.error)).toEqual(['address.geocode']);
  });

  it('refuses a logo that is not a JPG or PNG by its content, whatever its name says', async () => {
    const response = await sendForm(t.client().post('/auth/register'), {
      email: 'logo@example.com',
      password: 'quiet-harbor-42',
      role_name: 'Employer',
      phone: '6175550100',
      'business[name]': 'Fake Logo Co',
      'business[employer_size_id]': String(sizeId),
      'business[logo]': [new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/png' }), 'logo.png'],
    });
    expect(response.status).toBe(422);
    expect(response.body.error).toEqual({ 'businesses.logo': ['The business logo must be a JPG or PNG image.'] });
    expect(await t.db.prisma.storedFile.count()).toBe(1); // only the first test's logo
  });
});

describe('bad input never produces a 5xx', () => {
  const cases: Array<[string, string, () => Promise<{ status: number; body: unknown }>]> = [
    [
      'malformed JSON login',
      'POST /auth/login',
      () =>
        t
          .client()
          .post('/auth/login')
          .set('content-type', 'application/json')
          .then((r) => r),
    ],
    ['login with numbers', 'POST /auth/login', () => t.client().post('/auth/login').send({ email: 5, password: [] })],
    [
      'register with JSON',
      'POST /auth/register',
      () => t.client().post('/auth/register').send({ email: 'x@example.com', password: 'abc12345', role_name: 'Boss' }),
    ],
    [
      'register with a huge field',
      'POST /auth/register',
      () => sendForm(t.client().post('/auth/register'), { email: 'a'.repeat(5000), password: 'x' }),
    ],
    [
      'register with an unknown file field',
      'POST /auth/register',
      () => sendForm(t.client().post('/auth/register'), { 'user[avatar]': [new Blob(['x']), 'a.txt'] }),
    ],
    [
      'reset with a non-numeric id',
      'POST /api/v1/users/abc/reset_password',
      () => t.client().post('/api/v1/users/abc/reset_password').send({}),
    ],
    [
      'reset with no body wrapper',
      'POST /api/v1/users/1/reset_password',
      () => t.client().post('/api/v1/users/1/reset_password').send({ password: 'x' }),
    ],
  ];
  for (const [name, , send] of cases) {
    it(name, async () => {
      const response = await send();
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.body).toHaveProperty('error');
    });
  }

  it('a JSON body that does not parse is a 400 with the error shape', async () => {
    const response = await fetch(`${t.baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });
});

describe('defences', () => {
  it('refuses unsafe requests from a foreign origin or a cross-site fetch', async () => {
    const user = await createUser(t.db);
    const foreign = await t
      .client({ origin: 'https://evil.example' })
      .post('/auth/login')
      .send({ email: user.email, password: TEST_PASSWORD });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ error: 'Cross-site request refused.' });
    const crossSite = await t
      .client({ 'sec-fetch-site': 'cross-site' })
      .post('/auth/login')
      .send({ email: user.email, password: TEST_PASSWORD });
    expect(crossSite.status).toBe(403);
    const sameOrigin = await t
      .client({ origin: t.config.publicUrl, 'sec-fetch-site': 'same-origin' })
      .post('/auth/login')
      .send({
        email: user.email,
        password: TEST_PASSWORD,
      });
    expect(sameOrigin.status).toBe(200);
  });

  it('rate-limits login attempts per account with 429 and Retry-After', async () => {
    const user = await createUser(t.db);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push(
        (await t.client().post('/auth/login').send({ email: user.email, password: 'wrong-password-1' })).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    const limited = await t.client().post('/auth/login').send({ email: user.email, password: TEST_PASSWORD });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.error).toMatch(/Too many attempts/);
  });

  it('keeps a used session alive by stamping when it was last seen', async () => {
    const user = await createUser(t.db);
    const client = t.client();
    await client.post('/auth/login').send({ email: user.email, password: TEST_PASSWORD });
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await t.db.prisma.session.updateMany({ where: { userId: user.id }, data: { lastSeenAt: twoMinutesAgo } });
    expect((await client.get('/auth/verify_token')).status).toBe(200);
    const session = await t.db.prisma.session.findFirstOrThrow({ where: { userId: user.id } });
    expect(Math.abs(session.lastSeenAt.getTime() - Date.now())).toBeLessThan(10_000);
  });

  it('ends a session that was idle too long', async () => {
    const user = await createUser(t.db);
    const client = t.client();
    await client.post('/auth/login').send({ email: user.email, password: TEST_PASSWORD });
    await t.db.prisma.session.updateMany({
      where: { userId: user.id },
      data: { lastSeenAt: new Date(Date.now() - 15 * 86_400_000) },
    });
    expect((await client.get('/auth/verify_token')).status).toBe(401);
    expect(await t.db.prisma.session.count({ where: { userId: user.id } })).toBe(0);
  });
});
