import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import type { ParsedMail } from 'mailparser';
import { ACCOUNT_MESSAGES } from '@mainwork/contracts';
import { housekeeping } from '../../background-work.ts';
import { DEFAULT_RATE_LIMITS } from '../../infra/rate-limits/rate-limiter.ts';
import { sendForm } from '../../testing/forms.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, signedInClient, TEST_PASSWORD, type TestUser } from '../../testing/users.ts';

let t: TestApp;
let sizeId: number;
beforeAll(async () => {
  // A real SMTP server receives what the queue worker sends.
  t = await startTestApp({ mail: true, env: { SUPPORT_EMAIL: 'help@mainwork.example' } });
  sizeId = (await t.db.prisma.employerSize.findFirstOrThrow()).id;
});
afterAll(() => t.close());

const ME = '/api/v1/users/me';
const RESEND = '/api/v1/users/me/email_confirmation';
const CANCEL = '/api/v1/users/me/email_change';
const CONFIRM_SUBJECT = 'Confirm your e-mail address for MainWork';
const CHANGED_SUBJECT = 'The e-mail address of your MainWork account was changed';

let serial = 0;
const fresh = (name: string) => `${name}-${Date.now()}-${++serial}@example.com`;

const logIn = (email: string) => t.client().post('/auth/login').send({ email, password: TEST_PASSWORD });

const mailsTo = (address: string, subject?: string) =>
  t.inbox!.messages.filter(
    (mail) =>
      JSON.stringify(mail.to ?? '')
        .toLowerCase()
        .includes(address.toLowerCase()) &&
      (subject === undefined || mail.subject === subject),
  );

/** Waits for the `count`-th mail to an address with that subject. */
async function nthMail(address: string, subject: string, count = 1): Promise<ParsedMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = mailsTo(address, subject);
    if (found.length >= count) return found[count - 1]!;
    if (Date.now() > deadline) throw new Error(`No mail #${count} "${subject}" to ${address}`);
    await t.inbox!.waitFor(address, 1_000).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const tokenIn = (mail: ParsedMail) =>
  decodeURIComponent(/\/confirm_email\?token=([^\s\]]+)/.exec(mail.text ?? '')![1]!);
const follow = (token: string) => t.client().post(`/api/v1/users/confirm_email?token=${encodeURIComponent(token)}`);

async function requestChange(client: Agent, email: string) {
  return client.patch(ME).send({ email, current_password: TEST_PASSWORD });
}

describe('changing the e-mail address (PATCH /api/v1/users/me)', () => {
  it('keeps the old address until the new one is confirmed: log-in with the new one is refused, /me shows it pending', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(t, user);
    const newEmail = fresh('new');

    const answer = await requestChange(client, newEmail.toUpperCase());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ email: user.email, email_confirmed: true, pending_email: newEmail });
    expect((await client.get(ME)).body).toMatchObject({ email: user.email, pending_email: newEmail });
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);

    const refused = await logIn(newEmail);
    expect(refused.status).toBe(401);
    expect((await logIn(user.email)).status).toBe(200);

    const mail = await nthMail(newEmail, CONFIRM_SUBJECT);
    expect(mail.text).toContain('Someone, we hope you, asked to use this address for a MainWork account.');
    expect(mail.text).toContain('The link works once and expires in 24 hours.');
    // The token is kept only as its hash.
    const stored = await t.db.prisma.emailConfirmation.findUniqueOrThrow({ where: { userId: user.id } });
    expect(stored.tokenHash).not.toBe(tokenIn(mail));
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);
    // Nothing goes to the old address before the change is made.
    expect(mailsTo(user.email, CHANGED_SUBJECT)).toHaveLength(0);
  });

  it('switches the account when the link is followed, once, and then tells the old address', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(t, user);
    const newEmail = fresh('moved');
    await requestChange(client, newEmail);
    const token = tokenIn(await nthMail(newEmail, CONFIRM_SUBJECT));

    // No session needed: the link may be opened on another device.
    const confirmed = await follow(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ message: ACCOUNT_MESSAGES.emailChanged });
    expect((await client.get(ME)).body).toMatchObject({ email: newEmail, email_confirmed: true, pending_email: null });
    expect((await logIn(newEmail)).status).toBe(200);
    expect((await logIn(user.email)).status).toBe(401);

    const notice = await nthMail(user.email, CHANGED_SUBJECT);
    expect(notice.text).toContain(`was changed from ${user.email} to ${newEmail}`);
    expect(notice.text).toContain('If you did not, write to us at help@mainwork.example');

    const again = await follow(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: ACCOUNT_MESSAGES.invalidConfirmationLink });
    expect((await follow('made-up')).status).toBe(400);
  });

  it('carries no text the requester typed to the new address: no name, no old address', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(t, user);
    const typed = 'URGENT your account is locked, reset at http://evil.example';
    expect(
      (await client.patch(ME).send({ first_name: typed.slice(0, 60), last_name: 'http://evil.example' })).status,
    ).toBe(200);
    const newEmail = fresh('victim');
    await requestChange(client, newEmail);
    const mail = await nthMail(newEmail, CONFIRM_SUBJECT);
    for (const part of [mail.text ?? '', String(mail.html), mail.subject ?? '']) {
      expect(part).not.toContain('URGENT');
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain(user.email);
    }
  });

  it('Resend mails a new link and the last one stops working; Cancel forgets the change and its link', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(t, user);
    const newEmail = fresh('resent');
    await requestChange(client, newEmail);
    const first = tokenIn(await nthMail(newEmail, CONFIRM_SUBJECT));

    const resent = await client.post(RESEND);
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ message: ACCOUNT_MESSAGES.emailConfirmationSent });
    const second = tokenIn(await nthMail(newEmail, CONFIRM_SUBJECT, 2));
    expect(second).not.toBe(first);
    expect((await follow(first)).status).toBe(400);

    const canceled = await client.delete(CANCEL);
    expect(canceled.status).toBe(200);
    expect(canceled.body).toEqual({ message: ACCOUNT_MESSAGES.emailChangeCanceled });
    expect((await client.get(ME)).body).toMatchObject({ email: user.email, pending_email: null });
    expect((await follow(second)).status).toBe(400);
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    // Nothing pending and the address confirmed: nothing to resend.
    const nothing = await client.post(RESEND);
    expect(nothing.status).toBe(409);
    expect(nothing.body).toEqual({ error: ACCOUNT_MESSAGES.emailAlreadyConfirmed });
  });

  it('shows a change whose link expired as not pending, and housekeeping deletes its row', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(t, user);
    const newEmail = fresh('expired');
    expect((await requestChange(client, newEmail)).body).toMatchObject({ pending_email: newEmail });
    await t.db.prisma.emailConfirmation.update({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await client.get(ME)).body).toMatchObject({ email: user.email, pending_email: null });
    // Nothing pending and the address confirmed: nothing to resend to the expired address.
    expect((await client.post(RESEND)).status).toBe(409);

    await housekeeping(t.db.prisma, DEFAULT_RATE_LIMITS);
    expect(await t.db.prisma.emailConfirmation.count({ where: { userId: user.id } })).toBe(0);
  });

  it('refuses with 409, not a 5xx, an address another account took while the link waited', async () => {
    const user = await createUser(t.db);
    const client = await signedInClient(t, user);
    const contested = fresh('contested');
    await requestChange(client, contested);
    const token = tokenIn(await nthMail(contested, CONFIRM_SUBJECT));
    // Someone signs up with that address first.
    const other = await createUser(t.db, { email: contested });

    const late = await follow(token);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ error: ACCOUNT_MESSAGES.emailTakenMeanwhile });
    expect((await client.get(ME)).body).toMatchObject({ email: user.email, pending_email: null });
    expect((await t.db.prisma.user.findUniqueOrThrow({ where: { id: other.id } })).email).toBe(contested);
  });
});

describe('limits on confirmation links', () => {
  it('refuse past the per-account limit, and count dana+1@, dana+2@… as one mailbox', async () => {
    const strict = await startTestApp({
      mail: true,
      env: { RATE_LIMIT_EMAIL_CONFIRMATIONS_PER_ACCOUNT: '3/1h', RATE_LIMIT_CONFIRMATION_MAILS_PER_RECIPIENT: '2/1d' },
    });
    try {
      const change = async (user: TestUser, email: string) => {
        const client = await signedInClient(strict, user);
        return client.patch(ME).send({ email, current_password: TEST_PASSWORD });
      };
      // One account asking again and again: three links, then 429.
      const busy = await createUser(strict.db);
      const answers = [];
      for (let n = 1; n <= 4; n += 1) answers.push((await change(busy, `busy-${n}-${Date.now()}@example.com`)).status);
      expect(answers).toEqual([200, 200, 200, 429]);

      // Several accounts aiming at one mailbox under different spellings share its allowance of two.
      const stamp = Date.now();
      const spellings = [
        `victim${stamp}+1@example.com`,
        `Victim${stamp}+2@example.com`,
        `victim${stamp}+3@example.com`,
      ];
      const statuses = [];
      for (const email of spellings) statuses.push((await change(await createUser(strict.db), email)).status);
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await change(await createUser(strict.db), `victim${stamp}@EXAMPLE.com`);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ error: expect.any(String) });

      await strict.inbox!.waitFor(spellings[1]!);
      const toVictim = strict.inbox!.messages.filter((mail) =>
        JSON.stringify(mail.to ?? '')
          .toLowerCase()
          .includes(`victim${stamp}`),
      );
      expect(toVictim).toHaveLength(2);
    } finally {
      await strict.close();
    }
  });
});

describe('a new sign-up', () => {
  const register = (fields: Record<string, string>) => sendForm(t.client().post('/auth/register'), fields);

  it('starts unconfirmed; the welcome carries the link, which confirms the address', async () => {
    const email = fresh('signup');
    const registered = await register({ email, password: 'walk1ngdog', role_name: 'Hunter' });
    expect(registered.status).toBe(201);
    expect(registered.body.email_confirmed).toBe(false);

    const welcome = await nthMail(email, 'Welcome to MainWork');
    expect(welcome.text).toContain('First, confirm that this address is yours');
    const client = t.client();
    await client.post('/auth/login').send({ email, password: 'walk1ngdog' });
    expect((await client.get(ME)).body).toMatchObject({ email_confirmed: false, pending_email: null });

    expect((await follow(tokenIn(welcome))).body).toEqual({ message: ACCOUNT_MESSAGES.emailConfirmed });
    expect((await client.get(ME)).body).toMatchObject({ email_confirmed: true });
    expect((await client.get('/auth/verify_token')).body.email_confirmed).toBe(true);
  });

  it('can have the link sent again while unconfirmed', async () => {
    const email = fresh('again');
    const client = t.client();
    const registered = await sendForm(client.post('/auth/register'), {
      email,
      password: 'walk1ngdog',
      role_name: 'Hunter',
    });
    expect(registered.status).toBe(201);
    await nthMail(email, 'Welcome to MainWork');
    expect((await client.post(RESEND)).status).toBe(200);
    const link = await nthMail(email, CONFIRM_SUBJECT);
    expect(link.text).toContain('Someone, we hope you, signed up on MainWork with this address.');
    expect((await follow(tokenIn(link))).status).toBe(200);
    expect((await client.get(ME)).body.email_confirmed).toBe(true);
  });

  it("an employer's welcome names nothing typed at sign-up: no business name, no person's name", async () => {
    const email = fresh('owner');
    const registered = await register({
      email,
      password: 'flour4ever',
      first_name: 'URGENT',
      last_name: 'Locked',
      phone: '(617)-555-0134',
      role_name: 'Employer',
      'business[name]': 'Reset your bank password at http://evil.example',
      'business[employer_size_id]': String(sizeId),
    });
    expect(registered.status).toBe(201);
    const welcome = await nthMail(email, 'Welcome to MainWork');
    expect(welcome.text).toContain('Welcome to MainWork: your business can now post jobs');
    for (const part of [welcome.text ?? '', String(welcome.html)]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('URGENT');
      expect(part).not.toContain('Locked');
    }
  });
});
