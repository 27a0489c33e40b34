import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS_PAGE_SIZE, ZJobSearchQuery } from '@mainwork/contracts';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { createBusiness, createJob, PLACES } from '../../testing/jobs.ts';
import { FACET_KIND, idFacet, type FacetShares } from './search-facets.ts';
import { buildSearchSql, NEAREST_WALK_SHARE } from './search-sql.ts';

let db: TestDatabase;
let industries: { common: number; rare: number };

beforeAll(async () => {
  db = await createTestDatabase();
  const [common, rare] = await db.prisma.jobIndustry.findMany({ orderBy: { id: 'asc' }, take: 2 });
  industries = { common: common!.id, rare: rare!.id };
  const business = await createBusiness(db, { name: 'Harbor Works' });
  // Jobs at four places within 50 miles of Boston, posted over the last days: at each, every fifth of the rare
  // industry, and the rest of the common one.
  for (const place of [PLACES.boston, PLACES.cambridge, PLACES.worcester, PLACES.providence]) {
    const anchor = await createJob(db, { businessId: business.id, title: 'Line Cook', place });
    await db.pool.query(
      `INSERT INTO jobs ("businessId", title, description, "jobTypeId", "jobLocationTypeId", "addressId",
                         "jobIndustryId", "postedAt", "updatedAt")
       SELECT j."businessId", 'Line Cook', '<p>Shifts all week.</p>', j."jobTypeId", j."jobLocationTypeId",
              j."addressId", CASE WHEN g % 5 = 0 THEN $2::int ELSE $3::int END,
              now() - make_interval(mins => g * 37), now()
       FROM jobs j, generate_series(1, 60) g WHERE j.id = $1`,
      [anchor.id, industries.rare, industries.common],
    );
  }
}, 120_000);

afterAll(() => db.drop());

/** A page of the industry's jobs within 50 miles of Boston, nearest first, with the facet's share given. */
async function nearestFirst(industry: number, page: number, shares: FacetShares): Promise<number[]> {
  const query = ZJobSearchQuery.parse({
    where_search_text: 'Boston, MA',
    radius: '50',
    page: String(page),
    filters: { job_industry_id_eq: industry },
  });
  const statement = buildSearchSql(query, { facetShares: shares }).page;
  const { rows } = await db.pool.query<{ id: number }>(statement.text, statement.values);
  return rows.map((row) => row.id);
}

/** Every job of the industry in reach, by the order nearest first follows: distance, then newest first. */
async function everyMatch(industry: number): Promise<number[]> {
  const { rows } = await db.pool.query<{ id: number }>(
    `SELECT j.id FROM jobs j JOIN addresses a ON a.id = j."addressId" WHERE j."jobIndustryId" = $1
     ORDER BY (a.latitude - 42.35843) ^ 2 + ((a.longitude + 71.05977) * cos(radians(42.35843))) ^ 2,
              j."postedAt" DESC, j.id DESC`,
    [industry],
  );
  return rows.map((row) => row.id);
}

describe('a place with a filter, nearest first', () => {
  const facet = (industry: number) => idFacet(FACET_KIND.industry, industry)!;

  it('walks the nearest addresses first for a filter many jobs pass, page after page', async () => {
    const shares: FacetShares = new Map([[facet(industries.common), NEAREST_WALK_SHARE * 4]]);
    const statement = buildSearchSql(
      ZJobSearchQuery.parse({ where_search_text: 'Boston, MA', filters: { job_industry_id_eq: industries.common } }),
      { facetShares: shares },
    ).page;
    expect(statement.text).toContain('CROSS JOIN LATERAL');
    const matches = await everyMatch(industries.common);
    expect(matches).toHaveLength(4 * 48);
    for (let page = 1; page <= Math.ceil(matches.length / JOBS_PAGE_SIZE); page++)
      expect(await nearestFirst(industries.common, page, shares)).toEqual(
        matches.slice((page - 1) * JOBS_PAGE_SIZE, page * JOBS_PAGE_SIZE),
      );
  });

  it('reads the matches in reach through the index for a filter few jobs pass, in the same order', async () => {
    const shares: FacetShares = new Map([[facet(industries.rare), NEAREST_WALK_SHARE / 2]]);
    const statement = buildSearchSql(
      ZJobSearchQuery.parse({ where_search_text: 'Boston, MA', filters: { job_industry_id_eq: industries.rare } }),
      { facetShares: shares },
    ).page;
    expect(statement.text).toContain('matches AS MATERIALIZED');
    expect(statement.text).not.toContain('CROSS JOIN LATERAL');
    const matches = await everyMatch(industries.rare);
    expect(matches).toHaveLength(4 * 12);
    for (const page of [1, 2, 3])
      expect(await nearestFirst(industries.rare, page, shares)).toEqual(
        matches.slice((page - 1) * JOBS_PAGE_SIZE, page * JOBS_PAGE_SIZE),
      );
    // Read either way, the pages are the same.
    const walked: FacetShares = new Map([[facet(industries.rare), NEAREST_WALK_SHARE]]);
    for (const page of [1, 2, 3])
      expect(await nearestFirst(industries.rare, page, walked)).toEqual(
        await nearestFirst(industries.rare, page, shares),
      );
  });
});
