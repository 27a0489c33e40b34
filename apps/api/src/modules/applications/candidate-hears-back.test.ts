import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import { sendForm } from '../../testing/forms.ts';
import { createJob } from '../../testing/jobs.ts';
import { waitForQueueToEmpty } from '../../testing/queued-jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, newSignedInUser } from '../../testing/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ mail: true });
});
afterAll(() => t.close());

async function employerJob(title: string) {
  const employer = await createUser(t.db, { role: 'Employer' });
  await t.db.prisma.business.update({ where: { id: employer.businessId! }, data: { name: 'Harbor Bakery' } });
  const job = await createJob(t.db, {
    title,
    businessId: employer.businessId!,
    atsLink: 'https://careers.example.com/apply',
  });
  return { employer, job };
}

const instantApply = (client: Agent, jobId: number) =>
  sendForm(client.post(`/api/v1/jobs/${jobId}/applications`), {
    'application[first_name]': 'Ada',
    'application[last_name]': 'Lovelace',
    'application[email]': 'ada@example.com',
    'application[phone]': '6175550100',
  });

const mailsTo = async (email: string) => {
  await waitForQueueToEmpty(t.db, 'mail.send');
  return t.inbox!.messages.filter((mail) => JSON.stringify(mail.to).toLowerCase().includes(email.toLowerCase()));
};

describe('the candidate hears back', () => {
  it('Instant Apply: "Thanks for applying" naming the job and the business, and the employer is told as before', async () => {
    const { employer, job } = await employerJob('Head Baker');
    const { user, client } = await newSignedInUser(t);
    expect((await instantApply(client, job.id)).status).toBe(201);
    const thanks = await t.inbox!.waitFor(user.email);
    expect(thanks.subject).toBe('Thanks for applying: Head Baker at Harbor Bakery');
    expect(thanks.text).toContain('Thanks for applying for Head Baker at Harbor Bakery.');
    expect(thanks.text).toContain('/my_applications');
    expect((await mailsTo(employer.email)).map((mail) => mail.subject)).toEqual(['Application received: Head Baker']);
  });

  it('the click through to the employer’s site: thanks too, saying to finish there', async () => {
    const { employer, job } = await employerJob('Pastry Cook');
    const { user, client } = await newSignedInUser(t);
    const applied = await client.post(`/api/v1/jobs/${job.id}/applications`).send({ application: {} });
    expect(applied.status).toBe(201);
    const thanks = await t.inbox!.waitFor(user.email);
    expect(thanks.subject).toBe('Thanks for applying: Pastry Cook at Harbor Bakery');
    expect(thanks.text).toContain('finish there if you have not yet');
    expect(await mailsTo(employer.email)).toHaveLength(1);
  });

  it('nothing to an address not confirmed yet (decision 051); the employer still hears', async () => {
    const { employer, job } = await employerJob('Bread Baker');
    const { user, client } = await newSignedInUser(t, { emailConfirmed: false });
    expect((await instantApply(client, job.id)).status).toBe(201);
    expect(await mailsTo(user.email)).toEqual([]);
    expect(await mailsTo(employer.email)).toHaveLength(1);
  });
});

describe('the jobs a user applied to', () => {
  it('lists the job and when, for the job lists’ "Applied on"; nothing for someone who has not applied', async () => {
    const { job } = await employerJob('Night Porter');
    const { client } = await newSignedInUser(t);
    const applied = await instantApply(client, job.id);
    const mine = await client.get('/api/v1/me/applied_jobs');
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([{ job_id: job.id, applied_at: applied.body.created_at }]);
    expect(mine.headers['cache-control']).toBe('no-store');

    const { client: notApplied } = await newSignedInUser(t);
    expect((await notApplied.get('/api/v1/me/applied_jobs')).body).toEqual([]);
    expect((await t.client().get('/api/v1/me/applied_jobs')).status).toBe(401);
  });
});
