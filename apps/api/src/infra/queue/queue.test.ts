import { makeWorkerUtils } from 'graphile-worker';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { queuedJobs, waitForQueueToEmpty } from '../../testing/queued-jobs.ts';
import { enqueue, pruneFailedJobs, startWorker as startQueueWorker, type JobHandler, type Worker } from './queue.ts';

let db: TestDatabase;
const silent = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined };

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const started: Worker[] = [];
const startWorker = async (options: Omit<Parameters<typeof startQueueWorker>[0], 'pool' | 'log'>) => {
  const worker = await startQueueWorker({ pool: db.pool, log: silent, pollMs: 200, ...options });
  started.push(worker);
  return worker;
};
// A worker holds a LISTEN connection; one left running would keep the pool (and the test) open.
afterEach(async () => {
  await Promise.all(started.splice(0).map((worker) => worker.stop()));
});
beforeEach(async () => {
  await db.pool.query('DELETE FROM graphile_worker._private_jobs');
});

const addMailJob = (payload: object, options?: Parameters<typeof enqueue>[3]) =>
  db.prisma.$transaction((tx) => enqueue(tx, 'mail.send', payload as never, options));

describe('the job queue (graphile-worker)', () => {
  it('runs a job added in a transaction that commits, once, and never one whose transaction rolled back', async () => {
    await db.prisma
      .$transaction(async (tx) => {
        await enqueue(tx, 'mail.send', { to: 'rolled-back@example.com' });
        throw new Error('change failed');
      })
      .catch(() => undefined);
    await addMailJob({ to: 'committed@example.com' });
    expect((await queuedJobs(db)).map((job) => job.payload)).toEqual([{ to: 'committed@example.com' }]);

    const seen: unknown[] = [];
    await startWorker({ tasks: { 'mail.send': async (payload) => void seen.push(payload) } });
    await waitForQueueToEmpty(db);
    // Long enough for a second run of the same job, or for a job that was not there, to show up.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(seen).toEqual([{ to: 'committed@example.com' }]);
  });

  it('wakes when a job is added, without waiting for the poll', async () => {
    let resolveSeen!: (payload: unknown) => void;
    const seen = new Promise((resolve) => (resolveSeen = resolve));
    await startWorker({ pollMs: 60_000, tasks: { 'mail.send': async (payload) => resolveSeen(payload) } });
    const added = Date.now();
    await addMailJob({ to: 'notified@example.com' });
    expect(await seen).toEqual({ to: 'notified@example.com' });
    expect(Date.now() - added).toBeLessThan(10_000);
  });

  it('retries a failing job later, then keeps it with its error after its last attempt', async () => {
    await addMailJob({ to: 'flaky@example.com' }, { maxAttempts: 2 });
    let runs = 0;
    const failing: JobHandler = async () => {
      runs++;
      throw new Error('SMTP down');
    };
    await startWorker({ tasks: { 'mail.send': failing } });
    const first = await vi.waitFor(
      async () => {
        const [job] = await queuedJobs(db);
        expect(job).toMatchObject({ attempts: 1, last_error: 'SMTP down' });
        return job!;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(first.run_at.getTime()).toBeGreaterThan(Date.now());
    expect(runs).toBe(1);

    const utils = await makeWorkerUtils({ pgPool: db.pool });
    try {
      await utils.rescheduleJobs([first.id], { runAt: new Date() });
    } finally {
      await utils.release();
    }
    await vi.waitFor(async () => expect((await queuedJobs(db))[0]).toMatchObject({ attempts: 2, max_attempts: 2 }), {
      timeout: 10_000,
      interval: 50,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(runs).toBe(2);
    expect(await queuedJobs(db)).toEqual([expect.objectContaining({ last_error: 'SMTP down', attempts: 2 })]);
  });

  it('gives each job to exactly one of several workers', async () => {
    for (let index = 0; index < 20; index++) await addMailJob({ index });
    const runs: number[] = [];
    const handler: JobHandler = async (payload) => {
      runs.push((payload as { index: number }).index);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await Promise.all([1, 2, 3].map(() => startWorker({ tasks: { 'mail.send': handler } })));
    await waitForQueueToEmpty(db);
    expect(runs.sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
  });

  it('replaces a waiting job that has the same key instead of adding a second one', async () => {
    await addMailJob({ to: 'first-link@example.com' }, { jobKey: 'reset:1' });
    await addMailJob({ to: 'newest-link@example.com' }, { jobKey: 'reset:1' });
    await addMailJob({ to: 'someone-else@example.com' }, { jobKey: 'reset:2' });
    const seen: unknown[] = [];
    await startWorker({ tasks: { 'mail.send': async (payload) => void seen.push(payload) } });
    await waitForQueueToEmpty(db);
    expect(seen).toEqual([{ to: 'newest-link@example.com' }, { to: 'someone-else@example.com' }]);
  });

  it('logs what each job did by its id and task, never with its payload', async () => {
    const entries: Array<{ obj: object; msg: string }> = [];
    const keep = (obj: object, msg: string) => void entries.push({ obj, msg });
    await addMailJob({ to: 'someone@example.com', text: 'reset link token-4f9a' });
    await addMailJob({ to: 'other@example.com', text: 'reset link token-77c1' }, { maxAttempts: 1 });
    const worker = await startQueueWorker({
      pool: db.pool,
      log: { error: keep, warn: keep, info: keep, debug: keep },
      tasks: {
        'mail.send': async (payload) => {
          if ((payload as { to: string }).to === 'other@example.com') throw new Error('mailbox full');
        },
      },
    });
    started.push(worker);
    await vi.waitFor(
      () => expect(entries.filter((entry) => /Completed task|Failed task/.test(entry.msg))).toHaveLength(2),
      {
        timeout: 10_000,
        interval: 50,
      },
    );
    const completed = entries.find((entry) => entry.msg.startsWith('Completed task'))!;
    expect(completed.obj).toMatchObject({ job: { id: expect.any(String), task: 'mail.send', attempts: 1 } });
    expect(JSON.stringify(entries)).not.toMatch(/token-4f9a|token-77c1/);
  });

  it('runs a crontab task, catching up on a tick missed while no worker ran', async () => {
    // Known since before the last tick, as it would be after a restart; `?fill=2m` runs the tick missed meanwhile.
    await db.pool.query(
      `INSERT INTO graphile_worker._private_known_crontabs (identifier, known_since)
       VALUES ('minutely', now() - interval '90 seconds')`,
    );
    const ticks: unknown[] = [];
    await startWorker({
      tasks: { minutely: async (payload) => void ticks.push(payload) },
      crontab: '* * * * * minutely ?fill=2m',
    });
    await vi.waitFor(() => expect(ticks.length).toBeGreaterThan(0), { timeout: 10_000, interval: 50 });
    expect(ticks[0]).toMatchObject({ _cron: { ts: expect.any(String), backfilled: true } });
  });

  it('deletes jobs that failed for good more than 30 days ago, keeping later failures and jobs still waiting', async () => {
    await addMailJob({ to: 'long-ago@example.com' }, { maxAttempts: 1 });
    await addMailJob({ to: 'last-week@example.com' }, { maxAttempts: 1 });
    await startWorker({
      tasks: {
        'mail.send': async () => {
          throw new Error('mailbox full');
        },
      },
    });
    await vi.waitFor(
      async () => expect((await queuedJobs(db)).map((job) => job.last_error)).toEqual(['mailbox full', 'mailbox full']),
      { timeout: 10_000, interval: 50 },
    );
    await Promise.all(started.splice(0).map((worker) => worker.stop()));
    await addMailJob({ to: 'waiting@example.com' }, { runAt: new Date(Date.now() + 60 * 60_000) });
    const byRecipient = new Map((await queuedJobs(db)).map((job) => [(job.payload as { to: string }).to, job.id]));
    // As if each had last been tried that many days ago (a failure sets run_at to the next try).
    const triedDaysAgo = (to: string, days: number) =>
      db.pool.query(
        `UPDATE graphile_worker._private_jobs SET run_at = now() - make_interval(days => $2) WHERE id = $1`,
        [byRecipient.get(to), days],
      );
    await triedDaysAgo('long-ago@example.com', 31);
    await triedDaysAgo('last-week@example.com', 7);
    // Due 45 days ago and never run (no worker): waiting, not failed.
    await triedDaysAgo('waiting@example.com', 45);

    expect(await pruneFailedJobs(db.prisma)).toBe(1);
    expect((await queuedJobs(db)).map((job) => (job.payload as { to: string }).to)).toEqual([
      'last-week@example.com',
      'waiting@example.com',
    ]);
  });
});
