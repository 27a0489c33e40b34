import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createDatabaseBeforeMigration, createTestDatabase } from './testing/index.ts';

type Queryable = Pick<pg.Client | pg.Pool, 'query'>;

/** Each job's kept share-link view count beside the same counted from the views. */
async function shareViews(db: Queryable) {
  const { rows } = await db.query<{ job: number; kept: number; counted: number }>(`
    SELECT c."jobId" AS job, c."shareViewsCount" AS kept,
           (SELECT count(*)::int FROM share_link_views v JOIN share_links s ON s.id = v."shareLinkId"
             WHERE s."jobId" = c."jobId") AS counted
    FROM job_counters c ORDER BY 1`);
  return rows;
}

/** Jobs one and two of one business; referrers A (two views on one) and B (one view on one, one on two). */
async function seedWorld(db: Queryable) {
  const ids = async (text: string, values: unknown[] = []) =>
    (await db.query<{ id: number }>(text, values)).rows.map((row) => row.id);
  const [business] = await ids(`INSERT INTO businesses (name, "updatedAt") VALUES ('Counters', now()) RETURNING id`);
  const [one, two] = await ids(
    `INSERT INTO jobs ("businessId", title, description, "updatedAt")
     VALUES ($1, 'One', '<p>1</p>', now()), ($1, 'Two', '<p>2</p>', now()) RETURNING id`,
    [business],
  );
  const [a, b] = await ids(
    `INSERT INTO users (email, "passwordHash", "updatedAt")
     VALUES ('counters-a@example.com', 'x', now()), ('counters-b@example.com', 'x', now()) RETURNING id`,
  );
  const [linkA, linkB1, linkB2] = await ids(
    `INSERT INTO share_links (key, "userId", "jobId")
     VALUES ('counters-a', $1, $3), ('counters-b1', $2, $3), ('counters-b2', $2, $4) RETURNING id`,
    [a, b, one, two],
  );
  await db.query(
    `INSERT INTO share_link_views ("shareLinkId", signature)
     VALUES ($1, 'a1'), ($1, 'a2'), ($2, 'b1'), ($3, 'b2')`,
    [linkA, linkB1, linkB2],
  );
  return { one: one!, two: two!, a: a!, b: b!, linkA: linkA!, linkB1: linkB1! };
}

describe("a job's share-link view count", () => {
  it('loses the views of a share link deleted with its referrer, and follows a link moved to another job', async () => {
    const db = await createTestDatabase();
    try {
      const w = await seedWorld(db.pool);
      expect(await shareViews(db.pool)).toEqual([
        { job: w.one, kept: 3, counted: 3 },
        { job: w.two, kept: 1, counted: 1 },
      ]);
      // Referrer A's link moved to job two, with its two views.
      await db.pool.query(`UPDATE share_links SET "jobId" = $1 WHERE id = $2`, [w.two, w.linkA]);
      expect(await shareViews(db.pool)).toEqual([
        { job: w.one, kept: 1, counted: 1 },
        { job: w.two, kept: 3, counted: 3 },
      ]);
      // Referrer A's account goes, its share link and that link's views with it.
      await db.pool.query(`DELETE FROM users WHERE id = $1`, [w.a]);
      expect(await shareViews(db.pool)).toEqual([
        { job: w.one, kept: 1, counted: 1 },
        { job: w.two, kept: 1, counted: 1 },
      ]);
      // A view deleted alone is taken away once.
      await db.pool.query(`DELETE FROM share_link_views WHERE signature = 'b1'`);
      expect(await shareViews(db.pool)).toEqual([
        { job: w.one, kept: 0, counted: 0 },
        { job: w.two, kept: 1, counted: 1 },
      ]);
    } finally {
      await db.drop();
    }
  });

  it('is counted again by the migration where links deleted earlier left their views in it', async () => {
    const before = await createDatabaseBeforeMigration('job_counters_share_links');
    try {
      const w = await seedWorld(before.client);
      await before.client.query(`DELETE FROM share_links WHERE id = $1`, [w.linkA]);
      expect((await shareViews(before.client)).find((row) => row.job === w.one)).toEqual({
        job: w.one,
        kept: 3,
        counted: 1,
      });
      await before.applyMigration();
      expect(await shareViews(before.client)).toEqual([
        { job: w.one, kept: 1, counted: 1 },
        { job: w.two, kept: 1, counted: 1 },
      ]);
    } finally {
      await before.drop();
    }
  });
});
