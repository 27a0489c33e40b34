import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import { DEFAULT_NOTIFICATION_SETTINGS, readJobSearchUrlQuery, type TJobAlertInput } from '@mainwork/contracts';
import { createBusiness, createJob, lookupId, PLACES } from '../../testing/jobs.ts';
import { queuedJobs } from '../../testing/queued-jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, newSignedInUser, signedInClient } from '../../testing/users.ts';
import { poolWithStatementTimeout } from '../../infra/timed-pool.ts';
import type { JobSearchIndex } from '../jobs/job-search-index.ts';
import { PostgresJobSearch } from '../jobs/search-jobs.ts';
import { runJobAlerts } from './run-job-alerts.ts';

let t: TestApp;
let businessId: number;
beforeAll(async () => {
  t = await startTestApp();
  businessId = (await createBusiness(t.db, { name: 'Harbor Clinic' })).id;
});
afterAll(() => t.close());

type QueuedMail = { to: string; subject: string; text: string; html: string; unsubscribeToken?: string };

const quietLog = { warn: () => undefined };

const run = (frequency: 'instant' | 'daily' | 'weekly', now = new Date()) =>
  runJobAlerts(
    {
      prisma: t.db.prisma,
      pool: t.db.pool,
      search: new PostgresJobSearch(t.db.pool),
      publicUrl: t.config.publicUrl,
      log: quietLog,
    },
    frequency,
    now,
  );

/** The e-mails queued to an address (no worker runs here: they stay in the queue), oldest first. */
async function mailsQueuedTo(email: string): Promise<QueuedMail[]> {
  const jobs = await queuedJobs(t.db, 'mail.send');
  return jobs.map((job) => job.payload as QueuedMail).filter((mail) => mail.to === email);
}

const alertMailsTo = async (email: string) =>
  (await mailsQueuedTo(email)).filter((mail) => !mail.subject.startsWith('Confirm'));

async function saveAlert(client: Agent, alert: TJobAlertInput): Promise<number> {
  const response = await client.post('/api/v1/me/job_alerts').send({ job_alert: alert });
  expect(response.status).toBe(201);
  return response.body.id as number;
}

const post = (title: string, options: { postedAt?: Date; jobTypeId?: number } = {}) =>
  createJob(t.db, { businessId, title, place: PLACES.boston, ...options });

const HOUR_MS = 60 * 60 * 1000;

describe('an instant alert', () => {
  it('mails exactly the new matching job, once: a second run sends nothing', async () => {
    const { user, client } = await newSignedInUser(t);
    await post('Farrier apprentice', { postedAt: new Date(Date.now() - HOUR_MS) });
    await saveAlert(client, { what_search_text: 'Farrier', where_search_text: 'Boston, MA', frequency: 'instant' });
    const job = await post('Farrier');
    await post('Glassblower');

    await run('instant');
    const mails = await alertMailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('1 new job: Farrier near Boston, MA');
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/jobs/${job.id}`);
    expect(mails[0]!.text).toContain('Harbor Clinic · Boston, MA');
    expect(mails[0]!.text).not.toContain('apprentice');
    expect(mails[0]!.text).not.toContain('Glassblower');
    expect(mails[0]!.unsubscribeToken).toMatch(new RegExp(`^${user.id}\\.job_alerts\\.`));

    await run('instant');
    expect(await alertMailsTo(user.email)).toHaveLength(1);
  });

  it('makes one e-mail of several new jobs, listing ten and linking to the search for the rest', async () => {
    const { user, client } = await newSignedInUser(t);
    const jobTypeId = await lookupId(t.db, 'jobType', 'Full-time');
    await saveAlert(client, {
      what_search_text: 'Luthier',
      where_search_text: 'Boston, MA',
      radius: 50,
      filters: { job_type_id_eq: jobTypeId },
      frequency: 'instant',
    });
    for (let n = 1; n <= 12; n += 1) await post(`Luthier ${n}`, { jobTypeId });
    await post('Luthier part-time', { jobTypeId: await lookupId(t.db, 'jobType', 'Part-time') });

    await run('instant');
    const [mail, ...others] = await alertMailsTo(user.email);
    expect(others).toEqual([]);
    // The search in words, its filter named as the site's chips name it.
    expect(mail!.subject).toBe('12 new jobs: Luthier within 50 miles of Boston, MA, Full-time');
    expect(mail!.text.match(/\/jobs\/\d+/g)).toHaveLength(10);
    expect(mail!.text).toContain('See 2 more new jobs');
    // The rest: exactly this search on /jobs, newest first, in the format /jobs reads its search from.
    const link = /(http\S+\/jobs\?\S+)/.exec(mail!.text.slice(mail!.text.indexOf('See 2 more')))![1]!;
    expect(link).toBe(
      `${t.config.publicUrl}/jobs?what_search_text=Luthier&where_search_text=Boston%2C+MA&sort=date&radius=50` +
        `&filters%5Bjob_type_id_eq%5D=${jobTypeId}`,
    );
    expect(readJobSearchUrlQuery(new URL(link).searchParams)).toEqual({
      what_search_text: 'Luthier',
      where_search_text: 'Boston, MA',
      page: 1,
      sort: 'date',
      radius: 50,
      filters: { job_type_id_eq: { value: jobTypeId, name: '' } },
    });
  });

  it('sends nothing while paused, nor when nothing new matches', async () => {
    const { user, client } = await newSignedInUser(t);
    const id = await saveAlert(client, { what_search_text: 'Glassblower', frequency: 'instant' });
    await run('instant');
    expect(await alertMailsTo(user.email)).toEqual([]);

    const paused = await client
      .put(`/api/v1/me/job_alerts/${id}`)
      .send({ job_alert: { what_search_text: 'Glassblower', frequency: 'instant', active: false } });
    expect(paused.status).toBe(200);
    await post('Glassblower');
    await run('instant');
    expect(await alertMailsTo(user.email)).toEqual([]);
  });

  it('sends nothing to a user who turned job alerts off in the notification settings', async () => {
    const { user, client } = await newSignedInUser(t);
    await saveAlert(client, { what_search_text: 'Wheelwright', frequency: 'instant' });
    const off = await client
      .put('/api/v1/me/notification_settings')
      .send({ ...DEFAULT_NOTIFICATION_SETTINGS, job_alerts: false });
    expect(off.status).toBe(200);
    await post('Wheelwright');
    await run('instant');
    expect(await alertMailsTo(user.email)).toEqual([]);
  });
});

describe("a new account's alert", () => {
  it('waits while the address is unconfirmed, then mails the jobs new since the alert was made', async () => {
    const user = await createUser(t.db, { emailConfirmed: false });
    const client = await signedInClient(t, user);
    await saveAlert(client, { what_search_text: 'Thatcher', frequency: 'instant' });
    await post('Thatcher');
    await run('instant');
    expect(await alertMailsTo(user.email)).toEqual([]);

    // What following the welcome's link does (email-change.test.ts follows the link itself).
    await t.db.prisma.user.update({ where: { id: user.id }, data: { emailConfirmedAt: new Date() } });
    await run('instant');
    const [mail] = await alertMailsTo(user.email);
    expect(mail!.text).toContain('Thatcher');
  });
});

describe('a daily alert', () => {
  it('never repeats a job across runs, and runs only with the daily ones', async () => {
    const { user, client } = await newSignedInUser(t);
    await saveAlert(client, { what_search_text: 'Cartographer', frequency: 'daily' });
    const first = await post('Cartographer');
    await run('instant');
    expect(await alertMailsTo(user.email)).toEqual([]);

    await run('daily');
    const second = await post('Cartographer senior');
    await run('daily', new Date(Date.now() + HOUR_MS));
    await run('daily', new Date(Date.now() + 2 * HOUR_MS));

    const mails = await alertMailsTo(user.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.text).toContain(`/jobs/${first.id}`);
    expect(mails[1]!.text).toContain(`/jobs/${second.id}`);
    expect(mails[1]!.text).not.toContain(`/jobs/${first.id}`);
    // The ledger keeps only the jobs a later run reads again: posted within the ten minutes before an
    // e-mail. The first was mailed by the run at once; the second an hour after it was posted.
    const alert = await t.db.prisma.jobAlert.findFirstOrThrow({ where: { userId: user.id } });
    const ledger = await t.db.prisma.jobAlertMailing.findMany({ where: { alertId: alert.id } });
    expect(ledger.map((row) => row.jobId)).toEqual([first.id]);
  });
});

describe('alerts that save the same search', () => {
  it('each get the jobs new to them: the search runs once for the run, from the earliest alert', async () => {
    const first = await newSignedInUser(t);
    await saveAlert(first.client, { what_search_text: 'Wheelwright', frequency: 'instant' });
    const older = await post('Wheelwright');
    await run('instant');
    const second = await newSignedInUser(t);
    await saveAlert(second.client, { what_search_text: 'Wheelwright', frequency: 'instant' });
    const newer = await post('Wheelwright assistant');

    await run('instant', new Date(Date.now() + HOUR_MS));
    const firstMails = await alertMailsTo(first.user.email);
    expect(firstMails).toHaveLength(2);
    expect(firstMails[0]!.text).toContain(`/jobs/${older.id}`);
    expect(firstMails[1]!.text).toContain(`/jobs/${newer.id}`);
    expect(firstMails[1]!.text).not.toContain(`/jobs/${older.id}`);
    const [secondMail, ...more] = await alertMailsTo(second.user.email);
    expect(more).toEqual([]);
    expect(secondMail!.subject).toBe('1 new job: Wheelwright');
    expect(secondMail!.text).toContain(`/jobs/${newer.id}`);
  });

  it('mail once when two runs go at the same time: the run that commits first wins each alert', async () => {
    const users = await Promise.all([newSignedInUser(t), newSignedInUser(t), newSignedInUser(t)]);
    for (const { client } of users) await saveAlert(client, { what_search_text: 'Cooperage', frequency: 'instant' });
    const job = await post('Cooperage hand');

    const now = new Date();
    await Promise.all([run('instant', now), run('instant', now)]);
    for (const { user } of users) {
      const mails = await alertMailsTo(user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(`/jobs/${job.id}`);
    }
    const alerts = await t.db.prisma.jobAlert.findMany({ where: { userId: { in: users.map(({ user }) => user.id) } } });
    expect(alerts.map((alert) => alert.lastSentAt)).toEqual([now, now, now]);
    const ledger = await t.db.prisma.jobAlertMailing.findMany({ where: { jobId: job.id } });
    expect(ledger).toHaveLength(3);
  });
});

describe('an alert whose search runs past the statement timeout', () => {
  it('is skipped for this run while the other alerts mail, and mails on the next run', async () => {
    const timedPool = poolWithStatementTimeout(t.db.pool, 100);
    const search = new PostgresJobSearch(t.db.pool);
    let tooSlow = true;
    // The site's search, except that this alert's text first runs a statement slower than the timeout on a
    // timed pool: PostgreSQL cancels it (57014), as it would a search plan too slow for its timeout. (The
    // searches themselves run untimed here, so that a busy machine cannot cut short the others' too.)
    const slowForOneAlert: JobSearchIndex = {
      search: (query) => search.search(query),
      newestPostedAt: () => search.newestPostedAt(),
      newMatches: async (query, postedAfter, limit) => {
        if (tooSlow && query.what_search_text === 'Tinsmith') await timedPool.query('SELECT pg_sleep(5)');
        return search.newMatches(query, postedAfter, limit);
      },
    };
    const warnings: object[] = [];
    const runWith = () =>
      runJobAlerts(
        {
          prisma: t.db.prisma,
          pool: t.db.pool,
          search: slowForOneAlert,
          publicUrl: t.config.publicUrl,
          log: { warn: (obj) => warnings.push(obj) },
        },
        'instant',
      );
    try {
      const slow = await newSignedInUser(t);
      const slowAlertId = await saveAlert(slow.client, { what_search_text: 'Tinsmith', frequency: 'instant' });
      const others = [await newSignedInUser(t), await newSignedInUser(t)];
      for (const { client } of others)
        await saveAlert(client, { what_search_text: 'Cartwright', frequency: 'instant' });
      await post('Tinsmith');
      const job = await post('Cartwright');

      await runWith();
      for (const { user } of others) {
        const mails = await alertMailsTo(user.email);
        expect(mails).toHaveLength(1);
        expect(mails[0]!.text).toContain(`/jobs/${job.id}`);
      }
      expect(await alertMailsTo(slow.user.email)).toEqual([]);
      expect((await t.db.prisma.jobAlert.findUniqueOrThrow({ where: { id: slowAlertId } })).lastSentAt).toBeNull();
      expect(warnings).toEqual([expect.objectContaining({ alertId: slowAlertId })]);

      tooSlow = false;
      await runWith();
      expect(await alertMailsTo(slow.user.email)).toHaveLength(1);
    } finally {
      await timedPool.end();
    }
  });
});

describe("a visitor's alert", () => {
  it('sends nothing before its confirmation link is followed, then the jobs new since, and its one-click unsubscribe stops it', async () => {
    const email = `visitor-${Date.now()}@example.com`;
    const subscribed = await t
      .client()
      .post('/api/v1/job_alerts')
      .send({ job_alert: { what_search_text: 'Chandler', frequency: 'instant', email } });
    expect(subscribed.status).toBe(202);
    await post('Chandler');
    await run('instant');
    expect(await alertMailsTo(email)).toEqual([]);

    const [confirmation] = await mailsQueuedTo(email);
    const token = /\/job_alerts\/confirm\?token=([^\s\]]+)/.exec(confirmation!.text)![1]!;
    expect((await t.client().post(`/api/v1/job_alerts/confirm?token=${token}`)).status).toBe(200);
    const after = await post('Chandler assistant');
    await run('instant');
    const [mail, ...others] = await alertMailsTo(email);
    expect(others).toEqual([]);
    expect(mail!.text).toContain(`/jobs/${after.id}`);
    expect(mail!.subject).toBe('1 new job: Chandler');

    // What the List-Unsubscribe header's https link is (send-mail-job.ts), posted as a mail provider does.
    expect(mail!.unsubscribeToken).toMatch(/^alert-\d+\.job_alerts\./);
    expect(mail!.text).toContain(`/api/v1/unsubscribe?token=${encodeURIComponent(mail!.unsubscribeToken!)}`);
    const stopped = await t
      .client()
      .post(`/api/v1/unsubscribe?token=${encodeURIComponent(mail!.unsubscribeToken!)}`)
      .type('application/x-www-form-urlencoded')
      .send('List-Unsubscribe=One-Click');
    expect(stopped.status).toBe(200);
    expect(stopped.body).toEqual({ kind: 'job_alerts', message: 'You will no longer get this job alert.' });
    await post('Chandler foreman');
    await run('instant', new Date(Date.now() + HOUR_MS));
    expect(await alertMailsTo(email)).toHaveLength(1);

    const forged = mail!.unsubscribeToken!.replace(/\.[^.]+$/, `.${'A'.repeat(43)}`);
    expect((await t.client().post(`/api/v1/unsubscribe?token=${encodeURIComponent(forged)}`)).status).toBe(400);
  });
});
