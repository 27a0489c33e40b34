import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sql from 'sql-template-tag';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { createBusiness, createJob, PLACES } from '../../testing/jobs.ts';
import { SearchCounts, searchChanges } from './search-counts.ts';

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

describe('SearchCounts', () => {
  it('counts once for the searches asking at once, and remembers the count while the search rows stand still', async () => {
    const counts = new SearchCounts(db.pool);
    const query = vi.spyOn(db.pool, 'query');
    try {
      const changes = await searchChanges(db.pool);
      query.mockClear();
      expect(await Promise.all([1, 2, 3].map(() => counts.count(cooks, changes)))).toEqual([1, 1, 1]);
      expect(await counts.count(cooks, changes)).toBe(1);
      expect(query).toHaveBeenCalledTimes(1);
      expect(counts.remembered(cooks, changes)).toBe(1);
    } finally {
      query.mockRestore();
    }
  });

  it('counts again once a job is written, in this process or any other', async () => {
    const counts = new SearchCounts(db.pool);
    const before = await searchChanges(db.pool);
    expect(await counts.count(cooks)).toBe(1);
    await createJob(db, { businessId, title: 'Line Cook', place: PLACES.boston });
    const after = await searchChanges(db.pool);
    expect(after).not.toBe(before);
    expect(counts.remembered(cooks, after)).toBeUndefined();
    expect(await counts.count(cooks)).toBe(2);
    expect(counts.remembered(cooks, after)).toBe(2);
  });
});
