import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { housekeeping } from '../../background-work.ts';
import { cookieOf } from '../../testing/cookies.ts';
import { createJob } from '../../testing/jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, signedInClient, signIn } from '../../testing/users.ts';

let t: TestApp;
let businessId: number;
beforeAll(async () => {
  t = await startTestApp();
  businessId = (await createUser(t.db, { role: 'Employer' })).businessId!;
});
afterAll(() => t.close());

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

async function viewsOf(jobId: number): Promise<number> {
  await t.app.jobViews.flush();
  return (await t.db.prisma.job.findUniqueOrThrow({ where: { id: jobId } })).viewsCount;
}

describe('job views', () => {
  it('count each visitor once a day, whatever the number of visits', async () => {
    const job = await createJob(t.db, { businessId, title: 'Viewed job' });
    const first = t.client({ 'user-agent': BROWSER });
    const second = t.client({ 'user-agent': BROWSER });
    for (let visit = 0; visit < 3; visit++) expect((await first.get(`/api/v1/jobs/${job.id}`)).status).toBe(200);
    expect(cookieOf(first, 'mw_vid')).toBeDefined();
    expect(await viewsOf(job.id)).toBe(1);
    await first.get(`/api/v1/jobs/${job.id}`);
    await second.get(`/api/v1/jobs/${job.id}`);
    expect(await viewsOf(job.id)).toBe(2);
    const views = await t.db.prisma.jobView.findMany({ where: { jobId: job.id } });
    expect(views.map((view) => view.day.toISOString().slice(0, 10))).toEqual([
      new Date().toISOString().slice(0, 10),
      new Date().toISOString().slice(0, 10),
    ]);
  });

  it('count a visitor again on another day, and housekeeping forgets the days that no longer matter', async () => {
    const job = await createJob(t.db, { businessId, title: 'Returning visitors' });
    const visitor = t.client({ 'user-agent': BROWSER });
    await visitor.get(`/api/v1/jobs/${job.id}`);
    expect(await viewsOf(job.id)).toBe(1);
    // As if that view had been two days ago.
    await t.db.pool.query(`UPDATE job_views SET day = day - 2 WHERE "jobId" = $1`, [job.id]);
    // A new process has not seen this visitor: its first visit of the day counts.
    await t.app.jobViews.close();
    const { JobViewCounter } = await import('./job-view-counter.ts');
    t.app.jobViews = new JobViewCounter(t.db.pool, t.app.log);
    await visitor.get(`/api/v1/jobs/${job.id}`);
    expect(await viewsOf(job.id)).toBe(2);
    await housekeeping(t.db.prisma, t.config.rateLimits);
    const days = await t.db.prisma.jobView.count({ where: { jobId: job.id } });
    expect(days).toBe(1);
  });

  it('never count bots, link previews, prefetches or the business looking at its own job', async () => {
    const job = await createJob(t.db, { businessId, title: 'Quiet job' });
    const agents = ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'facebookexternalhit/1.1', 'curl/8.5.0'];
    for (const agent of agents)
      expect((await t.client({ 'user-agent': agent }).get(`/api/v1/jobs/${job.id}`)).status).toBe(200);
    await t.client({ 'user-agent': BROWSER, 'sec-purpose': 'prefetch' }).get(`/api/v1/jobs/${job.id}`);
    await t.client({ 'user-agent': BROWSER, purpose: 'prefetch' }).get(`/api/v1/jobs/${job.id}`);
    const owner = t.client({ 'user-agent': BROWSER });
    const employer = await t.db.prisma.user.findFirstOrThrow({ where: { business: { id: businessId } } });
    await signIn(owner, { email: employer.email, password: 'Sup3r-secret-pass' });
    await owner.get(`/api/v1/jobs/${job.id}`);
    expect(await viewsOf(job.id)).toBe(0);
  });

  it('show on the dashboard', async () => {
    const job = await createJob(t.db, { businessId, title: 'Dashboard views' });
    await t.client({ 'user-agent': BROWSER }).get(`/api/v1/jobs/${job.id}`);
    await t.app.jobViews.flush();
    const admin = await signedInClient(t, await createUser(t.db, { role: 'Admin' }));
    const row = await admin.get(`/api/v1/businesses/${businessId}/jobs/${job.id}/summary`);
    expect(row.body.views_count).toBe(1);
  });
});
