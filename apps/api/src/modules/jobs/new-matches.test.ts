import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { ZJobSearchQuery } from '@mainwork/contracts';
import { createBusiness, createJob, lookupId, PLACES } from '../../testing/jobs.ts';
import { PostgresJobSearch } from './search-jobs.ts';

let db: TestDatabase;
let search: PostgresJobSearch;
let businessId: number;
beforeAll(async () => {
  db = await createTestDatabase();
  search = new PostgresJobSearch(db.pool);
  businessId = (await createBusiness(db, { name: 'Harbor Clinic' })).id;
});
afterAll(() => db.drop());

const MINUTE_MS = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE_MS);
const ids = (matches: Array<{ jobId: number }>) => matches.map((match) => match.jobId);

describe("a search's new matches (what a job alert mails)", () => {
  it("are the site's matches posted after the instant, newest first, up to the limit", async () => {
    const fullTime = await lookupId(db, 'jobType', 'Full-time');
    const post = (title: string, minutesAgo: number, place = PLACES.boston, jobTypeId = fullTime) =>
      createJob(db, { businessId, title, place, jobTypeId, postedAt: ago(minutesAgo) });
    await post('Registered Nurse', 120);
    const newer = await post('Night Nurse', 5);
    const newest = await post('Nursing Assistant', 1);
    await post('Nurse Practitioner', 3, PLACES.providence);
    await post('Nurse Educator', 2, PLACES.boston, await lookupId(db, 'jobType', 'Part-time'));
    await post('Barista', 2);

    const query = ZJobSearchQuery.parse({
      what_search_text: 'nurse',
      where_search_text: 'Boston, MA',
      filters: { job_type_id_eq: fullTime },
    });
    const site = await search.search({ ...query, sort: 'date' });
    expect(site.jobs.map((job) => job.title)).toEqual(['Nursing Assistant', 'Night Nurse', 'Registered Nurse']);

    const found = await search.newMatches(query, ago(60), 100);
    expect(ids(found)).toEqual([newest.id, newer.id]);
    expect(found[0]!.postedAt).toEqual(newest.postedAt);
    expect(ids(await search.newMatches(query, ago(60), 1))).toEqual([newest.id]);
    expect(await search.newMatches(query, ago(0), 100)).toEqual([]);
  });

  it('are read in one statement however many are new, up to the limit', async () => {
    for (let n = 0; n < 25; n += 1) await createJob(db, { businessId, title: `Farrier ${n}`, postedAt: ago(30 - n) });
    const query = ZJobSearchQuery.parse({ what_search_text: 'farrier' });
    const found = ids(await search.newMatches(query, ago(60), 100));
    expect(found).toHaveLength(25);
    expect(ids(await search.newMatches(query, ago(60), 22))).toEqual(found.slice(0, 22));
  });
});
