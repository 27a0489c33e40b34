import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from './infra/database-rows.ts';
import { createBusiness, createJob } from './testing/jobs.ts';
import type { Agent } from 'supertest';
import { startTestApp, type TestApp } from './testing/test-app.ts';
import { createUser, signIn } from './testing/users.ts';
import { findIndexableJob } from './modules/seo/job-page.ts';
import { liveJobCard } from './modules/social-cards/card-subjects.ts';

const DAY = 86_400_000;

/** One posting of each kind; only the first two are live. */
const KINDS = ['open', 'expiring tomorrow', 'expired yesterday', 'closed', 'of an inactive business'] as const;
type Kind = (typeof KINDS)[number];
const LIVE: readonly Kind[] = ['open', 'expiring tomorrow'];

let t: TestApp;
let hunter: Agent;
const jobs = {} as Record<Kind, { id: number; title: string }>;
beforeAll(async () => {
  t = await startTestApp();
  const active = await createBusiness(t.db, { name: 'Brewhouse' });
  const inactive = await createBusiness(t.db, { name: 'Shuttered Brewhouse', active: false });
  for (const kind of KINDS) {
    const title = `Zymurgist ${kind}`;
    const job = await createJob(t.db, {
      businessId: kind === 'of an inactive business' ? inactive.id : active.id,
      title,
      active: kind !== 'closed',
    });
    const expiresAt =
      kind === 'expiring tomorrow' ? Date.now() + DAY : kind === 'expired yesterday' ? Date.now() - DAY : null;
    if (expiresAt !== null)
      await t.db.prisma.job.update({ where: { id: job.id }, data: { expiresAt: new Date(expiresAt) } });
    jobs[kind] = { id: job.id, title };
  }
  hunter = t.client();
  await signIn(hunter, await createUser(t.db));
});
afterAll(() => t.close());

/** The kinds a reader shows, given whether it shows each job. */
async function shownBy(shows: (job: { id: number; title: string }) => Promise<boolean>): Promise<Kind[]> {
  const shown: Kind[] = [];
  for (const kind of KINDS) if (await shows(jobs[kind])) shown.push(kind);
  return shown;
}

describe('what a live job is, decided once by the database', () => {
  it('is open, of an active business and not past its expiry, in the database itself', async () => {
    const rows = await queryRows(
      t.app.db.pool,
      z.object({ id: z.number().int(), live: z.boolean() }),
      sql`SELECT j.id, job_is_live(j.active, b.active, j."expiresAt") AS live
            FROM jobs j JOIN businesses b ON b.id = j."businessId" WHERE j.title LIKE 'Zymurgist %'`,
    );
    const live = new Set(rows.filter((row) => row.live).map((row) => row.id));
    expect(await shownBy(async (job) => live.has(job.id))).toEqual(LIVE);
  });

  it('is what every reader shows: search, suggestions, the job page, applying and sharing, search engines and cards', async () => {
    const listed = await t.client().get('/api/v1/jobs?what_search_text=zymurgist');
    expect(listed.status).toBe(200);
    const found = new Set(listed.body.map((job: { id: number }) => job.id));
    expect(await shownBy(async (job) => found.has(job.id)), 'search').toEqual(LIVE);

    const suggested = await t.client().get('/api/v1/jobs/suggestions?q=zymurgist');
    const titles = new Set(suggested.body.map((suggestion: { text: string }) => suggestion.text));
    expect(await shownBy(async (job) => titles.has(job.title)), 'suggestions').toEqual(LIVE);

    const status = async (path: string, client = t.client()) => (await client.get(path)).status;
    expect(await shownBy(async (job) => (await status(`/api/v1/jobs/${job.id}`)) === 200), 'job page').toEqual(LIVE);
    expect(
      await shownBy(
        async (job) => (await hunter.get(`/api/v1/me/eligible_to_apply_to_job?job_id=${job.id}`)).body.result === true,
      ),
      'applying',
    ).toEqual(LIVE);
    expect(
      await shownBy(async (job) => (await status(`/api/v1/jobs/${job.id}/share_link_key`, hunter)) === 200),
      'share link',
    ).toEqual(LIVE);
    const pool = t.app.db.pool;
    expect(
      await shownBy(async (job) => (await findIndexableJob(pool, { kind: 'job', jobId: String(job.id) })) !== null),
      'search engines',
    ).toEqual(LIVE);
    expect(await shownBy(async (job) => (await liveJobCard(pool, job.id)) !== null), 'social card').toEqual(LIVE);
  });
});
