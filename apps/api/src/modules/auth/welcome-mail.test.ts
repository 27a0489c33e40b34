import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedJobs, waitForQueueToEmpty } from '../../testing/queued-jobs.ts';
import { sendForm } from '../../testing/forms.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let sizeId: number;

beforeAll(async () => {
  t = await startTestApp({ mail: true });
  sizeId = (await t.db.prisma.employerSize.findFirstOrThrow()).id;
});
afterAll(() => t.close());

const welcomesTo = (email: string) =>
  t.inbox!.messages.filter(
    (mail) => JSON.stringify(mail.to ?? '').includes(email) && mail.subject === 'Welcome to MainWork',
  );

describe('the welcome e-mail after sign-up', () => {
  it('a Hunter gets one, on how to apply, share and earn a reward, with both parts', async () => {
    const email = 'welcome.hunter@example.com';
    const registered = await sendForm(t.client().post('/auth/register'), {
      email,
      password: 'walk1ngdog',
      role_name: 'Hunter',
      required_credit_card: 'false',
    });
    expect(registered.status).toBe(201);

    const mail = await t.inbox!.waitFor(email);
    expect(mail.subject).toBe('Welcome to MainWork');
    expect(mail.text).toContain('apply with MainWork Instant Apply');
    expect(mail.text).toContain(
      'A referral reward is earned only after a confirmed hire attributed through your referral link and payment by the employer.',
    );
    expect(mail.html).toContain('lang="en"');
    expect(mail.html).toContain(`href="${t.config.publicUrl}/jobs"`);
    expect(mail.text).not.toContain('membership');
    expect(mail.text).toMatch(/Confirm this address http:\/\/\S+\/confirm_email\?token=\S+/);
    expect(welcomesTo(email)).toHaveLength(1);
  });

  it('an Employer gets the membership and posting steps; the business is not named (its name was typed)', async () => {
    const email = 'welcome.owner@example.com';
    const registered = await sendForm(t.client().post('/auth/register'), {
      email,
      password: 'flour4ever',
      first_name: 'Dana',
      last_name: 'Baker',
      phone: '(617)-555-0134',
      role_name: 'Employer',
      required_credit_card: 'false',
      'business[name]': 'Harbor Bakery',
      'business[employer_size_id]': String(sizeId),
    });
    expect(registered.status).toBe(201);

    const mail = await t.inbox!.waitFor(email);
    expect(mail.subject).toBe('Welcome to MainWork');
    expect(mail.text).toContain('Welcome to MainWork: your business can now post jobs with referral rewards');
    expect(mail.text).not.toContain('Harbor Bakery');
    expect(mail.text).toContain('1. Become a member.');
    expect(mail.text).toContain('2. Post a job.');
    expect(mail.html).toContain(`href="${t.config.publicUrl}/employers/membership_signup"`);
    expect(welcomesTo(email)).toHaveLength(1);
  });

  it('a sign-up that fails queues no welcome', async () => {
    await waitForQueueToEmpty(t.db, 'mail.send');
    const refused = await sendForm(t.client().post('/auth/register'), {
      email: 'welcome.hunter@example.com',
      password: 'walk1ngdog',
      role_name: 'Hunter',
    });
    expect(refused.status).toBe(422);
    expect(await queuedJobs(t.db, 'mail.send')).toEqual([]);
    expect(welcomesTo('welcome.hunter@example.com')).toHaveLength(1);
  });
});
