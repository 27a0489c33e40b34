import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAY_PERIODS_PER_YEAR } from '@mainwork/contracts';
import { RewardType, SalaryRate } from '../generated/client/client.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.ts';
import { BUSINESSES, REWARD_SOURCES } from './demo-places.ts';
import {
  DEMO_LOGINS,
  demoBannerSvg,
  demoLogoSvg,
  ensureDemoImages,
  isDatabaseEmpty,
  seedDemoData,
  seedReferenceData,
  type DemoImageStore,
} from './index.ts';

const hashPassword = async (plain: string) => `test:${plain}`;

/** Row counts of every table, to show that a call wrote nothing. */
async function tableCounts(pool: pg.Pool): Promise<Record<string, number>> {
  const tables = await pool.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await pool.query<{ count: string }>(`SELECT count(*) FROM "${name}"`);
    counts[name] = Number(result.rows[0]?.count);
  }
  return counts;
}

describe('seedReferenceData', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    await seedReferenceData(db.prisma);
  });
  afterAll(() => db.drop());

  it('has the 50 states and DC, each with a unique two-letter code', async () => {
    const states = await db.prisma.state.findMany();
    expect(states).toHaveLength(51);
    expect(new Set(states.map((state) => state.code)).size).toBe(51);
    expect(states.every((state) => /^[A-Z]{2}$/.test(state.code))).toBe(true);
    expect(states).toContainEqual(expect.objectContaining({ code: 'MA', name: 'Massachusetts' }));
    expect(states).toContainEqual(expect.objectContaining({ code: 'DC', name: 'District of Columbia' }));
  });

  it('has exactly the On-site, Remote and Hybrid location types, in that order', async () => {
    const types = await db.prisma.jobLocationType.findMany({ orderBy: { position: 'asc' } });
    expect(types.map((type) => [type.name, type.position])).toEqual([
      ['On-site', 1],
      ['Remote', 2],
      ['Hybrid', 3],
    ]);
  });

  it('has the lookups, settings and the reserved employer reward source', async () => {
    expect(await db.prisma.employerSize.count()).toBe(8);
    expect(await db.prisma.jobType.count()).toBe(7);
    expect(await db.prisma.jobFunction.count()).toBeGreaterThanOrEqual(20);
    expect(await db.prisma.jobIndustry.count()).toBeGreaterThanOrEqual(20);
    expect(await db.prisma.jobExperienceLevel.count()).toBe(5);
    expect(await db.prisma.paymentMethod.count()).toBeGreaterThanOrEqual(5);
    expect(await db.prisma.setting.findUnique({ where: { key: 'platform_fee_percent' } })).toBeNull();
    const terms = await db.prisma.setting.findUnique({ where: { key: 'new_membership_terms' } });
    expect(terms?.value).toMatchObject({ version: '1.1', text: expect.stringContaining('the platform fee alone') });
    const employerSource = await db.prisma.rewardSource.findUnique({ where: { id: 1 } });
    expect(employerSource).toMatchObject({ active: false, approved: false });
  });

  it('has the terms as first seeded (1.0, reward plus fee on every hire) moved to 1.1 by their migration, and changed terms left alone', async () => {
    const migration = readFileSync(
      new URL('../migrations/20261205100000_terms_fee_alone/migration.sql', import.meta.url),
      'utf8',
    );
    const current = (await db.prisma.setting.findUniqueOrThrow({ where: { key: 'new_membership_terms' } })).value;
    const firstSeeded = /"value" = '(.*)'::jsonb;/.exec(migration)![1]!.replaceAll("''", "'");
    await db.pool.query(`UPDATE settings SET value = $1::jsonb WHERE key = 'new_membership_terms'`, [firstSeeded]);
    await db.pool.query(migration);
    expect((await db.prisma.setting.findUniqueOrThrow({ where: { key: 'new_membership_terms' } })).value).toEqual(
      current,
    );
    const changedTerms = { version: '1.0', text: 'Changed by an admin.' };
    await db.prisma.setting.update({ where: { key: 'new_membership_terms' }, data: { value: changedTerms } });
    await db.pool.query(migration);
    expect((await db.prisma.setting.findUniqueOrThrow({ where: { key: 'new_membership_terms' } })).value).toEqual(
      changedTerms,
    );
    await db.prisma.setting.update({ where: { key: 'new_membership_terms' }, data: { value: current! } });
  });

  it('is idempotent, keeps changed settings and leaves the id sequence past the reserved source', async () => {
    const changedTerms = { version: '1.1', text: 'Changed by an admin.' };
    await db.prisma.setting.update({ where: { key: 'new_membership_terms' }, data: { value: changedTerms } });
    const before = await tableCounts(db.pool);
    await seedReferenceData(db.prisma);
    expect(await tableCounts(db.pool)).toEqual(before);
    expect((await db.prisma.setting.findUnique({ where: { key: 'new_membership_terms' } }))?.value).toEqual(
      changedTerms,
    );
    const next = await db.prisma.rewardSource.create({ data: { name: 'Corner Deli' } });
    expect(next.id).toBeGreaterThan(1);
  });

  it('does not count as data for isDatabaseEmpty', async () => {
    expect(await isDatabaseEmpty(db.prisma)).toBe(true);
  });
});

describe('seedDemoData on an empty database', () => {
  let db: TestDatabase;
  let result: { seeded: boolean };
  beforeAll(async () => {
    db = await createTestDatabase();
    await seedReferenceData(db.prisma);
    result = await seedDemoData(db.prisma, { hashPassword });
  });
  afterAll(() => db.drop());

  it('seeds', async () => {
    expect(result).toEqual({ seeded: true });
    expect(await isDatabaseEmpty(db.prisma)).toBe(false);
  });

  it('creates one user per demo login with the right role', async () => {
    for (const login of DEMO_LOGINS) {
      const user = await db.prisma.user.findUnique({
        where: { email: login.email },
        include: { organizationAdmins: true, business: { include: { membership: true } }, defaultApplication: true },
      });
      expect(user, login.email).not.toBeNull();
      expect(user?.email).toBe(login.email.toLowerCase());
      expect(user?.passwordHash).toBe(`test:${login.password}`);
      expect(user?.phone).toMatch(/^\d{10}$/);
      if (login.role === 'Organization admin') {
        expect(user?.role).toBe('Hunter');
        expect(user?.organizationAdmins).toHaveLength(1);
      } else {
        expect(user?.role).toBe(login.role);
      }
      if (login.role === 'Employer')
        expect(user?.business?.membership).toMatchObject({ status: 'active', termsVersion: '1.1' });
      if (login.role === 'Hunter')
        expect(user?.defaultApplication).toMatchObject({ resumeFileId: null, coverLetterFileId: null });
    }
    expect(await db.prisma.user.count()).toBe(DEMO_LOGINS.length);
    expect(DEMO_LOGINS.every((login) => /[A-Za-z]/.test(login.password) && /\d/.test(login.password))).toBe(true);
  });

  it('creates businesses with addresses and two organizations', async () => {
    const businesses = await db.prisma.business.findMany({ include: { address: { include: { state: true } } } });
    expect(businesses.length).toBeGreaterThanOrEqual(6);
    expect(
      businesses.every((business) => business.address?.latitude && business.employerSizeId && business.tagline),
    ).toBe(true);
    const places = new Set(businesses.map((business) => `${business.address?.city}, ${business.address?.state.code}`));
    for (const place of [
      'Boston, MA',
      'Cambridge, MA',
      'Somerville, MA',
      'Worcester, MA',
      'Providence, RI',
      'Portland, ME',
      'Austin, TX',
    ]) {
      expect(places).toContain(place);
    }
    const organizations = await db.prisma.organization.findMany({ include: { businesses: true } });
    expect(organizations).toHaveLength(2);
    expect(organizations.filter((organization) => organization.displayInfoWhenFramed)).toHaveLength(1);
    expect(organizations.every((organization) => organization.businesses.length >= 2)).toBe(true);
  });

  it('creates regions, marketplace reward sources and affiliate links', async () => {
    expect(await db.prisma.region.count()).toBe(2);
    const sources = await db.prisma.rewardSource.findMany({ where: { id: { not: 1 } } });
    expect(sources.filter((source) => source.active && source.approved).length).toBeGreaterThanOrEqual(3);
    expect(sources.some((source) => !source.active)).toBe(true);
    const links = await db.prisma.affiliateLink.findMany({ orderBy: { key: 'asc' } });
    expect(links.map((link) => [link.key, link.signUpType])).toEqual([
      ['employers-2026', 'employer'],
      ['spring-news', 'all'],
    ]);
  });

  it('connects one demo business to a Greenhouse board and queues its first sync', async () => {
    const sources = await db.prisma.jobSource.findMany({ include: { business: true } });
    expect(sources.map((source) => [source.kind, source.board, source.business.name])).toEqual([
      ['greenhouse', 'harborcoffee', expect.any(String)],
    ]);
    const { rows } = await db.pool.query<{ task_identifier: string; key: string }>(
      `SELECT task_identifier, key FROM graphile_worker.jobs WHERE task_identifier = 'job-sources.sync'`,
    );
    expect(rows).toEqual([{ task_identifier: 'job-sources.sync', key: `job-source-${sources[0]!.id}` }]);
  });

  it('creates 80+ jobs covering every lookup, place kind, salary rate and reward type', async () => {
    const jobs = await db.prisma.job.findMany({
      include: { address: { include: { state: true } }, jobLocationType: true, reward: true, benefits: true },
    });
    expect(jobs.length).toBeGreaterThanOrEqual(80);
    expect(jobs.some((job) => job.address?.city === 'Boston' && job.address.state.code === 'MA')).toBe(true);
    const remote = jobs.filter((job) => job.jobLocationType?.name === 'Remote');
    expect(remote.length).toBeGreaterThan(0);
    expect(remote.every((job) => job.addressId === null)).toBe(true);
    expect(jobs.filter((job) => job.jobLocationType?.name !== 'Remote').every((job) => job.addressId !== null)).toBe(
      true,
    );

    expect(new Set(jobs.map((job) => job.salaryRate))).toEqual(new Set(Object.values(SalaryRate)));
    expect(jobs.some((job) => job.maximumSalary === null)).toBe(true);
    expect(jobs.some((job) => job.maximumSalary !== null && job.maximumSalary.equals(job.minimumSalary ?? -1))).toBe(
      true,
    );
    expect(new Set(jobs.map((job) => job.reward?.type).filter(Boolean))).toEqual(new Set(Object.values(RewardType)));
    const giftCards = jobs.flatMap((job) => (job.reward?.type === 'GiftCard' ? [job.reward] : []));
    expect(giftCards.some((reward) => reward.rewardSourceId === 1)).toBe(true);
    expect(giftCards.some((reward) => reward.rewardSourceId !== null && reward.rewardSourceId !== 1)).toBe(true);
    expect(jobs.some((job) => job.reward?.code)).toBe(true);
    expect(jobs.every((job) => job.benefits.length <= 6)).toBe(true);
    expect(jobs.every((job) => job.description.startsWith('<p>') && job.description.includes('<li>'))).toBe(true);

    expect(jobs.some((job) => job.applicationsPaused)).toBe(true);
    expect(jobs.some((job) => !job.useMwApply && job.atsLink?.startsWith('https://careers.example.com/'))).toBe(true);
    expect(jobs.some((job) => job.requireResume && job.requireCoverLetter)).toBe(true);

    for (const [table, column] of [
      ['job_types', 'jobTypeId'],
      ['job_functions', 'jobFunctionId'],
      ['job_industries', 'jobIndustryId'],
      ['job_experience_levels', 'jobExperienceLevelId'],
      ['job_location_types', 'jobLocationTypeId'],
    ]) {
      const unused = await db.pool.query(
        `SELECT name FROM ${table} t WHERE NOT EXISTS (SELECT 1 FROM jobs j WHERE j."${column}" = t.id)`,
      );
      expect(unused.rows, table).toEqual([]);
    }
  });

  it("fills every job's annual salary from its maximum (or minimum) and rate", async () => {
    const mismatched = await db.pool.query(`
      SELECT id FROM jobs
      WHERE "annualSalary" IS DISTINCT FROM coalesce("maximumSalary", "minimumSalary") * CASE "salaryRate"
        ${Object.entries(PAY_PERIODS_PER_YEAR)
          .map(([rate, periods]) => `WHEN '${rate}' THEN ${periods}`)
          .join(' ')} END`);
    expect(mismatched.rows).toEqual([]);
    expect(await db.prisma.job.count({ where: { annualSalary: null } })).toBe(0);
  });

  it('indexes every open job for search and spreads postings over the last 45 days', async () => {
    const { rows } = await db.pool.query<{ unindexed: string; oldest: Date; newest: Date; bad_expiry: string }>(`
      SELECT count(*) FILTER (WHERE j.active AND s."jobId" IS NULL) AS unindexed, min(j."postedAt") AS oldest,
             max(j."postedAt") AS newest,
             count(*) FILTER (WHERE j."expiresAt" <> j."postedAt" + interval '60 days') AS bad_expiry
      FROM jobs j LEFT JOIN search.job_search s ON s."jobId" = j.id`);
    const stats = rows[0];
    expect(Number(stats?.unindexed)).toBe(0);
    expect(Number(stats?.bad_expiry)).toBe(0);
    expect(Date.now() - (stats?.oldest.getTime() ?? 0)).toBeLessThanOrEqual(45 * 24 * 3600 * 1000);
    expect(Date.now() - (stats?.oldest.getTime() ?? 0)).toBeGreaterThan(30 * 24 * 3600 * 1000);
    expect(stats?.newest.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("records the hunter's applications and share link", async () => {
    const hunter = await db.prisma.user.findUniqueOrThrow({
      where: { email: 'hunter@mainwork.test' },
      include: { applications: { include: { job: true } }, shareLinks: { include: { applications: true } } },
    });
    expect(hunter.applications.length).toBeGreaterThanOrEqual(2);
    expect(hunter.applications.every((application) => ['received', 'reviewed'].includes(application.status))).toBe(
      true,
    );
    expect(
      hunter.applications.every((application) => application.job.useMwApply && !application.job.applicationsPaused),
    ).toBe(true);
    // One link to an open posting, one to the posting its referral filled.
    expect(hunter.shareLinks).toHaveLength(2);
    expect(hunter.shareLinks.every((link) => /^[A-Za-z0-9_-]{10,}$/.test(link.key))).toBe(true);
  });

  it("records a referral of the hunter's that ended in a hire: the employer paid, the hunter's gift card earned", async () => {
    const rewards = await db.prisma.referralReward.findMany({
      where: { referrer: { email: 'hunter@mainwork.test' } },
      include: {
        billingRecord: { include: { resolution: { include: { selectedApplicants: true } } } },
        application: { include: { job: { include: { reward: true, business: { include: { members: true } } } } } },
      },
    });
    expect(rewards).toHaveLength(1);
    const [reward] = rewards;
    const job = reward!.application.job;
    // The demo employer's own gift card (reward source 1), redeemed by its team with the code.
    const employer = await db.prisma.user.findUniqueOrThrow({ where: { email: 'employer@mainwork.test' } });
    expect(job.business.members.map((member) => [member.userId, member.role])).toEqual([[employer.id, 'owner']]);
    expect(job.reward).toMatchObject({ type: 'GiftCard', rewardSourceId: 1, code: null });
    expect(job).toMatchObject({ active: false, closedAt: expect.any(Date) });
    expect(reward!.application).toMatchObject({ status: 'hired', shareLinkId: reward!.shareLinkId });
    expect(reward).toMatchObject({
      status: 'earned',
      rewardType: 'GiftCard',
      amountCents: Math.round(Number(job.reward!.amount) * 100),
      earnedAt: expect.any(Date),
      redemptionCode: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/),
    });
    const billing = reward!.billingRecord!;
    expect(billing).toMatchObject({
      status: 'paid',
      paidAt: expect.any(Date),
      rewardAmountCents: reward!.amountCents,
      totalAmountCents: billing.rewardAmountCents + billing.feeAmountCents,
      applicationId: reward!.applicationId,
    });
    expect(billing.resolution).toMatchObject({ status: 'complete', isMwHire: true, foundApplicant: true });
    expect(billing.resolution.selectedApplicants.map((selected) => selected.applicationId)).toEqual([
      reward!.applicationId,
    ]);
    // Shared, applied, confirmed, paid: in that order, all in the past.
    const shareLink = await db.prisma.shareLink.findUniqueOrThrow({ where: { id: reward!.shareLinkId } });
    const steps = [
      job.postedAt,
      shareLink.createdAt,
      reward!.application.createdAt,
      billing.resolution.completedAt!,
      billing.paidAt!,
    ].map((at) => at.getTime());
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
    expect(steps.at(-1)).toBeLessThanOrEqual(Date.now());
    // The one referral rule agrees: the referral view names the hunter as the referrer of the hire.
    const { rows } = await db.pool.query<{ referrerId: number }>(
      `SELECT "referrerId" FROM referrals WHERE "applicationId" = $1`,
      [reward!.applicationId],
    );
    expect(rows).toEqual([{ referrerId: reward!.referrerId }]);
  });

  it('does nothing when run again', async () => {
    const before = await tableCounts(db.pool);
    expect(await seedDemoData(db.prisma, { hashPassword })).toEqual({ seeded: false });
    expect(await tableCounts(db.pool)).toEqual(before);
  });
});

describe('seedDemoData on a database that already has a user', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    await db.prisma.user.create({ data: { email: 'someone@example.com', passwordHash: 'x' } });
  });
  afterAll(() => db.drop());

  it('writes nothing', async () => {
    const before = await tableCounts(db.pool);
    expect(await seedDemoData(db.prisma, { hashPassword })).toEqual({ seeded: false });
    expect(await tableCounts(db.pool)).toEqual(before);
  });
});

describe('seedDemoData without reference data', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('seeds the reference data it needs first', async () => {
    expect(await seedDemoData(db.prisma, { hashPassword })).toEqual({ seeded: true });
    expect(await db.prisma.state.count()).toBe(51);
    expect(await db.prisma.job.count()).toBeGreaterThanOrEqual(80);
  });
});

/** Stores what it is given in memory, as the app's storage would, and can be told who links first. */
function memoryImages() {
  const files = new Map<string, { svg: string; role: string }>();
  let next = 0;
  const store: DemoImageStore = {
    async store({ svg, role, filename }) {
      const storageKey = `${role}s/demo/${(next += 1)}.png`;
      files.set(storageKey, { svg, role });
      return { storageKey, filename, contentType: 'image/png', byteSize: svg.length };
    },
    async remove(storageKey) {
      files.delete(storageKey);
    },
  };
  return { store, files };
}

describe('ensureDemoImages', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    await seedDemoData(db.prisma, { hashPassword });
  });
  afterAll(() => db.drop());

  it('gives every demo business a logo and a banner and every demo reward source an icon, once', async () => {
    const { store, files } = memoryImages();
    const employer = await db.prisma.business.findFirstOrThrow({ where: { name: BUSINESSES[1]!.name } });
    const own = await db.prisma.storedFile.create({
      data: { storageKey: 'logos/own.png', filename: 'own.png', contentType: 'image/png', byteSize: 10, public: true },
    });
    await db.prisma.business.update({ where: { id: employer.id }, data: { logoFileId: own.id } });

    const linked = await ensureDemoImages(db.prisma, store);
    expect(linked).toBe(BUSINESSES.length * 2 - 1 + REWARD_SOURCES.length);
    expect(files.size).toBe(linked);
    const businesses = await db.prisma.business.findMany({ include: { logo: true, banner: true } });
    expect(businesses.every((business) => business.logo?.public && business.banner?.public)).toBe(true);
    // An image the employer chose is never replaced.
    expect((await db.prisma.business.findUniqueOrThrow({ where: { id: employer.id } })).logoFileId).toBe(own.id);
    const sources = await db.prisma.rewardSource.findMany({
      where: { name: { in: REWARD_SOURCES.map((s) => s.name) } },
    });
    expect(sources.every((source) => source.iconFileId !== null)).toBe(true);
    const roles = [...files.values()].map((file) => file.role);
    expect(roles.filter((role) => role === 'icon')).toHaveLength(REWARD_SOURCES.length);

    const before = await tableCounts(db.pool);
    expect(await ensureDemoImages(db.prisma, store)).toBe(0);
    expect(await tableCounts(db.pool)).toEqual(before);
    expect(files.size).toBe(linked);
  });

  it('draws the same pictures for the same name, with its initials, and different ones for other names', () => {
    expect(demoLogoSvg('Harbor Point Digital')).toBe(demoLogoSvg('Harbor Point Digital'));
    expect(demoLogoSvg('Harbor Point Digital')).toContain('>HP</text>');
    expect(demoLogoSvg('Porter Square Comics & Books')).toContain('>PS</text>');
    expect(demoBannerSvg('Harbor Point Digital')).not.toBe(demoBannerSvg('Hill Country Solar'));
    expect(demoBannerSvg('Hill Country Solar')).toMatch(/^<svg [^>]*width="1600" height="400"/);
  });
});
