import type pg from 'pg';
import { JOBS_PAGE_SIZE, TOTAL_CAP, type TJob, type TJobSearchQuery } from '@mainwork/contracts';
import { boundingBox, resolvePlace, SEARCH_RADIUS_MILES } from '../places/place-search.ts';
import { LIVE_JOB, loadJobs } from './job-rows.ts';
import { SqlParams } from './sql-builder.ts';

export type JobSearchResult = { jobs: TJob[]; total: number; totalCapped: boolean };

export { LIVE_JOB };

const EARTH_RADIUS_MILES = 3958.8;

function distanceSql(latitude: string, longitude: string): string {
  return `(${EARTH_RADIUS_MILES} * 2 * asin(sqrt(
    power(sin(radians(a.latitude - ${latitude}) / 2), 2) +
    cos(radians(${latitude})) * cos(radians(a.latitude)) * power(sin(radians(a.longitude - ${longitude}) / 2), 2))))`;
}

export type SearchSql = { pageSql: string; pageParams: unknown[]; countSql: string; countParams: unknown[] };

/**
 * The job search (spec §4 Search, DECISIONS.md): full-text `what` (title, business name, description;
 * stemmed, any word order), `where` as a place, the filters, newest first unless text ranks or a place
 * orders by distance; 20 a page with an exact total up to 10,000.
 */
export async function searchJobs(pool: pg.Pool, query: TJobSearchQuery): Promise<JobSearchResult> {
  const what = query.what_search_text?.trim();
  // Text made only of stop words ("the") has no lexemes: it filters nothing.
  const textQuery = what && (await hasSearchTerms(pool, what)) ? what : null;
  const sql = buildSearchSql(query, textQuery);
  const [page, count] = await Promise.all([
    pool.query<{ id: number }>(sql.pageSql, sql.pageParams),
    pool.query<{ count: number }>(sql.countSql, sql.countParams),
  ]);
  const counted = count.rows[0]?.count ?? 0;
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
 * fifth of all jobs) would cost far more than the page. The window grows with the page asked for.
 */
export const RANK_WINDOW = 1_000;

/**
 * The two statements a search runs (exported so the benchmark can show their plans). `textQuery` is
 * the what-text when it has search terms.
 */
export function buildSearchSql(
  query: TJobSearchQuery,
  textQuery: string | null = query.what_search_text?.trim() || null,
): SearchSql {
  const params = new SqlParams();
  const where: string[] = [LIVE_JOB];
  let joinAddress = false;
  let tsquery: string | null = null;
  let distance: string | null = null;

  if (textQuery) {
    tsquery = `websearch_to_tsquery('english', ${params.add(textQuery)})`;
    where.push(`j."searchVector" @@ ${tsquery}`);
  }

  const whereText = query.where_search_text?.trim();
  if (whereText) {
    const place = resolvePlace(whereText);
    switch (place.kind) {
      case 'remote':
        where.push(`j."jobLocationTypeId" IN (SELECT id FROM job_location_types WHERE name = 'Remote')`);
        break;
      case 'state':
        joinAddress = true;
        where.push(`a."stateId" IN (SELECT id FROM states WHERE code = ${params.add(place.code)})`);
        break;
      case 'point': {
        joinAddress = true;
        const box = boundingBox(place, SEARCH_RADIUS_MILES);
        const latitude = params.add(place.latitude);
        const longitude = params.add(place.longitude);
        where.push(
          `a.latitude BETWEEN ${params.add(box.minLatitude)} AND ${params.add(box.maxLatitude)}`,
          `a.longitude BETWEEN ${params.add(box.minLongitude)} AND ${params.add(box.maxLongitude)}`,
        );
        distance = distanceSql(latitude, longitude);
        where.push(`${distance} <= ${params.add(SEARCH_RADIUS_MILES)}`);
        break;
      }
      case 'unknown':
        // A place we cannot find matches nothing, rather than silently searching everywhere.
        where.push('FALSE');
        break;
    }
  }

  const filters = query.filters;
  const idFilters: Array<[keyof typeof filters, string]> = [
    ['job_type_id_eq', 'jobTypeId'],
    ['job_experience_level_id_eq', 'jobExperienceLevelId'],
    ['job_location_type_id_eq', 'jobLocationTypeId'],
    ['job_industry_id_eq', 'jobIndustryId'],
    ['job_function_id_eq', 'jobFunctionId'],
  ];
  for (const [filter, column] of idFilters) {
    const value = filters[filter];
    if (value !== undefined) where.push(`j."${column}" = ${params.add(value)}`);
  }
  if (filters.job_min_salary_eq !== undefined)
    where.push(`j."annualSalary" >= ${params.add(filters.job_min_salary_eq)}`);
  if (filters.business_id_in !== undefined)
    where.push(`j."businessId" = ANY(${params.add(filters.business_id_in)}::int[])`);

  const from = `FROM jobs j JOIN businesses b ON b.id = j."businessId"${joinAddress ? ' JOIN addresses a ON a.id = j."addressId"' : ''}`;
  const condition = where.join(' AND ');
  const pageParams = new SqlParams();
  pageParams.values.push(...params.values);
  const offsetValue = (query.page - 1) * JOBS_PAGE_SIZE;
  const limit = pageParams.add(JOBS_PAGE_SIZE);
  const offset = pageParams.add(offsetValue);
  let pageSql: string;
  if (tsquery) {
    const window = pageParams.add(Math.max(RANK_WINDOW, offsetValue + JOBS_PAGE_SIZE));
    pageSql = `SELECT id FROM (
        SELECT j.id, j."postedAt", j."searchVector" ${from} WHERE ${condition}
        ORDER BY j."postedAt" DESC, j.id DESC LIMIT ${window}) newest
      ORDER BY ts_rank_cd(newest."searchVector", ${tsquery}) DESC, newest."postedAt" DESC, newest.id DESC
      LIMIT ${limit} OFFSET ${offset}`;
  } else {
    const order = [distance ? `${distance} ASC` : null, 'j."postedAt" DESC', 'j.id DESC'].filter(Boolean).join(', ');
    pageSql = `SELECT j.id ${from} WHERE ${condition} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
  }
  // Exact up to the cap: counting every match of a broad search would cost more than the page.
  const countSql = `SELECT count(*)::int AS count FROM (SELECT 1 ${from} WHERE ${condition} LIMIT ${params.add(TOTAL_CAP + 1)}) capped`;
  return { pageSql, pageParams: pageParams.values, countSql, countParams: params.values };
}

/** One live job, or null. */
export async function findLiveJob(pool: pg.Pool, id: number): Promise<TJob | null> {
  const [job] = await loadJobs(pool, [id], { liveOnly: true });
  return job ?? null;
}
