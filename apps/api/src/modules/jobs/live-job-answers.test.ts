import sql from 'sql-template-tag';
import { describe, expect, it } from 'vitest';
import { connectTestClient } from '@mainwork/db/testing';
import { runStatement } from '../../infra/database-rows.ts';
import { jobPageChanges } from '../../testing/job-page-changes.ts';
import { createBusiness, createJob, PLACES } from '../../testing/jobs.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { NOTICE_DELIVERY, withTwoProcesses } from '../../testing/two-processes.ts';
import { createUser, signedInClient } from '../../testing/users.ts';

let a: TestApp;
let b: TestApp;
withTwoProcesses((started) => ([a, b] = started));

const jobPage = async (t: TestApp, id: number) => (await t.client().get(`/api/v1/jobs/${id}`)).body;
const status = async (t: TestApp, id: number) => (await t.client().get(`/api/v1/jobs/${id}`)).status;

/** Changes a job's title behind every process's back: no notice, so a process that kept the job keeps the old. */
async function retitleUnannounced(t: TestApp, id: number, title: string) {
  await runStatement(t.db.pool, sql`ALTER TABLE jobs DISABLE TRIGGER cached_job_changed_values`);
  try {
    await runStatement(t.db.pool, sql`UPDATE jobs SET title = ${title} WHERE id = ${id}`);
  } finally {
    await runStatement(t.db.pool, sql`ALTER TABLE jobs ENABLE TRIGGER cached_job_changed_values`);
  }
}

async function pageJob(title: string, options: { withPlace?: boolean } = {}) {
  const business = await createBusiness(a.db, { name: `${title} Co` });
  const job = await createJob(a.db, {
    businessId: business.id,
    title,
    benefits: ['Dental'],
    reward: { type: 'Cash', amount: 100 },
    ...(options.withPlace ? { place: PLACES.boston } : {}),
  });
  return { business, job };
}

describe('job pages from memory', () => {
  it('keep a job read once while nothing announces a change, and show a change made anywhere at once', async () => {
    const { job } = await pageJob('Lighthouse keeper');
    expect((await jobPage(b, job.id)).title).toBe('Lighthouse keeper');
    // Changed behind every process's back (no notice): the process keeps what it read.
    await retitleUnannounced(a, job.id, 'Unannounced title');
    expect((await jobPage(b, job.id)).title).toBe('Lighthouse keeper');
    // Announced: every process reads it again.
    await runStatement(a.db.pool, sql`UPDATE jobs SET title = 'Harbor pilot' WHERE id = ${job.id}`);
    for (const t of [b, a])
      await expect.poll(async () => (await jobPage(t, job.id)).title, NOTICE_DELIVERY).toBe('Harbor pilot');
  });

  it('show a change to the job’s benefits, reward, business, place or reward source', async () => {
    const { business, job } = await pageJob('Ferry deckhand', { withPlace: true });
    const source = await a.db.prisma.rewardSource.create({
      data: { name: 'Dock Books', active: true, approved: true },
    });
    await a.db.prisma.reward.update({ where: { jobId: job.id }, data: { rewardSourceId: source.id } });
    await expect
      .poll(async () => (await jobPage(b, job.id)).reward.reward_source?.name, NOTICE_DELIVERY)
      .toBe('Dock Books');

    const changes = jobPageChanges(a.db, job, { businessId: business.id, rewardSourceId: source.id });
    for (const [what, change, shown, expected] of changes) {
      expect(shown(await jobPage(b, job.id)), `${what}, before`).not.toEqual(expected);
      await change();
      await expect
        .poll(async () => shown(await jobPage(b, job.id)), { ...NOTICE_DELIVERY, message: what })
        .toEqual(expected);
    }
  });

  it('stop showing a job closed, of a business closed, or removed', async () => {
    const closed = await pageJob('Net mender');
    const ofClosedBusiness = await pageJob('Sail maker');
    const removed = await pageJob('Rope splicer');
    for (const { job } of [closed, ofClosedBusiness, removed]) expect(await status(b, job.id)).toBe(200);
    await a.db.prisma.job.update({ where: { id: closed.job.id }, data: { active: false } });
    await a.db.prisma.business.update({ where: { id: ofClosedBusiness.business.id }, data: { active: false } });
    await a.db.prisma.job.delete({ where: { id: removed.job.id } });
    for (const { job } of [closed, ofClosedBusiness, removed])
      await expect.poll(() => status(b, job.id), NOTICE_DELIVERY).toBe(404);
  });

  it('stop showing a job at its expiry, which nothing announces', async () => {
    const { job } = await pageJob('Tide watcher');
    const expiresAt = new Date(Date.now() + 1_000);
    await a.db.prisma.job.update({ where: { id: job.id }, data: { expiresAt } });
    await expect.poll(() => status(b, job.id), NOTICE_DELIVERY).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, expiresAt.getTime() - Date.now() + 20));
    expect(await status(b, job.id)).toBe(404);
  });

  it('announce each job changed, but not a view counted or a description marked sanitised', async () => {
    const { job } = await pageJob('Buoy painter');
    const listener = await connectTestClient(a.db.url);
    const heard: string[] = [];
    listener.on('notification', (notice) => heard.push(notice.payload ?? ''));
    await listener.query('LISTEN cached_table_changed');
    try {
      await runStatement(a.db.pool, sql`UPDATE jobs SET "viewsCount" = "viewsCount" + 5 WHERE id = ${job.id}`);
      await runStatement(
        a.db.pool,
        sql`UPDATE jobs SET "descriptionSanitizedSha256" = encode(sha256(convert_to(description, 'UTF8')), 'hex')
            WHERE id = ${job.id}`,
      );
      const marked = await a.db.prisma.job.findUniqueOrThrow({ where: { id: job.id } });
      expect(marked.descriptionSanitizedSha256).not.toBeNull();
      await runStatement(a.db.pool, sql`UPDATE jobs SET "applicationsPaused" = true WHERE id = ${job.id}`);
      await runStatement(a.db.pool, sql`UPDATE benefits SET name = 'Vision' WHERE "jobId" = ${job.id}`);
      await expect.poll(() => heard.length, NOTICE_DELIVERY).toBe(2);
      expect(heard).toEqual([`jobs:${job.id}`, `jobs:${job.id}`]);
    } finally {
      await listener.end();
    }
  });

  it('announce a business, a reward source, a place and a share link by their rows', async () => {
    const { business, job } = await pageJob('Lobster boat hand', { withPlace: true });
    const source = await a.db.prisma.rewardSource.create({
      data: { name: 'Wharf Books', active: true, approved: true },
    });
    const sharer = await createUser(a.db);
    const link = await a.db.prisma.shareLink.create({
      data: { key: 'wharf-link-1', userId: sharer.id, jobId: job.id },
    });
    const listener = await connectTestClient(a.db.url);
    const heard: string[] = [];
    listener.on('notification', (notice) => heard.push(notice.payload ?? ''));
    await listener.query('LISTEN cached_table_changed');
    try {
      await a.db.prisma.business.update({ where: { id: business.id }, data: { name: 'Lobster Pound Co' } });
      await a.db.prisma.rewardSource.update({ where: { id: source.id }, data: { name: 'Quay Books' } });
      await a.db.prisma.address.update({ where: { id: job.addressId! }, data: { city: 'Gloucester' } });
      await a.db.prisma.shareLink.delete({ where: { id: link.id } });
      await expect.poll(() => heard.length, NOTICE_DELIVERY).toBe(4);
      expect(heard).toEqual([
        `businesses:${business.id}`,
        `reward_sources:${source.id}`,
        `jobs:${job.id}`,
        'share_links:wharf-link-1',
      ]);
    } finally {
      await listener.end();
    }
  });

  it('forget only what an employer’s write changed, in the process that made it at once and in the other', async () => {
    const employer = await createUser(a.db, { role: 'Employer' });
    const businessId = employer.businessId!;
    const edited = await createJob(a.db, { businessId, title: 'Kelp farmer' });
    const untouched = await createJob(a.db, { businessId, title: 'Oyster shucker' });
    for (const t of [a, b]) for (const job of [edited, untouched]) await jobPage(t, job.id);
    // The untouched job's title changes unannounced: a process that re-read it would show the new one.
    await retitleUnannounced(a, untouched.id, 'Re-read oyster shucker');

    const client = await signedInClient(a, employer);
    const paused = await client
      .patch(`/api/v1/businesses/${businessId}/jobs/applications_paused`)
      .send({ job_ids: [edited.id], applications_paused: true });
    expect(paused.status).toBe(200);

    // The process that made the change: its very next read sees it, no waiting.
    expect((await jobPage(a, edited.id)).applications_paused).toBe(true);
    // The other process: as soon as the notice arrives.
    await expect.poll(async () => (await jobPage(b, edited.id)).applications_paused, NOTICE_DELIVERY).toBe(true);
    // The other job of the same business stays kept in both.
    for (const t of [a, b]) expect((await jobPage(t, untouched.id)).title).toBe('Oyster shucker');
  });

  it('forget the jobs of a business renamed, and no other business’s', async () => {
    const renamed = await pageJob('Clam digger');
    const other = await pageJob('Eel trapper');
    for (const { job } of [renamed, other]) await jobPage(b, job.id);
    await retitleUnannounced(a, other.job.id, 'Re-read eel trapper');
    await a.db.prisma.business.update({ where: { id: renamed.business.id }, data: { name: 'Clam Flats Co' } });
    await expect
      .poll(async () => (await jobPage(b, renamed.job.id)).business.name, NOTICE_DELIVERY)
      .toBe('Clam Flats Co');
    expect((await jobPage(b, other.job.id)).title).toBe('Eel trapper');
  });
});
