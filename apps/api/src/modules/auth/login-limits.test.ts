import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../infra/password-hashing.ts';
import { TOO_MANY_ATTEMPTS } from '../../infra/rate-limits/rate-limiter.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, TEST_PASSWORD } from '../../testing/users.ts';
import { INVALID_LOGIN, login } from './login.ts';

let t: TestApp;
beforeAll(async () => {
  // Clients say which address they come from in X-Forwarded-For, as behind a proxy. The default counts
  // over day-long windows: a test run cannot straddle a window's end (unless it runs over midnight UTC).
  t = await startTestApp({
    env: {
      TRUST_PROXY: 'true',
      RATE_LIMIT_LOGIN_PER_ADDRESS: '60/1d',
      RATE_LIMIT_LOGIN_PER_ACCOUNT_AND_ADDRESS: '10/1d',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '10/1d',
    },
  });
});
afterAll(() => t.close());

const from = (address: string) => t.client({ 'x-forwarded-for': address });

describe('failed log-ins', () => {
  it("leave the owner able to log in from another address after an attacker's 50 from one", async () => {
    const owner = await createUser(t.db);
    const attacker = from('203.0.113.50');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 50; attempt++) {
      statuses.push(
        (await attacker.post('/auth/login').send({ email: owner.email, password: `guess-${attempt}` })).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(40).fill(429));

    const atHome = from('198.51.100.50');
    const signedIn = await atHome.post('/auth/login').send({ email: owner.email, password: TEST_PASSWORD });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.email).toBe(owner.email);
    // The attacker's address stays refused for that account, even with the right password.
    expect((await attacker.post('/auth/login').send({ email: owner.email, password: TEST_PASSWORD })).status).toBe(429);
  });

  it('refuse an address after 60 failures on any accounts, with Retry-After and the error shape', async () => {
    const crowd = from('203.0.113.60');
    for (let attempt = 0; attempt < 60; attempt++) {
      const response = await crowd.post('/auth/login').send({ email: `nobody-${attempt}@example.com`, password: 'x' });
      expect(response.status).toBe(401);
    }
    const user = await createUser(t.db);
    const refused = await crowd.post('/auth/login').send({ email: user.email, password: TEST_PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: TOO_MANY_ATTEMPTS });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect(
      (await from('203.0.113.61').post('/auth/login').send({ email: user.email, password: TEST_PASSWORD })).status,
    ).toBe(200);
  });

  it("start again for the owner's address when the owner logs in, so typos never add up to a refusal", async () => {
    const owner = await createUser(t.db);
    const atWork = from('198.51.100.70');
    for (let visit = 0; visit < 12; visit++) {
      expect((await atWork.post('/auth/login').send({ email: owner.email, password: 'typo' })).status).toBe(401);
      expect((await atWork.post('/auth/login').send({ email: owner.email, password: TEST_PASSWORD })).status).toBe(200);
    }
  });
});

describe('the per-account ceiling', () => {
  const passwords = createPasswordHasher({ memoryCost: 1024 });

  it('slows failed log-ins from many addresses with a growing delay and never refuses the owner', async () => {
    const owner = await createUser(t.db);
    const delays: number[] = [];
    const deps = {
      prisma: t.db.prisma,
      passwords,
      sessionPolicy: t.config.session,
      rateLimits: t.config.rateLimits,
      pause: async (ms: number) => {
        delays.push(ms);
      },
    };
    for (let attempt = 0; attempt < 15; attempt++) {
      await expect(
        login(deps, { body: { email: owner.email, password: `guess-${attempt}` }, ip: `192.0.2.${attempt + 1}` }),
      ).rejects.toThrow(INVALID_LOGIN);
    }
    const signedIn = await login(deps, { body: { email: owner.email, password: TEST_PASSWORD }, ip: '192.0.2.200' });
    expect(signedIn.user.id).toBe(owner.id);
    await expect(login(deps, { body: { email: owner.email, password: 'typo' }, ip: '192.0.2.200' })).rejects.toThrow(
      INVALID_LOGIN,
    );
    expect(delays).toEqual([
      ...Array(10).fill(0),
      1000,
      2000,
      4000,
      8000,
      16_000,
      // The owner waits too, at most the ceiling, but is let in...
      30_000,
      // ...and that success starts the account's count again.
      0,
    ]);
  });

  it('lets the owner in over real HTTP once the account is past the ceiling', async () => {
    const owner = await createUser(t.db);
    for (let address = 1; address <= 10; address++) {
      const response = await from(`192.0.2.${address}`)
        .post('/auth/login')
        .send({ email: owner.email, password: 'nope' });
      expect(response.status).toBe(401);
    }
    // The account's 11th attempt: slowed by the first delay, then answered as usual.
    const signedIn = await from('192.0.2.99').post('/auth/login').send({ email: owner.email, password: TEST_PASSWORD });
    expect(signedIn.status).toBe(200);
  });
});

describe('the limits as settings', () => {
  it('take the per-address log-in limit from RATE_LIMIT_LOGIN_PER_ADDRESS', async () => {
    const strict = await startTestApp({ env: { TRUST_PROXY: 'true', RATE_LIMIT_LOGIN_PER_ADDRESS: '2/1d' } });
    try {
      const room = strict.client({ 'x-forwarded-for': '203.0.113.90' });
      for (let attempt = 0; attempt < 2; attempt++) {
        expect((await room.post('/auth/login').send({ email: `a${attempt}@example.com`, password: 'x' })).status).toBe(
          401,
        );
      }
      expect((await room.post('/auth/login').send({ email: 'a2@example.com', password: 'x' })).status).toBe(429);
    } finally {
      await strict.close();
    }
  });
});
