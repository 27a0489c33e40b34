import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { enqueue, startWorker as startQueueWorker, type JobHandler, type Worker } from './queue.ts';

let db: TestDatabase;
const silent = { info: () => undefined, error: () => undefined };

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const started: Worker[] = [];
const startWorker = async (options: Parameters<typeof startQueueWorker>[0]) => {
  const worker = await startQueueWorker(options);
  started.push(worker);
  return worker;
};
// A worker holds a LISTEN connection; one left running would keep the pool (and the test) open.
afterEach(async () => {
  await Promise.all(started.splice(0).map((worker) => worker.stop()));
});

describe('the Postgres-backed queue', () => {
  it('keeps a job only when the transaction that queued it commits', async () => {
    await db.prisma
      .$transaction(async (tx) => {
        await enqueue(tx, 'mail.send', { to: 'rolled-back@example.com' });
        throw new Error('change failed');
      })
      .catch(() => undefined);
    await db.prisma.$transaction((tx) => enqueue(tx, 'mail.send', { to: 'committed@example.com' }));
    const jobs = await db.prisma.queueJob.findMany();
    expect(jobs.map((job) => (job.payload as { to: string }).to)).toEqual(['committed@example.com']);

    const seen: unknown[] = [];
    const worker = await startWorker({
      prisma: db.prisma,
      pool: db.pool,
      log: silent,
      handlers: { 'mail.send': async (payload) => void seen.push(payload) },
    });
    await worker.drain();
    await worker.stop();
    expect(seen).toEqual([{ to: 'committed@example.com' }]);
    expect((await db.prisma.queueJob.findFirstOrThrow()).completedAt).not.toBeNull();
  });

  it('wakes on NOTIFY without waiting for the poll', async () => {
    let resolveSeen!: (payload: unknown) => void;
    const seen = new Promise((resolve) => (resolveSeen = resolve));
    const worker = await startWorker({
      prisma: db.prisma,
      pool: db.pool,
      log: silent,
      pollMs: 60_000,
      handlers: { 'mail.send': async (payload) => resolveSeen(payload) },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await db.prisma.$transaction((tx) => enqueue(tx, 'mail.send', { to: 'notified@example.com' }));
    const started = Date.now();
    expect(await seen).toEqual({ to: 'notified@example.com' });
    expect(Date.now() - started).toBeLessThan(30_000);
    await worker.stop();
  });

  it('retries a failing job later, then gives up after its last attempt', async () => {
    await db.prisma.queueJob.deleteMany();
    await db.prisma.$transaction((tx) => enqueue(tx, 'mail.send', { to: 'flaky@example.com' }, { maxAttempts: 2 }));
    const failing: JobHandler = async () => {
      throw new Error('SMTP down');
    };
    const worker = await startWorker({
      prisma: db.prisma,
      pool: db.pool,
      log: silent,
      handlers: { 'mail.send': failing },
    });
    await worker.drain();
    let job = await db.prisma.queueJob.findFirstOrThrow();
    expect(job).toMatchObject({ attempts: 1, lastError: 'SMTP down', failedAt: null, completedAt: null });
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now());

    await db.prisma.queueJob.update({ where: { id: job.id }, data: { runAt: new Date() } });
    await worker.drain();
    await worker.stop();
    job = await db.prisma.queueJob.findFirstOrThrow();
    expect(job.attempts).toBe(2);
    expect(job.failedAt).not.toBeNull();
  });

  it('gives each job to exactly one of several workers', async () => {
    await db.prisma.queueJob.deleteMany();
    for (let index = 0; index < 20; index++) await db.prisma.$transaction((tx) => enqueue(tx, 'mail.send', { index }));
    const runs: number[] = [];
    const handler: JobHandler = async (payload) => {
      runs.push((payload as { index: number }).index);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const workers = await Promise.all(
      [1, 2, 3].map(() =>
        startWorker({ prisma: db.prisma, pool: db.pool, log: silent, handlers: { 'mail.send': handler } }),
      ),
    );
    await Promise.all(workers.map((worker) => worker.drain()));
    await Promise.all(workers.map((worker) => worker.stop()));
    expect(runs.sort((a, b) => a - b)).toEqual([...Array(20).keys()]);
  });
});
