import type pg from 'pg';
import { JOBS_PAGE_SIZE, TOTAL_CAP, type TJob, type TJobSearchQuery } from '@mainwork/contracts';
import { boundingBox, resolvePlace, SEARCH_RADIUS_MILES } from '../places/place-search.ts';
import { loadJobs } from './job-rows.ts';
import { FACET_KIND, frequentFacets, idFacet, narrowingFacets, placeCellFacets, salaryFacet } from './search-facets.ts';
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

const termCache = new Map<string, boolean>();

async function hasSearchTerms(pool: pg.Pool, text: string): Promise<boolean> {
  let known = termCache.get(text);
  if (known === undefined) {
    const { rows } = await pool.query<{ terms: number }>(
      `SELECT numnode(websearch_to_tsquery('english', $1)) AS terms`,
      [text],
    );
    known = (rows[0]?.terms ?? 0) > 0;
    if (termCache.size > 10_000) termCache.clear();
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
 * The newest matches are looked for among the last days' postings first (one GIN index holds the
 * document and the posting day), and among older ones only when those fall short of the window.
 */
export const RECENT_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;
const POSTED_DAY_ORIGIN = Date.UTC(2000, 0, 1);

/** `search.job_search."postedDay"` of a moment: whole days since 2000-01-01 (UTC). */
export function postedDay(at: Date): number {
  return Math.floor((at.getTime() - POSTED_DAY_ORIGIN) / DAY_MS);
}

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
  const narrowing = narrowingFacets(facetCodes, options.frequentFacets ?? new Set());
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

  const from = 'FROM search.job_search s';
  const condition = where.length > 0 ? where.join(' AND ') : 'TRUE';
  const nearestFirst = near !== null && !tsquery;
  const pageParams = new SqlParams();
  // A statement may not carry a parameter it never names: nearest first does not name the cells.
  pageParams.values.push(...(nearestFirst ? params.values.slice(0, paramsExceptCells) : params.values));
  const offsetValue = (query.page - 1) * JOBS_PAGE_SIZE;
  const limit = pageParams.add(JOBS_PAGE_SIZE);
  const offset = pageParams.add(offsetValue);
  let pageSql: string;
  if (tsquery && offsetValue < RANK_WINDOW) {
    const window = pageParams.add(RANK_WINDOW);
    const newest = 'ORDER BY s."postedAt" DESC, s."jobId" DESC';
    const columns = 's."jobId", s."postedAt", s."searchVector"';
    let newestMatches: string;
    if (allFacets.length > 0 || near) {
      // Text and facets intersected in the index leave few rows: read them all, keep the newest.
      newestMatches = `SELECT ${columns} ${from} WHERE ${condition} ${newest} LIMIT ${window}`;
    } else {
      // Text alone can match a fifth of all jobs: look among the last days' postings first. `+ 0`
      // keeps the older days out of the index scan, where a range over most days costs more than the
      // rows it would spare.
      const recentFrom = pageParams.add(postedDay(now) - RECENT_DAYS);
      newestMatches = `WITH recent AS MATERIALIZED (
          SELECT ${columns} ${from}
          WHERE ${condition} AND s."postedDay" >= ${recentFrom} ${newest} LIMIT ${window}),
        older AS (
          SELECT ${columns} ${from}
          WHERE ${condition} AND s."postedDay" + 0 < ${recentFrom} AND (SELECT count(*) FROM recent) < ${window}
          ${newest} LIMIT ${window})
        SELECT * FROM (SELECT * FROM recent UNION ALL SELECT * FROM older) s ${newest} LIMIT ${window}`;
    }
    pageSql = `WITH newest AS (${newestMatches})
      SELECT "jobId" AS id FROM newest
      ORDER BY ts_rank_cd(newest."searchVector", ${tsquery}) DESC, newest."postedAt" DESC, newest."jobId" DESC
      LIMIT ${limit} OFFSET ${offset}`;
  } else if (near && !tsquery) {
    // Nearest first: each address's newest matches from its own index range, merged by distance.
    pageSql = `WITH near AS MATERIALIZED (${near.sql})
      SELECT m."jobId" AS id FROM near CROSS JOIN LATERAL (
        SELECT s."jobId", s."postedAt" ${from} WHERE s."addressId" = near.id AND ${exactExceptPlace}
        ORDER BY s."postedAt" DESC, s."jobId" DESC LIMIT ${pageParams.add(offsetValue + JOBS_PAGE_SIZE)}) m
      ORDER BY near.miles, m."postedAt" DESC, m."jobId" DESC LIMIT ${limit} OFFSET ${offset}`;
  } else {
    // Past a text search's ranked window, the rest of its matches follow newest first.
    pageSql = `SELECT s."jobId" AS id ${from} WHERE ${condition}
      ORDER BY s."postedAt" DESC, s."jobId" DESC LIMIT ${limit} OFFSET ${offset}`;
  }
  // Exact up to the cap: counting every match of a broad search would cost more than the page.
  const countSql = `SELECT count(*)::int AS count FROM (SELECT 1 ${from} WHERE ${condition} LIMIT ${params.add(TOTAL_CAP + 1)}) capped`;
  return { pageSql, pageParams: pageParams.values, countSql, countParams: params.values };
}
