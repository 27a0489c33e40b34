import type { Sql } from 'sql-template-tag';
import { describe, expect, it } from 'vitest';
import { JOBS_PAGE_SIZE, TOTAL_CAP, ZJobSearchQuery } from '@mainwork/contracts';
import { boundingBox, SEARCH_RADIUS_MILES } from '../places/place-search.ts';
import {
  CELL_WEEK_SLOTS,
  FACET_KIND,
  idFacet,
  placeCellFacets,
  postedDay,
  postedWeek,
  postedWeekFacet,
  salaryFacet,
} from './search-facets.ts';
import {
  buildSearchSql,
  CAPPED_COUNT_MARGIN,
  FEW_MATCHES,
  MAX_PLACE_CELLS,
  NEWEST_POSTINGS_LOOKED_THROUGH,
  NOT_EXPIRED,
  RANK_WINDOW,
  STAGED_WEEKS,
  type SearchSqlOptions,
  windowReads,
} from './search-sql.ts';
import type { TextMatch } from './search-text.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const BOSTON = { latitude: 42.35843, longitude: -71.05977 };

const build = (query: Record<string, unknown>, options: SearchSqlOptions = {}) =>
  buildSearchSql(ZJobSearchQuery.parse(query), { now: NOW, frequentFacets: new Set(), ...options });

/** The value bound to the placeholder that follows `fragment` (its first occurrence) in the statement. */
function boundAfter(statement: Sql, fragment: string): unknown {
  const at = statement.text.indexOf(fragment);
  expect(at, `"${fragment}" in ${statement.text}`).toBeGreaterThanOrEqual(0);
  const placeholder = /^\s*\$(\d+)/.exec(statement.text.slice(at + fragment.length));
  expect(placeholder, `a placeholder after "${fragment}"`).not.toBeNull();
  return statement.values[Number(placeholder![1]) - 1];
}

/** The values of every placeholder that directly follows `fragment`, in order. */
function everyBoundAfter(statement: Sql, fragment: string): unknown[] {
  return statement.text
    .split(fragment)
    .slice(1)
    .flatMap((rest) => {
      const placeholder = /^\s*\$(\d+)/.exec(rest);
      return placeholder ? [statement.values[Number(placeholder[1]) - 1]] : [];
    });
}

/** Placeholders run $1..$n, one per value: a statement carries exactly the values it names. */
function expectPlaceholdersMatchValues(statement: Sql): void {
  const numbers = [...statement.text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1]));
  expect(numbers).toEqual(statement.values.map((_, index) => index + 1));
}

/**
 * The window of a text search read week by week: postings dated later, each staged week through its facet
 * (newest first), then older ones; each part reads what the window still lacks, and runs only while it lacks any.
 */
function expectReadWeekByWeek(page: Sql): void {
  const week = postedWeek(postedDay(NOW));
  expect(boundAfter(page, 's."postedDay" >')).toBe(week * 7 + 6);
  // Read only when the newest posting is dated later.
  expect(boundAfter(page, 'newest."jobId" DESC LIMIT 1) >')).toBe(week * 7 + 6);
  expect(page.text).not.toContain('generate_series($');
  expect(everyBoundAfter(page, 's."postedDay" + 0 BETWEEN')).toEqual(
    Array.from({ length: STAGED_WEEKS }, (_, age) => (week - age) * 7),
  );
  expect(everyBoundAfter(page, 'AND s.facets @>')).toEqual(
    Array.from({ length: STAGED_WEEKS }, (_, age) => [postedWeekFacet(week - age)]),
  );
  expect(boundAfter(page, 's."postedDay" + 0 <')).toBe((week - STAGED_WEEKS + 1) * 7);
  const window = Array<number>(STAGED_WEEKS + 2).fill(RANK_WINDOW);
  expect(everyBoundAfter(page, 's."jobId" DESC LIMIT')).toEqual(window);
  expect(everyBoundAfter(page, '.n <')).toEqual(window);
  expect(page.text).toMatch(/ found_0 AS MATERIALIZED \(SELECT 0::bigint AS n\),\s+later AS MATERIALIZED/);
  expect(page.text).toContain(`SELECT * FROM later UNION ALL SELECT * FROM week_0`);
  expect(page.text).toContain(`UNION ALL SELECT * FROM week_${STAGED_WEEKS - 1} UNION ALL SELECT * FROM older`);
}

/**
 * The window of a text search near a city read week by week: postings dated later, then the staged weeks newest
 * first in one read planned once, each week through the facets of its cells in reach in that week (decision 079),
 * then older ones.
 */
function expectReadWeekByWeekNear(page: Sql): void {
  const week = postedWeek(postedDay(NOW));
  expect(boundAfter(page, 's."postedDay" >')).toBe(week * 7 + 6);
  expect(boundAfter(page, 'FROM generate_series(')).toBe(week);
  expect(page.text).toMatch(/generate_series\(\$\d+::int, \$\d+::int, -1\) week CROSS JOIN LATERAL/);
  expect(everyBoundAfter(page, '::int, ')).toEqual([week - STAGED_WEEKS + 1]);
  expect(page.text).toContain('AND s."postedDay" + 0 BETWEEN week * 7 AND week * 7 + 6');
  expect(page.text).toContain(
    `s.facets && (SELECT array_agg(DISTINCT (${FACET_KIND.placeCellWeek} + (week % ${CELL_WEEK_SLOTS}) * 6480000) + near.cell)`,
  );
  expect(page.text).not.toContain('AND s.facets @>');
  expect(boundAfter(page, 's."postedDay" + 0 <')).toBe((week - STAGED_WEEKS + 1) * 7);
  expect(everyBoundAfter(page, 's."jobId" DESC LIMIT')).toEqual([RANK_WINDOW, RANK_WINDOW, RANK_WINDOW]);
  expect(boundAfter(page, ') w LIMIT')).toBe(RANK_WINDOW);
  expect(page.text).toContain(
    'newest AS (SELECT * FROM later UNION ALL SELECT * FROM staged_weeks UNION ALL SELECT * FROM older)',
  );
}

describe('the search SQL', () => {
  it('lists newest first with no text, place or filter, and counts past the cap by its margin', () => {
    const { page, count } = build({});
    // Only the expiry is checked: a posting past it is left out before the sweep closes it.
    expect(page.text).toContain(
      `WHERE ${NOT_EXPIRED.text} ORDER BY s."postedAt" DESC, s."jobId" DESC LIMIT $1 OFFSET $2`,
    );
    expect(page.text.endsWith('OFFSET $2')).toBe(true);
    expect(page.values).toEqual([JOBS_PAGE_SIZE, 0]);
    expect(count.text).toContain(`WHERE ${NOT_EXPIRED.text} LIMIT $1) capped`);
    expect(count.values).toEqual([TOTAL_CAP + 1 + CAPPED_COUNT_MARGIN]);
  });

  it('offsets a later page by the pages before it', () => {
    const { page } = build({ page: 3 });
    expect(boundAfter(page, 'OFFSET')).toBe(2 * JOBS_PAGE_SIZE);
    expect(boundAfter(page, 'LIMIT')).toBe(JOBS_PAGE_SIZE);
  });

  it('ranks text among its newest matches, read week by week from the current week', () => {
    const { page, count } = build({ what_search_text: 'pastry chef' });
    for (const statement of [page, count]) {
      expectPlaceholdersMatchValues(statement);
      expect(boundAfter(statement, `s."searchVector" @@ websearch_to_tsquery('search.english',`)).toBe('pastry chef');
    }
    expect(
      boundAfter(page, `ts_rank_cd('{0, 0.1, 0.4, 1}', newest."searchVector", websearch_to_tsquery('search.english',`),
    ).toBe('pastry chef');
    expectReadWeekByWeek(page);
    expect(boundAfter(page, 'OFFSET')).toBe(0);
  });

  it('reads the newest matches of a text known to have many day by day from today', () => {
    const { page, count } = build({ what_search_text: 'pastry chef' }, { knownMatches: TOTAL_CAP + 1 });
    expectPlaceholdersMatchValues(page);
    // Only the page's reads change: the count is the same statement.
    expect(count).toEqual(build({ what_search_text: 'pastry chef' }).count);
    expect(page.text).toContain('ts_rank_cd');
    const week = postedWeek(postedDay(NOW));
    expect(boundAfter(page, 's."postedDay" >')).toBe(postedDay(NOW));
    expect(boundAfter(page, 'newest."jobId" DESC LIMIT 1) >')).toBe(postedDay(NOW));
    // The staged weeks' days, newest first, each named to the index: no week is read whole.
    expect(boundAfter(page, 'FROM generate_series(')).toBe(postedDay(NOW));
    expect(page.text).toMatch(/generate_series\(\$\d+::int, \$\d+::int, -1\) day CROSS JOIN LATERAL/);
    expect(page.text).toContain('AND s."postedDay" = day');
    expect(page.text).not.toContain('s."postedDay" + 0 BETWEEN');
    expect(page.text).not.toContain('AND s.facets @>');
    expect(boundAfter(page, 's."postedDay" + 0 <')).toBe((week - STAGED_WEEKS + 1) * 7);
    expect(everyBoundAfter(page, '::int, ')).toEqual([(week - STAGED_WEEKS + 1) * 7]);
    // Each part reads what the window still lacks, and runs only while it lacks any; so does each day.
    expect(everyBoundAfter(page, 's."jobId" DESC LIMIT')).toEqual([RANK_WINDOW, RANK_WINDOW, RANK_WINDOW]);
    expect(boundAfter(page, ') d LIMIT')).toBe(RANK_WINDOW);
    expect(everyBoundAfter(page, '.n <')).toEqual([RANK_WINDOW, RANK_WINDOW, RANK_WINDOW]);
    expect(boundAfter(page, 'OFFSET')).toBe(0);
    expect(page.text).toMatch(/WITH found_0 AS MATERIALIZED \(SELECT 0::bigint AS n\),\s+later AS MATERIALIZED/);
    expect(page.text).toContain(
      'newest AS (SELECT * FROM later UNION ALL SELECT * FROM staged_days UNION ALL SELECT * FROM older)',
    );
  });

  it('reads every match of a text known to have few in one read, still ranking the newest 1,000', () => {
    const { page } = build({ what_search_text: 'pastry chef' }, { knownMatches: FEW_MATCHES });
    expectPlaceholdersMatchValues(page);
    expect(page.text).not.toContain('postedDay');
    expect(page.text).not.toContain('generate_series');
    expect(everyBoundAfter(page, 's."jobId" DESC LIMIT')).toEqual([RANK_WINDOW]);
    expect(page.text).toContain('newest AS (SELECT * FROM matches)');
    expect(page.text).toContain('ts_rank_cd');
  });

  it('picks how the window is read from the count remembered for the search', () => {
    expect(windowReads(undefined, false)).toBe('weeks');
    expect(windowReads(undefined, true)).toBe('weeks');
    expect(windowReads(0, true)).toBe('all');
    expect(windowReads(FEW_MATCHES, false)).toBe('all');
    expect(windowReads(FEW_MATCHES + 1, false)).toBe('days');
    expect(windowReads(TOTAL_CAP + 1, true)).toBe('weeks');
    // A window the first day's matches likely fill (a first page by date) is read from today, even near a city.
    expect(windowReads(TOTAL_CAP + 1, true, JOBS_PAGE_SIZE)).toBe('days');
    expect(windowReads(FEW_MATCHES + 1, true, JOBS_PAGE_SIZE)).toBe('days');
    expect(windowReads(FEW_MATCHES + 1, true, 5 * JOBS_PAGE_SIZE)).toBe('weeks');
    expect(windowReads(FEW_MATCHES, true, JOBS_PAGE_SIZE)).toBe('all');
  });

  it('reads text near a city week by week, each week through its cells in reach, however many it matches', () => {
    const { page } = build(
      { what_search_text: 'pastry chef', where_search_text: 'Boston, MA' },
      { knownMatches: TOTAL_CAP + 1 },
    );
    expectPlaceholdersMatchValues(page);
    expectReadWeekByWeekNear(page);
  });

  it('leaves a posting week most jobs hold out of its part of the index scan', () => {
    const week = postedWeek(postedDay(NOW));
    const { page } = build({ what_search_text: 'chef' }, { frequentFacets: new Set([postedWeekFacet(week)]) });
    expectPlaceholdersMatchValues(page);
    expect(everyBoundAfter(page, 'AND s.facets @>')).toEqual(
      Array.from({ length: STAGED_WEEKS - 1 }, (_, age) => [postedWeekFacet(week - age - 1)]),
    );
  });

  it('ranks an expanded match by kind, each on the rows it matches, and counts whole title words one lookup each', () => {
    const textQuery: TextMatch = {
      kind: 'expanded',
      tsquery: "('java' | 'js') & 'develop'",
      tiers: { exact: ["'java'", "'develop'"], prefix: null, corrected: null, synonym: ["'javascript'"] },
      titleWords: ['java', "o'neil", 'back\\slash'],
      correctedText: null,
    };
    const { page } = build({ what_search_text: 'java developer' }, { textQuery });
    expectPlaceholdersMatchValues(page);
    // Lone lexemes ranked one by one, their sum rounded to 4 decimals.
    expect(everyBoundAfter(page, `ts_rank_cd('{0, 0.1, 0.4, 1}', newest."searchVector",`)).toEqual([
      "'java'",
      "'develop'",
      "'javascript'",
    ]);
    expect(page.text).toContain(`1 * round((ts_rank_cd('{0, 0.1, 0.4, 1}', newest."searchVector",`);
    // A kind of one leaf: ranked as it is.
    expect(page.text).toContain(`0.06 * ts_rank_cd('{0, 0.1, 0.4, 1}', newest."searchVector",`);
    // Each kind ranked only on the rows it matches.
    expect(everyBoundAfter(page, 'CASE WHEN newest."searchVector" @@')).toEqual([
      "('java') | ('develop')",
      "('javascript')",
    ]);
    expect(page.text).not.toContain('unnest');
    // Each word a lexeme taken as written: quotes and backslashes escaped, never stemmed.
    expect(everyBoundAfter(page, 'newest."titleWords" @@')).toEqual(["'java'", "'o''neil'", "'back\\\\slash'"]);
  });

  it('goes on newest first past the ranked window', () => {
    const { page } = build({ what_search_text: 'chef', page: RANK_WINDOW / JOBS_PAGE_SIZE + 1 });
    expectPlaceholdersMatchValues(page);
    expect(page.text).not.toContain('ts_rank_cd');
    expect(page.text).toMatch(/^SELECT s\."jobId" AS id FROM search\.job_search s WHERE s\."searchVector" @@/);
    expect(boundAfter(page, 'OFFSET')).toBe(RANK_WINDOW);
  });

  it('reads a page past the ranked window near a city as its newest matches, the pages before it included', () => {
    const page60 = 60;
    const { page } = build(
      { what_search_text: 'manager', where_search_text: 'Boston, MA', page: page60 },
      { knownMatches: TOTAL_CAP + 1 },
    );
    expectPlaceholdersMatchValues(page);
    expect(page.text).not.toContain('ts_rank_cd');
    expect(page.text).toMatch(/^WITH in_reach AS MATERIALIZED/);
    expect(page.text).toMatch(/ORDER BY newest\."postedAt" DESC, newest\."jobId" DESC\s+LIMIT \$\d+ OFFSET \$\d+$/);
    expect(everyBoundAfter(page, '.n <')[0]).toBe(page60 * JOBS_PAGE_SIZE);
    expect(boundAfter(page, 'OFFSET')).toBe((page60 - 1) * JOBS_PAGE_SIZE);
  });

  it('does not search for text that has no search terms', () => {
    const { page, count } = build({ what_search_text: 'the' }, { textQuery: null });
    expect(page.text).not.toContain('searchVector');
    expect(count.text).not.toContain('searchVector');
  });

  it('finds Remote through its location type, in the index and exactly', () => {
    const { page } = build({ where_search_text: 'Remote' });
    expectPlaceholdersMatchValues(page);
    expect(page.text).toContain(
      `s.facets @> (ARRAY[(SELECT ${FACET_KIND.locationType} + id FROM job_location_types WHERE name = 'Remote')])::int[]`,
    );
    expect(page.text).toContain(`s."jobLocationTypeId" IN (SELECT id FROM job_location_types WHERE name = 'Remote')`);
  });

  it("finds a state through its facet and its addresses, binding the state's code", () => {
    const { page, count } = build({ where_search_text: 'Massachusetts' });
    for (const statement of [page, count]) {
      expectPlaceholdersMatchValues(statement);
      expect(boundAfter(statement, `(SELECT ${FACET_KIND.state} + id FROM states WHERE code =`)).toBe('MA');
      expect(boundAfter(statement, 'JOIN states st ON st.id = a."stateId" WHERE st.code =')).toBe('MA');
    }
  });

  it('orders a city nearest first, address by address, and counts it the same way', () => {
    const { page, count } = build({ where_search_text: 'Boston, MA' });
    const box = boundingBox(BOSTON, SEARCH_RADIUS_MILES);
    for (const statement of [page, count]) {
      expectPlaceholdersMatchValues(statement);
      expect(statement.text).toMatch(/^WITH near AS MATERIALIZED \(SELECT a\.id, \(3958\.8 \* 2 \* asin/);
      expect(boundAfter(statement, 'a.latitude BETWEEN')).toBeCloseTo(box.minLatitude, 2);
      expect(boundAfter(statement, 'a.longitude BETWEEN')).toBeCloseTo(box.minLongitude, 2);
      expect(everyBoundAfter(statement, ') <=')).toEqual([SEARCH_RADIUS_MILES]);
      // Each address's own index range: the place's cells are not named.
      expect(statement.text).toContain(`WHERE s."addressId" = near.id AND ${NOT_EXPIRED.text}`);
      expect(statement.text).not.toContain('s.facets &&');
    }
    expect(page.text).toContain('ORDER BY near.miles, m."postedAt" DESC, m."jobId" DESC');
    expect(boundAfter(page, 'ORDER BY s."postedAt" DESC, s."jobId" DESC LIMIT')).toBe(JOBS_PAGE_SIZE);
    const capped = TOTAL_CAP + 1 + CAPPED_COUNT_MARGIN;
    expect(everyBoundAfter(count, 'LIMIT')).toEqual([capped, capped]);
  });

  it('reads each address deep enough for a later page of nearest first', () => {
    const { page } = build({ where_search_text: 'Boston, MA', page: 3 });
    expect(boundAfter(page, 'ORDER BY s."postedAt" DESC, s."jobId" DESC LIMIT')).toBe(3 * JOBS_PAGE_SIZE);
    expect(boundAfter(page, 'OFFSET')).toBe(2 * JOBS_PAGE_SIZE);
  });

  it('narrows text and a city by its addresses in reach and the cells they lie in', () => {
    const { page, count } = build({ what_search_text: 'chef', where_search_text: 'Boston, MA' });
    for (const statement of [page, count]) {
      expectPlaceholdersMatchValues(statement);
      expect(statement.text).toContain('search.place_cell(a.latitude, a.longitude) AS cell');
    }
    // The count and the window's reads find the addresses in reach once, before them, each naming them.
    for (const statement of [page, count]) {
      expect(statement.text).toMatch(/^WITH in_reach AS MATERIALIZED \(SELECT a\.id, /);
      expect(statement.text.match(/SELECT a\.id, /g)).toHaveLength(1);
    }
    expect(count.text).toContain('s."addressId" + 0 = ANY(ARRAY(SELECT near.id FROM in_reach near))');
    const cellsInReach = `s.facets && (SELECT array_agg(DISTINCT ${FACET_KIND.placeCell} + near.cell) FROM in_reach near)`;
    expect(count.text).toContain(cellsInReach);
    expect(page.text.match(/s\."addressId" \+ 0 = ANY\(ARRAY\(SELECT near\.id FROM in_reach near\)\)/g)).toHaveLength(
      3,
    );
    // The later and the older postings' reads name the cells; the staged weeks', the cells in each week.
    expect(page.text.split(cellsInReach)).toHaveLength(3);
    expectReadWeekByWeekNear(page);
  });

  it('searches a city within the radius asked for, its box and cells sized to it', () => {
    for (const radius of [10, 50, 100]) {
      const { page, count } = build({ where_search_text: 'Boston, MA', radius: String(radius) });
      const box = boundingBox(BOSTON, radius);
      for (const statement of [page, count]) {
        expectPlaceholdersMatchValues(statement);
        expect(everyBoundAfter(statement, ') <=')).toEqual([radius]);
        expect(boundAfter(statement, 'a.latitude BETWEEN')).toBeCloseTo(box.minLatitude, 2);
      }
      const withText = build({ what_search_text: 'chef', where_search_text: 'Boston, MA', radius: String(radius) });
      if (placeCellFacets(box).length <= MAX_PLACE_CELLS)
        expect(withText.count.text).toContain(
          `s.facets && (SELECT array_agg(DISTINCT ${FACET_KIND.placeCell} + near.cell) FROM`,
        );
      // A box of too many cells: the addresses in reach alone decide.
      else expect(withText.count.text).not.toContain('s.facets &&');
      expect(withText.count.text).toContain('s."addressId" + 0 = ANY(ARRAY(SELECT near.id');
    }
    expect(placeCellFacets(boundingBox(BOSTON, 50)).length).toBeLessThanOrEqual(MAX_PLACE_CELLS);
    expect(placeCellFacets(boundingBox(BOSTON, 100)).length).toBeGreaterThan(MAX_PLACE_CELLS);
    // A radius means nothing for a state or Remote.
    const state = build({ where_search_text: 'MA', radius: '100' });
    expect(state.page.text).not.toContain(') <=');
  });

  it('sorts a city by date newest first through the posting-date order, not nearest first', () => {
    const { page, count } = build({ where_search_text: 'Boston, MA', sort: 'date' });
    expectPlaceholdersMatchValues(page);
    expect(page.text).not.toContain('near.miles');
    expect(page.text).toMatch(/^SELECT s\."jobId" AS id FROM search\.job_search s WHERE/);
    expect(page.text).toMatch(/ORDER BY s\."postedAt" DESC, s\."jobId" DESC LIMIT \$\d+ OFFSET \$\d+$/);
    // Without text, the box's cells, which the planner can estimate.
    expect(boundAfter(page, 's.facets &&')).toEqual(placeCellFacets(boundingBox(BOSTON, SEARCH_RADIUS_MILES)));
    // The count does not depend on the order.
    expect(count).toEqual(build({ where_search_text: 'Boston, MA' }).count);
  });

  it('sorts text by date: the window of newest matches, read day by day, in posting order', () => {
    const ranked = build({ what_search_text: 'chef' }).page;
    const { page } = build({ what_search_text: 'chef', sort: 'date' }, { knownMatches: TOTAL_CAP + 1 });
    expectPlaceholdersMatchValues(page);
    expect(ranked.text).toContain('ts_rank_cd');
    expect(page.text).not.toContain('ts_rank_cd');
    expect(page.text).toContain('ORDER BY newest."postedAt" DESC, newest."jobId" DESC');
    // The newest postings first (the count at the cap), then the reads by day when they hold less than the page.
    expect(everyBoundAfter(page, '"searchVector" @@ websearch_to_tsquery(\'search.english\',')).toHaveLength(4);
    expect(
      boundAfter(
        page,
        'newest_postings AS MATERIALIZED (SELECT s."jobId", s."postedAt", s."searchVector", s."titleWords" FROM (SELECT * FROM search.job_search s ORDER BY s."postedAt" DESC, s."jobId" DESC\n      LIMIT',
      ),
    ).toBe(NEWEST_POSTINGS_LOOKED_THROUGH);
    expect(page.text).toContain('SELECT * FROM newest_postings WHERE (SELECT count(*) FROM newest_postings) >=');
    expect(page.text).toContain('AND s."postedDay" = day');
    // Not with a count under the cap, nor past the first page.
    for (const [knownMatches, page] of [
      [TOTAL_CAP, 1],
      [TOTAL_CAP + 1, 2],
    ])
      expect(build({ what_search_text: 'chef', sort: 'date', page }, { knownMatches }).page.text).not.toContain(
        'newest_postings',
      );
    // The window holds the pages up to this one, no more: by date they are the newest matches.
    expect(everyBoundAfter(page, 's."jobId" DESC LIMIT')).toEqual(Array(4).fill(JOBS_PAGE_SIZE));
    const third = build({ what_search_text: 'chef', sort: 'date', page: 3 }, { knownMatches: 500 }).page;
    expect(everyBoundAfter(third, 's."jobId" DESC LIMIT')).toEqual([3 * JOBS_PAGE_SIZE]);
    expect(third.values.slice(-2)).toEqual([JOBS_PAGE_SIZE, 2 * JOBS_PAGE_SIZE]);
    expect(third.text).toMatch(/LIMIT \$\d+ OFFSET \$\d+$/);
    // Near a city too: the first day read fills a page.
    const near = build(
      { what_search_text: 'chef', where_search_text: 'Boston, MA', sort: 'date' },
      { knownMatches: TOTAL_CAP + 1 },
    ).page;
    expect(near.text).toContain('AND s."postedDay" = day');
    // Past the window, newest first as with relevance.
    const late = build({ what_search_text: 'chef', sort: 'date', page: RANK_WINDOW / JOBS_PAGE_SIZE + 1 }).page;
    expect(late).toEqual(build({ what_search_text: 'chef', page: RANK_WINDOW / JOBS_PAGE_SIZE + 1 }).page);
  });

  it('counts a city with a narrowing filter through the index, with the cells', () => {
    const { count } = build({ where_search_text: 'Boston, MA', filters: { job_min_salary_eq: 200_000 } });
    expectPlaceholdersMatchValues(count);
    expect(count.text).toMatch(/^SELECT count\(\*\)::int AS count FROM \(SELECT 1 FROM search\.job_search s WHERE/);
    expect(boundAfter(count, 's.facets @> (')).toEqual([salaryFacet(200_000)]);
    expect(boundAfter(count, 's.facets &&')).toEqual(placeCellFacets(boundingBox(BOSTON, SEARCH_RADIUS_MILES)));
  });

  it('matches nothing for a place it cannot find', () => {
    const { page, count } = build({ where_search_text: 'Qxzv Nowhere' });
    expect(page.text).toContain(`WHERE FALSE AND ${NOT_EXPIRED.text} ORDER BY`);
    expect(count.text).toContain(`WHERE FALSE AND ${NOT_EXPIRED.text} LIMIT`);
  });

  it('checks every lookup filter on its column and narrows the index by its facet', () => {
    const filters = {
      job_type_id_eq: 1,
      job_experience_level_id_eq: 2,
      job_location_type_id_eq: 3,
      job_industry_id_eq: 4,
      job_function_id_eq: 5,
    };
    const { page, count } = build({ filters });
    for (const statement of [page, count]) {
      expectPlaceholdersMatchValues(statement);
      expect(boundAfter(statement, 's."jobTypeId" =')).toBe(1);
      expect(boundAfter(statement, 's."jobExperienceLevelId" =')).toBe(2);
      expect(boundAfter(statement, 's."jobLocationTypeId" =')).toBe(3);
      expect(boundAfter(statement, 's."jobIndustryId" =')).toBe(4);
      expect(boundAfter(statement, 's."jobFunctionId" =')).toBe(5);
      expect(boundAfter(statement, 's.facets @> (')).toEqual([
        idFacet(FACET_KIND.jobType, 1),
        idFacet(FACET_KIND.experienceLevel, 2),
        idFacet(FACET_KIND.locationType, 3),
        idFacet(FACET_KIND.industry, 4),
        idFacet(FACET_KIND.jobFunction, 5),
      ]);
    }
  });

  it('leaves to the exact check a facet most jobs hold and an id too big to encode', () => {
    const fullTime = idFacet(FACET_KIND.jobType, 1)!;
    const { page } = build(
      { filters: { job_type_id_eq: 1, job_industry_id_eq: 2_000_000 } },
      { frequentFacets: new Set([fullTime]) },
    );
    expectPlaceholdersMatchValues(page);
    expect(boundAfter(page, 's."jobTypeId" =')).toBe(1);
    expect(boundAfter(page, 's."jobIndustryId" =')).toBe(2_000_000);
    expect(page.text).not.toContain('s.facets');
  });

  it('compares the annual salary with a minimum and narrows by the Min Salary option it reaches', () => {
    const { page } = build({ filters: { job_min_salary_eq: 70_000 } });
    expectPlaceholdersMatchValues(page);
    expect(boundAfter(page, 's."annualSalary" >=')).toBe(70_000);
    expect(boundAfter(page, 's.facets @> (')).toEqual([salaryFacet(70_000)]);
  });

  it("scopes to a feed's businesses", () => {
    const { page, count } = build({ filters: { business_id_in: [3, 5, 8] } });
    for (const statement of [page, count]) {
      expectPlaceholdersMatchValues(statement);
      expect(boundAfter(statement, 's."businessId" = ANY(')).toEqual([3, 5, 8]);
    }
  });

  it('keeps values out of the text, whatever they hold', () => {
    const text = `'); DROP TABLE jobs; --`;
    const { page } = build({ what_search_text: text, where_search_text: 'Remote' });
    expect(page.text).not.toContain('DROP TABLE');
    expect(page.values).toContain(text);
  });
});
