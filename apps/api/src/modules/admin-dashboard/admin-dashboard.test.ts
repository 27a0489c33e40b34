import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminDashboard } from '@mainwork/contracts';
import type { HttpClient } from '../../testing/http-client.ts';
import { createJob } from '../../testing/jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, signIn } from '../../testing/users.ts';
import { dashboardRange } from './dashboard-range.ts';

let t: TestApp;
let admin: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = t.client();
  await signIn(admin, await createUser(t.db, { role: 'Admin' }));
});
afterAll(() => t.close());

const PATH = '/api/v1/admin/dashboard';
const day = (value: string) => new Date(`${value}T12:00:00Z`);

/**
 * A small world inside 2026-03-02..2026-03-22 (three weeks from a Monday), with rows just outside it: an
 * organization in a region with two member businesses, one business outside any organization, applications,
 * share-link views, affiliate events, charges and rewards.
 */
async function seedWorld() {
  const { prisma } = t.db;
  const region = await prisma.region.create({ data: { name: 'Dashboard Valley' } });
  const organization = await prisma.organization.create({ data: { name: 'Dashboard Chamber', regionId: region.id } });
  const employerA = await createUser(t.db, { role: 'Employer' });
  const employerB = await createUser(t.db, { role: 'Employer' });
  const outsider = await createUser(t.db, { role: 'Employer' });
  for (const employer of [employerA, employerB]) {
    await prisma.organizationBusiness.create({
      data: { organizationId: organization.id, businessId: employer.businessId! },
    });
  }
  // A second organization in the same region sharing business A: the region counts A once.
  const sister = await prisma.organization.create({ data: { name: 'Dashboard Guild', regionId: region.id } });
  await prisma.organizationBusiness.create({ data: { organizationId: sister.id, businessId: employerA.businessId! } });

  const jobA = await createJob(t.db, { businessId: employerA.businessId!, title: 'Dashboard A' });
  const jobB = await createJob(t.db, { businessId: employerB.businessId!, title: 'Dashboard B' });
  const closed = await createJob(t.db, { businessId: employerB.businessId!, title: 'Dashboard closed' });
  await prisma.job.update({ where: { id: closed.id }, data: { active: false } });
  const jobOut = await createJob(t.db, { businessId: outsider.businessId!, title: 'Dashboard outside' });

  const referrer = await createUser(t.db);
  const shareA = await prisma.shareLink.create({ data: { key: 'dash-a', userId: referrer.id, jobId: jobA.id } });
  const shareOut = await prisma.shareLink.create({ data: { key: 'dash-out', userId: referrer.id, jobId: jobOut.id } });
  const views = [
    [shareA.id, '2026-03-02'],
    [shareA.id, '2026-03-10'],
    [shareA.id, '2026-03-23'], // the day after the range
    [shareOut.id, '2026-03-16'],
  ] as const;
  for (const [shareLinkId, at] of views)
    await prisma.shareLinkView.create({ data: { shareLinkId, signature: `s-${at}`, createdAt: day(at) } });

  const candidates = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(t.db)));
  const apply = (index: number, jobId: number, at: string, shareLinkId?: number) =>
    prisma.application.create({
      data: { userId: candidates[index]!.id, jobId, createdAt: day(at), ...(shareLinkId ? { shareLinkId } : {}) },
    });
  const referred = await apply(0, jobA.id, '2026-03-03', shareA.id);
  await apply(1, jobA.id, '2026-03-11');
  await apply(2, jobB.id, '2026-03-20');
  await apply(3, jobOut.id, '2026-03-12', shareOut.id);
  await apply(4, jobB.id, '2026-03-01'); // the day before the range

  const resolution = await prisma.resolution.create({ data: { jobId: jobA.id, status: 'complete' } });
  const billing = await prisma.billingRecord.create({
    data: {
      resolutionId: resolution.id,
      businessId: employerA.businessId!,
      applicationId: referred.id,
      rewardAmountCents: 10_000,
      feeAmountCents: 2_000,
      totalAmountCents: 12_000,
      status: 'paid',
      paidAt: day('2026-03-18'),
      createdAt: day('2026-03-17'),
    },
  });
  await prisma.referralReward.create({
    data: {
      applicationId: referred.id,
      billingRecordId: billing.id,
      shareLinkId: shareA.id,
      referrerId: referrer.id,
      rewardType: 'Cash',
      amountCents: 10_000,
      status: 'earned',
      createdAt: day('2026-03-17'),
    },
  });

  const link = await prisma.affiliateLink.create({ data: { name: 'Dashboard', key: 'dash-link' } });
  const events = [
    ['View', null, '2026-03-04'],
    ['View', null, '2026-03-05'],
    ['SignUp', true, '2026-03-05'],
    ['SignUp', false, '2026-03-09'],
    ['View', null, '2026-02-27'], // before the range
  ] as const;
  for (const [type, attributed, at] of events)
    await prisma.affiliateLinkEvent.create({
      data: { affiliateLinkId: link.id, type, attributed, createdAt: day(at) },
    });
  return { organization, sister, region, candidates };
}

describe('GET /api/v1/admin/dashboard', () => {
  it('is for admins: a visitor gets 401, a Hunter and an employer 403', async () => {
    expect((await t.client().get(PATH)).status).toBe(401);
    for (const role of ['Hunter', 'Employer'] as const) {
      const client = t.client();
      await signIn(client, await createUser(t.db, { role }));
      const response = await client.get(PATH);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: 'You are not allowed to do that.' });
    }
  });

  it('counts the stored rows of the range, by week, organization and region', async () => {
    const world = await seedWorld();
    // Sign-up dates of this file's users, set inside and outside the range.
    await t.db.prisma.user.update({ where: { id: world.candidates[0]!.id }, data: { createdAt: day('2026-03-02') } });
    await t.db.prisma.user.update({ where: { id: world.candidates[1]!.id }, data: { createdAt: day('2026-03-16') } });
    const response = await admin.get(`${PATH}?from=2026-03-02&to=2026-03-22`);
    expect(response.status).toBe(200);
    const body = response.body as TAdminDashboard;
    expect(body.from).toBe('2026-03-02');
    expect(body.to).toBe('2026-03-22');

    const { prisma } = t.db;
    const inRange = { gte: new Date('2026-03-02T00:00:00Z'), lt: new Date('2026-03-23T00:00:00Z') };
    const roles = await prisma.user.groupBy({ by: ['role'], _count: true });
    const total = (role: string) => roles.find((row) => row.role === role)?._count ?? 0;
    expect(body.totals.users_by_role).toEqual({
      Hunter: total('Hunter'),
      Employer: total('Employer'),
      Admin: total('Admin'),
    });
    expect(body.totals.sign_ups_by_role).toEqual({
      Hunter: await prisma.user.count({ where: { role: 'Hunter', createdAt: inRange } }),
      Employer: 0,
      Admin: 0,
    });
    expect(body.totals.sign_ups_by_role.Hunter).toBe(2);
    expect(body.totals).toMatchObject({
      live_jobs: await prisma.job.count({ where: { active: true, business: { active: true } } }),
      applications: 4,
      referred_applications: 2,
      share_link_views: 3,
      attributed_hires: 1,
      billed_cents: 12_000,
      paid_cents: 12_000,
      rewards: {
        pending: { count: 0, amount_cents: 0 },
        earned: { count: 1, amount_cents: 10_000 },
        issued: { count: 0, amount_cents: 0 },
      },
      affiliate: { views: 2, sign_ups: 2, attributed: 1 },
    });
    expect(body.totals.applications).toBe(await prisma.application.count({ where: { createdAt: inRange } }));
    // The live count is kept between calls only until the jobs change.
    const open = await prisma.job.findFirstOrThrow({ where: { title: 'Dashboard B' } });
    await prisma.job.update({ where: { id: open.id }, data: { active: false } });
    const after = (await admin.get(`${PATH}?from=2026-03-02&to=2026-03-22`)).body as TAdminDashboard;
    expect(after.totals.live_jobs).toBe(body.totals.live_jobs - 1);
    expect(after.organizations.find((row) => row.id === world.organization.id)!.live_jobs).toBe(1);
    await prisma.job.update({ where: { id: open.id }, data: { active: true } });
    expect(body.totals.share_link_views).toBe(await prisma.shareLinkView.count({ where: { createdAt: inRange } }));

    expect(body.weeks.map((week) => week.week)).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
    expect(body.weeks.map((week) => week.applications)).toEqual([1, 2, 1]);
    expect(body.weeks.map((week) => week.referred_applications)).toEqual([1, 1, 0]);
    expect(body.weeks.map((week) => week.share_link_views)).toEqual([1, 1, 1]);
    expect(body.weeks.map((week) => week.sign_ups.Hunter)).toEqual([1, 0, 1]);
    expect(
      body.weeks.map((week) => [week.affiliate_views, week.affiliate_sign_ups, week.affiliate_attributed]),
    ).toEqual([
      [2, 1, 1],
      [0, 1, 0],
      [0, 0, 0],
    ]);

    const chamber = body.organizations.find((row) => row.id === world.organization.id);
    expect(chamber).toEqual({
      id: world.organization.id,
      name: 'Dashboard Chamber',
      active: true,
      live_jobs: 2,
      applications: 3,
      share_link_views: 2,
      referred_applications: 1,
      attributed_hires: 1,
      billed_cents: 12_000,
      paid_cents: 12_000,
    });
    expect(body.organizations.find((row) => row.id === world.sister.id)).toMatchObject({
      live_jobs: 1,
      applications: 2,
      billed_cents: 12_000,
    });
    // Business A is in both organizations of the region, and counted once there.
    expect(body.regions.find((row) => row.id === world.region.id)).toEqual({
      ...chamber,
      id: world.region.id,
      name: 'Dashboard Valley',
      active: undefined,
    });
  });

  it('defaults to the last 12 weeks, and refuses a range that ends before it starts or is not a date', async () => {
    const now = new Date('2026-11-26T15:00:00Z'); // a Thursday
    expect(dashboardRange({}, now)).toEqual({ from: '2026-09-07', to: '2026-11-26' });
    const response = await admin.get(PATH);
    expect(response.status).toBe(200);
    expect(response.body.weeks).toHaveLength(12);
    expect(new Date(`${response.body.weeks[0].week}T00:00:00Z`).getUTCDay()).toBe(1);

    const backwards = await admin.get(`${PATH}?from=2026-03-10&to=2026-03-01`);
    expect(backwards.status).toBe(422);
    expect(backwards.body).toEqual({ error: { to: ['must be on or after the start date'] } });
    expect((await admin.get(`${PATH}?from=2026-02-30`)).body).toEqual({ error: { from: ['is not a valid date'] } });
    expect((await admin.get(`${PATH}?from=2020-01-01&to=2026-01-01`)).body).toEqual({
      error: { from: ['must be at most 1098 days before the end date'] },
    });
    expect((await admin.get(`${PATH}?from=yesterday`)).status).toBe(400);
  });
});
