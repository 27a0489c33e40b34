import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForQueueToEmpty } from '../../testing/queued-jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, TEST_PASSWORD } from '../../testing/users.ts';
import { FORGOT_PASSWORD_MESSAGE, INVALID_RESET_LINK } from './password-reset.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ mail: true });
});
afterAll(() => t.close());

function linkFrom(text: string): URL {
  const match = text.match(/https?:\/\/\S+\/reset_password\?\S+/);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return new URL(match[0]);
}

describe('resetting a forgotten password', () => {
  it('mails a link over SMTP that verifies, resets once, and ends the old sessions', async () => {
    const user = await createUser(t.db);
    const signedIn = t.client();
    await signedIn.post('/auth/login', { email: user.email, password: TEST_PASSWORD });

    const requested = await t.client().post('/api/v1/users/forgot_password', { email: user.email });
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual({ message: FORGOT_PASSWORD_MESSAGE });

    const mail = await t.inbox!.waitFor(user.email);
    expect(mail.subject).toBe('Reset your MainWork password');
    const link = linkFrom(mail.text ?? '');
    expect(link.origin + link.pathname).toBe(`${t.config.publicUrl}/reset_password`);
    expect(link.searchParams.get('id')).toBe(String(user.id));
    const token = link.searchParams.get('token')!;
    const header = { 'reset-password-token': token };

    const verified = await t.client().get(`/api/v1/users/${user.id}/verify_reset_password_token`, header);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ id: user.id, email: user.email });

    const mismatch = await t
      .client()
      .post(
        `/api/v1/users/${user.id}/reset_password`,
        { user: { password: 'newpass123', password_confirmation: 'other123' } },
        header,
      );
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.error).toEqual({ password_confirmation: ["doesn't match Password"] });

    const reset = await t
      .client()
      .post(
        `/api/v1/users/${user.id}/reset_password`,
        { user: { password: 'newpass123', password_confirmation: 'newpass123' } },
        header,
      );
    expect(reset.status).toBe(200);
    expect(reset.body.message).toMatch(/has been reset/);

    expect((await signedIn.get('/auth/verify_token')).status).toBe(401);
    expect((await t.client().post('/auth/login', { email: user.email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await t.client().post('/auth/login', { email: user.email, password: 'newpass123' })).status).toBe(200);

    const again = await t
      .client()
      .post(
        `/api/v1/users/${user.id}/reset_password`,
        { user: { password: 'another123', password_confirmation: 'another123' } },
        header,
      );
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ error: INVALID_RESET_LINK });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = t.inbox!.messages.length;
    const response = await t.client().post('/api/v1/users/forgot_password', { email: 'nobody-here@example.com' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    await waitForQueueToEmpty(t.db);
    expect(t.inbox!.messages.length).toBe(before);
  });

  it('needs an e-mail address', async () => {
    const response = await t.client().post('/api/v1/users/forgot_password', { email: '  ' });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error: { email: ["can't be blank"] } });
  });

  it("refuses a wrong, missing, expired or other user's token", async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    await t.client().post('/api/v1/users/forgot_password', { email: user.email });
    const token = linkFrom((await t.inbox!.waitFor(user.email)).text ?? '').searchParams.get('token')!;

    const check = (id: number, headers?: Record<string, string>) =>
      t.client().get(`/api/v1/users/${id}/verify_reset_password_token`, headers);
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

  it('keeps only the newest link working', async () => {
    const user = await createUser(t.db);
    await t.client().post('/api/v1/users/forgot_password', { email: user.email });
    await t.client().post('/api/v1/users/forgot_password', { email: user.email });
    const stored = await t.db.prisma.passwordResetToken.count({ where: { userId: user.id, usedAt: null } });
    expect(stored).toBe(1);
  });
});
