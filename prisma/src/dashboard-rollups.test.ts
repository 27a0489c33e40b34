import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDatabaseBeforeMigration, createTestDatabase } from './testing/index.ts';

type Queryable = Pick<pg.Client | pg.Pool, 'query'>;

/** What the triggers keep, cells left at zero aside. */
const KEPT_ACTIVITY = `
  SELECT to_char(day, 'YYYY-MM-DD') AS day, "businessId" AS business, applications,
         "referredApplications" AS referred, "shareLinkViews" AS views
  FROM business_daily_activity
  WHERE (applications, "referredApplications", "shareLinkViews") <> (0, 0, 0)
  ORDER BY 1, 2`;
/** Referred: by the one rule (decision 049), each decided afresh; before its migration, a share link set. */
const REFERRED_BY_RULE = 'referral_referrer(a."userId", a."jobId", a."shareLinkId") IS NOT NULL';
const REFERRED_BY_LINK = 'a."shareLinkId" IS NOT NULL';
/** The same, counted again from the applications and views themselves. */
const COUNTED_ACTIVITY = `
  SELECT to_char(day, 'YYYY-MM-DD') AS day, business, sum(applications)::int AS applications,
         sum(referred)::int AS referred, sum(views)::int AS views
  FROM (
    SELECT a."createdAt"::date AS day, j."businessId" AS business, 1 AS applications,
           (REFERRED)::int AS referred, 0 AS views
    FROM applications a JOIN jobs j ON j.id = a."jobId"
    UNION ALL
    SELECT v."createdAt"::date, j."businessId", 0, 0, 1
    FROM share_link_views v JOIN share_links s ON s.id = v."shareLinkId" JOIN jobs j ON j.id = s."jobId"
  ) counted
  GROUP BY 1, 2
  ORDER BY 1, 2`;
/** The weekly counts kept from the daily ones, and the same counted from the rows by week (Monday, UTC). */
const KEPT_WEEKLY = `
  SELECT to_char(week, 'YYYY-MM-DD') AS week, "businessId" AS business, applications,
         "referredApplications" AS referred, "shareLinkViews" AS views
  FROM business_weekly_activity
  WHERE (applications, "referredApplications", "shareLinkViews") <> (0, 0, 0)
  ORDER BY 1, 2`;
const COUNTED_WEEKLY = `
  SELECT to_char(date_trunc('week', day::date::timestamp), 'YYYY-MM-DD') AS week, business,
         sum(applications)::int AS applications, sum(referred)::int AS referred, sum(views)::int AS views
  FROM (${COUNTED_ACTIVITY.replace('ORDER BY 1, 2', '')}) days
  GROUP BY 1, 2
  ORDER BY 1, 2`;
const KEPT_LIVE = `
  SELECT "businessId" AS business, "liveJobs" AS live FROM search.business_live_jobs WHERE "liveJobs" <> 0 ORDER BY 1`;
const COUNTED_LIVE = `
  SELECT "businessId" AS business, count(*)::int AS live FROM search.job_search GROUP BY 1 ORDER BY 1`;

/** Sign-ups kept per day and role, and the same counted from the users; cells left at zero aside. */
const KEPT_SIGN_UPS = `
  SELECT to_char(day, 'YYYY-MM-DD') AS day, role::text AS role, users FROM daily_sign_ups WHERE users <> 0 ORDER BY 1, 2`;
const COUNTED_SIGN_UPS = `
  SELECT to_char("createdAt"::date, 'YYYY-MM-DD') AS day, role::text AS role, count(*)::int AS users
  FROM users GROUP BY 1, 2 ORDER BY 1, 2`;
/** The affiliate funnel kept per day, and the same counted from the events. */
const KEPT_AFFILIATE = `
  SELECT to_char(day, 'YYYY-MM-DD') AS day, views, "signUps" AS sign_ups, "attributedSignUps" AS attributed
  FROM daily_affiliate_events WHERE (views, "signUps", "attributedSignUps") <> (0, 0, 0) ORDER BY 1`;
const COUNTED_AFFILIATE = `
  SELECT to_char("createdAt"::date, 'YYYY-MM-DD') AS day, count(*) FILTER (WHERE type = 'View')::int AS views,
         count(*) FILTER (WHERE type = 'SignUp')::int AS sign_ups,
         count(*) FILTER (WHERE type = 'SignUp' AND attributed)::int AS attributed
  FROM affiliate_link_events GROUP BY 1 ORDER BY 1`;

/**
 * The rollups equal to a recount; the weekly one only once its migration has run (`weekly: false` before),
 * referrals by the one rule once its migration has run (`rule: false` before).
 */
async function expectKeptAsCounted(db: Queryable, { weekly = true, rule = true } = {}) {
  const rows = async (text: string) =>
    (await db.query(text.replaceAll('REFERRED', rule ? REFERRED_BY_RULE : REFERRED_BY_LINK))).rows;
  const [activity, counted, live, countedLive, weeks, countedWeeks] = await Promise.all([
    rows(KEPT_ACTIVITY),
    rows(COUNTED_ACTIVITY),
    rows(KEPT_LIVE),
    rows(COUNTED_LIVE),
    weekly ? rows(KEPT_WEEKLY) : [],
    weekly ? rows(COUNTED_WEEKLY) : [],
  ]);
  expect(activity).toEqual(counted);
  expect(live).toEqual(countedLive);
  expect(weeks).toEqual(countedWeeks);
  return { activity, live, weeks };
}

/**
 * Two businesses: A with jobs a1 and a2, B with b1; a referrer's share links on a1 (two referrers) and b1;
 * applications over two days (some through a link, one at 23:59 and one at 00:00 UTC) and share-link views,
 * each kind written in one statement.
 */
async function seedWorld(db: Queryable) {
  const id = async (text: string, values: unknown[] = []) => (await db.query<{ id: number }>(text, values)).rows[0]!.id;
  const ids = async (text: string, values: unknown[] = []) =>
    (await db.query<{ id: number }>(text, values)).rows.map((row) => row.id);
  const [a, b] = await ids(
    `INSERT INTO businesses (name, "updatedAt") VALUES ('Rollup A', now()), ('Rollup B', now()) RETURNING id`,
  );
  const [a1, a2, b1] = await ids(
    `INSERT INTO jobs ("businessId", title, description, "updatedAt")
     VALUES ($1, 'A one', '<p>a1</p>', now()), ($1, 'A two', '<p>a2</p>', now()), ($2, 'B one', '<p>b1</p>', now())
     RETURNING id`,
    [a, b],
  );
  const [u1, u2, u3, u4, u5] = await ids(
    `INSERT INTO users (email, "passwordHash", "updatedAt")
     SELECT 'rollup-' || g || '@example.com', 'x', now() FROM generate_series(1, 5) g ORDER BY g RETURNING id`,
  );
  const [linkA1, linkA1b, linkB1] = await ids(
    `INSERT INTO share_links (key, "userId", "jobId")
     VALUES ('rollup-a1', $1, $3), ('rollup-a1b', $2, $3), ('rollup-b1', $1, $4) RETURNING id`,
    [u1, u2, a1, b1],
  );
  await db.query(
    `INSERT INTO applications ("jobId", "userId", "shareLinkId", "createdAt", "updatedAt") VALUES
       ($1, $4, $6, '2026-03-02 10:00', now()), ($1, $5, NULL, '2026-03-02 23:59:59.999', now()),
       ($1, $7, $9, '2026-03-03 00:00', now()), ($3, $4, $8, '2026-03-02 12:00', now()),
       ($2, $5, NULL, '2026-03-04 08:00', now())`,
    [a1, a2, b1, u3, u4, linkA1, u5, linkB1, linkA1b],
  );
  await db.query(
    `INSERT INTO share_link_views ("shareLinkId", signature, "createdAt") VALUES
       ($1, 'v1', '2026-03-02 09:00'), ($1, 'v2', '2026-03-05 09:00'), ($2, 'v3', '2026-03-05 10:00'),
       ($3, 'v4', '2026-03-02 11:00')`,
    [linkA1, linkA1b, linkB1],
  );
  return { a, b, a1, a2, b1, u1, u2, u3, u4, u5, linkA1, linkA1b, linkB1, id };
}

describe("the admin dashboard's rollups", () => {
  it('keep applications and share-link views per business and day and per business and week, equal to a recount, through every write', async () => {
    const db = await createTestDatabase();
    const q = (text: string, values: unknown[] = []) => db.pool.query(text, values);
    try {
      const w = await seedWorld(db.pool);
      const first = await expectKeptAsCounted(db.pool);
      expect(first.activity).toEqual([
        { day: '2026-03-02', business: w.a, applications: 2, referred: 1, views: 1 },
        { day: '2026-03-02', business: w.b, applications: 1, referred: 1, views: 1 },
        { day: '2026-03-03', business: w.a, applications: 1, referred: 1, views: 0 },
        { day: '2026-03-04', business: w.a, applications: 1, referred: 0, views: 0 },
        { day: '2026-03-05', business: w.a, applications: 0, referred: 0, views: 2 },
      ]);
      expect(first.live).toEqual([
        { business: w.a, live: 2 },
        { business: w.b, live: 1 },
      ]);

      // An application gains a share link, another loses its own; a status change moves nothing.
      await q(`UPDATE applications SET "shareLinkId" = $1 WHERE "userId" = $2 AND "jobId" = $3`, [
        w.linkA1b,
        w.u4,
        w.a1,
      ]);
      await q(`UPDATE applications SET "shareLinkId" = NULL WHERE "userId" = $1 AND "jobId" = $2`, [w.u3, w.a1]);
      await q(`UPDATE applications SET status = 'reviewed'`);
      await expectKeptAsCounted(db.pool);
      // Days and links never change in the product, but a row moved is counted where it lands.
      await q(`UPDATE applications SET "createdAt" = '2026-03-06 00:00', "jobId" = $1 WHERE "jobId" = $2`, [
        w.b1,
        w.a2,
      ]);
      await q(`UPDATE share_link_views SET "shareLinkId" = $1, "createdAt" = '2026-03-09' WHERE signature = 'v2'`, [
        w.linkB1,
      ]);
      // That view moved into the next week (2026-03-09 is a Monday).
      expect((await expectKeptAsCounted(db.pool)).weeks).toEqual([
        { week: '2026-03-02', business: w.a, applications: 3, referred: 2, views: 2 },
        { week: '2026-03-02', business: w.b, applications: 2, referred: 1, views: 1 },
        { week: '2026-03-09', business: w.b, applications: 0, referred: 0, views: 1 },
      ]);

      await q(`DELETE FROM applications WHERE "userId" = $1 AND "jobId" = $2`, [w.u5, w.a1]);
      await q(`DELETE FROM share_link_views WHERE signature = 'v1'`);
      await expectKeptAsCounted(db.pool);

      // A share link deleted: its views go with it, its applications are no longer referred.
      await q(`DELETE FROM share_links WHERE id = $1`, [w.linkA1b]);
      await expectKeptAsCounted(db.pool);

      // A job moved to the other business takes its applications, views and live posting along; so does a link.
      const linkA2 = await w.id(
        `INSERT INTO share_links (key, "userId", "jobId") VALUES ('rollup-a2', $1, $2) RETURNING id`,
        [w.u2, w.a2],
      );
      await q(`INSERT INTO share_link_views ("shareLinkId", signature, "createdAt") VALUES ($1, 'v5', '2026-03-08')`, [
        linkA2,
      ]);
      await q(`INSERT INTO applications ("jobId", "userId", "shareLinkId", "updatedAt") VALUES ($1, $2, $3, now())`, [
        w.a2,
        w.u3,
        linkA2,
      ]);
      await q(`UPDATE jobs SET "businessId" = $1 WHERE id = $2`, [w.b, w.a2]);
      const moved = await expectKeptAsCounted(db.pool);
      expect(moved.live).toEqual([
        { business: w.a, live: 1 },
        { business: w.b, live: 2 },
      ]);
      await q(`UPDATE share_links SET "jobId" = $1 WHERE id = $2`, [w.a1, linkA2]);
      await expectKeptAsCounted(db.pool);

      // The one referral rule: the candidate's own link and the business's own (a member's) are no
      // referral; a referrer joining the business's team (as a recruiter) undoes their referrals, and leaving
      // it brings them back (decisions 049, 054).
      await q(`UPDATE share_links SET "userId" = $1 WHERE id = $2`, [w.u3, linkA2]);
      await expectKeptAsCounted(db.pool);
      await q(`UPDATE share_links SET "userId" = $1 WHERE id = $2`, [w.u2, linkA2]);
      const referredBefore = (await expectKeptAsCounted(db.pool)).weeks;
      const [referral] = (
        await q(`SELECT r."referrerId" AS referrer, j."businessId" AS business FROM referrals r
                   JOIN applications a ON a.id = r."applicationId" JOIN jobs j ON j.id = a."jobId" LIMIT 1`)
      ).rows as Array<{ referrer: number; business: number }>;
      await q(
        `INSERT INTO business_members ("businessId", "userId", role, status, "joinedAt", "updatedAt")
         VALUES ($1, $2, 'recruiter', 'active', now(), now())`,
        [referral!.business, referral!.referrer],
      );
      const owned = await expectKeptAsCounted(db.pool);
      expect(owned.weeks).not.toEqual(referredBefore);
      await q(`DELETE FROM business_members WHERE "userId" = $1`, [referral!.referrer]);
      expect((await expectKeptAsCounted(db.pool)).weeks).toEqual(referredBefore);

      // Closing a posting or a business takes it out of the live count; reopening brings it back.
      await q(`UPDATE jobs SET active = false WHERE id = $1`, [w.b1]);
      await q(`UPDATE businesses SET active = false WHERE id = $1`, [w.a]);
      expect((await expectKeptAsCounted(db.pool)).live).toEqual([{ business: w.b, live: 1 }]);
      await q(`UPDATE businesses SET active = true WHERE id = $1`, [w.a]);
      await q(`UPDATE jobs SET active = true WHERE id = $1`, [w.b1]);
      await expectKeptAsCounted(db.pool);

      // Deletes that cascade: a referrer (their links and the links' views), a job, a whole business.
      await q(`DELETE FROM users WHERE id = $1`, [w.u1]);
      await expectKeptAsCounted(db.pool);
      await q(`DELETE FROM jobs WHERE id = $1`, [w.a1]);
      await expectKeptAsCounted(db.pool);
      await q(`DELETE FROM businesses WHERE id = $1`, [w.b]);
      const last = await expectKeptAsCounted(db.pool);
      expect(last.activity).toEqual([]);
      expect(last.live).toEqual([]);
      expect(last.weeks).toEqual([]);
      for (const table of ['business_daily_activity', 'business_weekly_activity'])
        expect((await q(`SELECT DISTINCT "businessId" AS business FROM ${table}`)).rows).toEqual([{ business: w.a }]);
    } finally {
      await db.drop();
    }
  });

  it('are filled from the rows already there when the migration runs', async () => {
    const before = await createDatabaseBeforeMigration('admin_dashboard_rollups');
    try {
      const w = await seedWorld(before.client);
      await before.applyMigration();
      const { activity, live } = await expectKeptAsCounted(before.client, { weekly: false, rule: false });
      expect(activity).toHaveLength(5);
      expect(live).toEqual([
        { business: w.a, live: 2 },
        { business: w.b, live: 1 },
      ]);
    } finally {
      await before.drop();
    }
  });

  it("keep their counts when today's owners become their business's owner members", async () => {
    const before = await createDatabaseBeforeMigration('business_members');
    try {
      const w = await seedWorld(before.client);
      await before.client.query(`UPDATE businesses SET "ownerId" = $1 WHERE id = $2`, [w.u1, w.b]);
      const old = await expectKeptAsCounted(before.client);
      await before.applyMigration();
      expect((await expectKeptAsCounted(before.client)).weeks).toEqual(old.weeks);
      const { rows } = await before.client.query(
        `SELECT "businessId" AS business, "userId" AS user, role, status FROM business_members ORDER BY 1`,
      );
      expect(rows).toEqual([{ business: w.b, user: w.u1, role: 'owner', status: 'active' }]);
      // The owner column now follows the members: a second owner leaves it, the first one leaving moves it.
      await before.client.query(
        `INSERT INTO business_members ("businessId", "userId", role, status, "joinedAt", "updatedAt")
         VALUES ($1, $2, 'owner', 'active', now(), now())`,
        [w.b, w.u2],
      );
      await before.client.query(`DELETE FROM business_members WHERE "userId" = $1`, [w.u1]);
      const owner = await before.client.query(`SELECT "ownerId" AS owner FROM businesses WHERE id = $1`, [w.b]);
      expect(owner.rows).toEqual([{ owner: w.u2 }]);
    } finally {
      await before.drop();
    }
  });

  it('are counted again by the one referral rule when its migration runs: own links are no referrals', async () => {
    const before = await createDatabaseBeforeMigration('one_referral_rule');
    try {
      const w = await seedWorld(before.client);
      // Through the candidate's own link (u3 shares a1 and applies to it through that link) and through the
      // owner's link: counted as referred before, not after.
      const [ownLink] = (
        await before.client.query<{ id: number }>(
          `INSERT INTO share_links (key, "userId", "jobId") VALUES ('rollup-own', $1, $2) RETURNING id`,
          [w.u3, w.a2],
        )
      ).rows;
      await before.client.query(
        `INSERT INTO applications ("jobId", "userId", "shareLinkId", "createdAt", "updatedAt")
         VALUES ($1, $2, $3, '2026-03-04 09:00', now())`,
        [w.a2, w.u3, ownLink!.id],
      );
      await before.client.query(`UPDATE businesses SET "ownerId" = $1 WHERE id = $2`, [w.u1, w.b]);
      const old = await expectKeptAsCounted(before.client, { rule: false });
      await before.applyMigration();
      const { weeks } = await expectKeptAsCounted(before.client);
      expect(old.weeks).toEqual([
        { week: '2026-03-02', business: w.a, applications: 5, referred: 3, views: 3 },
        { week: '2026-03-02', business: w.b, applications: 1, referred: 1, views: 1 },
      ]);
      expect(weeks).toEqual([
        { week: '2026-03-02', business: w.a, applications: 5, referred: 2, views: 3 },
        { week: '2026-03-02', business: w.b, applications: 1, referred: 0, views: 1 },
      ]);
      const { rows } = await before.client.query<{ job: number; kept: number; counted: number }>(`
        SELECT c."jobId" AS job, c."referredApplicationsCount" AS kept,
               (SELECT count(*)::int FROM referrals r JOIN applications a ON a.id = r."applicationId"
                 WHERE a."jobId" = c."jobId") AS counted
          FROM job_counters c ORDER BY 1`);
      expect(rows.map((row) => row.kept)).toEqual(rows.map((row) => row.counted));
      expect(rows.find((row) => row.job === w.b1)?.kept).toBe(0);
    } finally {
      await before.drop();
    }
  });

  it('fill the weekly counts from the daily ones already there when its migration runs', async () => {
    const before = await createDatabaseBeforeMigration('admin_dashboard_weekly_rollup');
    try {
      const w = await seedWorld(before.client);
      await before.applyMigration();
      const { weeks } = await expectKeptAsCounted(before.client, { rule: false });
      expect(weeks).toEqual([
        { week: '2026-03-02', business: w.a, applications: 4, referred: 2, views: 3 },
        { week: '2026-03-02', business: w.b, applications: 1, referred: 1, views: 1 },
      ]);
    } finally {
      await before.drop();
    }
  });

  it('keep sign-ups by day and role and the affiliate funnel by day, equal to a recount, through every write', async () => {
    const db = await createTestDatabase();
    const q = (text: string, values: unknown[] = []) => db.pool.query(text, values);
    const rows = async (text: string) => (await q(text)).rows;
    const expectSignUpsKeptAsCounted = async () => {
      const [signUps, countedSignUps, affiliate, countedAffiliate] = await Promise.all([
        rows(KEPT_SIGN_UPS),
        rows(COUNTED_SIGN_UPS),
        rows(KEPT_AFFILIATE),
        rows(COUNTED_AFFILIATE),
      ]);
      expect(signUps).toEqual(countedSignUps);
      expect(affiliate).toEqual(countedAffiliate);
      return { signUps, affiliate };
    };
    try {
      const users = (
        await q(
          `INSERT INTO users (email, "passwordHash", role, "createdAt", "updatedAt") VALUES
             ('su-1@example.com', 'x', 'Hunter', '2026-03-02 10:00', now()),
             ('su-2@example.com', 'x', 'Hunter', '2026-03-02 23:59:59.999', now()),
             ('su-3@example.com', 'x', 'Employer', '2026-03-03 00:00', now())
           RETURNING id`,
        )
      ).rows.map((row: { id: number }) => row.id);
      const link = (
        await q(`INSERT INTO affiliate_links (name, key, "updatedAt") VALUES ('Fair', 'su-fair', now()) RETURNING id`)
      ).rows[0]!.id as number;
      await q(
        `INSERT INTO affiliate_link_events ("affiliateLinkId", type, signature, "userId", attributed, "createdAt") VALUES
           ($1, 'View', 'a', NULL, NULL, '2026-03-02 09:00'), ($1, 'View', 'b', NULL, NULL, '2026-03-02 09:30'),
           ($1, 'SignUp', 'a', $2, true, '2026-03-02 10:00'), ($1, 'SignUp', 'c', $3, false, '2026-03-03 00:00')`,
        [link, users[0], users[2]],
      );
      const first = await expectSignUpsKeptAsCounted();
      expect(first.signUps.filter((row) => row.day.startsWith('2026-03'))).toEqual([
        { day: '2026-03-02', role: 'Hunter', users: 2 },
        { day: '2026-03-03', role: 'Employer', users: 1 },
      ]);
      expect(first.affiliate).toEqual([
        { day: '2026-03-02', views: 2, sign_ups: 1, attributed: 1 },
        { day: '2026-03-03', views: 0, sign_ups: 1, attributed: 0 },
      ]);

      // A sign-in or an edit moves nothing; a role or a day changed moves the user.
      await q(`UPDATE users SET "lastSignInAt" = now(), "firstName" = 'Ann' WHERE id = ANY($1)`, [users]);
      await q(`UPDATE users SET role = 'Admin' WHERE id = $1`, [users[1]]);
      await q(`UPDATE users SET "createdAt" = '2026-03-04 08:00' WHERE id = $1`, [users[0]]);
      await expectSignUpsKeptAsCounted();
      await q(`UPDATE affiliate_link_events SET attributed = true WHERE signature = 'c'`);
      await q(`UPDATE affiliate_link_events SET "createdAt" = '2026-03-05 09:00' WHERE signature = 'b'`);
      await expectSignUpsKeptAsCounted();

      // A user deleted leaves their affiliate sign-up (its userId cleared); a link deleted takes its events.
      await q(`DELETE FROM users WHERE id = $1`, [users[2]]);
      await expectSignUpsKeptAsCounted();
      await q(`DELETE FROM affiliate_links WHERE id = $1`, [link]);
      const last = await expectSignUpsKeptAsCounted();
      expect(last.affiliate).toEqual([]);
    } finally {
      await db.drop();
    }
  });

  it('fill sign-ups and the affiliate funnel from the rows already there when their migration runs', async () => {
    const before = await createDatabaseBeforeMigration('admin_dashboard_daily_sign_ups');
    try {
      await before.client.query(
        `INSERT INTO users (email, "passwordHash", role, "createdAt", "updatedAt") VALUES
           ('fill-1@example.com', 'x', 'Hunter', '2026-03-02 10:00', now()),
           ('fill-2@example.com', 'x', 'Employer', '2026-03-02 11:00', now())`,
      );
      await before.client.query(
        `WITH link AS (INSERT INTO affiliate_links (name, key, "updatedAt") VALUES ('Fill', 'fill', now()) RETURNING id)
         INSERT INTO affiliate_link_events ("affiliateLinkId", type, signature, attributed, "createdAt")
         SELECT link.id, 'View', 'v', NULL, '2026-03-02 09:00' FROM link`,
      );
      await before.applyMigration();
      expect((await before.client.query(KEPT_SIGN_UPS)).rows).toEqual(
        (await before.client.query(COUNTED_SIGN_UPS)).rows,
      );
      expect((await before.client.query(KEPT_AFFILIATE)).rows).toEqual([
        { day: '2026-03-02', views: 1, sign_ups: 0, attributed: 0 },
      ]);
    } finally {
      await before.drop();
    }
  });
});
