import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import { createJob } from '../../testing/jobs.ts';
import { queuedJobs, waitForQueueToEmpty } from '../../testing/queued-jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, signedInClient, signIn, type TestUser } from '../../testing/users.ts';

let t: TestApp;
let owner: TestUser;
let employer: Agent;
let jobId: number;

beforeAll(async () => {
  t = await startTestApp({ mail: true });
  owner = await createUser(t.db, { role: 'Employer' });
  employer = t.client();
  await signIn(employer, owner);
  jobId = (await createJob(t.db, { businessId: owner.businessId!, title: 'Sous Chef' })).id;
});
afterAll(() => t.close());

const base = () => `/api/v1/businesses/${owner.businessId}/jobs/${jobId}/applications`;

/** A candidate (signed in) who has applied to the job. */
async function candidate(): Promise<{ user: TestUser; client: Agent; applicationId: number }> {
  const user = await createUser(t.db);
  await t.db.prisma.user.update({ where: { id: user.id }, data: { firstName: 'Ada' } });
  const application = await t.db.prisma.application.create({
    data: { userId: user.id, jobId, firstName: 'Ada', lastName: 'Lovelace', email: user.email, phone: '6175550100' },
  });
  const client = await signedInClient(t, user);
  return { user, client, applicationId: application.id };
}

const mailsTo = async (email: string) => {
  await waitForQueueToEmpty(t.db, 'mail.send');
  return t.inbox!.messages.filter((mail) => JSON.stringify(mail.to).toLowerCase().includes(email.toLowerCase()));
};

describe('moving an applicant through the stages', () => {
  it('goes through every stage, and the candidate sees each one on My Applications', async () => {
    const { client, applicationId } = await candidate();
    for (const status of ['reviewed', 'interviewing', 'offered', 'hired', 'not_selected', 'received'] as const) {
      const moved = await employer.patch(`${base()}/${applicationId}`).send({ application: { status } });
      expect(moved.status).toBe(200);
      expect(moved.body.status).toBe(status);
      const mine = await client.get('/api/v1/me/applications');
      expect(mine.body[0]).toMatchObject({ id: applicationId, status });
    }
  });

  it('filters the list by a new stage', async () => {
    const { applicationId } = await candidate();
    await employer.patch(`${base()}/${applicationId}`).send({ application: { status: 'offered' } });
    const offered = await employer.get(`${base()}?status=offered`);
    expect(offered.body.map((row: { id: number }) => row.id)).toContain(applicationId);
    expect(offered.body.every((row: { status: string }) => row.status === 'offered')).toBe(true);
  });

  it('e-mails the candidate about an interview only when the employer chooses to', async () => {
    const quiet = await candidate();
    await employer.patch(`${base()}/${quiet.applicationId}`).send({ application: { status: 'interviewing' } });
    expect(await mailsTo(quiet.user.email)).toEqual([]);

    const told = await candidate();
    const moved = await employer
      .patch(`${base()}/${told.applicationId}`)
      .send({ application: { status: 'interviewing', notify_candidate: true } });
    expect(moved.status).toBe(200);
    const mail = await t.inbox!.waitFor(told.user.email);
    expect(mail.subject).toBe('An interview for Sous Chef');
    expect(mail.text).toContain('Hi Ada,');
    expect(mail.text).toContain(`would like to interview you for Sous Chef`);
    expect(mail.text).toContain('/my_applications');
  });

  it('sends exactly what the preview showed', async () => {
    const { user, applicationId } = await candidate();
    const preview = await employer.get(`${base()}/${applicationId}/stage_mail?status=not_selected`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ subject: 'An update on your application: Sous Chef' });
    // The account's address goes unnamed: the candidate may have given the business another one.
    expect(JSON.stringify(preview.body)).not.toContain(user.email);
    expect(preview.body.text).toContain('has decided not to go ahead with your application for Sous Chef.');

    await employer
      .patch(`${base()}/${applicationId}`)
      .send({ application: { status: 'not_selected', notify_candidate: true } });
    const mail = await t.inbox!.waitFor(user.email);
    expect(mail.subject).toBe(preview.body.subject);
    expect(mail.text?.trim()).toBe(preview.body.text.trim());
  });

  it('sends nothing for reviewed or offered, even when asked, and nothing twice for the same stage', async () => {
    const { user, applicationId } = await candidate();
    for (const status of ['reviewed', 'offered'] as const) {
      await employer.patch(`${base()}/${applicationId}`).send({ application: { status, notify_candidate: true } });
    }
    expect(await mailsTo(user.email)).toEqual([]);
    const noPreview = await employer.get(`${base()}/${applicationId}/stage_mail?status=offered`);
    expect(noPreview.status).toBe(422);
    expect(Object.keys(noPreview.body.error)).toEqual(['status']);

    await employer
      .patch(`${base()}/${applicationId}`)
      .send({ application: { status: 'interviewing', notify_candidate: true } });
    await employer
      .patch(`${base()}/${applicationId}`)
      .send({ application: { status: 'interviewing', notify_candidate: true } });
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(await queuedJobs(t.db, 'mail.send')).toEqual([]);
  });

  it('tells several candidates at once when moved in bulk with the e-mail chosen', async () => {
    const first = await candidate();
    const second = await candidate();
    const moved = await employer.patch(base()).send({
      application_ids: [first.applicationId, second.applicationId],
      application: { status: 'not_selected', notify_candidate: true },
    });
    expect(moved.status).toBe(200);
    expect((await mailsTo(first.user.email)).map((mail) => mail.subject)).toEqual([
      'An update on your application: Sous Chef',
    ]);
    expect(await mailsTo(second.user.email)).toHaveLength(1);
  });

  it('mails no one whose address is not confirmed (decision 051)', async () => {
    const user = await createUser(t.db, { emailConfirmed: false });
    const application = await t.db.prisma.application.create({
      data: { userId: user.id, jobId, firstName: 'Una', lastName: 'Confirmed', email: user.email, phone: '6175550100' },
    });
    await employer
      .patch(`${base()}/${application.id}`)
      .send({ application: { status: 'interviewing', notify_candidate: true } });
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('refuses a preview of another business’s applicant, and a flag that is not a boolean', async () => {
    const { applicationId } = await candidate();
    const other = await createUser(t.db, { role: 'Employer' });
    const otherClient = await signedInClient(t, other);
    const foreign = await otherClient.get(`${base()}/${applicationId}/stage_mail?status=interviewing`);
    expect(foreign.status).toBe(404);
    const bad = await employer
      .patch(`${base()}/${applicationId}`)
      .send({ application: { status: 'interviewing', notify_candidate: 'yes' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error)).toEqual(['notify_candidate']);
  });
});
