import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Agent } from 'supertest';
import { WEBHOOK_MESSAGES, type TWebhookDelivery } from '@mainwork/contracts';
import { WEBHOOK_DELIVERY_QUEUE, recordWebhookEvents } from '../../domain/webhook-events.ts';
import { createJob, lookupId } from '../../testing/jobs.ts';
import { sendForm } from '../../testing/forms.ts';
import { queuedJobs, waitForQueueToEmpty } from '../../testing/queued-jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { addToTeam, createUser, signedInClient, type TestUser } from '../../testing/users.ts';
import { recordJobsClosed } from '../resolutions/close-job.ts';
import { attemptWebhookDelivery, WEBHOOK_RETRY_DELAYS_MS, webhookSignature } from './deliver-webhook.ts';

/**
 * Outgoing webhooks (decision 070) against a real receiver on a free port: owners subscribe, events are
 * recorded in the transaction of their change and POSTed signed by the queue's worker, retried on failure,
 * logged, replayed, and a webhook that fails for a day is paused and its owners told.
 */

type Received = { headers: http.IncomingHttpHeaders; body: string };

/** A subscriber's endpoint: records every POST and answers the next queued status (200 when none is queued). */
class Receiver {
  readonly received: Received[] = [];
  private readonly statuses: number[] = [];
  private alwaysStatus: number | null = null;
  private readonly server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      this.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = this.statuses.shift() ?? this.alwaysStatus ?? 200;
      response.end('ok');
    });
  });
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }
  answerNext(...statuses: number[]) {
    this.statuses.push(...statuses);
  }
  answerAlways(status: number | null) {
    this.alwaysStatus = status;
  }
  reset() {
    this.received.length = 0;
    this.statuses.length = 0;
    this.alwaysStatus = null;
  }
  async waitForCount(count: number): Promise<void> {
    await vi.waitFor(
      () => {
        if (this.received.length < count) throw new Error(`${this.received.length} of ${count} received`);
      },
      { timeout: 15_000, interval: 50 },
    );
  }
  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const receiver = new Receiver();
let t: TestApp;
let owner: TestUser;
let ownerClient: Agent;
let recruiterClient: Agent;

beforeAll(async () => {
  await receiver.start();
  t = await startTestApp({ mail: true, env: { WEBHOOKS_ALLOW_PRIVATE: 'true' } });
  owner = await createUser(t.db, { role: 'Employer' });
  ownerClient = await signedInClient(t, owner);
  const recruiter = await addToTeam(t.db, await createUser(t.db, { role: 'Employer', business: false }), {
    businessId: owner.businessId!,
    role: 'recruiter',
  });
  recruiterClient = await signedInClient(t, recruiter);
});
afterEach(async () => {
  // The attempts due now finish first; later ones find their webhook gone and send nothing.
  await vi.waitFor(
    async () => {
      const { rows } = await t.db.pool.query(
        `SELECT count(*)::int AS due FROM graphile_worker.jobs WHERE task_identifier = $1 AND run_at <= now()`,
        [WEBHOOK_DELIVERY_QUEUE],
      );
      expect(rows[0].due).toBe(0);
    },
    { timeout: 15_000, interval: 50 },
  );
  await t.db.prisma.webhookSubscription.deleteMany({});
  receiver.reset();
});
afterAll(async () => {
  await t.close();
  await receiver.stop();
});

/** Waits for what the worker does in the background (a busy machine can take seconds). */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 15_000, interval: 50 });

const hooksPath = () => `/api/v1/businesses/${owner.businessId}/webhooks`;

async function subscribe(events: string[] = ['application.created', 'job.created', 'job.closed', 'hire.confirmed']) {
  const response = await ownerClient.post(hooksPath()).send({ webhook: { url: receiver.url, events } });
  expect(response.status).toBe(201);
  return response.body as { id: number; secret: string };
}

async function deliveriesOf(webhookId: number): Promise<TWebhookDelivery[]> {
  const response = await ownerClient.get(`${hooksPath()}/${webhookId}/deliveries`);
  expect(response.status).toBe(200);
  return response.body;
}

/** Time passes: the next attempts the queue holds for later become due now. */
async function nextAttemptsDue(): Promise<void> {
  await t.db.pool.query(
    `UPDATE graphile_worker._private_jobs SET run_at = now()
      WHERE task_id = (SELECT id FROM graphile_worker._private_tasks WHERE identifier = $1)`,
    [WEBHOOK_DELIVERY_QUEUE],
  );
}

async function applyAsCandidate(jobId: number) {
  const candidate = await createUser(t.db);
  const client = await signedInClient(t, candidate);
  const response = await sendForm(client.post(`/api/v1/jobs/${jobId}/applications`), {
    'application[first_name]': 'Ada',
    'application[last_name]': 'Lovelace',
    'application[email]': 'ada@example.com',
    'application[phone]': '(617)-555-0100',
  });
  expect(response.status).toBe(201);
  return response.body as { id: number };
}

/** Checks `MainWork-Signature` as a subscriber would: HMAC-SHA256 of "t.body" with the secret. */
function verifySignature(received: Received, secret: string): boolean {
  const header = String(received.headers['mainwork-signature']);
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const timestamp = Number(match[1]);
  if (Math.abs(Date.now() / 1000 - timestamp) > 300) return false;
  return webhookSignature(secret, timestamp, received.body) === match[2];
}

describe('subscribing', () => {
  it('shows the secret once at creation, never in the list, and only to owners', async () => {
    const created = await subscribe(['job.created']);
    expect(created).toMatchObject({ url: receiver.url, events: ['job.created'], status: 'active' });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    const list = await ownerClient.get(hooksPath());
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ id: created.id, url: receiver.url })]);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    const recruiter = await recruiterClient.get(hooksPath());
    expect(recruiter.status).toBe(403);
    expect(recruiter.body).toEqual({ error: WEBHOOK_MESSAGES.ownersOnly });
  });

  it('refuses an address that is not a web address, carries credentials, or no event (422 by field)', async () => {
    const bad = await ownerClient
      .post(hooksPath())
      .send({ webhook: { url: 'not an address', events: ['job.created'] } });
    expect(bad.status).toBe(422);
    expect(bad.body.error.url).toHaveLength(1);
    const credentials = await ownerClient
      .post(hooksPath())
      .send({ webhook: { url: 'http://user:pass@127.0.0.1/x', events: ['job.created'] } });
    expect(credentials.status).toBe(422);
    const none = await ownerClient.post(hooksPath()).send({ webhook: { url: receiver.url, events: [] } });
    expect(none.status).toBe(422);
    expect(none.body.error).toEqual({ events: [expect.any(String)] });
    const tooLong = await ownerClient
      .post(hooksPath())
      .send({ webhook: { url: `https://${'a'.repeat(3000)}.example`, events: ['job.created'] } });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error).toEqual({
      url: [expect.stringMatching(/^Web address must be \d+ characters or fewer\.$/)],
    });
    expect(await t.db.prisma.webhookSubscription.count()).toBe(0);
  });

  it('changes the events, turns it off and deletes it', async () => {
    const { id } = await subscribe(['job.created']);
    const changed = await ownerClient
      .put(`${hooksPath()}/${id}`)
      .send({ webhook: { events: ['job.closed'], enabled: false } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ events: ['job.closed'], status: 'disabled' });
    expect((await ownerClient.delete(`${hooksPath()}/${id}`)).status).toBe(204);
    expect((await ownerClient.get(`${hooksPath()}/${id}/deliveries`)).status).toBe(404);
  });
});

describe('delivering', () => {
  it('POSTs a new application signed with the secret, with the event id as header, and logs the attempt', async () => {
    const { id, secret } = await subscribe(['application.created']);
    const job = await createJob(t.db, { businessId: owner.businessId!, title: 'Webhook Barista' });
    const application = await applyAsCandidate(job.id);
    await receiver.waitForCount(1);
    const [received] = receiver.received;
    expect(verifySignature(received!, secret)).toBe(true);
    expect(verifySignature(received!, 'whsec_someone-else')).toBe(false);
    const body = JSON.parse(received!.body);
    expect(body).toEqual({
      id: expect.stringMatching(/^evt_[0-9a-f]{24}$/),
      type: 'application.created',
      created_at: expect.any(String),
      data: {
        application: expect.objectContaining({
          id: application.id,
          job_id: job.id,
          job_title: 'Webhook Barista',
          first_name: 'Ada',
          referred: false,
        }),
      },
    });
    expect(received!.headers['mainwork-webhook-id']).toBe(body.id);
    expect(received!.headers['content-type']).toBe('application/json');
    await eventually(async () => expect((await deliveriesOf(id))[0]?.status).toBe('delivered'));
    const [delivery] = await deliveriesOf(id);
    expect(delivery).toMatchObject({
      event_id: body.id,
      event_type: 'application.created',
      attempts: 1,
      status_code: 200,
    });
    expect(delivery!.response_time_ms).toBeGreaterThanOrEqual(0);
  });

  it('retries after a 500 on the schedule and delivers the same event on the next attempt', async () => {
    const { id, secret } = await subscribe(['job.created']);
    receiver.answerNext(500);
    const posted = await ownerClient.post(`/api/v1/businesses/${owner.businessId}/jobs`).send({
      job: {
        title: 'Retried Baker',
        description: '<p>Bread at dawn.</p>',
        job_type_id: await lookupId(t.db, 'jobType'),
        job_location_type_id: await lookupId(t.db, 'jobLocationType', 'Remote'),
        minimum_salary: 40000,
        maximum_salary: 50000,
        salary_rate: 'per_year',
      },
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    await receiver.waitForCount(1);
    await eventually(async () => expect((await deliveriesOf(id))[0]?.attempts).toBe(1));
    const [failed] = await deliveriesOf(id);
    expect(failed).toMatchObject({ status: 'pending', status_code: 500, error: 'The address answered 500.' });
    const wait = new Date(failed!.next_attempt_at!).getTime() - new Date(failed!.updated_at).getTime();
    expect(wait).toBeGreaterThanOrEqual(WEBHOOK_RETRY_DELAYS_MS[0] - 1000);
    expect(wait).toBeLessThanOrEqual(WEBHOOK_RETRY_DELAYS_MS[0] + 1000);

    await nextAttemptsDue();
    await receiver.waitForCount(2);
    await eventually(async () => expect((await deliveriesOf(id))[0]?.status).toBe('delivered'));
    const [first, second] = receiver.received;
    expect(JSON.parse(first!.body)).toMatchObject({
      type: 'job.created',
      data: { job: { id: posted.body.id, title: 'Retried Baker' } },
    });
    expect(second!.headers['mainwork-webhook-id']).toBe(first!.headers['mainwork-webhook-id']);
    expect(second!.body).toBe(first!.body);
    expect(verifySignature(second!, secret)).toBe(true);
    expect(
      await t.db.prisma.webhookAttempt.findMany({
        where: { delivery: { subscriptionId: id } },
        orderBy: { id: 'asc' },
      }),
    ).toMatchObject([
      { attempt: 1, statusCode: 500, error: 'The address answered 500.' },
      { attempt: 2, statusCode: 200, error: null },
    ]);
  });

  it('replays a delivered event as a new delivery with the same event id, and sends a test event', async () => {
    const { id } = await subscribe(['job.created']);
    const test = await ownerClient.post(`${hooksPath()}/${id}/test`);
    expect(test.status).toBe(201);
    expect(test.body).toMatchObject({ event_type: 'webhook.test', status: 'pending' });
    await receiver.waitForCount(1);
    await eventually(async () => expect((await deliveriesOf(id))[0]?.status).toBe('delivered'));
    const replay = await ownerClient.post(`${hooksPath()}/${id}/deliveries/${test.body.id}/replay`);
    expect(replay.status).toBe(201);
    expect(replay.body).toMatchObject({ event_id: test.body.event_id, attempts: 0 });
    await receiver.waitForCount(2);
    expect(receiver.received.map((r) => r.headers['mainwork-webhook-id'])).toEqual([
      test.body.event_id,
      test.body.event_id,
    ]);
    expect((await deliveriesOf(id)).map((delivery) => delivery.id)).toEqual([replay.body.id, test.body.id]);
  });

  it('sends job.closed and hire.confirmed when a hire through MainWork is confirmed', async () => {
    await subscribe(['job.closed', 'hire.confirmed']);
    const job = await createJob(t.db, { businessId: owner.businessId!, title: 'Hired Cook' });
    const application = await applyAsCandidate(job.id);
    const path = `/api/v1/businesses/${owner.businessId}/jobs/${job.id}/resolutions`;
    const resolutionId = (await ownerClient.post(path)).body.id as number;
    const send = (event: string, resolution?: object) =>
      ownerClient.put(`${path}/${resolutionId}`).send({ event, ...(resolution ? { resolution } : {}) });
    expect((await send('respond_to_hire_inquiry', { is_position_filled: true })).status).toBe(200);
    expect((await send('respond_to_mw_hire_inquiry', { is_mw_hire: true })).status).toBe(200);
    expect(
      (await send('respond_to_applicant_selection', { found_applicant: true, application_id: application.id })).status,
    ).toBe(200);
    expect((await send('confirm_billing')).status).toBe(200);
    await receiver.waitForCount(2);
    const events = receiver.received.map((received) => JSON.parse(received.body));
    expect(events.map((event) => event.type).sort()).toEqual(['hire.confirmed', 'job.closed']);
    expect(events.find((event) => event.type === 'hire.confirmed').data.hire).toMatchObject({
      job_id: job.id,
      application_id: application.id,
      resolution_id: resolutionId,
    });
    expect(events.find((event) => event.type === 'job.closed').data.job).toMatchObject({
      id: job.id,
      closed_by: 'member',
    });
  });
});

describe('the outbox', () => {
  it('writes the event in the transaction of its change: none for a change rolled back', async () => {
    await subscribe(['job.closed']);
    const job = await createJob(t.db, { businessId: owner.businessId!, title: 'Rolled Back' });
    const before = await t.db.prisma.webhookEvent.count();
    await expect(
      t.db.prisma.$transaction(async (tx) => {
        await tx.job.update({ where: { id: job.id }, data: { active: false, closedAt: new Date() } });
        await recordJobsClosed(tx, [job.id], { actorId: null });
        throw new Error('the change fails after its event');
      }),
    ).rejects.toThrow('the change fails after its event');
    expect(await t.db.prisma.webhookEvent.count()).toBe(before);
    expect(
      await t.db.prisma.webhookDelivery.count({ where: { event: { data: { path: ['job', 'id'], equals: job.id } } } }),
    ).toBe(0);
    expect(await queuedJobs(t.db, WEBHOOK_DELIVERY_QUEUE)).toEqual([]);

    await t.db.prisma.$transaction(async (tx) => {
      await tx.job.update({ where: { id: job.id }, data: { active: false, closedAt: new Date() } });
      await recordJobsClosed(tx, [job.id], { actorId: null });
    });
    expect(await t.db.prisma.webhookEvent.count()).toBe(before + 1);
    await receiver.waitForCount(1);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
      type: 'job.closed',
      data: { job: { id: job.id, title: 'Rolled Back', closed_by: 'mainwork' } },
    });
  });

  it('keeps no event no webhook of the business listens to', async () => {
    await subscribe(['hire.confirmed']);
    const before = await t.db.prisma.webhookEvent.count();
    const job = await createJob(t.db, { businessId: owner.businessId!, title: 'Nobody Listens' });
    await applyAsCandidate(job.id);
    expect(await t.db.prisma.webhookEvent.count()).toBe(before);
  });
});

describe('outbound safety', () => {
  it('refuses a private address when private addresses are not allowed, sending nothing and logging why', async () => {
    const { id } = await subscribe(['job.created']);
    // A delivery without its queued job (the worker of this app, which may send to private addresses, would
    // take it): attempted here as a production worker would.
    const event = await t.db.prisma.webhookEvent.create({
      data: {
        id: 'evt_private_address_test',
        businessId: owner.businessId!,
        type: 'job.created',
        data: { job: { id: 1 } },
      },
    });
    const delivery = await t.db.prisma.webhookDelivery.create({ data: { subscriptionId: id, eventId: event.id } });
    const outcome = await attemptWebhookDelivery(
      {
        prisma: t.db.prisma,
        publicUrl: t.config.publicUrl,
        limits: { ...t.config.webhooks, allowPrivateHosts: false },
      },
      delivery.id,
    );
    expect(outcome).toBe('retrying');
    const [attempt] = await t.db.prisma.webhookAttempt.findMany({ where: { deliveryId: delivery.id } });
    expect(attempt).toMatchObject({ statusCode: null, error: '127.0.0.1 is not a public web address.' });
    expect(receiver.received).toEqual([]);
  });

  it('refuses http:// and private hosts at subscription when they are not allowed', async () => {
    const strict = await startTestApp({ sameDatabaseAs: t, env: { WEBHOOKS_ALLOW_PRIVATE: 'false' } });
    try {
      const client = await signedInClient(strict, owner);
      const path = `/api/v1/businesses/${owner.businessId}/webhooks`;
      const http = await client.post(path).send({ webhook: { url: receiver.url, events: ['job.created'] } });
      expect(http.status).toBe(422);
      expect(http.body).toEqual({ error: { url: ['The address must start with https://.'] } });
      for (const url of [
        'https://127.0.0.1/x',
        'https://10.1.2.3/x',
        'https://169.254.169.254/x',
        'https://[::1]/x',
        'https://localhost/x',
      ]) {
        const answer = await client.post(path).send({ webhook: { url, events: ['job.created'] } });
        expect(answer.status, url).toBe(422);
        expect(answer.body.error.url[0], url).toMatch(/is not a public web address/);
      }
    } finally {
      await strict.close();
    }
  });
});

describe('a webhook that keeps failing', () => {
  it('is paused once a delivery has failed every attempt for a day, and its owners are e-mailed once', async () => {
    const { id } = await subscribe(['job.created']);
    receiver.answerAlways(503);
    await t.db.prisma.$transaction((tx) =>
      recordWebhookEvents(tx, [{ businessId: owner.businessId!, type: 'job.created', data: { job: { id: 2 } } }]),
    );
    const attempts = WEBHOOK_RETRY_DELAYS_MS.length + 1;
    for (let made = 1; made <= attempts; made++) {
      await receiver.waitForCount(made);
      await eventually(async () => expect((await deliveriesOf(id))[0]?.attempts).toBe(made));
      if (made < attempts) await nextAttemptsDue();
    }
    await eventually(async () => expect((await deliveriesOf(id))[0]?.status).toBe('failed'));
    const [webhook] = (await ownerClient.get(hooksPath())).body;
    expect(webhook).toMatchObject({ id, status: 'paused', paused_at: expect.any(String) });
    const paused = await vi.waitFor(() => {
      const found = t.inbox!.messages.filter((mail) => mail.subject === 'Your webhook was paused');
      expect(found).toHaveLength(1);
      return found;
    });
    const [mail] = paused;
    expect(JSON.stringify(mail!.to)).toContain(owner.email);
    expect(mail!.text).toContain(receiver.url);
    expect(mail!.text).toContain('/employers/my_business/webhooks');

    // Paused: new events are not sent; resuming sends the next ones.
    const before = await t.db.prisma.webhookEvent.count();
    await t.db.prisma.$transaction((tx) =>
      recordWebhookEvents(tx, [{ businessId: owner.businessId!, type: 'job.created', data: { job: { id: 3 } } }]),
    );
    expect(await t.db.prisma.webhookEvent.count()).toBe(before);
    const resumed = await ownerClient.put(`${hooksPath()}/${id}`).send({ webhook: { enabled: true } });
    expect(resumed.body).toMatchObject({ status: 'active', paused_at: null });
    await waitForQueueToEmpty(t.db, WEBHOOK_DELIVERY_QUEUE);
  });
});
