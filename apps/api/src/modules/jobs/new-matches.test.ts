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

    expect(await search.newMatchIds(query, ago(60), 100)).toEqual([newest.id, newer.id]);
    expect(await search.newMatchIds(query, ago(60), 1)).toEqual([newest.id]);
    expect(await search.newMatchIds(query, ago(0), 100)).toEqual([]);
  });

  it('read past one page when more than a page of jobs is new', async () => {
    for (let n = 0; n < 25; n += 1) await createJob(db, { businessId, title: `Farrier ${n}`, postedAt: ago(30 - n) });
    const query = ZJobSearchQuery.parse({ what_search_text: 'farrier' });
    const found = await search.newMatchIds(query, ago(60), 100);
    expect(found).toHaveLength(25);
    expect(await search.newMatchIds(query, ago(60), 22)).toEqual(found.slice(0, 22));
  });
});
