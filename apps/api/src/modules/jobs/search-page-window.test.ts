import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS_PAGE_SIZE, ZJobSearchQuery, type TJobSearchQuery } from '@mainwork/contracts';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { createBusiness, createJob, PLACES } from '../../testing/jobs.ts';
import { statementsSentBy } from '../../testing/sent-statements.ts';
import { PostgresJobSearch } from './search-jobs.ts';
import { pageOverChanges, type PageAnswer, type RankedRow } from './search-page-window.ts';

/** Row `id` posted `id` µs after the epoch: a higher id is newer. */
const row = (id: number, rank = 0): RankedRow => ({ id, rank, postedMicros: BigInt(id) });
const posting = (id: number) => ({ id, postedMicros: BigInt(id) });

/** A first page of a window of `held` rows ids 1..held (of at most `size`), ranked by `rankOf` (none: by date). */
function windowPage(held: number, size: number, rankOf?: (id: number) => number): PageAnswer {
  const rows = Array.from({ length: held }, (_, at) => row(held - at, rankOf?.(held - at) ?? 0))
    .sort((a, b) => b.rank - a.rank || Number(b.postedMicros - a.postedMicros))
    .slice(0, JOBS_PAGE_SIZE);
  return {
    ids: rows.map((r) => r.id),
    window: { rows, ranked: rankOf !== undefined, size, held, oldest: held > 0 ? posting(1) : null },
  };
}

describe('a window page over the rows changed since it was read', () => {
  // Ranks 1..40 for ids 1..40: the page is ids 40 to 21.
  const ranked = windowPage(40, 1000, (id) => id);

  it('is the same page when no changed row matches, before or now, whether read from a window or not', () => {
    expect(pageOverChanges(ranked, { now: [], before: [] })).toBe(ranked);
    expect(pageOverChanges({ ids: [3, 2, 1] }, { now: [], before: [] })).toEqual({ ids: [3, 2, 1] });
    expect(pageOverChanges({ ids: [3, 2, 1] }, { now: [row(9, 5)], before: [] })).toBeUndefined();
  });

  it('places a listed job edited to rank higher, and a new match that ranks on the page', () => {
    const moved = pageOverChanges(ranked, { now: [row(25, 99)], before: [posting(25)] });
    expect(moved?.ids).toEqual([25, 40, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 29, 28, 27, 26, 24, 23, 22, 21]);
    const added = pageOverChanges(ranked, { now: [row(41, 30.5)], before: [] });
    expect(added?.ids.slice(8, 12)).toEqual([32, 31, 41, 30]);
    expect(added?.ids).toHaveLength(JOBS_PAGE_SIZE);
  });

  it('leaves a new match that ranks below the page off it, and a match below the page that left', () => {
    expect(pageOverChanges(ranked, { now: [row(41, 0.5)], before: [] })?.ids).toEqual(ranked.ids);
    expect(pageOverChanges(ranked, { now: [], before: [posting(5)] })?.ids).toEqual(ranked.ids);
  });

  it('cannot tell the page once a listed job leaves it, or drops below it: the next row is not known', () => {
    expect(pageOverChanges(ranked, { now: [], before: [posting(30)] })).toBeUndefined();
    expect(pageOverChanges(ranked, { now: [row(30, 0.5)], before: [posting(30)] })).toBeUndefined();
  });

  it('knows every row of a window shorter than a page', () => {
    const short = windowPage(5, 1000, (id) => id);
    expect(pageOverChanges(short, { now: [row(9, 0.5)], before: [posting(5)] })?.ids).toEqual([4, 3, 2, 1, 9]);
  });

  it("by date, lets a new posting push the window's oldest out, unless the oldest changed too", () => {
    // A full window of 20 (a first page by date) of 30 matches: ids 11..30 are the newest; 11 the oldest held.
    const byDate: PageAnswer = {
      ids: Array.from({ length: 20 }, (_, at) => 30 - at),
      window: {
        rows: Array.from({ length: 20 }, (_, at) => row(30 - at)),
        ranked: false,
        size: 20,
        held: 20,
        oldest: posting(11),
      },
    };
    // Ranks of the changed rows mean nothing by date.
    expect(pageOverChanges(byDate, { now: [row(31, 99)], before: [] })?.ids).toEqual([31, ...byDate.ids.slice(0, 19)]);
    expect(pageOverChanges(byDate, { now: [row(31), row(11)], before: [posting(11)] })).toBeUndefined();
    // An edit that keeps its posting keeps the window.
    expect(pageOverChanges(byDate, { now: [row(20, 3)], before: [posting(20)] })?.ids).toEqual(byDate.ids);
    // A match older than the window changing, or a new posting older than it, leaves it as it is.
    expect(pageOverChanges(byDate, { now: [row(5)], before: [posting(5)] })?.ids).toEqual(byDate.ids);
    // The oldest dated earlier still: the next older posting, not known here, comes in ahead of it.
    expect(
      pageOverChanges(byDate, { now: [{ id: 11, rank: 0, postedMicros: 5n }], before: [posting(11)] }),
    ).toBeUndefined();
    // One held leaving lets an older one in, not known here; two new postings push out two.
    expect(pageOverChanges(byDate, { now: [], before: [posting(15)] })).toBeUndefined();
    expect(pageOverChanges(byDate, { now: [row(31), row(32)], before: [] })).toBeUndefined();
  });

  it("by relevance, drops the full window's oldest from the page when a new match pushes it out", () => {
    // A full window of 1,000 newest matches whose oldest (id 1) ranks first.
    const full = windowPage(1000, 1000, (id) => (id === 1 ? 5000 : id));
    expect(full.ids[0]).toBe(1);
    const pushed = pageOverChanges(full, { now: [row(1001, 2000)], before: [] });
    expect(pushed?.ids).toEqual([1001, ...full.ids.slice(1)]);
    // Pushed out by a match below the page, it leaves a row not known here to come onto it.
    expect(pageOverChanges(full, { now: [row(1001, 0.5)], before: [] })).toBeUndefined();
  });

  it('cannot tell a full window that lost a match: an older one, of a rank not known, comes in', () => {
    const full = windowPage(1000, 1000, (id) => id);
    expect(pageOverChanges(full, { now: [], before: [posting(500)] })).toBeUndefined();
    expect(pageOverChanges(full, { now: [row(500, 1)], before: [posting(500)] })?.ids).toEqual(full.ids);
    // Its oldest dated earlier still leaves it too: the next older posting comes in ahead of it.
    const backdated = { id: 1, rank: 1, postedMicros: 0n };
    expect(pageOverChanges(full, { now: [backdated], before: [posting(1)] })).toBeUndefined();
  });

  it('cannot tell a window that held every match once it would hold more than it may', () => {
    const nearlyFull = windowPage(999, 1000, (id) => id);
    expect(pageOverChanges(nearlyFull, { now: [row(1000, 0.5)], before: [] })?.ids).toEqual(nearlyFull.ids);
    expect(pageOverChanges(nearlyFull, { now: [row(1000, 0.5), row(1001, 0.5)], before: [] })).toBeUndefined();
  });
});

describe("a text search's first page after writes that touch its matches", () => {
  let db: TestDatabase;
  let businessId: number;
  const DAY = 86_400_000;
  const COOK_TITLES = ['Line Cook', 'Prep Cook', 'Cook', 'Cook Supervisor', 'Head Chef', 'Kitchen Porter'];

  beforeAll(async () => {
    db = await createTestDatabase();
    businessId = (await createBusiness(db, { name: 'Harbor Kitchens' })).id;
    // 48 jobs that mention cooking in the title, the description or both, posted over two months, some near
    // Boston: ranks and postings of every kind, more matches than a page by date holds.
    for (let at = 0; at < 48; at += 1) {
      const title = COOK_TITLES[at % COOK_TITLES.length]!;
      await createJob(db, {
        businessId,
        title,
        description: at % 4 === 0 ? '<p>Cook for a busy line; cook breakfast and lunch.</p>' : '<p>Kitchen work.</p>',
        place: at % 3 === 0 ? PLACES.boston : PLACES.providence,
        postedAt: new Date(Date.now() - ((at * 37) % 60) * DAY - at * 1000),
      });
    }
  }, 120_000);

  afterAll(() => db.drop());

  const queries: Record<string, () => TJobSearchQuery> = {
    'by relevance': () => ZJobSearchQuery.parse({ what_search_text: 'cook' }),
    'by date': () => ZJobSearchQuery.parse({ what_search_text: 'cook', sort: 'date' }),
    'near a place': () => ZJobSearchQuery.parse({ what_search_text: 'cook', where_search_text: 'Boston, MA' }),
  };

  const pageStatements = (texts: string[]) => texts.filter((text) => text.includes('"jobId" AS id')).length;
  const idsOf = (result: { jobs: Array<{ id: number }> }) => result.jobs.map((job) => job.id);

  async function cookJobIds(active: boolean): Promise<number[]> {
    const { rows } = await db.pool.query<{ id: number }>(
      `SELECT id FROM jobs WHERE "businessId" = $1 AND active = $2 ORDER BY id`,
      [businessId, active],
    );
    return rows.map((r) => r.id);
  }

  it('brings a listed job retitled over without reading the page again: the page a fresh read gives', async () => {
    const search = new PostgresJobSearch(db.pool);
    const query = queries['by relevance']!;
    const first = await search.search(query());
    const listed = idsOf(first).at(-1)!;
    await db.pool.query(`UPDATE jobs SET title = 'Cook, Line Cook' WHERE id = $1`, [listed]);

    let brought = first;
    const sent = await statementsSentBy(db.pool, async () => (brought = await search.search(query())));
    expect(pageStatements(sent)).toBe(0);
    expect(idsOf(brought)[0]).toBe(listed);
    expect(idsOf(brought)).toEqual(idsOf(await new PostgresJobSearch(db.pool).search(query())));
    expect(brought.total).toBe(first.total);
  });

  it('reads the page again when a listed job closes on a full window: the next match, not known, comes in', async () => {
    const search = new PostgresJobSearch(db.pool);
    const query = queries['by date']!;
    const first = await search.search(query());
    expect(first.total).toBeGreaterThan(JOBS_PAGE_SIZE);
    const closed = idsOf(first)[3]!;
    await db.pool.query(`UPDATE jobs SET active = false WHERE id = $1`, [closed]);

    let read = first;
    const sent = await statementsSentBy(db.pool, async () => (read = await search.search(query())));
    expect(pageStatements(sent)).toBe(1);
    expect(idsOf(read)).not.toContain(closed);
    expect(idsOf(read)).toHaveLength(JOBS_PAGE_SIZE);
    expect(idsOf(read)).toEqual(idsOf(await new PostgresJobSearch(db.pool).search(query())));
    expect(read.total).toBe(first.total - 1);
    await db.pool.query(`UPDATE jobs SET active = true WHERE id = $1`, [closed]);
  });

  it('gives, after each of many writes of every kind, the page and total a fresh read gives', async () => {
    const search = new PostgresJobSearch(db.pool);
    for (const query of Object.values(queries)) await search.search(query());
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    const closeOne = async () => {
      const ids = await cookJobIds(true);
      await db.pool.query(`UPDATE jobs SET active = false WHERE id = $1`, [ids[random(ids.length)]]);
    };
    const writes: Array<() => Promise<unknown>> = [
      async () =>
        createJob(db, {
          businessId,
          title: COOK_TITLES[random(COOK_TITLES.length)]!,
          place: random(2) === 0 ? PLACES.boston : PLACES.cambridge,
          postedAt: new Date(Date.now() - random(40) * DAY),
        }),
      async () => {
        const ids = await cookJobIds(true);
        const title = random(3) === 0 ? 'Gardener' : COOK_TITLES[random(COOK_TITLES.length)]!;
        await db.pool.query(`UPDATE jobs SET title = $2 WHERE id = $1`, [ids[random(ids.length)], title]);
      },
      // Closing is twice as likely as any other write, so that matches leave as often as they come.
      closeOne,
      closeOne,
      async () => {
        const ids = await cookJobIds(false);
        if (ids.length > 0)
          await db.pool.query(`UPDATE jobs SET active = true WHERE id = $1`, [ids[random(ids.length)]]);
      },
      async () => {
        const ids = await cookJobIds(true);
        await db.pool.query(`UPDATE jobs SET "postedAt" = now() AT TIME ZONE 'UTC' WHERE id = $1`, [
          ids[random(ids.length)],
        ]);
      },
      async () => {
        const ids = await cookJobIds(true);
        await db.pool.query(`UPDATE jobs SET description = '<p>Cook, cook, cook.</p>' WHERE id = $1`, [
          ids[random(ids.length)],
        ]);
      },
    ];
    let pagesRead = 0;
    let searches = 0;
    for (let step = 0; step < 40; step += 1) {
      await writes[random(writes.length)]!();
      // Sometimes two writes before the next search: the rows changed since the page was read add up.
      if (random(3) === 0) await writes[random(writes.length)]!();
      for (const [name, query] of Object.entries(queries)) {
        let brought: Awaited<ReturnType<PostgresJobSearch['search']>> | undefined;
        pagesRead += pageStatements(
          await statementsSentBy(db.pool, async () => (brought = await search.search(query()))),
        );
        searches += 1;
        const fresh = await new PostgresJobSearch(db.pool).search(query());
        expect({ step, name, ids: idsOf(brought!), total: brought!.total }).toEqual({
          step,
          name,
          ids: idsOf(fresh),
          total: fresh.total,
        });
      }
    }
    // Most of those writes touched the searches' matches; far fewer pages were read again.
    expect(pagesRead).toBeLessThan(searches / 2);
  }, 120_000);
});
