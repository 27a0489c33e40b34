import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sql from 'sql-template-tag';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { createBusiness, createJob, PLACES } from '../../testing/jobs.ts';
import { statementsSentBy } from '../../testing/sent-statements.ts';
import { ZJobSearchQuery } from '@mainwork/contracts';
import { PostgresJobSearch } from './search-jobs.ts';
import { countCarriedOver, countOf, SearchAnswers, searchChanges } from './search-state.ts';

let db: TestDatabase;
let businessId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  businessId = (await createBusiness(db, { name: 'Harbor Works' })).id;
  await createJob(db, { businessId, title: 'Line Cook', place: PLACES.boston });
}, 120_000);

afterAll(() => db.drop());

const cooks = sql`SELECT count(*)::int AS count FROM search.job_search s JOIN jobs j ON j.id = s."jobId"
                  WHERE j.title = 'Line Cook'`;

describe('SearchAnswers', () => {
  it('counts once for the searches asking at once, and remembers the count while the search rows stand still', async () => {
    const counts = new SearchAnswers(db.pool, countOf);
    const query = vi.spyOn(db.pool, 'query');
    try {
      const changes = await searchChanges(db.pool);
      query.mockClear();
      expect(await Promise.all([1, 2, 3].map(() => counts.read(cooks, changes)))).toEqual([1, 1, 1]);
      expect(await counts.read(cooks, changes)).toBe(1);
      expect(query).toHaveBeenCalledTimes(1);
      expect(counts.remembered(cooks, changes)).toBe(1);
    } finally {
      query.mockRestore();
    }
  });

  it('counts again once a job is written, in this process or any other', async () => {
    const counts = new SearchAnswers(db.pool, countOf);
    const before = await searchChanges(db.pool);
    expect(await counts.read(cooks)).toBe(1);
    await createJob(db, { businessId, title: 'Line Cook', place: PLACES.boston });
    const after = await searchChanges(db.pool);
    expect(after).not.toBe(before);
    expect(counts.remembered(cooks, after)).toBeUndefined();
    expect(await counts.read(cooks)).toBe(2);
    expect(counts.remembered(cooks, after)).toBe(2);
  });
});

const movedBy = (from: string, to: string) => Number(/^\d+/.exec(to)![0]) - Number(/^\d+/.exec(from)![0]);

describe('a count past the cap', () => {
  it('stays past it while fewer search rows changed than it counted past the cap, as the fewest matches there can be', () => {
    expect(countCarriedOver(10_501, 0)).toBe(10_501);
    expect(countCarriedOver(10_501, 400)).toBe(10_101);
    expect(countCarriedOver(10_501, 500)).toBe(10_001);
    expect(countCarriedOver(10_501, 501)).toBeUndefined();
    expect(countCarriedOver(9_000, 0)).toBeUndefined();
  });

  it('is carried over a write without counting again, and counted again once more rows changed than its margin', async () => {
    const countRead = vi.fn(async () => 10_400);
    const counts = new SearchAnswers(db.pool, countRead, countCarriedOver);
    const before = await searchChanges(db.pool);
    expect(await counts.read(cooks, before)).toBe(10_400);

    await createJob(db, { businessId, title: 'Line Cook', place: PLACES.boston });
    const after = await searchChanges(db.pool);
    expect(movedBy(before, after)).toBeGreaterThanOrEqual(1);
    expect(await counts.read(cooks, after)).toBe(10_400 - movedBy(before, after));
    expect(counts.remembered(cooks, after)).toBe(10_400 - movedBy(before, after));
    expect(countRead).toHaveBeenCalledTimes(1);

    await db.pool.query(`SELECT nextval('search.changes') FROM generate_series(1, 400)`);
    expect(await counts.read(cooks)).toBe(10_400);
    expect(countRead).toHaveBeenCalledTimes(2);
  });

  it('is told how many search rows changed: the state moves on once for each row written', async () => {
    const rows = Number((await db.pool.query('SELECT count(*) FROM search.job_search')).rows[0].count);
    expect(rows).toBeGreaterThan(1);
    const before = await searchChanges(db.pool);
    await db.pool.query('UPDATE search.job_search SET "expiresAt" = "expiresAt"');
    expect(movedBy(before, await searchChanges(db.pool))).toBeGreaterThanOrEqual(rows);
  });
});

describe("a text search's page", () => {
  const lineCooks = ZJobSearchQuery.parse({ what_search_text: 'line cook' });
  const statementsOf = (run: () => Promise<unknown>) => statementsSentBy(db.pool, run);

  it('is read once while the search rows stand still, its jobs read anew at each search', async () => {
    const search = new PostgresJobSearch(db.pool);
    const first = await search.search(lineCooks);
    expect(first.jobs.length).toBeGreaterThan(0);
    // The second search knows the count, so it reads the page's window another way: the same page, not read again.
    let second: Awaited<ReturnType<PostgresJobSearch['search']>> | undefined;
    const secondStatements = await statementsOf(async () => (second = await search.search(lineCooks)));
    expect(second!.jobs.map((job) => job.id)).toEqual(first.jobs.map((job) => job.id));
    expect(secondStatements.filter((text) => text.includes('search.job_search'))).toEqual([]);

    const [listed] = first.jobs;
    const standing = await searchChanges(db.pool);
    await db.pool.query(`UPDATE jobs SET "applicationsPaused" = NOT "applicationsPaused" WHERE id = $1`, [listed!.id]);
    let third: Awaited<ReturnType<PostgresJobSearch['search']>> | undefined;
    const statements = await statementsOf(async () => (third = await search.search(lineCooks)));
    expect(third!.jobs.map((job) => job.id)).toEqual(first.jobs.map((job) => job.id));
    expect(third!.jobs[0]!.applications_paused).toBe(!listed!.applications_paused);
    // Pausing applications leaves the search rows as they stood: the page is the one remembered.
    expect(await searchChanges(db.pool)).toBe(standing);
    expect(statements.filter((text) => text.includes('search.job_search'))).toEqual([]);
  });

  it('is read again once a job is written, which the next search finds', async () => {
    const search = new PostgresJobSearch(db.pool);
    const before = await search.search(lineCooks);
    await search.search(lineCooks);
    const { id } = await createJob(db, { businessId, title: 'Line Cook', place: PLACES.boston });
    const after = await search.search(lineCooks);
    expect(after.total).toBe(before.total + 1);
    expect(after.jobs.map((job) => job.id)).toContain(id);
  });
});
