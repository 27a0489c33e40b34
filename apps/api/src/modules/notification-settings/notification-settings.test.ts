import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import type { Agent } from 'supertest';
import { DEFAULT_NOTIFICATION_SETTINGS, type TNotificationSettings } from '@mainwork/contracts';
import { sendForm } from '../../testing/forms.ts';
import { createJob } from '../../testing/jobs.ts';
import { waitForQueueToEmpty } from '../../testing/queued-jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { addToTeam, createUser, newSignedInUser, signedInClient, TEST_PASSWORD } from '../../testing/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ mail: true });
});
afterAll(() => t.close());

const SETTINGS = '/api/v1/me/notification_settings';
const EVERYTHING_OFF: TNotificationSettings = {
  job_alerts: false,
  application_updates: false,
  referral_updates: false,
  new_applicants: false,
  new_applicants_delivery: 'instant',
  saved_jobs: false,
};

async function choose(client: Agent, changes: Partial<TNotificationSettings>): Promise<void> {
  const response = await client.put(SETTINGS).send({ ...DEFAULT_NOTIFICATION_SETTINGS, ...changes });
  expect(response.status).toBe(200);
}

/** The mail delivered to `email` once every queued mail has been sent. */
async function mailsSentTo(email: string): Promise<ParsedMail[]> {
  await waitForQueueToEmpty(t.db, 'mail.send');
  return t.inbox!.messages.filter((mail) => JSON.stringify(mail.to).toLowerCase().includes(email.toLowerCase()));
}

/** A header as written in the message (mailparser parses `List-*` into a structure of its own). */
function headerLine(mail: ParsedMail, name: string): string | undefined {
  const found = mail.headerLines.find((line) => line.key === name.toLowerCase());
  return found?.line
    .slice(found.line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
}

function unsubscribeUrl(mail: ParsedMail): string {
  const header = headerLine(mail, 'List-Unsubscribe') ?? '';
  const url = /<(https?:\/\/[^>]+)>/.exec(header)?.[1];
  if (!url) throw new Error(`no https unsubscribe link in "${header}"`);
  return url;
}

async function employerJob(title: string) {
  const employer = await newSignedInUser(t, { role: 'Employer' });
  const job = await createJob(t.db, { title, businessId: employer.user.businessId! });
  return { employer, job };
}

async function apply(client: Agent, jobId: number, shareKey?: string) {
  const path = `/api/v1/jobs/${jobId}/applications${shareKey ? `?key=${encodeURIComponent(shareKey)}` : ''}`;
  const response = await sendForm(client.post(path), {
    'application[first_name]': 'Ada',
    'application[last_name]': 'Lovelace',
    'application[email]': 'ada@example.com',
    'application[phone]': '6175550100',
  });
  expect(response.status).toBe(201);
  return response.body.id as number;
}

async function decide(employer: Agent, job: { id: number; businessId: number }, applicationId: number) {
  const response = await employer
    .patch(`/api/v1/businesses/${job.businessId}/jobs/${job.id}/applications/${applicationId}`)
    .send({ application: { status: 'not_selected', notify_candidate: true } });
  expect(response.status).toBe(200);
}

describe('the settings', () => {
  it('start with everything on and new applicants instantly, and keep what the user saves', async () => {
    const { client } = await newSignedInUser(t, { role: 'Employer' });
    expect((await client.get(SETTINGS)).body).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    const saved = { ...EVERYTHING_OFF, referral_updates: true, new_applicants_delivery: 'daily_digest' as const };
    const response = await client.put(SETTINGS).send(saved);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(saved);
    expect((await client.get(SETTINGS)).body).toEqual(saved);
  });

  it('refuses a setting that is not one (the error shape, never a 5xx)', async () => {
    const { client } = await newSignedInUser(t);
    const response = await client
      .put(SETTINGS)
      .send({ ...DEFAULT_NOTIFICATION_SETTINGS, new_applicants_delivery: 'hourly' });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ error: { new_applicants_delivery: [expect.any(String)] } });
  });
});

describe('each sender honours its kind', () => {
  it('new applicants: e-mailed to an employer who wants them instantly, not to one who turned them off or chose the digest', async () => {
    const on = await employerJob('Welder');
    const off = await employerJob('Plumber');
    await choose(off.employer.client, { new_applicants: false });
    const digest = await employerJob('Roofer');
    await choose(digest.employer.client, { new_applicants_delivery: 'daily_digest' });
    const { client } = await newSignedInUser(t);
    for (const { job } of [on, off, digest]) await apply(client, job.id);

    expect(await mailsSentTo(on.employer.user.email)).toHaveLength(1);
    expect(await mailsSentTo(off.employer.user.email)).toEqual([]);
    expect(await mailsSentTo(digest.employer.user.email)).toEqual([]);
  });

  it('new applicants: every active member of the business is told, owner or recruiter, each by their own choice', async () => {
    const { employer: owner, job } = await employerJob('Glazier');
    const businessId = owner.user.businessId!;
    const member = async (role: 'owner' | 'recruiter', changes: Partial<TNotificationSettings> = {}) => {
      const user = await addToTeam(t.db, await createUser(t.db, { role: 'Employer', business: false }), {
        businessId,
        role,
      });
      const client = await signedInClient(t, user);
      await choose(client, changes);
      return user;
    };
    const secondOwner = await member('owner');
    const recruiter = await member('recruiter');
    const quietRecruiter = await member('recruiter', { new_applicants: false });
    const digestOwner = await member('owner', { new_applicants_delivery: 'daily_digest' });
    const gone = await member('recruiter');
    await t.db.prisma.user.update({ where: { id: gone.id }, data: { deactivatedAt: new Date() } });
    const invitedEmail = `invited-${Date.now()}@example.com`;
    await t.db.prisma.businessMember.create({
      data: { businessId, email: invitedEmail, role: 'recruiter', status: 'invited' },
    });
    const elsewhere = await employerJob('Tiler');

    const { client } = await newSignedInUser(t);
    await apply(client, job.id);

    for (const told of [owner.user, secondOwner, recruiter]) {
      const mails = await mailsSentTo(told.email);
      expect(mails.map((mail) => mail.subject)).toEqual(['Application received: Glazier']);
      expect(mails[0]!.text).toContain(`/employers/my_business/jobs/${job.id}/applications`);
    }
    for (const untold of [
      quietRecruiter.email,
      digestOwner.email,
      gone.email,
      invitedEmail,
      elsewhere.employer.user.email,
    ])
      expect(await mailsSentTo(untold)).toEqual([]);
  });

  it('referral updates: the referrer who turned them off is not told of an application through their link', async () => {
    const { job } = await employerJob('Baker');
    const { job: otherJob } = await employerJob('Pastry Chef');
    const referrer = await newSignedInUser(t);
    const keys = await Promise.all(
      [job, otherJob].map(
        async (j) => (await referrer.client.get(`/api/v1/jobs/${j.id}/share_link_key`)).body.share_link_key,
      ),
    );
    const { client } = await newSignedInUser(t);
    await apply(client, job.id, keys[0]);
    expect(await mailsSentTo(referrer.user.email)).toHaveLength(1);

    await choose(referrer.client, { referral_updates: false });
    await apply(client, otherJob.id, keys[1]);
    expect(await mailsSentTo(referrer.user.email)).toHaveLength(1);
  });

  it('application updates: a decision is e-mailed to the candidate who wants it, not to one who turned them off', async () => {
    const { employer, job } = await employerJob('Carpenter');
    const wanting = await newSignedInUser(t);
    const notWanting = await newSignedInUser(t);
    await choose(notWanting.client, { application_updates: false });
    const wantingApplication = await apply(wanting.client, job.id);
    const notWantingApplication = await apply(notWanting.client, job.id);
    await decide(employer.client, job, wantingApplication);
    await decide(employer.client, job, notWantingApplication);

    // The thanks for applying and the decision: both application updates.
    const subjects = (await mailsSentTo(wanting.user.email)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      'An update on your application: Carpenter',
      expect.stringMatching(/^Thanks for applying: Carpenter at /),
    ]);
    expect(await mailsSentTo(notWanting.user.email)).toEqual([]);
  });

  it('transactional mail still goes, without unsubscribe headers, when everything is off', async () => {
    const { user, client } = await newSignedInUser(t);
    await choose(client, EVERYTHING_OFF);
    const newEmail = `moved-${Date.now()}@example.com`;
    const changed = await client.patch('/api/v1/users/me').send({ email: newEmail, current_password: TEST_PASSWORD });
    expect(changed.status).toBe(200);
    // The link to the new address, then (once it is followed) the notice to the old one: both transactional.
    const confirmation = await t.inbox!.waitFor(newEmail);
    expect(headerLine(confirmation, 'List-Unsubscribe')).toBeUndefined();
    const token = decodeURIComponent(/\/confirm_email\?token=([^\s\]]+)/.exec(confirmation.text ?? '')![1]!);
    expect((await t.client().post(`/api/v1/users/confirm_email?token=${encodeURIComponent(token)}`)).status).toBe(200);
    const [notice] = await mailsSentTo(user.email);
    expect(notice).toBeDefined();
    expect(headerLine(notice!, 'List-Unsubscribe')).toBeUndefined();
    expect(headerLine(notice!, 'List-Unsubscribe-Post')).toBeUndefined();

    expect((await t.client().post('/api/v1/users/forgot_password').send({ email: newEmail })).status).toBe(200);
    await waitForQueueToEmpty(t.db, 'auth.password-reset-mail');
    await waitForQueueToEmpty(t.db, 'mail.send');
    const reset = t.inbox!.messages.find(
      (mail) => JSON.stringify(mail.to).includes(newEmail) && mail.subject === 'Reset your MainWork password',
    );
    expect(reset).toBeDefined();
    expect(headerLine(reset!, 'List-Unsubscribe')).toBeUndefined();
  });
});

describe('unsubscribing', () => {
  it('puts one-click unsubscribe headers (https and mailto) on mail that is not transactional', async () => {
    const { employer, job } = await employerJob('Painter');
    await apply((await newSignedInUser(t)).client, job.id);
    const [mail] = await mailsSentTo(employer.user.email);
    expect(headerLine(mail!, 'List-Unsubscribe')).toMatch(
      new RegExp(
        `^<${t.config.publicUrl}/api/v1/unsubscribe\\?token=[^>]+>, <mailto:${t.config.supportEmail}\\?subject=unsubscribe>$`,
      ),
    );
    expect(headerLine(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('turns that kind off with the one-click POST, without signing in, and the next one is not sent', async () => {
    const { employer, job } = await employerJob('Mason');
    const nextJob = await createJob(t.db, { title: 'Glazier', businessId: employer.user.businessId! });
    const candidate = await newSignedInUser(t);
    await apply(candidate.client, job.id);
    const [mail] = await mailsSentTo(employer.user.email);
    const url = new URL(unsubscribeUrl(mail!));

    const response = await t
      .client()
      .post(`${url.pathname}${url.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      kind: 'new_applicants',
      message: 'You will no longer get new applicants e-mails.',
    });
    expect((await employer.client.get(SETTINGS)).body).toEqual({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      new_applicants: false,
    });
    // Following it again answers the same.
    expect((await t.client().post(`${url.pathname}${url.search}`)).status).toBe(200);

    await apply(candidate.client, nextJob.id);
    expect(await mailsSentTo(employer.user.email)).toHaveLength(1);
  });

  it('refuses a forged, altered or unknown token with 400 and changes nothing', async () => {
    const { employer, job } = await employerJob('Joiner');
    await apply((await newSignedInUser(t)).client, job.id);
    const [mail] = await mailsSentTo(employer.user.email);
    const token = new URL(unsubscribeUrl(mail!)).searchParams.get('token')!;
    const [userId, , mac] = token.split('.');
    const other = await newSignedInUser(t);
    const forgeries = [
      `${userId}.referral_updates.${mac}`,
      `${other.user.id}.new_applicants.${mac}`,
      `${userId}.new_applicants.${mac!.slice(1)}A`,
      `999999.new_applicants.${mac}`,
      'not-a-token',
      '',
    ];
    for (const forged of forgeries) {
      const response = await t.client().post(`/api/v1/unsubscribe?token=${encodeURIComponent(forged)}`);
      expect(response.status, forged).toBe(400);
      expect(response.body).toEqual({ error: expect.any(String) });
    }
    expect((await t.client().post('/api/v1/unsubscribe')).status).toBe(400);
    expect((await employer.client.get(SETTINGS)).body).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('sends a browser that opens the link to the page that confirms it, changing nothing by itself', async () => {
    const response = await t.client().get('/api/v1/unsubscribe?token=1.job_alerts.abc');
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(`${t.config.publicUrl}/unsubscribed?token=1.job_alerts.abc`);
  });
});
