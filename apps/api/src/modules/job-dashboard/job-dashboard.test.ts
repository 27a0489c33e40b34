import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendForm } from '../../testing/forms.ts';
import { createJob } from '../../testing/jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, signedInClient, type TestUser } from '../../testing/users.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;
const jobs: Record<string, number> = {};

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await startTestApp();
  // The dashboard needs no membership: only posting does.
  owner = await createUser(t.db, { role: 'Employer', membership: false });
  other = await createUser(t.db, { role: 'Employer' });
  admin = await createUser(t.db, { role: 'Admin' });
  const businessId = owner.businessId!;
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
  jobs.live = (await createJob(t.db, { businessId, title: 'Barista (morning)', postedAt: at(1) })).id;
  jobs.paused = (
    await createJob(t.db, { businessId, title: 'Line cook', postedAt: at(2), applicationsPaused: true })
  ).id;
  jobs.closed = (
    await createJob(t.db, { businessId, title: 'Barista 100% remote_ish', postedAt: at(3), active: false })
  ).id;
  jobs.expired = (await createJob(t.db, { businessId, title: 'Host', postedAt: at(4) })).id;
  await t.db.prisma.job.update({ where: { id: jobs.closed }, data: { closedAt: at(1) } });
  await t.db.prisma.job.update({ where: { id: jobs.expired }, data: { expiresAt: at(0.5) } });
  await t.db.prisma.job.update({ where: { id: jobs.live }, data: { expiresAt: new Date(Date.now() + 30 * DAY) } });
  await t.db.prisma.job.update({ where: { id: jobs.paused }, data: { viewsCount: 7 } });
  await createJob(t.db, { businessId: other.businessId!, title: 'Barista elsewhere' });

  // Applications: three to the live job (one referred, one hired), one to the closed job.
  const referrer = await createUser(t.db);
  const share = await t.db.prisma.shareLink.create({
    data: { key: 'dash-share', userId: referrer.id, jobId: jobs.live },
  });
  await t.db.prisma.shareLinkView.createMany({
    data: [
      { shareLinkId: share.id, signature: 'a' },
      { shareLinkId: share.id, signature: 'b' },
    ],
  });
  const candidates = await Promise.all([1, 2, 3, 4].map(() => createUser(t.db)));
  await t.db.prisma.application.create({
    data: { userId: candidates[0]!.id, jobId: jobs.live, shareLinkId: share.id },
  });
  await t.db.prisma.application.create({ data: { userId: candidates[1]!.id, jobId: jobs.live, status: 'hired' } });
  await t.db.prisma.application.create({ data: { userId: candidates[2]!.id, jobId: jobs.live } });
  await t.db.prisma.application.create({ data: { userId: candidates[3]!.id, jobId: jobs.closed } });

  // The closed posting was closed in the wizard and its hire billed.
  const resolution = await t.db.prisma.resolution.create({
    data: { jobId: jobs.closed, status: 'complete', isPositionFilled: true, isMwHire: true, foundApplicant: false },
  });
  await t.db.prisma.billingRecord.create({
    data: {
      resolutionId: resolution.id,
      businessId,
      rewardAmountCents: 100_000,
      feeAmountCents: 20_000,
      totalAmountCents: 120_050,
      status: 'paid',
    },
  });
});
afterAll(() => t.close());

const listPath = (query = '') => `/api/v1/businesses/${owner.businessId}/jobs${query}`;

describe('the dashboard list', () => {
  it('lists every posting of the business, closed and expired ones included, newest first, with dates, status and counts', async () => {
    const client = await signedInClient(t, owner);
    const response = await client.get(listPath());
    expect(response.status).toBe(200);
    expect(response.headers['total']).toBe('4');
    expect(response.body.map((job: { id: number }) => job.id)).toEqual([
      jobs.live,
      jobs.paused,
      jobs.closed,
      jobs.expired,
    ]);
    const byId = new Map(response.body.map((job: { id: number }) => [job.id, job]));
    expect(byId.get(jobs.live)).toMatchObject({
      title: 'Barista (morning)',
      status: 'live',
      applications_paused: false,
      views_count: 0,
      share_views_count: 2,
      applications_count: 3,
      referred_applications_count: 1,
      hires_count: 1,
      closed_at: null,
    });
    expect((byId.get(jobs.live) as { expires_at: string }).expires_at).toMatch(/Z$/);
    expect(byId.get(jobs.paused)).toMatchObject({ status: 'paused', applications_paused: true, views_count: 7 });
    expect(byId.get(jobs.closed)).toMatchObject({
      status: 'closed',
      applications_count: 1,
      charge: { amount: 1200.5, status: 'paid' },
    });
    expect(byId.get(jobs.live)).toMatchObject({ charge: null });
    expect((byId.get(jobs.closed) as { closed_at: string }).closed_at).toMatch(/Z$/);
    expect(byId.get(jobs.expired)).toMatchObject({ status: 'expired', applications_count: 0, share_views_count: 0 });
  });

  it('searches titles (wildcards taken literally), filters by status and sorts by applications or views', async () => {
    const client = await signedInClient(t, owner);
    const ids = async (query: string) => {
      const response = await client.get(listPath(query));
      expect(response.status).toBe(200);
      return response.body.map((job: { id: number }) => job.id);
    };
    expect(await ids('?search=barista')).toEqual([jobs.live, jobs.closed]);
    expect(await ids(`?search=${encodeURIComponent('100%')}`)).toEqual([jobs.closed]);
    expect(await ids('?search=_')).toEqual([jobs.closed]);
    expect(await ids('?status=closed')).toEqual([jobs.closed]);
    expect(await ids('?status=expired')).toEqual([jobs.expired]);
    expect(await ids('?status=paused')).toEqual([jobs.paused]);
    expect(await ids('?status=live')).toEqual([jobs.live]);
    expect((await ids('?sort=applications'))[0]).toBe(jobs.live);
    expect((await ids('?sort=applications&direction=asc')).slice(-1)).toEqual([jobs.live]);
    expect((await ids('?sort=views'))[0]).toBe(jobs.paused);
    expect(await ids('?sort=posted_at&direction=asc')).toEqual([jobs.expired, jobs.closed, jobs.paused, jobs.live]);
  });

  it('pages past 20, with the count of every match in `total`', async () => {
    const employer = await createUser(t.db, { role: 'Employer' });
    for (let index = 0; index < 23; index++)
      await createJob(t.db, {
        businessId: employer.businessId!,
        title: `Posting ${index}`,
        postedAt: new Date(Date.now() - index * 1000),
      });
    const client = await signedInClient(t, employer);
    const first = await client.get(`/api/v1/businesses/${employer.businessId}/jobs`);
    const second = await client.get(`/api/v1/businesses/${employer.businessId}/jobs?page=2`);
    expect(first.body).toHaveLength(20);
    expect(second.body.map((job: { title: string }) => job.title)).toEqual(['Posting 20', 'Posting 21', 'Posting 22']);
    expect(second.headers['total']).toBe('23');
    const beyond = await client.get(`/api/v1/businesses/${employer.businessId}/jobs?page=9`);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['total']).toBe('23');
  });

  it('refuses unknown filters and bad values with a 400 in the error shape', async () => {
    const client = await signedInClient(t, owner);
    for (const query of ['?status=open', '?sort=title', '?page=0', '?color=red']) {
      const response = await client.get(listPath(query));
      expect(response.status, query).toBe(400);
      expect(response.body.error, query).toBeDefined();
    }
  });

  it('gives the totals over all postings of the business', async () => {
    const client = await signedInClient(t, owner);
    const response = await client.get(`/api/v1/businesses/${owner.businessId}/dashboard`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      jobs_count: 4,
      live_count: 1,
      paused_count: 1,
      closed_count: 1,
      expired_count: 1,
      views_count: 7,
      share_views_count: 2,
      applications_count: 4,
      referred_applications_count: 1,
      hires_count: 1,
    });
  });

  it("lets admins read any business's dashboard, and shows another employer nothing", async () => {
    const asAdmin = await signedInClient(t, admin);
    expect((await asAdmin.get(listPath())).headers['total']).toBe('4');
    expect((await asAdmin.get(`/api/v1/businesses/${owner.businessId}/jobs/${jobs.live}/summary`)).body.title).toBe(
      'Barista (morning)',
    );
    const asOther = await signedInClient(t, other);
    expect((await asOther.get(listPath())).status).toBe(404);
    expect((await asOther.get(`/api/v1/businesses/${owner.businessId}/dashboard`)).status).toBe(404);
    expect((await asOther.get(`/api/v1/businesses/${owner.businessId}/jobs/${jobs.live}/summary`)).status).toBe(404);
    // Their own business id with someone else's job is no way round.
    expect((await asOther.get(`/api/v1/businesses/${other.businessId}/jobs/${jobs.live}/summary`)).status).toBe(404);
    const asHunter = await signedInClient(t, await createUser(t.db));
    expect((await asHunter.get(listPath())).status).toBe(403);
  });
});

describe('pausing and resuming applications', () => {
  const pausePath = () => `/api/v1/businesses/${owner.businessId}/jobs/applications_paused`;

  it('pauses several postings at once; the job page and applying then say so; resuming opens them again', async () => {
    const businessId = owner.businessId!;
    const first = await createJob(t.db, { businessId, title: 'Bulk one' });
    const second = await createJob(t.db, { businessId, title: 'Bulk two' });
    const client = await signedInClient(t, owner);
    const paused = await client
      .patch(pausePath())
      .send({ job_ids: [first.id, second.id, first.id], applications_paused: true });
    expect(paused.status).toBe(200);
    expect(paused.body.map((job: { id: number; status: string }) => [job.id, job.status])).toEqual([
      [first.id, 'paused'],
      [second.id, 'paused'],
    ]);
    const page = await t.client().get(`/api/v1/jobs/${first.id}`);
    expect(page.body.applications_paused).toBe(true);
    const candidate = await signedInClient(t, await createUser(t.db));
    const form = new FormData();
    for (const [name, value] of Object.entries({
      first_name: 'A',
      last_name: 'B',
      email: 'a@example.com',
      phone: '6175550100',
    }))
      form.append(`application[${name}]`, value);
    const refused = await sendForm(candidate.post(`/api/v1/jobs/${first.id}/applications`), form);
    expect(refused.status).toBe(422);
    expect(refused.body.error.job).toEqual(['Not currently accepting new applications']);

    const resumed = await client
      .patch(pausePath())
      .send({ job_ids: [first.id, second.id], applications_paused: false });
    expect(resumed.body.map((job: { status: string }) => job.status)).toEqual(['live', 'live']);
    expect((await t.client().get(`/api/v1/jobs/${second.id}`)).body.applications_paused).toBe(false);
  });

  it("changes nothing when one of the jobs is closed (422) or another business's (404)", async () => {
    const open = await createJob(t.db, { businessId: owner.businessId!, title: 'Still open' });
    const foreign = await createJob(t.db, { businessId: other.businessId!, title: 'Not theirs' });
    const client = await signedInClient(t, owner);
    const closed = await client.patch(pausePath()).send({ job_ids: [open.id, jobs.closed], applications_paused: true });
    expect(closed.status).toBe(422);
    expect(closed.body.error).toEqual({ job: ['A closed job cannot be paused or resumed.'] });
    const stranger = await client
      .patch(pausePath())
      .send({ job_ids: [open.id, foreign.id], applications_paused: true });
    expect(stranger.status).toBe(404);
    expect((await t.db.prisma.job.findUniqueOrThrow({ where: { id: open.id } })).applicationsPaused).toBe(false);
    expect((await t.db.prisma.job.findUniqueOrThrow({ where: { id: foreign.id } })).applicationsPaused).toBe(false);

    const asOther = await signedInClient(t, other);
    const hijack = await asOther.patch(pausePath()).send({ job_ids: [open.id], applications_paused: true });
    expect(hijack.status).toBe(404);
    const asAdmin = await signedInClient(t, admin);
    const byAdmin = await asAdmin.patch(pausePath()).send({ job_ids: [open.id], applications_paused: true });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body[0].status).toBe('paused');
  });

  it('keys validation errors by field', async () => {
    const client = await signedInClient(t, owner);
    const response = await client.patch(pausePath()).send({ job_ids: [], applications_paused: 'yes' });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.error).sort()).toEqual(['applications_paused', 'job_ids']);
  });
});
