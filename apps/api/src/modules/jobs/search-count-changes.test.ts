import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sql from 'sql-template-tag';
import { ZJobSearchQuery, type TJobSearchQuery } from '@mainwork/contracts';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { createBusiness, createJob, lookupId, PLACES } from '../../testing/jobs.ts';
import { statementsSentBy } from '../../testing/sent-statements.ts';
import { PostgresJobSearch } from './search-jobs.ts';
import { MOST_ROWS_CAUGHT_UP, pruneSearchRowChanges, SearchAnswers, searchChanges } from './search-state.ts';

let db: TestDatabase;
let businessId: number;
let fullTime: number;
let partTime: number;

beforeAll(async () => {
  db = await createTestDatabase();
  businessId = (await createBusiness(db, { name: 'Harbor Works' })).id;
  fullTime = await lookupId(db, 'jobType', 'Full-time');
  partTime = await lookupId(db, 'jobType', 'Part-time');
  for (const place of [PLACES.boston, PLACES.cambridge, PLACES.providence])
    for (const jobTypeId of [fullTime, partTime])
      await createJob(db, { businessId, title: 'Line Cook', place, jobTypeId });
  await createJob(db, { businessId, title: 'Dishwasher', place: PLACES.boston, jobTypeId: fullTime });
}, 120_000);

afterAll(() => db.drop());

const searches: Record<string, () => TJobSearchQuery> = {
  'every job': () => ZJobSearchQuery.parse({}),
  'a text': () => ZJobSearchQuery.parse({ what_search_text: 'line cook' }),
  'a place': () => ZJobSearchQuery.parse({ where_search_text: 'Boston, MA', radius: '25' }),
  'a text near a place, with a filter': () =>
    ZJobSearchQuery.parse({
      what_search_text: 'cook',
      where_search_text: 'Boston, MA',
      radius: '25',
      filters: { job_type_id_eq: fullTime },
    }),
};

/** The statements `run` sends, by what they read: the count (up to the cap), a page or the rows changed. */
async function statementsOf(run: () => Promise<unknown>) {
  const texts = await statementsSentBy(db.pool, run);
  return {
    counts: texts.filter((text) => /count\(\*\)::int AS count FROM/.test(text)).length,
    pages: texts.filter((text) => text.includes('"jobId" AS id')).length,
    changesRead: texts.filter((text) => text.includes('search.row_changes c')).length,
  };
}

/** Writes that add, change and remove matches of every search above, and rows that match none. */
async function writeSomeJobs(): Promise<void> {
  for (let added = 0; added < 3; added += 1)
    await createJob(db, { businessId, title: 'Line Cook', place: PLACES.boston, jobTypeId: fullTime });
  await createJob(db, { businessId, title: 'Prep Cook', place: PLACES.cambridge, jobTypeId: fullTime });
  await createJob(db, { businessId, title: 'Gardener', place: PLACES.worcester });
  const { rows } = await db.pool.query<{ id: number }>(
    `SELECT j.id FROM jobs j JOIN addresses a ON a.id = j."addressId"
      WHERE j.title = 'Line Cook' AND a.city = 'Boston' AND j.active ORDER BY j.id`,
  );
  // One leaves the list, one changes its title (a match no more for text), one moves away (no more near Boston).
  await db.pool.query(`UPDATE jobs SET active = false WHERE id = $1`, [rows[0]!.id]);
  await db.pool.query(`UPDATE jobs SET title = 'Host', description = '<p>Host wanted.</p>' WHERE id = $1`, [
    rows[1]!.id,
  ]);
  await db.pool.query(
    `UPDATE jobs SET "addressId" = (SELECT "addressId" FROM jobs j JOIN addresses a ON a.id = j."addressId"
                                     WHERE a.city = 'Providence' LIMIT 1) WHERE id = $1`,
    [rows[2]!.id],
  );
}

describe("a search's count after the search rows change", () => {
  it('is brought from the count last read by the rows changed since, the same as counting again', async () => {
    const search = new PostgresJobSearch(db.pool);
    const before: Record<string, number> = {};
    for (const [name, query] of Object.entries(searches)) before[name] = (await search.search(query())).total;

    const from = await searchChanges(db.pool);
    await writeSomeJobs();
    expect(await searchChanges(db.pool)).not.toBe(from);

    for (const [name, query] of Object.entries(searches)) {
      let total = -1;
      const read = await statementsOf(async () => (total = (await search.search(query())).total));
      const counted = (await new PostgresJobSearch(db.pool).search(query())).total;
      expect({ name, total }).toEqual({ name, total: counted });
      expect({ name, counts: read.counts }).toEqual({ name, counts: 0 });
      expect(read.changesRead).toBeGreaterThanOrEqual(1);
    }
    // Each search's count moved: the writes reached every one of them.
    for (const [name, query] of Object.entries(searches))
      expect({ name, moved: (await search.search(query())).total !== before[name] }).toEqual({ name, moved: true });
  });

  it('is counted again when the changes since the last count are no longer all logged', async () => {
    const search = new PostgresJobSearch(db.pool);
    const query = searches['a text near a place, with a filter']!;
    await search.search(query());
    await createJob(db, { businessId, title: 'Line Cook', place: PLACES.cambridge, jobTypeId: fullTime });
    // As housekeeping leaves it once the first of those changes was pruned.
    await db.pool.query(`UPDATE search.row_changes_kept SET after = (SELECT last_value FROM search.changes)`);
    let total = -1;
    const read = await statementsOf(async () => (total = (await search.search(query())).total));
    expect(read.counts).toBe(1);
    expect(total).toBe((await new PostgresJobSearch(db.pool).search(query())).total);
  });
});

describe('a count brought over a write, in the cases that could count a row twice or miss it', () => {
  const fresh = async (query: TJobSearchQuery) => (await new PostgresJobSearch(db.pool).search(query)).total;

  it('is right for a search first counted after its text was matched at an earlier state', async () => {
    const search = new PostgresJobSearch(db.pool);
    await search.search(ZJobSearchQuery.parse({ what_search_text: 'cook' }));
    await createJob(db, { businessId, title: 'Line Cook', place: PLACES.cambridge, jobTypeId: fullTime });
    // Counted at once as the text's match stood before the write, then brought to the state after it.
    const withFilter = ZJobSearchQuery.parse({ what_search_text: 'cook', filters: { job_type_id_eq: fullTime } });
    expect((await search.search(withFilter)).total).toBe(await fresh(withFilter));
    await createJob(db, { businessId, title: 'Line Cook', place: PLACES.cambridge, jobTypeId: fullTime });
    expect((await search.search(withFilter)).total).toBe(await fresh(withFilter));
  });

  it('is right once an address moved out of reach, its jobs checked against where it went', async () => {
    const search = new PostgresJobSearch(db.pool);
    const nearBoston = ZJobSearchQuery.parse({ where_search_text: 'Boston, MA', radius: '25' });
    const { id } = await createJob(db, { businessId, title: 'Courier', place: PLACES.cambridge });
    const before = (await search.search(nearBoston)).total;
    await db.pool.query(
      `UPDATE addresses SET latitude = $2, longitude = $3 WHERE id = (SELECT "addressId" FROM jobs WHERE id = $1)`,
      [id, PLACES.providence.latitude, PLACES.providence.longitude],
    );
    const after = (await search.search(nearBoston)).total;
    expect(after).toBe(await fresh(nearBoston));
    expect(after).toBeLessThan(before);
  });

  it('is right for a job that expired after the count and was then renewed: it was counted, and is once', async () => {
    const search = new PostgresJobSearch(db.pool);
    const couriers = ZJobSearchQuery.parse({ what_search_text: 'lighthouse keeper' });
    const { id } = await createJob(db, { businessId, title: 'Lighthouse Keeper', place: PLACES.boston });
    await db.pool.query(`UPDATE jobs SET "expiresAt" = now() + interval '1 second' WHERE id = $1`, [id]);
    expect((await search.search(couriers)).total).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await db.pool.query(`UPDATE jobs SET "expiresAt" = now() + interval '30 days' WHERE id = $1`, [id]);
    expect((await search.search(couriers)).total).toBe(1);
  });
});

describe('an answer read while a write committed', () => {
  it('is the answer at the state the write left: read through it, nothing to bring', async () => {
    let reads = 0;
    const caughtUp = vi.fn(async () => undefined);
    const answers = new SearchAnswers<number>(
      db.pool,
      async () => {
        reads += 1;
        await createJob(db, { businessId, title: 'Porter', place: PLACES.boston });
        return 7;
      },
      undefined,
      caughtUp,
    );
    const statement = sql`SELECT 7 AS count`;
    const changedMatches = () => sql`SELECT true AS covered, '[]'::jsonb AS matched_now, '[]'::jsonb AS matched_before`;
    const before = await searchChanges(db.pool);
    expect(await answers.read(statement, before, statement, changedMatches)).toBe(7);
    const after = await searchChanges(db.pool);
    expect(after).not.toBe(before);
    expect(await answers.read(statement, after, statement, changedMatches)).toBe(7);
    expect(reads).toBe(1);
    expect(caughtUp).not.toHaveBeenCalled();
  });
});

describe("a search's count after many search rows changed", () => {
  it('is counted again: checking each row changed would cost more', async () => {
    const search = new PostgresJobSearch(db.pool);
    const query = searches['a text']!;
    await search.search(query());
    await createJob(db, { businessId, title: 'Line Cook', place: PLACES.boston });
    await db.pool.query(`SELECT nextval('search.changes') FROM generate_series(1, $1::int)`, [MOST_ROWS_CAUGHT_UP]);
    let total = -1;
    const read = await statementsOf(async () => (total = (await search.search(query())).total));
    expect(read).toMatchObject({ counts: 1, pages: 1, changesRead: 0 });
    expect(total).toBe((await new PostgresJobSearch(db.pool).search(query())).total);
  });
});

describe("a text search's page after the search rows change", () => {
  it('is the one read before when no row changed matches the search, before or now; brought over one that does', async () => {
    const search = new PostgresJobSearch(db.pool);
    const query = searches['a text']!;
    const first = await search.search(query());
    const idsOf = (result: typeof first) => result.jobs.map((job) => job.id);

    await createJob(db, { businessId, title: 'Gardener', place: PLACES.worcester });
    let second = first;
    const untouched = await statementsOf(async () => (second = await search.search(query())));
    expect(untouched.pages).toBe(0);
    expect(idsOf(second)).toEqual(idsOf(first));
    expect(second.total).toBe(first.total);

    const { id } = await createJob(db, { businessId, title: 'Line Cook', place: PLACES.boston });
    let third = first;
    const touched = await statementsOf(async () => (third = await search.search(query())));
    // Placed in the page's window (search-page-window.test.ts tells when it cannot be, and the page is read again).
    expect(touched.pages).toBe(0);
    expect(idsOf(third)).toContain(id);
    expect(third.total).toBe(first.total + 1);
    expect(idsOf(await new PostgresJobSearch(db.pool).search(query()))).toEqual(idsOf(third));
  });
});

describe('the log of changed search rows', () => {
  it('holds each row written or removed under the number the state moved to, with the row as it was', async () => {
    const from = Number(/^\d+/.exec(await searchChanges(db.pool))![0]);
    const { id } = await createJob(db, { businessId, title: 'Baker', place: PLACES.boston });
    await db.pool.query(`UPDATE jobs SET title = 'Head Baker' WHERE id = $1`, [id]);
    await db.pool.query(`UPDATE jobs SET active = false WHERE id = $1`, [id]);
    const to = Number(/^\d+/.exec(await searchChanges(db.pool))![0]);
    const { rows } = await db.pool.query<{ change: string; before: { searchVector: string } | null }>(
      `SELECT change, before FROM search.row_changes WHERE "jobId" = $1 ORDER BY change`,
      [id],
    );
    expect(rows.map((row) => row.before?.searchVector.includes("'head'") ?? null)).toEqual([null, false, true]);
    for (const row of rows) expect(Number(row.change)).toBeGreaterThan(from);
    expect(Number(rows.at(-1)!.change)).toBeLessThanOrEqual(to);
  });

  it('is pruned of changes older than a few minutes, and says from where it holds every change', async () => {
    await createJob(db, { businessId, title: 'Porter', place: PLACES.boston });
    await db.pool.query(`UPDATE search.row_changes_kept SET after = 0`);
    const newest = await db.pool.query<{ change: string; before_it: string }>(
      `SELECT max(change) AS change, (SELECT max(change) FROM search.row_changes WHERE change < m.max) AS before_it
         FROM search.row_changes, LATERAL (SELECT max(change) FROM search.row_changes) m GROUP BY m.max`,
    );
    await db.pool.query(`UPDATE search.row_changes SET "changedAt" = now() - interval '6 minutes' WHERE change < $1`, [
      newest.rows[0]!.change,
    ]);
    await pruneSearchRowChanges(db.prisma);
    const left = await db.pool.query<{ change: string }>(`SELECT change FROM search.row_changes`);
    expect(left.rows.map((row) => row.change)).toEqual([newest.rows[0]!.change]);
    const kept = await db.pool.query<{ after: string }>(`SELECT after FROM search.row_changes_kept`);
    expect(kept.rows[0]!.after).toBe(newest.rows[0]!.before_it);
  });
});
