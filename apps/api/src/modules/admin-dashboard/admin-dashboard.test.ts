import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminDashboard } from '@mainwork/contracts';
import type { Agent } from 'supertest';
import { createJob } from '../../testing/jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, signedInClient, signIn } from '../../testing/users.ts';
import { dashboardRange } from './dashboard-range.ts';

let t: TestApp;
let admin: Agent;
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
      const client = await signedInClient(t, await createUser(t.db, { role }));
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
    // The live counts follow the jobs at once.
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
      sign_ups_by_role: { Hunter: 0, Employer: 0, Admin: 0 },
      affiliate_sign_ups: 0,
      affiliate_attributed: 0,
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

  it('breaks every figure down by organization and by region, a business in its own region first', async () => {
    const { prisma } = t.db;
    // 2025-05-05..2025-05-25: three weeks from a Monday, far from the other tests' rows.
    const north = await prisma.region.create({ data: { name: 'Breakdown North' } });
    const south = await prisma.region.create({ data: { name: 'Breakdown South' } });
    const empty = await prisma.region.create({ data: { name: 'Breakdown Empty' } });
    const harbor = await prisma.organization.create({ data: { name: 'Breakdown Harbor', regionId: north.id } });
    const hill = await prisma.organization.create({ data: { name: 'Breakdown Hill' } });
    const employer = async (signedUp: string, regionId: number | null, organizationId?: number) => {
      const user = await createUser(t.db, { role: 'Employer' });
      await prisma.user.update({ where: { id: user.id }, data: { createdAt: day(signedUp) } });
      await prisma.business.update({ where: { id: user.businessId! }, data: { regionId } });
      if (organizationId)
        await prisma.organizationBusiness.create({ data: { organizationId, businessId: user.businessId! } });
      return user;
    };
    // P: its own region (South) wins over its organization's (North). Q: no region of its own, so its
    // organization's (North). R: its own region, no organization. S: an organization without a region. T: none.
    const p = await employer('2025-05-05', south.id, harbor.id);
    const q = await employer('2025-05-26', null, harbor.id); // signed up the day after the range
    const r = await employer('2025-05-12', north.id);
    const s = await employer('2025-05-13', null, hill.id);
    const tee = await employer('2025-05-14', null);
    // Organization admins belong to their organization and its region, whatever their role.
    const harborAdmin = await createUser(t.db, { organizationIds: [harbor.id] });
    const hillAdmin = await createUser(t.db, { role: 'Admin', organizationIds: [hill.id] });
    await prisma.user.update({ where: { id: harborAdmin.id }, data: { createdAt: day('2025-05-06') } });
    await prisma.user.update({ where: { id: hillAdmin.id }, data: { createdAt: day('2025-05-20') } });

    const job = (owner: { businessId: number | null }, title: string) =>
      createJob(t.db, { businessId: owner.businessId!, title });
    const jobP = await job(p, 'Breakdown P');
    const pausedP = await job(p, 'Breakdown P closed');
    await prisma.job.update({ where: { id: pausedP.id }, data: { active: false } });
    const jobQ = await job(q, 'Breakdown Q');
    const jobR = await job(r, 'Breakdown R');
    const jobS = await job(s, 'Breakdown S');
    const jobT = await job(tee, 'Breakdown T');

    const referrer = await createUser(t.db);
    const share = async (jobId: number, key: string) =>
      prisma.shareLink.create({ data: { key, userId: referrer.id, jobId } });
    const shareP = await share(jobP.id, 'breakdown-p');
    const shareR = await share(jobR.id, 'breakdown-r');
    const shareT = await share(jobT.id, 'breakdown-t');
    const views = [
      [shareP.id, '2025-05-05'],
      [shareP.id, '2025-05-19'],
      [shareR.id, '2025-05-07'],
      [shareR.id, '2025-05-26'], // after the range
      [shareT.id, '2025-05-08'],
    ] as const;
    for (const [shareLinkId, at] of views)
      await prisma.shareLinkView.create({
        data: { shareLinkId, signature: `b-${shareLinkId}-${at}`, createdAt: day(at) },
      });

    const applicants = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => createUser(t.db)));
    const apply = (index: number, jobId: number, at: string, shareLinkId?: number) =>
      prisma.application.create({
        data: { userId: applicants[index]!.id, jobId, createdAt: day(at), ...(shareLinkId ? { shareLinkId } : {}) },
      });
    const referredP = await apply(0, jobP.id, '2025-05-06', shareP.id);
    await apply(1, jobP.id, '2025-05-07');
    await apply(2, jobQ.id, '2025-05-13');
    const referredR = await apply(3, jobR.id, '2025-05-14', shareR.id);
    await apply(4, jobR.id, '2025-05-04'); // before the range
    await apply(5, jobS.id, '2025-05-21');
    await apply(6, jobT.id, '2025-05-22', shareT.id);

    const hire = async (
      application: { id: number; jobId: number },
      business: { businessId: number | null },
      shareLinkId: number,
      status: 'earned' | 'canceled',
      cents: number,
    ) => {
      const resolution = await prisma.resolution.create({ data: { jobId: application.jobId, status: 'complete' } });
      const billing = await prisma.billingRecord.create({
        data: {
          resolutionId: resolution.id,
          businessId: business.businessId!,
          applicationId: application.id,
          rewardAmountCents: cents,
          feeAmountCents: 0,
          totalAmountCents: cents,
          status: status === 'canceled' ? 'void' : 'paid',
          paidAt: day('2025-05-16'),
          createdAt: day('2025-05-15'),
        },
      });
      await prisma.referralReward.create({
        data: {
          applicationId: application.id,
          billingRecordId: billing.id,
          shareLinkId,
          referrerId: referrer.id,
          rewardType: 'Cash',
          amountCents: cents,
          status,
          createdAt: day('2025-05-15'),
        },
      });
    };
    await hire(referredR, r, shareR.id, 'earned', 5_000);
    await hire(referredP, p, shareP.id, 'canceled', 7_000); // a canceled hire, and a voided charge

    const link = await prisma.affiliateLink.create({ data: { name: 'Breakdown', key: 'breakdown-link' } });
    const events = [
      ['View', null, null, '2025-05-05'],
      ['SignUp', true, p.id, '2025-05-05'],
      ['SignUp', false, harborAdmin.id, '2025-05-06'],
      ['SignUp', true, tee.id, '2025-05-14'], // a business that belongs nowhere
      ['SignUp', true, s.id, '2025-05-27'], // after the range
    ] as const;
    for (const [type, attributed, userId, at] of events)
      await prisma.affiliateLinkEvent.create({
        data: { affiliateLinkId: link.id, type, attributed, userId, createdAt: day(at) },
      });

    const response = await admin.get(`${PATH}?from=2025-05-05&to=2025-05-25`);
    expect(response.status).toBe(200);
    const body = response.body as TAdminDashboard;
    const zero = {
      live_jobs: 0,
      applications: 0,
      share_link_views: 0,
      referred_applications: 0,
      attributed_hires: 0,
      billed_cents: 0,
      paid_cents: 0,
      sign_ups_by_role: { Hunter: 0, Employer: 0, Admin: 0 },
      affiliate_sign_ups: 0,
      affiliate_attributed: 0,
    };
    const organization = (id: number) => body.organizations.find((row) => row.id === id);
    const region = (id: number) => body.regions.find((row) => row.id === id);
    expect(organization(harbor.id)).toEqual({
      id: harbor.id,
      name: 'Breakdown Harbor',
      active: true,
      live_jobs: 2, // P's open job and Q's
      applications: 3,
      share_link_views: 2,
      referred_applications: 1,
      attributed_hires: 0, // P's hire was canceled
      billed_cents: 0, // and its charge voided
      paid_cents: 0,
      sign_ups_by_role: { Hunter: 1, Employer: 1, Admin: 0 }, // its admin and P's owner; Q's signed up later
      affiliate_sign_ups: 2,
      affiliate_attributed: 1,
    });
    expect(organization(hill.id)).toEqual({
      ...zero,
      id: hill.id,
      name: 'Breakdown Hill',
      active: true,
      live_jobs: 1,
      applications: 1,
      sign_ups_by_role: { Hunter: 0, Employer: 1, Admin: 1 },
    });
    expect(region(north.id)).toEqual({
      id: north.id,
      name: 'Breakdown North',
      live_jobs: 2, // Q's (through its organization) and R's (its own)
      applications: 2,
      share_link_views: 1,
      referred_applications: 1,
      attributed_hires: 1,
      billed_cents: 5_000,
      paid_cents: 5_000,
      sign_ups_by_role: { Hunter: 1, Employer: 1, Admin: 0 }, // Harbor's admin, R's owner
      affiliate_sign_ups: 1,
      affiliate_attributed: 0,
    });
    expect(region(south.id)).toEqual({
      ...zero,
      id: south.id,
      name: 'Breakdown South',
      live_jobs: 1,
      applications: 2,
      share_link_views: 2,
      referred_applications: 1,
      sign_ups_by_role: { Hunter: 0, Employer: 1, Admin: 0 },
      affiliate_sign_ups: 1,
      affiliate_attributed: 1,
    });
    expect(region(empty.id)).toEqual({ ...zero, id: empty.id, name: 'Breakdown Empty' });
    // The totals count every row of the range, those that belong nowhere too (T's, and the affiliate views).
    expect(body.totals).toMatchObject({
      applications: 6,
      share_link_views: 4,
      referred_applications: 3,
      attributed_hires: 1,
      affiliate: { views: 1, sign_ups: 3, attributed: 2 },
    });
  });

  it('stays equal to a direct count of the rows, by whole weeks and by days, as applications, views, links and jobs change', async () => {
    const { prisma } = t.db;
    // Far from the other tests' rows: three whole weeks from a Monday (read from the weekly counts), a range
    // from a Tuesday to a Tuesday (two whole weeks and days at both ends from the daily counts), and two days
    // inside one week (daily counts only).
    const ranges = [
      ['2024-06-03', '2024-06-23'],
      ['2024-06-04', '2024-06-25'],
      ['2024-06-11', '2024-06-12'],
    ] as const;
    const coast = await prisma.region.create({ data: { name: 'Rollup Coast' } });
    const chamber = await prisma.organization.create({ data: { name: 'Rollup Chamber', regionId: coast.id } });
    const employer = await createUser(t.db, { role: 'Employer' });
    const businessId = employer.businessId!;
    await prisma.organizationBusiness.create({ data: { organizationId: chamber.id, businessId } });
    const first = await createJob(t.db, { businessId, title: 'Rollup first' });
    const second = await createJob(t.db, { businessId, title: 'Rollup second' });
    const referrer = await createUser(t.db);
    const linkFirst = await prisma.shareLink.create({
      data: { key: 'rollup-first', userId: referrer.id, jobId: first.id },
    });
    const linkSecond = await prisma.shareLink.create({
      data: { key: 'rollup-second', userId: referrer.id, jobId: second.id },
    });
    const candidates = await Promise.all([1, 2, 3, 4].map(() => createUser(t.db)));
    const applications = await Promise.all(
      (
        [
          [first.id, linkFirst.id, '2024-06-03'],
          [first.id, null, '2024-06-10'],
          [second.id, linkSecond.id, '2024-06-11'],
          [second.id, null, '2024-06-23'],
        ] as const
      ).map(([jobId, shareLinkId, at], index) =>
        prisma.application.create({
          data: { jobId, shareLinkId, userId: candidates[index]!.id, createdAt: day(at) },
        }),
      ),
    );
    for (const [shareLinkId, at] of [
      [linkFirst.id, '2024-06-04'],
      [linkFirst.id, '2024-06-12'],
      [linkSecond.id, '2024-06-12'],
      [linkSecond.id, '2024-06-24'], // the day after the range
    ] as const)
      await prisma.shareLinkView.create({ data: { shareLinkId, signature: `rollup-${at}`, createdAt: day(at) } });

    /**
     * The business's figures counted straight from its rows, and those the organization and region rows show,
     * for each range; the counts of the first range are returned.
     */
    const compare = async () => {
      const results = [];
      for (const [from, to] of ranges) results.push(await compareRange(from, to));
      return results[0];
    };
    const compareRange = async (from: string, to: string) => {
      const inRange = { gte: new Date(`${from}T00:00:00Z`), lt: new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000) };
      const ofBusiness = { job: { businessId }, createdAt: inRange };
      const counted = {
        live_jobs: await prisma.job.count({ where: { businessId, active: true, business: { active: true } } }),
        applications: await prisma.application.count({ where: ofBusiness }),
        referred_applications: await prisma.application.count({ where: { ...ofBusiness, shareLinkId: { not: null } } }),
        share_link_views: await prisma.shareLinkView.count({
          where: { shareLink: { job: { businessId } }, createdAt: inRange },
        }),
      };
      const body = (await admin.get(`${PATH}?from=${from}&to=${to}`)).body as TAdminDashboard;
      const pick = (row: TAdminDashboard['regions'][number] | undefined) => ({
        live_jobs: row?.live_jobs,
        applications: row?.applications,
        referred_applications: row?.referred_applications,
        share_link_views: row?.share_link_views,
      });
      expect(pick(body.organizations.find((row) => row.id === chamber.id)), `${from}..${to}`).toEqual(counted);
      expect(pick(body.regions.find((row) => row.id === coast.id)), `${from}..${to}`).toEqual(counted);
      return counted;
    };

    expect(await compare()).toEqual({ live_jobs: 2, applications: 4, referred_applications: 2, share_link_views: 3 });
    // A referral taken back, an application and a view deleted.
    await prisma.application.update({ where: { id: applications[2]!.id }, data: { shareLinkId: null } });
    await prisma.application.delete({ where: { id: applications[3]!.id } });
    await prisma.shareLinkView.deleteMany({ where: { shareLinkId: linkFirst.id, signature: 'rollup-2024-06-12' } });
    expect(await compare()).toEqual({ live_jobs: 2, applications: 3, referred_applications: 1, share_link_views: 2 });
    // A share link deleted (its views with it), then a job (its applications, links and views with it).
    await prisma.shareLink.delete({ where: { id: linkSecond.id } });
    expect(await compare()).toEqual({ live_jobs: 2, applications: 3, referred_applications: 1, share_link_views: 1 });
    await prisma.job.delete({ where: { id: first.id } });
    expect(await compare()).toEqual({ live_jobs: 1, applications: 1, referred_applications: 0, share_link_views: 0 });
    // The last job moved to another business: its application's day and week go with it.
    const other = await createUser(t.db, { role: 'Employer' });
    await prisma.job.update({ where: { id: second.id }, data: { businessId: other.businessId! } });
    expect(await compare()).toEqual({ live_jobs: 0, applications: 0, referred_applications: 0, share_link_views: 0 });
    const { rows: moved } = await t.db.pool.query<{ days: number; weeks: number }>(
      `SELECT (SELECT sum(applications)::int FROM business_daily_activity WHERE "businessId" = $1) AS days,
              (SELECT sum(applications)::int FROM business_weekly_activity WHERE "businessId" = $1) AS weeks`,
      [other.businessId],
    );
    expect(moved[0]).toEqual({ days: 1, weeks: 1 });
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
    expect(backwards.body).toEqual({ error: { to: ['The end date must be on or after the start date.'] } });
    expect((await admin.get(`${PATH}?from=2026-02-30`)).body).toEqual({
      error: { from: ['Enter a valid start date.'] },
    });
    expect((await admin.get(`${PATH}?from=2020-01-01&to=2026-01-01`)).body).toEqual({
      error: { from: ['The start date must be at most 1098 days before the end date.'] },
    });
    expect((await admin.get(`${PATH}?from=yesterday`)).status).toBe(400);
  });
});
