import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import { cookieOf, giveCookie } from '../../testing/cookies.ts';
import { createBusiness, createJob } from '../../testing/jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { NOTICE_DELIVERY } from '../../testing/two-processes.ts';
import { ShareLinkViewCounter } from './share-link-view-counter.ts';
import { createUser, newSignedInUser } from '../../testing/users.ts';

let t: TestApp;
let businessId: number;
beforeAll(async () => {
  t = await startTestApp();
  businessId = (await createBusiness(t.db, { name: 'Share Co' })).id;
});
afterAll(() => t.close());

async function keyFor(client: Agent, jobId: number): Promise<string> {
  const response = await client.get(`/api/v1/jobs/${jobId}/share_link_key`);
  expect(response.status).toBe(200);
  return response.body.share_link_key as string;
}

/** Views written so far: each process's batch first (views are written every 2 s). */
async function viewsOf(key: string, others: TestApp[] = []): Promise<number> {
  for (const app of [t, ...others]) await app.app.shareLinkViews.flush();
  return t.db.prisma.shareLinkView.count({ where: { shareLink: { key } } });
}

describe('share link keys', () => {
  it('gives each user one unguessable key per job, the same on every read, even when read at once', async () => {
    const job = await createJob(t.db, { businessId, title: 'Shared job' });
    const first = await newSignedInUser(t);
    const keys = await Promise.all(Array.from({ length: 10 }, () => keyFor(first.client, job.id)));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await keyFor(first.client, job.id)).toBe(keys[0]);
    const second = await newSignedInUser(t, { role: 'Employer' });
    expect(await keyFor(second.client, job.id)).not.toBe(keys[0]);
    expect(await t.db.prisma.shareLink.count({ where: { jobId: job.id } })).toBe(2);
  });

  it('is not given for closed or unknown jobs, nor to visitors who are not signed in', async () => {
    const closed = await createJob(t.db, { businessId, title: 'Closed', active: false });
    const { client } = await newSignedInUser(t);
    expect((await client.get(`/api/v1/jobs/${closed.id}/share_link_key`)).status).toBe(404);
    expect((await client.get('/api/v1/jobs/2000000000/share_link_key')).status).toBe(404);
    expect((await client.get('/api/v1/jobs/abc/share_link_key')).status).toBe(400);
    expect((await t.client().get(`/api/v1/jobs/${closed.id}/share_link_key`)).status).toBe(401);
  });
});

describe('following a share link', () => {
  it('answers the job id and counts a view once per visitor per 24 hours', async () => {
    const job = await createJob(t.db, { businessId, title: 'Viewed job' });
    const key = await keyFor((await newSignedInUser(t)).client, job.id);
    const visitor = t.client();
    expect((await visitor.get(`/api/v1/share_links/${key}`)).body).toEqual({ job_id: job.id });
    expect(cookieOf(visitor, 'mw_vid')).toBeDefined();
    await visitor.get(`/api/v1/share_links/${key}`);
    await Promise.all(Array.from({ length: 5 }, () => visitor.get(`/api/v1/share_links/${key}`)));
    expect(await viewsOf(key)).toBe(1);

    await t.client().get(`/api/v1/share_links/${key}`);
    expect(await viewsOf(key)).toBe(2);
  });

  it('counts the same visitor again 24 hours after their last view, in any process', async () => {
    const job = await createJob(t.db, { businessId, title: 'Job viewed daily' });
    const key = await keyFor((await newSignedInUser(t)).client, job.id);
    const link = await t.db.prisma.shareLink.findUniqueOrThrow({ where: { key } });
    let now = new Date(Date.now() - 25 * 60 * 60 * 1000);
    const counter = new ShareLinkViewCounter(t.db.pool, t.app.log, () => now);
    const another = new ShareLinkViewCounter(t.db.pool, t.app.log, () => now);
    counter.record(link.id, 'daily-visitor');
    await counter.flush();
    // 23 hours later, through this process (which remembers) and another (which reads the view back).
    now = new Date(now.getTime() + 23 * 60 * 60 * 1000);
    counter.record(link.id, 'daily-visitor');
    another.record(link.id, 'daily-visitor');
    await Promise.all([counter.flush(), another.flush()]);
    expect(await viewsOf(key)).toBe(1);
    // Two hours more: a day and an hour after the first view.
    now = new Date(now.getTime() + 2 * 60 * 60 * 1000);
    another.record(link.id, 'daily-visitor');
    await another.flush();
    counter.record(link.id, 'daily-visitor');
    await Promise.all([counter.close(), another.close()]);
    expect(await viewsOf(key)).toBe(2);
  });

  it('writes nothing for a visitor whose last view it knows is less than 24 hours old', async () => {
    const job = await createJob(t.db, { businessId, title: 'Job of a known visitor' });
    const key = await keyFor((await newSignedInUser(t)).client, job.id);
    const visitor = t.client();
    await visitor.get(`/api/v1/share_links/${key}`);
    expect(await viewsOf(key)).toBe(1);
    // Removed behind the process's back: its memory, not the database, keeps the visitor from counting again.
    await t.db.prisma.shareLinkView.deleteMany({ where: { shareLink: { key } } });
    await visitor.get(`/api/v1/share_links/${key}`);
    expect(await viewsOf(key)).toBe(0);
  });

  it('follows a link through any process, and not once it is removed with its job', async () => {
    const job = await createJob(t.db, { businessId, title: 'Job removed later' });
    const key = await keyFor((await newSignedInUser(t)).client, job.id);
    const other = await startTestApp({ sameDatabaseAs: t });
    try {
      for (const app of [t, other]) expect((await app.client().get(`/api/v1/share_links/${key}`)).status).toBe(200);
      await t.db.prisma.job.delete({ where: { id: job.id } });
      for (const app of [t, other])
        await expect
          .poll(async () => (await app.client().get(`/api/v1/share_links/${key}`)).status, NOTICE_DELIVERY)
          .toBe(404);
    } finally {
      await other.close();
    }
  });

  it('answers 404 as the job page does while its job is closed or its business is, in any process, and counts no view', async () => {
    const business = await createBusiness(t.db, { name: 'Closing Co' });
    const job = await createJob(t.db, { businessId: business.id, title: 'Job closed later' });
    const key = await keyFor((await newSignedInUser(t)).client, job.id);
    const other = await startTestApp({ sameDatabaseAs: t });
    const visitor = t.client();
    const answers = async (status: number) => {
      for (const app of [t, other]) {
        await expect
          .poll(async () => (await app.client().get(`/api/v1/share_links/${key}`)).status, NOTICE_DELIVERY)
          .toBe(status);
        expect((await app.client().get(`/api/v1/jobs/${job.id}`)).status).toBe(status);
      }
    };
    try {
      await answers(200);
      await t.db.prisma.job.update({ where: { id: job.id }, data: { active: false } });
      await answers(404);
      // A process that had not yet heard of the close counted a view of a job it saw open; from its 404 on,
      // none. Both processes' views are written before they are counted.
      const viewsOnceClosed = await viewsOf(key, [other]);
      const closed = await visitor.get(`/api/v1/share_links/${key}`);
      expect(closed.body).toEqual({ error: 'Share link not found.' });
      expect((await other.client().get(`/api/v1/share_links/${key}`)).status).toBe(404);
      expect(await viewsOf(key, [other])).toBe(viewsOnceClosed);
      // The link itself never changed: reopened, it leads to its job again.
      await t.db.prisma.job.update({ where: { id: job.id }, data: { active: true } });
      await answers(200);
      await t.db.prisma.business.update({ where: { id: business.id }, data: { active: false } });
      await answers(404);
      await t.db.prisma.business.update({ where: { id: business.id }, data: { active: true } });
      await t.db.prisma.job.update({ where: { id: job.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
      await answers(404);
    } finally {
      await other.close();
    }
  });

  it('counts a new visitor’s simultaneous first requests once', async () => {
    const job = await createJob(t.db, { businessId, title: 'Raced job' });
    const key = await keyFor((await newSignedInUser(t)).client, job.id);
    const visitor = t.client();
    giveCookie(visitor, t.baseUrl, 'mw_vid', 'a-visitor-with-a-fixed-id');
    await Promise.all(Array.from({ length: 10 }, () => visitor.get(`/api/v1/share_links/${key}`)));
    expect(await viewsOf(key)).toBe(1);
  });

  it('counts a visitor once when two processes write their batches at once, at the time they followed it', async () => {
    const job = await createJob(t.db, { businessId, title: 'Job of two processes' });
    const key = await keyFor((await newSignedInUser(t)).client, job.id);
    const link = await t.db.prisma.shareLink.findUniqueOrThrow({ where: { key } });
    const followedAt = new Date(Date.now() - 60_000);
    const processes = [1, 2].map(() => new ShareLinkViewCounter(t.db.pool, t.app.log, () => followedAt));
    for (const counter of processes) {
      counter.record(link.id, 'visitor-of-two-processes');
      counter.record(link.id, 'another-visitor');
    }
    await Promise.all(processes.map((counter) => counter.close()));
    const views = await t.db.prisma.shareLinkView.findMany({ where: { shareLinkId: link.id }, orderBy: { id: 'asc' } });
    expect(views.map((view) => view.signature).sort()).toEqual(['another-visitor', 'visitor-of-two-processes']);
    expect(views.map((view) => view.createdAt.toISOString())).toEqual([
      followedAt.toISOString(),
      followedAt.toISOString(),
    ]);
  });

  it('does not count bots, link previews or prefetches', async () => {
    const job = await createJob(t.db, { businessId, title: 'Previewed job' });
    const key = await keyFor((await newSignedInUser(t)).client, job.id);
    const automated: Array<Record<string, string>> = [
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'user-agent': 'facebookexternalhit/1.1' },
      { 'user-agent': 'Slackbot-LinkExpanding 1.0' },
      { purpose: 'prefetch' },
      { 'sec-purpose': 'prefetch;prerender' },
    ];
    for (const headers of automated) {
      const response = await t.client(headers).get(`/api/v1/share_links/${key}`);
      expect(response.body, JSON.stringify(headers)).toEqual({ job_id: job.id });
    }
    expect(await viewsOf(key)).toBe(0);
  });

  it('answers unknown keys with 404 and malformed keys with 400', async () => {
    expect((await t.client().get('/api/v1/share_links/no-such-key')).status).toBe(404);
    expect((await t.client().get(`/api/v1/share_links/${'k'.repeat(65)}`)).status).toBe(400);
    expect((await t.client().get('/api/v1/share_links/bad%20key')).status).toBe(400);
  });
});

describe('my share links', () => {
  it('lists the user’s links, newest first, with views, referred applications and whether the job is live', async () => {
    const open = await createJob(t.db, { businessId, title: 'Open job' });
    const later = await createJob(t.db, { businessId, title: 'Later closed' });
    const { user, client } = await newSignedInUser(t);
    const openKey = await keyFor(client, open.id);
    const laterKey = await keyFor(client, later.id);
    await t.client().get(`/api/v1/share_links/${openKey}`);
    await t.client().get(`/api/v1/share_links/${openKey}`);
    const candidate = await createUser(t.db);
    const link = await t.db.prisma.shareLink.findUniqueOrThrow({ where: { key: openKey } });
    await t.db.prisma.application.create({ data: { userId: candidate.id, jobId: open.id, shareLinkId: link.id } });
    await t.db.prisma.job.update({ where: { id: later.id }, data: { active: false } });
    await t.app.shareLinkViews.flush();

    const response = await client.get('/api/v1/me/share_links');
    expect(response.status).toBe(200);
    const ids = await t.db.prisma.shareLink.findMany({ where: { userId: user.id }, orderBy: { id: 'desc' } });
    expect(response.body).toEqual([
      {
        id: ids[0]!.id,
        job_id: later.id,
        job_title: 'Later closed',
        job_active: false,
        views_count: 0,
        applications_count: 0,
        share_link_key: laterKey,
      },
      {
        id: ids[1]!.id,
        job_id: open.id,
        job_title: 'Open job',
        job_active: true,
        views_count: 2,
        applications_count: 1,
        share_link_key: openKey,
      },
    ]);
    expect((await (await newSignedInUser(t)).client.get('/api/v1/me/share_links')).body).toEqual([]);
  });
});
