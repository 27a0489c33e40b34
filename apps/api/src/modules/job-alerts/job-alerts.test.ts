import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JOB_ALERTS_PER_ADDRESS, type TJobAlertInput } from '@mainwork/contracts';
import { lookupId } from '../../testing/jobs.ts';
import { queuedJobs } from '../../testing/queued-jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, newSignedInUser } from '../../testing/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ALERTS = '/api/v1/me/job_alerts';
const NURSE: TJobAlertInput = { what_search_text: 'Nurse', where_search_text: 'Boston, MA', frequency: 'daily' };

/** The e-mails queued to an address (no worker runs here: they stay in the queue). */
async function mailsQueuedTo(email: string) {
  const jobs = await queuedJobs(t.db, 'mail.send');
  return jobs
    .map((job) => job.payload as { to: string; subject: string; text: string; html: string })
    .filter((mail) => mail.to === email);
}

describe("a signed-in user's job alerts", () => {
  it('are saved, listed, changed and deleted, with the search, the frequency and when last sent', async () => {
    const client = (await newSignedInUser(t)).client;
    const jobTypeId = await lookupId(t.db, 'jobType');
    const created = await client.post(ALERTS).send({ job_alert: { ...NURSE, filters: { job_type_id_eq: jobTypeId } } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      what_search_text: 'Nurse',
      where_search_text: 'Boston, MA',
      radius: 25,
      filters: { job_type_id_eq: jobTypeId },
      frequency: 'daily',
      active: true,
      last_sent_at: null,
    });
    expect((await client.get(ALERTS)).body).toEqual([created.body]);

    const changed = await client
      .put(`${ALERTS}/${created.body.id}`)
      .send({ job_alert: { ...NURSE, radius: 50, frequency: 'weekly', active: false } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ radius: 50, frequency: 'weekly', active: false, filters: {} });

    expect((await client.delete(`${ALERTS}/${created.body.id}`)).status).toBe(200);
    expect((await client.get(ALERTS)).body).toEqual([]);
  });

  it("are the user's own: another user's alert is not found, to change or to delete, and is not listed", async () => {
    const owner = (await newSignedInUser(t)).client;
    const other = (await newSignedInUser(t)).client;
    const { body: alert } = await owner.post(ALERTS).send({ job_alert: NURSE });

    expect((await other.get(ALERTS)).body).toEqual([]);
    expect((await other.put(`${ALERTS}/${alert.id}`).send({ job_alert: { ...NURSE, active: false } })).status).toBe(
      404,
    );
    expect((await other.delete(`${ALERTS}/${alert.id}`)).status).toBe(404);
    expect((await owner.get(ALERTS)).body).toEqual([alert]);
  });

  it('refuses an eleventh alert in the error shape', async () => {
    const client = (await newSignedInUser(t)).client;
    for (let n = 0; n < MAX_JOB_ALERTS_PER_ADDRESS; n += 1) {
      expect((await client.post(ALERTS).send({ job_alert: { ...NURSE, what_search_text: `Nurse ${n}` } })).status).toBe(
        201,
      );
    }
    const refused = await client.post(ALERTS).send({ job_alert: NURSE });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ error: { base: [expect.stringContaining('at most 10 job alerts')] } });
    expect((await client.get(ALERTS)).body).toHaveLength(MAX_JOB_ALERTS_PER_ADDRESS);
  });

  it('refuses a search the site cannot run (a radius it does not offer, an unknown filter)', async () => {
    const client = (await newSignedInUser(t)).client;
    expect((await client.post(ALERTS).send({ job_alert: { ...NURSE, radius: 30 } })).status).toBe(422);
    const unknown = await client.post(ALERTS).send({ job_alert: { ...NURSE, filters: { colour_eq: 1 } } });
    expect(unknown.status).toBe(422);
  });
});

describe("a visitor's subscription", () => {
  it('refuses an address that is not one with a sentence under the e-mail field, keyed as the form shows it', async () => {
    const refused = await t
      .client()
      .post('/api/v1/job_alerts')
      .send({ job_alert: { ...NURSE, email: 'nobody' } });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ error: { email: ['Enter an e-mail address like name@example.com.'] } });
  });

  const subscribe = (email: string, search: Partial<TJobAlertInput> = {}) =>
    t
      .client()
      .post('/api/v1/job_alerts')
      .send({ job_alert: { ...NURSE, ...search, email } });

  it('is answered the same whether the address is known or not', async () => {
    const known = await createUser(t.db);
    await subscribe(known.email);
    const answers = [await subscribe(known.email), await subscribe(`nobody-${Date.now()}@example.com`)];
    for (const answer of answers) expect(answer.status).toBe(202);
    expect(answers[0]!.body).toEqual(answers[1]!.body);
  });

  it('mails a confirmation link, which starts the alert once; a forged link is refused', async () => {
    const email = `visitor-${Date.now()}@example.com`;
    expect((await subscribe(email)).status).toBe(202);
    const [confirmation] = await mailsQueuedTo(email);
    expect(confirmation!.subject).toBe('Confirm your MainWork job alert');
    const token = decodeURIComponent(/\/job_alerts\/confirm\?token=([^\s\]]+)/.exec(confirmation!.text)![1]!);
    const alert = await t.db.prisma.jobAlert.findFirstOrThrow({ where: { email } });
    expect(alert.confirmedAt).toBeNull();

    const confirmed = await t.client().post(`/api/v1/job_alerts/confirm?token=${encodeURIComponent(token)}`);
    expect(confirmed.status).toBe(200);
    const started = await t.db.prisma.jobAlert.findUniqueOrThrow({ where: { id: alert.id } });
    expect(started.confirmedAt).not.toBeNull();
    expect((await t.client().post(`/api/v1/job_alerts/confirm?token=${encodeURIComponent(token)}`)).status).toBe(200);
    expect((await t.db.prisma.jobAlert.findUniqueOrThrow({ where: { id: alert.id } })).confirmedAt).toEqual(
      started.confirmedAt,
    );

    const forged = `${alert.id}.${'A'.repeat(43)}`;
    expect((await t.client().post(`/api/v1/job_alerts/confirm?token=${forged}`)).status).toBe(400);
  });

  it('repeats nothing the visitor typed in the confirmation: the place as the index names it and the filters only', async () => {
    const email = `typed-${Date.now()}@example.com`;
    const typed = 'URGENT your account is locked, reset at http://evil.example/reset';
    const sent = await t
      .client()
      .post('/api/v1/job_alerts')
      .send({
        job_alert: {
          what_search_text: typed,
          where_search_text: 'boston ma',
          frequency: 'daily',
          filters: { job_type_id_eq: await lookupId(t.db, 'jobType', 'Full-time') },
          email,
        },
      });
    expect(sent.status).toBe(202);
    const [confirmation] = await mailsQueuedTo(email);
    const mail = confirmation!;
    expect(mail.text).toContain('for a job search: Jobs near Boston, MA, Full-time.');
    for (const part of [mail.text, mail.html, mail.subject]) {
      expect(part).not.toContain('URGENT');
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('boston ma');
    }
    // Nothing the index knows: the search is not named at all.
    const other = `unnamed-${Date.now()}@example.com`;
    await subscribe(other, { what_search_text: typed, where_search_text: 'Call 555 0100 now' });
    const [unnamed] = await mailsQueuedTo(other);
    expect(unnamed!.text).toContain('asked for MainWork job alerts at this address, for a job search.');
    expect(unnamed!.text).not.toContain('555');
  });

  it('past ten alerts an address, saves and sends nothing more but answers the same', async () => {
    const email = `many-${Date.now()}@example.com`;
    const first = await subscribe(email);
    for (let n = 1; n < MAX_JOB_ALERTS_PER_ADDRESS; n += 1) await subscribe(email);
    const eleventh = await subscribe(email);
    expect(eleventh.status).toBe(202);
    expect(eleventh.body).toEqual(first.body);
    expect(await t.db.prisma.jobAlert.count({ where: { email } })).toBe(MAX_JOB_ALERTS_PER_ADDRESS);
    expect(await mailsQueuedTo(email)).toHaveLength(MAX_JOB_ALERTS_PER_ADDRESS);
  });

  it('counts one mailbox once: a+1@, A+2@, a.b… at Gmail share the ten alerts of one address', async () => {
    const stamp = Date.now();
    const mailbox = `dana${stamp}`;
    const spellings = Array.from({ length: MAX_JOB_ALERTS_PER_ADDRESS + 3 }, (_, n) =>
      n % 3 === 0
        ? `${mailbox}+${n}@gmail.com`
        : n % 3 === 1
          ? `${mailbox.slice(0, 2)}.${mailbox.slice(2)}+${n}@googlemail.com`
          : `${mailbox.toUpperCase()}+${n}@GMail.com`,
    );
    const answers = [];
    for (const email of spellings) answers.push(await subscribe(email));
    for (const answer of answers) expect(answer.status).toBe(202);
    const saved = await t.db.prisma.jobAlert.findMany({ where: { mailbox: `${mailbox}@gmail.com` } });
    expect(saved).toHaveLength(MAX_JOB_ALERTS_PER_ADDRESS);
    // Each is stored as it was typed (lower-cased), and only the saved ones were mailed.
    expect(saved.map((alert) => alert.email).sort()).toEqual(
      spellings
        .slice(0, MAX_JOB_ALERTS_PER_ADDRESS)
        .map((email) => email.toLowerCase())
        .sort(),
    );
    const mailed = (await queuedJobs(t.db, 'mail.send'))
      .map((job) => (job.payload as { to: string }).to)
      .filter((to) => spellings.map((email) => email.toLowerCase()).includes(to));
    expect(mailed).toHaveLength(MAX_JOB_ALERTS_PER_ADDRESS);
  });
});

describe("visitors' subscriptions from one client address", () => {
  it('are refused with 429 past RATE_LIMIT_JOB_ALERT_SUBSCRIBE_PER_ADDRESS', async () => {
    const strict = await startTestApp({ env: { RATE_LIMIT_JOB_ALERT_SUBSCRIBE_PER_ADDRESS: '2/1h' } });
    try {
      const subscribe = (n: number) =>
        strict
          .client()
          .post('/api/v1/job_alerts')
          .send({ job_alert: { ...NURSE, email: `limit-${n}@example.com` } });
      expect((await subscribe(1)).status).toBe(202);
      expect((await subscribe(2)).status).toBe(202);
      const refused = await subscribe(3);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ error: expect.any(String) });
      expect(await strict.db.prisma.jobAlert.count({ where: { email: 'limit-3@example.com' } })).toBe(0);
    } finally {
      await strict.close();
    }
  });
});
