import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@mainwork/contracts';
import { createJob } from '../../testing/jobs.ts';
import { waitForQueueToEmpty } from '../../testing/queued-jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, signedInClient, type TestUser } from '../../testing/users.ts';
import { sendSavedJobNotices } from './saved-job-notices.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ mail: true });
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

async function candidateWhoSaved(jobId: number): Promise<{ user: TestUser; client: ReturnType<TestApp['client']> }> {
  const user = await createUser(t.db);
  const client = await signedInClient(t, user);
  expect((await client.put(`/api/v1/me/saved_jobs/${jobId}`)).status).toBe(201);
  return { user, client };
}

async function jobExpiringIn(days: number, title: string) {
  const employer = await createUser(t.db, { role: 'Employer' });
  const job = await createJob(t.db, { title, businessId: employer.businessId! });
  await t.db.prisma.job.update({ where: { id: job.id }, data: { expiresAt: new Date(Date.now() + days * DAY_MS) } });
  return job;
}

async function mailsSentTo(email: string): Promise<ParsedMail[]> {
  await waitForQueueToEmpty(t.db, 'mail.send');
  return t.inbox!.messages.filter((mail) => JSON.stringify(mail.to).toLowerCase().includes(email.toLowerCase()));
}

const notify = () => sendSavedJobNotices({ prisma: t.db.prisma, publicUrl: t.config.publicUrl });

describe('the saved-job notice', () => {
  it('tells the candidate once that a saved job closes soon, with its day and a link to the job', async () => {
    const soon = await jobExpiringIn(2, 'Notice Welder');
    const later = await jobExpiringIn(10, 'Notice Roofer');
    const { user, client } = await candidateWhoSaved(soon.id);
    expect((await client.put(`/api/v1/me/saved_jobs/${later.id}`)).status).toBe(201);

    await notify();
    await notify();
    const [mail, ...more] = await mailsSentTo(user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('A job you saved closes soon: Notice Welder');
    expect(mail!.text).toContain('Hi Test,');
    expect(mail!.text).toMatch(/Notice Welder at .+, a job you saved, closes on \w+ \d+, \d{4}\./);
    expect(mail!.text).toContain(`${t.config.publicUrl}/jobs/${soon.id}`);
    expect(mail!.headerLines.some((line) => line.key === 'list-unsubscribe')).toBe(true);
  });

  it('tells the candidate once that a saved job has closed, and never again after unsaving and saving it', async () => {
    const job = await jobExpiringIn(20, 'Notice Baker');
    const { user, client } = await candidateWhoSaved(job.id);
    await t.db.prisma.job.update({ where: { id: job.id }, data: { active: false } });

    await notify();
    const [mail] = await mailsSentTo(user.email);
    expect(mail!.subject).toBe('A job you saved has closed: Notice Baker');
    expect(mail!.text).toContain('has closed: it takes no more applications.');

    await client.delete(`/api/v1/me/saved_jobs/${job.id}`);
    await t.db.prisma.savedJob.create({ data: { userId: user.id, jobId: job.id } });
    await notify();
    expect(await mailsSentTo(user.email)).toHaveLength(1);
  });

  it('is sent once when two workers run it at the same time', async () => {
    const job = await jobExpiringIn(1, 'Notice Glazier');
    const { user } = await candidateWhoSaved(job.id);
    await Promise.all([notify(), notify(), notify()]);
    expect(await mailsSentTo(user.email)).toHaveLength(1);
    expect(await t.db.prisma.savedJobNotice.count({ where: { userId: user.id } })).toBe(1);
  });

  it('is not e-mailed to a candidate who turned saved-job e-mails off, nor to one who applied', async () => {
    const job = await jobExpiringIn(1, 'Notice Mason');
    const off = await candidateWhoSaved(job.id);
    const put = await off.client
      .put('/api/v1/me/notification_settings')
      .send({ ...DEFAULT_NOTIFICATION_SETTINGS, saved_jobs: false });
    expect(put.status).toBe(200);
    const applied = await candidateWhoSaved(job.id);
    await t.db.prisma.application.create({
      data: { jobId: job.id, userId: applied.user.id, firstName: 'A', lastName: 'B', email: applied.user.email },
    });

    await notify();
    expect(await mailsSentTo(off.user.email)).toEqual([]);
    expect(await mailsSentTo(applied.user.email)).toEqual([]);
  });
});
