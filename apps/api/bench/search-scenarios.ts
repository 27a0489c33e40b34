import type pg from 'pg';
import { ZJobSearchQuery } from '@mainwork/contracts';
import { jobsByIdStatement, liveJobStatement } from '../src/modules/jobs/job-rows.ts';
import { facetStatistics } from '../src/modules/jobs/search-facets.ts';
import { buildSearchSql } from '../src/modules/jobs/search-sql.ts';
import { buildTextMatch, correctionStatement } from '../src/modules/jobs/search-text.ts';

/** Ten searches, broad terms that match most jobs and narrow ones that match few. */
export const TEXT_TERMS = [
  'manager',
  'nurse',
  'engineer',
  'customer service',
  'senior software engineer',
  'forklift',
  'bakery',
  'teacher assistant',
  'hvac technician',
  'paralegal',
];

/** A whole word, and the same search typed as people do: half-typed, misspelt, written apart, abbreviated. */
export const MATCHING_TERMS = [
  { kind: 'exact word', text: 'accountant' },
  { kind: 'prefix', text: 'accoun' },
  { kind: 'one typo', text: 'acountant' },
  { kind: 'compound', text: 'fork lift' },
  { kind: 'abbreviation', text: 'rn' },
];

export type SearchScenario = { label: string; query: Record<string, unknown>; paths: string[] };

function path(query: Record<string, string | number>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) search.set(key, String(value));
  return `/api/v1/jobs?${search.toString()}`;
}

export function searchScenarios(filters: { jobTypeId: number; levelId: number }): SearchScenario[] {
  const combined = {
    what_search_text: 'manager',
    where_search_text: 'Boston, MA',
    'filters[job_type_id_eq]': filters.jobTypeId,
    'filters[job_min_salary_eq]': 60000,
  };
  return [
    { label: 'GET /api/v1/jobs (no text, newest first)', query: {}, paths: ['/api/v1/jobs'] },
    {
      label: `GET /api/v1/jobs text mix (${TEXT_TERMS.length} terms)`,
      query: { what_search_text: TEXT_TERMS[0] },
      paths: TEXT_TERMS.map((term) => path({ what_search_text: term })),
    },
    {
      label: 'GET /api/v1/jobs text + place + 2 filters',
      query: {
        what_search_text: 'manager',
        where_search_text: 'Boston, MA',
        filters: { job_type_id_eq: filters.jobTypeId, job_min_salary_eq: 60000 },
      },
      paths: [path(combined)],
    },
    {
      label: 'GET /api/v1/jobs place only (nearest first)',
      query: { where_search_text: 'Boston, MA' },
      paths: [path({ where_search_text: 'Boston, MA' })],
    },
    {
      label: 'GET /api/v1/jobs place by date (sort=date)',
      query: { where_search_text: 'Boston, MA', sort: 'date' },
      paths: [path({ where_search_text: 'Boston, MA', sort: 'date' })],
    },
    {
      label: 'GET /api/v1/jobs text + place 100 miles by date',
      query: { what_search_text: 'manager', where_search_text: 'Boston, MA', radius: 100, sort: 'date' },
      paths: [path({ what_search_text: 'manager', where_search_text: 'Boston, MA', radius: 100, sort: 'date' })],
    },
    { label: 'GET /api/v1/jobs deep page (page 400)', query: { page: 400 }, paths: [path({ page: 400 })] },
    // What people type (decision 011, "Matching"): each next to the exact word it stands for.
    ...MATCHING_TERMS.map(({ kind, text }) => ({
      label: `GET /api/v1/jobs ${kind} ("${text}")`,
      query: { what_search_text: text },
      paths: [path({ what_search_text: text })],
    })),
  ];
}

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** `EXPLAIN (ANALYZE, BUFFERS)` of a statement, as text. */
async function explain(db: Queryable, statement: string, params: unknown[] = []): Promise<string> {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${statement}`, params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** The plans PostgreSQL really runs for a search: page and count statements, with buffers. */
export async function explainSearch(pool: pg.Pool, query: Record<string, unknown>): Promise<string> {
  const parsed = ZJobSearchQuery.parse(query);
  const text = parsed.what_search_text?.trim();
  const textQuery = text ? await buildTextMatch(pool, text) : null;
  const options = { textQuery, ...(await facetStatistics(pool)) };
  const { count } = buildSearchSql(parsed, options);
  // The page as the bench's repeated searches read it: with the count the API remembers (decision 079).
  const { rows } = await pool.query<{ count: number }>(count.text, count.values);
  const { page } = buildSearchSql(parsed, { ...options, knownMatches: rows[0]!.count });
  const words = text ? `-- words\n${JSON.stringify(textQuery)}\n` : '';
  return `${words}-- page\n${await explain(pool, page.text, page.values)}\n-- count\n${await explain(pool, count.text, count.values)}`;
}

/** The plan of a correction: the vocabulary's trigram index, nearest words first. */
export async function explainCorrection(pool: pg.Pool, words: string[]): Promise<string> {
  const statement = correctionStatement(words);
  return explain(pool, statement.text, [...(statement.values ?? [])]);
}

/** The plan PostgreSQL keeps for a named statement on a connection: the generic one. */
async function explainGeneric(pool: pg.Pool, statement: { text: string }, executed: string): Promise<string> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL plan_cache_mode = force_generic_plan');
    await client.query(`PREPARE explained_generic AS ${statement.text}`);
    return await explain(client, `EXECUTE explained_generic(${executed})`);
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    await client.query('DEALLOCATE explained_generic').catch(() => undefined);
    client.release();
  }
}

/** The job detail statement's plan as PostgreSQL keeps it for a connection: the generic one. */
export async function explainLiveJob(pool: pg.Pool, id: number): Promise<string> {
  return explainGeneric(pool, liveJobStatement(id), String(Number(id)));
}

/** The plan of a search page's job rows (`loadJobs`) as each connection keeps it: the generic one. */
export async function explainJobsById(pool: pg.Pool, ids: number[]): Promise<string> {
  return explainGeneric(pool, jobsByIdStatement(ids), `'{${ids.map(Number).join(',')}}'`);
}
