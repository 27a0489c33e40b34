import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForQueueToEmpty } from '../../testing/queued-jobs.ts';
import type { PrismaClient } from '@mainwork/db';
import { TOO_MANY_ATTEMPTS } from '../../infra/rate-limits/rate-limiter.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, TEST_PASSWORD } from '../../testing/users.ts';
import { PASSWORD_MESSAGES } from './password-policy.ts';
import { FORGOT_PASSWORD_MESSAGE, INVALID_RESET_LINK, requestPasswordReset } from './password-reset.ts';

let t: TestApp;
beforeAll(async () => {
  // Clients say which address they come from in X-Forwarded-For, as behind a proxy. The default counts
  // over day-long windows: a test run cannot straddle a window's end (unless it runs over midnight UTC).
  t = await startTestApp({
    mail: true,
    env: {
      TRUST_PROXY: 'true',
      RATE_LIMIT_FORGOT_PASSWORD_PER_ADDRESS: '20/1d',
      RATE_LIMIT_FORGOT_PASSWORD_PER_ACCOUNT_AND_ADDRESS: '5/1d',
      RATE_LIMIT_FORGOT_PASSWORD_PER_ACCOUNT: '5/1d',
      RATE_LIMIT_RESET_PASSWORD_PER_ADDRESS: '30/1d',
      RATE_LIMIT_RESET_PASSWORD_PER_ACCOUNT_AND_ADDRESS: '10/1d',
      RATE_LIMIT_RESET_PASSWORD_PER_ACCOUNT: '10/1d',
      RATE_LIMIT_RESET_MAILS_PER_ACCOUNT: '20/1d',
    },
  });
});
afterAll(() => t.close());

function mailsTo(to: string) {
  return t.inbox!.messages.filter((mail) =>
    JSON.stringify(mail.to ?? '')
      .toLowerCase()
      .includes(to.toLowerCase()),
  );
}

async function waitForMails(to: string, count: number) {
  for (let waited = 0; mailsTo(to).length < count; waited += 100) {
    if (waited > 15_000) throw new Error(`${mailsTo(to).length} of ${count} mails to ${to} arrived`);
    await sleep(100);
  }
  return mailsTo(to);
}

function linkFrom(text: string): URL {
  const match = text.match(/https?:\/\/\S+\/reset_password\?\S+/);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return new URL(match[0]);
}

describe('resetting a forgotten password', () => {
  it('mails a link over SMTP that verifies, resets once, and ends the old sessions', async () => {
    const user = await createUser(t.db);
    const signedIn = t.client();
    await signedIn.post('/auth/login').send({ email: user.email, password: TEST_PASSWORD });

    const requested = await t.client().post('/api/v1/users/forgot_password').send({ email: user.email });
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual({ message: FORGOT_PASSWORD_MESSAGE });

    const mail = await t.inbox!.waitFor(user.email);
    expect(mail.subject).toBe('Reset your MainWork password');
    const link = linkFrom(mail.text ?? '');
    expect(link.origin + link.pathname).toBe(`${t.config.publicUrl}/reset_password`);
    expect(link.searchParams.get('id')).toBe(String(user.id));
    const token = link.searchParams.get('token')!;
    const header = { 'reset-password-token': token };

    const verified = await t.client().get(`/api/v1/users/${user.id}/verify_reset_password_token`).set(header);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ id: user.id, email: user.email });

    const mismatch = await t
      .client()
      .post(`/api/v1/users/${user.id}/reset_password`)
      .set(header)
      .send({ user: { password: 'newpass123', password_confirmation: 'other123' } });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.error).toEqual({
      password_confirmation: ['Password confirmation must match the password. Type the same password twice.'],
    });

    const reset = await t
      .client()
      .post(`/api/v1/users/${user.id}/reset_password`)
      .set(header)
      .send({ user: { password: 'newpass123', password_confirmation: 'newpass123' } });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toMatch(/has been reset/);

    expect((await signedIn.get('/auth/verify_token')).status).toBe(401);
    expect((await t.client().post('/auth/login').send({ email: user.email, password: TEST_PASSWORD })).status).toBe(
      401,
    );
    expect((await t.client().post('/auth/login').send({ email: user.email, password: 'newpass123' })).status).toBe(200);

    const again = await t
      .client()
      .post(`/api/v1/users/${user.id}/reset_password`)
      .set(header)
      .send({ user: { password: 'another123', password_confirmation: 'another123' } });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ error: INVALID_RESET_LINK });
  });

  it("greets by first name only an address shown to be the account's own (decision 051)", async () => {
    const confirmed = await createUser(t.db);
    const unconfirmed = await createUser(t.db, { emailConfirmed: false });
    for (const user of [confirmed, unconfirmed])
      await t.client().post('/api/v1/users/forgot_password').send({ email: user.email });
    expect((await t.inbox!.waitFor(confirmed.email)).text).toContain('\n\nHi Test,\n\n');
    const stranger = (await t.inbox!.waitFor(unconfirmed.email)).text ?? '';
    expect(stranger).toContain('\n\nHello,\n\n');
    expect(stranger).not.toContain('Test');
  });

  it('answers an unknown address with the same body, and only the known one gets a mail', async () => {
    const user = await createUser(t.db);
    const unknown = await t.client().post('/api/v1/users/forgot_password').send({ email: 'nobody-here@example.com' });
    const known = await t.client().post('/api/v1/users/forgot_password').send({ email: user.email });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ message: FORGOT_PASSWORD_MESSAGE });

    await t.inbox!.waitFor(user.email);
    await waitForQueueToEmpty(t.db);
    expect(mailsTo('nobody-here@example.com')).toHaveLength(0);
  });

  it('needs an e-mail address', async () => {
    const response = await t.client().post('/api/v1/users/forgot_password').send({ email: '  ' });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error: { email: ['Enter an e-mail address.'] } });
  });

  it("refuses a wrong, missing, expired or other user's token", async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    await t.client().post('/api/v1/users/forgot_password').send({ email: user.email });
    const token = linkFrom((await t.inbox!.waitFor(user.email)).text ?? '').searchParams.get('token')!;

    const check = (id: number, headers?: Record<string, string>) =>
      t
        .client()
        .get(`/api/v1/users/${id}/verify_reset_password_token`)
        .set(headers ?? {});
    expect((await check(user.id)).status).toBe(401);
    expect((await check(user.id, { 'reset-password-token': 'not-the-token' })).status).toBe(401);
    expect((await check(other.id, { 'reset-password-token': token })).status).toBe(401);

    await t.db.prisma.passwordResetToken.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await check(user.id, { 'reset-password-token': token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ error: INVALID_RESET_LINK });
  });

  it('holds the new password to the same rule as sign-up', async () => {
    const user = await createUser(t.db);
    await t.client().post('/api/v1/users/forgot_password').send({ email: user.email });
    const token = linkFrom((await t.inbox!.waitFor(user.email)).text ?? '').searchParams.get('token')!;
    const submit = (password: string) =>
      t
        .client()
        .post(`/api/v1/users/${user.id}/reset_password`)
        .set({ 'reset-password-token': token })
        .send({ user: { password, password_confirmation: password } });
    const common = await submit('password1');
    expect(common.status).toBe(422);
    expect(common.body).toEqual({ error: { password: [PASSWORD_MESSAGES.common] } });
    expect((await submit(user.email.toUpperCase())).body).toEqual({ error: { password: [PASSWORD_MESSAGES.email] } });
    expect((await submit('ÜÜÜÜÜÜÜÜ1')).status).toBe(200);
    expect((await t.client().post('/auth/login').send({ email: user.email, password: 'ÜÜÜÜÜÜÜÜ1' })).status).toBe(200);
  });

  it('keeps only the newest link working', async () => {
    const user = await createUser(t.db);
    await t.client().post('/api/v1/users/forgot_password').send({ email: user.email });
    await t.client().post('/api/v1/users/forgot_password').send({ email: user.email });
    const links = (await waitForMails(user.email, 2)).map((mail) => linkFrom(mail.text ?? ''));
    const stored = await t.db.prisma.passwordResetToken.count({ where: { userId: user.id, usedAt: null } });
    expect(stored).toBe(1);
    const statuses = await Promise.all(
      links.map(async (link) => {
        const headers = { 'reset-password-token': link.searchParams.get('token')! };
        return (await t.client().get(`/api/v1/users/${user.id}/verify_reset_password_token`).set(headers)).status;
      }),
    );
    expect(statuses.sort()).toEqual([200, 401]);
  });
});

describe('the forgot-password request', () => {
  it('does the same database work for a known and an unknown address, and never looks the account up', async () => {
    const user = await createUser(t.db);
    const operationsFor = async (email: string) => {
      const operations: string[] = [];
      const recorded = t.db.prisma.$extends({
        query: {
          async $allOperations({ model, operation, args, query }) {
            operations.push(model ? `${model}.${operation}` : operation);
            return query(args);
          },
        },
      }) as unknown as PrismaClient;
      await requestPasswordReset({ prisma: recorded, rateLimits: t.config.rateLimits }, { email, ip: '192.0.2.44' });
      return operations;
    };
    const known = await operationsFor(user.email);
    const unknown = await operationsFor('no-account-here@example.com');
    expect(known).toEqual(unknown);
    expect(known.length).toBeGreaterThan(0);
    expect(known.filter((operation) => operation.startsWith('User.'))).toEqual([]);
  });
});

describe('limits on resetting', () => {
  it("refuses an attacker's address after 5 requests for one account, and the owner still gets a working link", async () => {
    const owner = await createUser(t.db);
    const attacker = t.client({ 'x-forwarded-for': '203.0.113.10' });
    for (let request = 0; request < 5; request++) {
      expect((await attacker.post('/api/v1/users/forgot_password').send({ email: owner.email })).status).toBe(200);
    }
    const refused = await attacker.post('/api/v1/users/forgot_password').send({ email: owner.email });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: TOO_MANY_ATTEMPTS });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const fromHome = t.client({ 'x-forwarded-for': '198.51.100.20' });
    expect((await fromHome.post('/api/v1/users/forgot_password').send({ email: owner.email })).status).toBe(200);
    const links = (await waitForMails(owner.email, 6)).map((mail) => linkFrom(mail.text ?? ''));
    let reset = 0;
    for (const link of links) {
      const response = await fromHome
        .post(`/api/v1/users/${owner.id}/reset_password`)
        .set({ 'reset-password-token': link.searchParams.get('token')! })
        .send({ user: { password: 'moss-and-granite', password_confirmation: 'moss-and-granite' } });
      if (response.status === 200) reset++;
    }
    expect(reset).toBe(1);
  });

  it('refuses the 21st request from one address whatever the accounts, and no other address', async () => {
    const crowd = t.client({ 'x-forwarded-for': '203.0.113.11' });
    for (let request = 0; request < 20; request++) {
      const email = `someone-${request}@example.com`;
      expect((await crowd.post('/api/v1/users/forgot_password').send({ email })).status).toBe(200);
    }
    const refused = await crowd.post('/api/v1/users/forgot_password').send({ email: 'one-more@example.com' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: TOO_MANY_ATTEMPTS });
    const elsewhere = t.client({ 'x-forwarded-for': '203.0.113.12' });
    expect((await elsewhere.post('/api/v1/users/forgot_password').send({ email: 'one-more@example.com' })).status).toBe(
      200,
    );
  });

  it('refuses bad reset submits from one address after 10, and the owner still resets from another', async () => {
    const owner = await createUser(t.db);
    const fromHome = t.client({ 'x-forwarded-for': '198.51.100.30' });
    await fromHome.post('/api/v1/users/forgot_password').send({ email: owner.email });
    const token = linkFrom((await t.inbox!.waitFor(owner.email)).text ?? '').searchParams.get('token')!;

    const attacker = t.client({ 'x-forwarded-for': '203.0.113.13' });
    const guess = { user: { password: 'moss-and-granite', password_confirmation: 'moss-and-granite' } };
    for (let submit = 0; submit < 10; submit++) {
      const response = await attacker
        .post(`/api/v1/users/${owner.id}/reset_password`)
        .set({
          'reset-password-token': `guess-${submit}`,
        })
        .send(guess);
      expect(response.status).toBe(401);
    }
    const refused = await attacker
      .post(`/api/v1/users/${owner.id}/reset_password`)
      .set({
        'reset-password-token': 'guess-10',
      })
      .send(guess);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: TOO_MANY_ATTEMPTS });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const reset = await fromHome
      .post(`/api/v1/users/${owner.id}/reset_password`)
      .set({
        'reset-password-token': token,
      })
      .send(guess);
    expect(reset.status).toBe(200);
  });
});

describe('reset e-mails to one account', () => {
  let capped: TestApp;
  beforeAll(async () => {
    capped = await startTestApp({
      mail: true,
      env: {
        TRUST_PROXY: 'true',
        RATE_LIMIT_FORGOT_PASSWORD_PER_ACCOUNT: '100/1d',
        RATE_LIMIT_RESET_MAILS_PER_ACCOUNT: '2/1d',
      },
    });
  });
  afterAll(() => capped.close());

  it('stop at the limit however many addresses ask, and the link sent last keeps working', async () => {
    const owner = await createUser(capped.db);
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']) {
      const response = await capped
        .client({ 'x-forwarded-for': address })
        .post('/api/v1/users/forgot_password')
        .send({ email: owner.email });
      expect(response.body).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
      await waitForQueueToEmpty(capped.db);
    }
    const mails = capped.inbox!.messages.filter((mail) => JSON.stringify(mail.to ?? '').includes(owner.email));
    expect(mails).toHaveLength(2);
    const last = linkFrom(mails.at(-1)!.text ?? '');
    const verified = await capped
      .client()
      .get(`/api/v1/users/${owner.id}/verify_reset_password_token`)
      .set({
        'reset-password-token': last.searchParams.get('token')!,
      });
    expect(verified.status).toBe(200);
  });
});
