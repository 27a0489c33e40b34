import type pg from 'pg';
import sql from 'sql-template-tag';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, runStatement } from '../../infra/database-rows.ts';
import { jobPageChanges, type JobPageChange } from '../../testing/job-page-changes.ts';
import { createBusiness, createJob, PLACES } from '../../testing/jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { buildLiveJob, LIVE_JOB_STATEMENT_NAME } from './job-rows.ts';
import { loadLiveJob, storeJobPageAnswers } from './stored-job-answers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ZStored = z.object({ answer: z.string().nullable(), version: z.string(), current: z.boolean() });

/** The job's stored answer row: its text, its version, and whether it was built under the current epoch. */
async function storedRow(id: number) {
  const [row] = await queryRows(
    t.db.pool,
    ZStored,
    sql`SELECT a.answer, a.version, a.epoch = e.epoch AS current
          FROM stored_answers.job_pages a, stored_answers.epoch e WHERE a."jobId" = ${id}`,
  );
  return row!;
}

/** A change made behind the triggers' back: nothing forgets the stored answer, so a read shows the old one. */
async function retitleUnannounced(id: number, title: string) {
  await runStatement(t.db.pool, sql`ALTER TABLE jobs DISABLE TRIGGER cached_job_changed_values`);
  try {
    await runStatement(t.db.pool, sql`UPDATE jobs SET title = ${title} WHERE id = ${id}`);
  } finally {
    await runStatement(t.db.pool, sql`ALTER TABLE jobs ENABLE TRIGGER cached_job_changed_values`);
  }
}

async function pagedJob(title: string) {
  const business = await createBusiness(t.db, { name: `${title} Co` });
  const source = await t.db.prisma.rewardSource.create({
    data: { name: `${title} Books`, active: true, approved: true },
  });
  const job = await createJob(t.db, {
    businessId: business.id,
    title,
    place: PLACES.boston,
    benefits: ['Dental'],
    reward: { type: 'Cash', amount: 100, rewardSourceId: source.id },
  });
  return { business, source, job };
}

const titleOf = async (id: number) => (await loadLiveJob(t.db.pool, id))?.job.title;

describe("a job page's stored answer", () => {
  it('is stored by the first read, the same answer the job’s rows build, and read by key after', async () => {
    const { job } = await pagedJob('Harbor pilot');
    expect((await storedRow(job.id)).answer).toBeNull();
    const first = await loadLiveJob(t.db.pool, job.id);
    const stored = await storedRow(job.id);
    expect(stored.answer).not.toBeNull();
    expect(JSON.parse(stored.answer!)).toEqual(first!.job);
    expect(first!.job).toEqual((await buildLiveJob(t.db.pool, job.id))!.job);
    // Read from the store: a change no trigger saw is not shown, so the answer did not come from the job's rows.
    await retitleUnannounced(job.id, 'Unannounced title');
    expect(await titleOf(job.id)).toBe('Harbor pilot');
  });

  it('is forgotten by every change a job page shows, in the transaction that makes it', async () => {
    const { business, source, job } = await pagedJob('Ferry deckhand');
    const changes: JobPageChange[] = [
      [
        'the job itself',
        () => t.db.prisma.job.update({ where: { id: job.id }, data: { title: 'Ferry captain' } }),
        (page) => page.title,
        'Ferry captain',
      ],
      ...jobPageChanges(t.db, job, { businessId: business.id, rewardSourceId: source.id }),
    ];
    for (const [what, change, shown, expected] of changes) {
      const before = await loadLiveJob(t.db.pool, job.id);
      expect(shown(before!.job), `${what}, before`).not.toEqual(expected);
      const { version } = await storedRow(job.id);
      await change();
      const after = await storedRow(job.id);
      expect(after.answer, what).toBeNull();
      expect(BigInt(after.version), what).toBeGreaterThan(BigInt(version));
      expect(shown((await loadLiveJob(t.db.pool, job.id))!.job), what).toEqual(expected);
    }
  });

  it('is not used once a table every answer names from changes: the state, the job lookups', async () => {
    const { job } = await pagedJob('Net mender');
    await loadLiveJob(t.db.pool, job.id);
    expect((await storedRow(job.id)).current).toBe(true);
    const state = await t.db.prisma.state.findFirstOrThrow({ where: { code: 'MA' } });
    await t.db.prisma.state.update({ where: { id: state.id }, data: { name: 'Commonwealth of Massachusetts' } });
    try {
      expect((await storedRow(job.id)).current).toBe(false);
      expect((await loadLiveJob(t.db.pool, job.id))!.job.address?.state.name).toBe('Commonwealth of Massachusetts');
      expect((await storedRow(job.id)).current).toBe(true);
    } finally {
      await t.db.prisma.state.update({ where: { id: state.id }, data: { name: state.name } });
    }
    const locationType = await t.db.prisma.jobLocationType.findFirstOrThrow({ where: { name: 'On-site' } });
    await t.db.prisma.jobLocationType.update({ where: { id: locationType.id }, data: { name: 'On site' } });
    try {
      expect((await storedRow(job.id)).current).toBe(false);
    } finally {
      await t.db.prisma.jobLocationType.update({ where: { id: locationType.id }, data: { name: 'On-site' } });
    }
  });

  it('is not shown for a job closed, of a business closed, removed, or past its expiry', async () => {
    const closed = await pagedJob('Sail maker');
    const ofClosedBusiness = await pagedJob('Rope splicer');
    const removed = await pagedJob('Buoy painter');
    const expiring = await pagedJob('Tide watcher');
    const expiresAt = new Date(Date.now() + 1_000);
    await t.db.prisma.job.update({ where: { id: expiring.job.id }, data: { expiresAt } });
    for (const { job } of [closed, ofClosedBusiness, removed, expiring]) expect(await titleOf(job.id)).toBeDefined();
    await t.db.prisma.job.update({ where: { id: closed.job.id }, data: { active: false } });
    await t.db.prisma.business.update({ where: { id: ofClosedBusiness.business.id }, data: { active: false } });
    await t.db.prisma.job.delete({ where: { id: removed.job.id } });
    await new Promise((resolve) => setTimeout(resolve, expiresAt.getTime() - Date.now() + 20));
    for (const { job } of [closed, ofClosedBusiness, removed, expiring])
      expect(await loadLiveJob(t.db.pool, job.id)).toBeNull();
  });

  it('is not stored when the job changed between its read and the store: the next read shows the change', async () => {
    const { job } = await pagedJob('Lighthouse keeper');
    // A pool whose job read is followed, before the answer is stored, by a change another request commits.
    const changedMeanwhile = {
      query: async (config: pg.QueryConfig) => {
        const result = await t.db.pool.query(config);
        if (config.name === LIVE_JOB_STATEMENT_NAME)
          await runStatement(t.db.pool, sql`UPDATE jobs SET title = 'Keeper of lights' WHERE id = ${job.id}`);
        return result;
      },
    } as unknown as pg.Pool;
    expect((await loadLiveJob(changedMeanwhile, job.id, t.db.pool))!.job.title).toBe('Lighthouse keeper');
    expect((await storedRow(job.id)).answer).toBeNull();
    expect(await titleOf(job.id)).toBe('Keeper of lights');
  });

  it('is not stored, nor waited for, while a transaction is changing the job: the commit shows the change', async () => {
    const { job } = await pagedJob('Dock hand');
    const writer = await t.db.pool.connect();
    try {
      await writer.query('BEGIN');
      await writer.query(`UPDATE jobs SET title = 'Dock master' WHERE id = $1`, [job.id]);
      // The read sees the committed job and answers at once, though the writer holds the answer's row.
      expect(await titleOf(job.id)).toBe('Dock hand');
      await writer.query('COMMIT');
    } finally {
      writer.release();
    }
    expect((await storedRow(job.id)).answer).toBeNull();
    expect(await titleOf(job.id)).toBe('Dock master');
  });

  it('ends true after reads and changes at once: the last change is what is stored and shown', async () => {
    const { job } = await pagedJob('Crane operator');
    for (let round = 1; round <= 15; round += 1)
      await Promise.all([
        runStatement(t.db.pool, sql`UPDATE jobs SET title = ${`Crane operator ${round}`} WHERE id = ${job.id}`),
        ...Array.from({ length: 4 }, () => loadLiveJob(t.db.pool, job.id)),
      ]);
    expect(await titleOf(job.id)).toBe('Crane operator 15');
    expect(JSON.parse((await storedRow(job.id)).answer!).title).toBe('Crane operator 15');
  });

  it('is stored for the live jobs without one by the worker’s task, and again after the epoch moved', async () => {
    const live = await pagedJob('Pier cook');
    const closed = await pagedJob('Galley hand');
    await t.db.prisma.job.update({ where: { id: closed.job.id }, data: { active: false } });
    expect(await storeJobPageAnswers(t.db.pool)).toBeGreaterThanOrEqual(1);
    expect(JSON.parse((await storedRow(live.job.id)).answer!)).toEqual(
      (await buildLiveJob(t.db.pool, live.job.id))!.job,
    );
    expect((await storedRow(closed.job.id)).answer).toBeNull();
    // Nothing left to store, until every answer's epoch is behind.
    expect(await storeJobPageAnswers(t.db.pool)).toBe(0);
    await runStatement(t.db.pool, sql`UPDATE job_types SET name = name`);
    expect((await storedRow(live.job.id)).current).toBe(false);
    expect(await storeJobPageAnswers(t.db.pool)).toBeGreaterThanOrEqual(1);
    expect((await storedRow(live.job.id)).current).toBe(true);
  });
});
