import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS_PAGE_SIZE, TOTAL_CAP, ZJobSearchQuery } from '@mainwork/contracts';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { createBusiness, createJob, PLACES } from '../../testing/jobs.ts';
import { buildSearchSql, NEWEST_POSTINGS_LOOKED_THROUGH } from './search-sql.ts';
import { buildTextMatch } from './search-text.ts';

let db: TestDatabase;
let anchorId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  const business = await createBusiness(db, { name: 'Harbor Works' });
  const anchor = await createJob(db, { businessId: business.id, title: 'Line Cook', place: PLACES.boston });
  anchorId = anchor.id;
  // More postings than the first page of a search by date looks through, over the last 40 hours: every third
  // a welder's, the rest cooks'. Five tilers' among them, and more older than all of them.
  await db.pool.query(
    `INSERT INTO jobs ("businessId", title, description, "jobTypeId", "jobLocationTypeId", "addressId",
                       "postedAt", "updatedAt")
     SELECT j."businessId", CASE WHEN g % 3 = 0 THEN 'Welder' ELSE 'Line Cook' END, '<p>Shifts all week.</p>',
            j."jobTypeId", j."jobLocationTypeId", j."addressId", now() - make_interval(mins => g), now()
     FROM jobs j, generate_series(1, $2::int) g WHERE j.id = $1`,
    [anchorId, NEWEST_POSTINGS_LOOKED_THROUGH + 400],
  );
  await db.pool.query(
    `INSERT INTO jobs ("businessId", title, description, "jobTypeId", "jobLocationTypeId", "addressId",
                       "postedAt", "updatedAt")
     SELECT j."businessId", 'Tiler', '<p>Floors and walls.</p>', j."jobTypeId", j."jobLocationTypeId", j."addressId",
            CASE WHEN g <= 5 THEN now() - make_interval(mins => g * 100, secs => 30)
                 ELSE now() - make_interval(days => 3, hours => g) END, now()
     FROM jobs j, generate_series(1, 30) g WHERE j.id = $1`,
    [anchorId],
  );
}, 120_000);

afterAll(() => db.drop());

/** The first page by date of a text whose count is remembered at the cap, as the API would run it. */
async function firstPageByDate(text: string, where?: string): Promise<number[]> {
  const query = ZJobSearchQuery.parse({ what_search_text: text, where_search_text: where, sort: 'date' });
  const textQuery = await buildTextMatch(db.pool, text);
  const { page } = buildSearchSql(query, { textQuery, knownMatches: TOTAL_CAP + 1 });
  expect(page.text).toContain('newest_postings AS MATERIALIZED');
  const { rows } = await db.pool.query<{ id: number }>(page.text, page.values);
  return rows.map((row) => row.id);
}

/** The newest matches of `title`, by the order every page by date follows. */
async function newestTitled(title: string): Promise<number[]> {
  const { rows } = await db.pool.query<{ id: number }>(
    `SELECT id FROM jobs WHERE title = $1 ORDER BY "postedAt" DESC, id DESC LIMIT $2`,
    [title, JOBS_PAGE_SIZE],
  );
  return rows.map((row) => row.id);
}

describe('the first page of a text search by date', () => {
  it('is filled from the newest postings when the text is common among them', async () => {
    expect(await firstPageByDate('welder')).toEqual(await newestTitled('Welder'));
    expect(await firstPageByDate('welder', 'Boston, MA')).toEqual(await newestTitled('Welder'));
  });

  it('goes on to the reads by day when the newest postings hold fewer matches than a page', async () => {
    const tilers = await newestTitled('Tiler');
    expect(tilers).toHaveLength(JOBS_PAGE_SIZE);
    // Five of them are among the newest postings, fewer than a page: each is found once, newest first, by the
    // reads after.
    expect(await firstPageByDate('tiler')).toEqual(tilers);
    expect(await firstPageByDate('tiler', 'Boston, MA')).toEqual(tilers);
  });
});
