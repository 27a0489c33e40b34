import type pg from 'pg';
import { JOBS_PAGE_SIZE, TOTAL_CAP, type TJob, type TJobSearchQuery } from '@mainwork/contracts';
import { createCache } from '../../infra/caching/cache.ts';
import { boundingBox, resolvePlace, SEARCH_RADIUS_MILES } from '../places/place-search.ts';
import { loadJobs } from './job-rows.ts';
import {
  FACET_KIND,
  frequentFacets,
  idFacet,
  narrowingFacets,
  placeCellFacets,
  postedDay,
  postedWeek,
  postedWeekFacet,
  salaryFacet,
} from './search-facets.ts';
import type { SearchCounts } from './search-counts.ts';
import { SqlParams } from './sql-builder.ts';

export type JobSearchResult = { jobs: TJob[]; total: number; totalCapped: boolean };

const EARTH_RADIUS_MILES = 3958.8;

/** Miles from the address `alias` to the point. */
function distanceSql(alias: string, latitude: string, longitude: string): string {
  return `(${EARTH_RADIUS_MILES} * 2 * asin(sqrt(
    power(sin(radians(${alias}.latitude - ${latitude}) / 2), 2) +
    cos(radians(${latitude})) * cos(radians(${alias}.latitude)) * power(sin(radians(${alias}.longitude - ${longitude}) / 2), 2))))`;
}

export type SearchSql = { pageSql: string; pageParams: unknown[]; countSql: string; countParams: unknown[] };

/**
 * The job search (spec §4 Search, DECISIONS.md): full-text `what` (title, business name, description;
 * stemmed, any word order), `where` as a place, the filters, newest first unless text ranks or a place
 * orders by distance; 20 a page with an exact total up to 10,000. Live jobs only: `search.job_search`
 * holds a row for each (kept by triggers, see the job_search migration).
 */
export async function searchJobs(
  pool: pg.Pool,
  counts: SearchCounts,
  query: TJobSearchQuery,
): Promise<JobSearchResult> {
  const what = query.what_search_text?.trim();
  // Text made only of stop words ("the") has no lexemes: it filters nothing.
  const textQuery = what && (await hasSearchTerms(pool, what)) ? what : null;
  const sql = buildSearchSql(query, { textQuery, frequentFacets: await frequentFacets(pool) });
  const [page, counted] = await Promise.all([
    pool.query<{ id: number }>(sql.pageSql, sql.pageParams),
    counts.count(sql.countSql, sql.countParams),
  ]);
  return {
    jobs: await loadJobs(
      pool,
      page.rows.map((row) => row.id),
    ),
    total: Math.min(counted, TOTAL_CAP),
    totalCapped: counted > TOTAL_CAP,
  };
}

const termCache = createCache<string, boolean>({ maxEntries: 10_000 });

async function hasSearchTerms(pool: pg.Pool, text: string): Promise<boolean> {
  let known = termCache.get(text);
  if (known === undefined) {
    const { rows } = await pool.query<{ terms: number }>(
      `SELECT numnode(websearch_to_tsquery('english', $1)) AS terms`,
      [text],
    );
    known = (rows[0]?.terms ?? 0) > 0;
    termCache.set(text, known);
  }
  return known;
}

/**
 * Text ranks only among the newest matches: ranking every match of a broad term ("manager" matches a
 * fifth of all jobs) would cost far more than the page. Pages past the window go on newest first, so
 * paging never repeats or skips a job.
 */
export const RANK_WINDOW = 1_000;

/**
 * The newest matches of a text search are read week by week, newest week first, for this many weeks
 * (the current one included); older postings are read together, and only when those weeks fall short
 * of the window.
 */
export const STAGED_WEEKS = 6;

const FROM_SEARCH_ROWS = 'FROM search.job_search s';
const NEWEST_FIRST = 'ORDER BY s."postedAt" DESC, s."jobId" DESC';

export type SearchSqlOptions = {
  /** The what-text when it has search terms. */
  textQuery?: string | null;
  /** Facets most jobs hold (`frequentFacets`): left out of the index scan. */
  frequentFacets?: ReadonlySet<number>;
  now?: Date;
};

/**
 * The two statements a search runs (exported so the benchmark can show their plans). They read
 * `search.job_search`, one narrow row per live job.
 */
export function buildSearchSql(query: TJobSearchQuery, options: SearchSqlOptions = {}): SearchSql {
  const textQuery = options.textQuery === undefined ? query.what_search_text?.trim() || null : options.textQuery;
  const now = options.now ?? new Date();
  const params = new SqlParams();
  const where: string[] = [];
  let tsquery: string | null = null;
  // A city or ZIP: the addresses within the radius, each with its distance, and the cells they lie in.
  let near: { sql: string; cells: number[] } | null = null;
  // Narrowing conditions for the GIN index (search-facets.ts); the exact ones stay in `where`.
  const facetCodes: number[] = [];
  const facetLookups: string[] = [];
  const facet = (code: number | null) => {
    if (code !== null) facetCodes.push(code);
  };

  if (textQuery) {
    tsquery = `websearch_to_tsquery('english', ${params.add(textQuery)})`;
    where.push(`s."searchVector" @@ ${tsquery}`);
  }

  const whereText = query.where_search_text?.trim();
  if (whereText) {
    const place = resolvePlace(whereText);
    switch (place.kind) {
      case 'remote':
        facetLookups.push(`(SELECT ${FACET_KIND.locationType} + id FROM job_location_types WHERE name = 'Remote')`);
        where.push(`s."jobLocationTypeId" IN (SELECT id FROM job_location_types WHERE name = 'Remote')`);
        break;
      case 'state': {
        const code = params.add(place.code);
        facetLookups.push(`(SELECT ${FACET_KIND.state} + id FROM states WHERE code = ${code})`);
        where.push(
          `s."addressId" + 0 = ANY(ARRAY(SELECT a.id FROM addresses a JOIN states st ON st.id = a."stateId" WHERE st.code = ${code}))`,
        );
        break;
      }
      case 'point': {
        const box = boundingBox(place, SEARCH_RADIUS_MILES);
        const distance = distanceSql('a', params.add(place.latitude), params.add(place.longitude));
        near = {
          sql: `SELECT a.id, ${distance} AS miles FROM addresses a
            WHERE a.latitude BETWEEN ${params.add(box.minLatitude)} AND ${params.add(box.maxLatitude)}
              AND a.longitude BETWEEN ${params.add(box.minLongitude)} AND ${params.add(box.maxLongitude)}
              AND ${distance} <= ${params.add(SEARCH_RADIUS_MILES)}`,
          cells: placeCellFacets(box),
        };
        break;
      }
      case 'unknown':
        // A place we cannot find matches nothing, rather than silently searching everywhere.
        where.push('FALSE');
        break;
    }
  }

  const filters = query.filters;
  const idFilters: Array<[keyof typeof filters, string, number]> = [
    ['job_type_id_eq', 'jobTypeId', FACET_KIND.jobType],
    ['job_experience_level_id_eq', 'jobExperienceLevelId', FACET_KIND.experienceLevel],
    ['job_location_type_id_eq', 'jobLocationTypeId', FACET_KIND.locationType],
    ['job_industry_id_eq', 'jobIndustryId', FACET_KIND.industry],
    ['job_function_id_eq', 'jobFunctionId', FACET_KIND.jobFunction],
  ];
  for (const [filter, column, kind] of idFilters) {
    const value = filters[filter];
    if (typeof value !== 'number') continue;
    where.push(`s."${column}" = ${params.add(value)}`);
    facet(idFacet(kind, value));
  }
  if (filters.job_min_salary_eq !== undefined) {
    where.push(`s."annualSalary" >= ${params.add(filters.job_min_salary_eq)}`);
    facet(salaryFacet(filters.job_min_salary_eq));
  }
  if (filters.business_id_in !== undefined)
    where.push(`s."businessId" = ANY(${params.add(filters.business_id_in)}::int[])`);

  // Nearest first walks each address's jobs in an index of its own: exact conditions only.
  const exactExceptPlace = where.length > 0 ? where.join(' AND ') : 'TRUE';
  const paramsExceptCells = params.values.length;
  const frequent = options.frequentFacets ?? new Set<number>();
  const narrowing = narrowingFacets(facetCodes, frequent);
  const allFacets = [
    ...(facetLookups.length > 0 ? [`ARRAY[${facetLookups.join(', ')}]`] : []),
    ...(narrowing.length > 0 ? [`${params.add(narrowing)}::int[]`] : []),
  ];
  if (allFacets.length > 0) where.push(`s.facets @> (${allFacets.join(' || ')})::int[]`);
  if (near) {
    // The addresses in reach are found first, once: joined instead, PostgreSQL may repeat the text
    // match for each address. The cells narrow the index scan; `+ 0` keeps the planner from also
    // scanning the address index for a fifth of the table, only to AND it with what the cells found.
    where.push(`s."addressId" + 0 = ANY(ARRAY(SELECT near.id FROM (${near.sql}) near))`);
    where.push(`s.facets && ${params.add(near.cells)}::int[]`);
  }

  const condition = where.length > 0 ? where.join(' AND ') : 'TRUE';
  // A statement may not carry a parameter it never names: nearest first does not name the cells.
  const paramsOfExact = params.values.slice(0, paramsExceptCells);
  const nearestFirst = near !== null && !tsquery;
  const pageParams = new SqlParams(nearestFirst ? paramsOfExact : params.values);
  const offsetValue = (query.page - 1) * JOBS_PAGE_SIZE;
  const limit = pageParams.add(JOBS_PAGE_SIZE);
  const offset = pageParams.add(offsetValue);
  let pageSql: string;
  if (tsquery && offsetValue < RANK_WINDOW) {
    const window = pageParams.add(RANK_WINDOW);
    const weekly = newestMatchesByWeek(condition, window, pageParams, now, frequent);
    pageSql = `WITH ${weekly.parts},
      newest AS (${weekly.union})
      SELECT "jobId" AS id FROM newest
      ORDER BY ts_rank_cd(newest."searchVector", ${tsquery}) DESC, newest."postedAt" DESC, newest."jobId" DESC
      LIMIT ${limit} OFFSET ${offset}`;
  } else if (near && !tsquery) {
    // Nearest first: each address's newest matches from its own index range, merged by distance.
    pageSql = `WITH near AS MATERIALIZED (${near.sql})
      SELECT m."jobId" AS id FROM near CROSS JOIN LATERAL (
        SELECT s."jobId", s."postedAt" ${FROM_SEARCH_ROWS} WHERE s."addressId" = near.id AND ${exactExceptPlace}
        ${NEWEST_FIRST} LIMIT ${pageParams.add(offsetValue + JOBS_PAGE_SIZE)}) m
      ORDER BY near.miles, m."postedAt" DESC, m."jobId" DESC LIMIT ${limit} OFFSET ${offset}`;
  } else {
    // Past a text search's ranked window, the rest of its matches follow newest first.
    pageSql = `SELECT s."jobId" AS id ${FROM_SEARCH_ROWS} WHERE ${condition} ${NEWEST_FIRST} LIMIT ${limit} OFFSET ${offset}`;
  }
  // Exact up to the cap: counting every match of a broad search would cost more than the page.
  let countSql: string;
  let countParams: unknown[];
  if (near && !tsquery && allFacets.length === 0) {
    // A place and no text or narrowing filter: address by address through the page's index, stopping at
    // the cap. The cells' bitmap for a big city (180,000 jobs around Boston) cost 100 ms before the
    // first row was counted. A narrowing filter is left to the index, which intersects it with the
    // cells: checked row by row, a rare one (a $200,000 minimum) would visit every job in reach.
    const counted = new SqlParams(paramsOfExact);
    const cap = counted.add(TOTAL_CAP + 1);
    countSql = `WITH near AS MATERIALIZED (${near.sql})
      SELECT count(*)::int AS count FROM (
        SELECT 1 FROM near CROSS JOIN LATERAL (
          SELECT 1 ${FROM_SEARCH_ROWS} WHERE s."addressId" = near.id AND ${exactExceptPlace} LIMIT ${cap}) m
        LIMIT ${cap}) capped`;
    countParams = counted.values;
  } else {
    countSql = `SELECT count(*)::int AS count FROM (SELECT 1 ${FROM_SEARCH_ROWS} WHERE ${condition} LIMIT ${params.add(TOTAL_CAP + 1)}) capped`;
    countParams = params.values;
  }
  return { pageSql, pageParams: pageParams.values, countSql, countParams };
}

/**
 * The newest `window` matches of a search, as common table expressions read newest week first: each
 * week's part runs only while the weeks before it found fewer than the window, and takes only what the
 * window still lacks, so together they hold the newest matches and no more. With its week's facet, a
 * part reads only that week's share of the index lists ("manager" around Boston, full-time, $60,000+: a
 * few hundred entries a week instead of walking lists of a fifth of all jobs). Postings dated after
 * this week (a clock ahead of ours) come first, found through the posting day in the index, normally
 * none; postings older than the staged weeks come last, together.
 */
function newestMatchesByWeek(
  condition: string,
  window: string,
  params: SqlParams,
  now: Date,
  frequent: ReadonlySet<number>,
): { parts: string; union: string } {
  const currentWeek = postedWeek(postedDay(now));
  const parts: Array<{ name: string; where: string }> = [
    { name: 'later', where: `s."postedDay" >= ${params.add((currentWeek + 1) * 7)}` },
  ];
  for (let age = 0; age < STAGED_WEEKS; age++) {
    const week = currentWeek - age;
    // `+ 0`: the facet finds the week in the index; a day range there would collect all its days first.
    const where = [`s."postedDay" + 0 BETWEEN ${params.add(week * 7)} AND ${params.add(week * 7 + 6)}`];
    const facet = narrowingFacets([postedWeekFacet(week)], frequent);
    if (facet.length > 0) where.push(`s.facets @> ${params.add(facet)}::int[]`);
    parts.push({ name: `week_${age}`, where: where.join(' AND ') });
  }
  // Older postings through the facets of their weeks, from the oldest live posting's on: the lists are
  // then walked only over those weeks, not over the staged ones again (15 ms instead of 36 ms for
  // "manager" around Boston, full-time, $60,000+, when the staged weeks hold fewer than the window).
  const lastOlderWeek = currentWeek - STAGED_WEEKS;
  const olderWeeks = `ARRAY(SELECT ${FACET_KIND.postedWeek} + week FROM generate_series(
      (SELECT oldest."postedDay" / 7 FROM search.job_search oldest ORDER BY oldest."postedAt", oldest."jobId" LIMIT 1),
      ${params.add(lastOlderWeek)}) week)`;
  parts.push({
    name: 'older',
    where: `s."postedDay" + 0 < ${params.add((lastOlderWeek + 1) * 7)} AND s.facets && ${olderWeeks}`,
  });

  const columns = 's."jobId", s."postedAt", s."searchVector"';
  // `found_<n>`: how many matches the parts before part n found (none before the first). Joined to it,
  // a part whose window is already full is never started (the join's one outer row is filtered out),
  // and it reads only what the window still lacks.
  const ctes = parts.flatMap((part, index) => {
    const found = `found_${index}`;
    const counted =
      index === 0
        ? 'SELECT 0::bigint AS n'
        : `SELECT found_${index - 1}.n + (SELECT count(*) FROM ${parts[index - 1]!.name}) AS n FROM found_${index - 1}`;
    return [
      `${found} AS MATERIALIZED (${counted})`,
      `${part.name} AS MATERIALIZED (SELECT m.* FROM ${found} CROSS JOIN LATERAL (
          SELECT ${columns} ${FROM_SEARCH_ROWS} WHERE ${condition} AND ${part.where}
          ${NEWEST_FIRST} LIMIT ${window} - ${found}.n) m WHERE ${found}.n < ${window})`,
    ];
  });
  return {
    parts: ctes.join(',\n      '),
    union: parts.map((part) => `SELECT * FROM ${part.name}`).join(' UNION ALL '),
  };
}
