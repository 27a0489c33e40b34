import type pg from 'pg';
import sql, { raw, type Sql } from 'sql-template-tag';
import { z } from 'zod';
import { MIN_SALARY_OPTIONS } from '@mainwork/contracts';
import { Cache, cachePerPool } from '../../infra/caching/cache.ts';
import { queryRows } from '../../infra/database-rows.ts';
import type { BoundingBox } from '../places/place-search.ts';

/**
 * `search.job_search.facets`: a job's filterable values as integers, `kind + value`, in the same GIN
 * index as its text and posting day. Broad text, a big city and broad filters each match a fifth of the
 * jobs or more; intersected inside the index, only the few rows matching them all are read. Facets
 * only narrow the search: the exact conditions are checked on those rows as well. The migration
 * `job_search_facets` computes the same codes in SQL.
 */
export const FACET_KIND = {
  jobType: 1_000_000,
  experienceLevel: 2_000_000,
  industry: 3_000_000,
  jobFunction: 4_000_000,
  locationType: 5_000_000,
  /** Value: thousands of a year's salary the job reaches, one facet per Min Salary option. */
  salaryAtLeast: 6_000_000,
  state: 8_000_000,
  /** Value: the posting week (`postedWeek`). */
  postedWeek: 9_000_000,
  /** With room for every cell of the globe (`CELLS_OF_THE_GLOBE`). */
  placeCell: 100_000_000,
  /** Last: a cell in one of `CELL_WEEK_SLOTS` posting weeks (`placeCellWeekFacet`). */
  placeCellWeek: 200_000_000,
} as const;

const KIND_SPAN = 1_000_000;

/** The facet of a lookup id (none for an id too big to encode: the exact condition alone filters then). */
export function idFacet(kind: number, id: number): number | null {
  return id > 0 && id < KIND_SPAN ? kind + id : null;
}

/** The highest Min Salary option a minimum reaches: every job at or above the minimum carries it. */
export function salaryFacet(minimum: number): number | null {
  const reached = MIN_SALARY_OPTIONS.filter((option) => option <= minimum);
  const highest = reached[reached.length - 1];
  return highest === undefined ? null : FACET_KIND.salaryAtLeast + highest / 1000;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const POSTED_DAY_ORIGIN = Date.UTC(2000, 0, 1);

/** `search.job_search."postedDay"` of a moment: whole days since 2000-01-01 (UTC). */
export function postedDay(at: Date): number {
  return Math.floor((at.getTime() - POSTED_DAY_ORIGIN) / DAY_MS);
}

/** The posting week of a posting day: whole weeks since 2000-01-01, as `search.job_facets` has it. */
export function postedWeek(day: number): number {
  return Math.floor(day / 7);
}

/**
 * The facet of a posting week. A table that receives its postings in order keeps a week's rows
 * together, so GIN, intersecting this list with the others, skips straight past the other weeks'
 * entries: the newest matches of broad text and filters come from one week's share of each list.
 */
export function postedWeekFacet(week: number): number {
  return FACET_KIND.postedWeek + week;
}

/**
 * Places are bucketed in cells of a tenth of a degree (about 7 by 5 miles in the United States): the
 * cells touching a 25-mile circle's box add little area beyond it (half-degree cells read 60 % more
 * rows around Boston), and GIN unions their hundred short lists cheaply.
 */
export const PLACE_CELL_DEGREES = 0.1;
const CELLS_PER_ROW = 3600; // 360 / PLACE_CELL_DEGREES, as search.place_cell has it
const CELLS_OF_THE_GLOBE = 1800 * CELLS_PER_ROW;

const cellRow = (latitude: number) => Math.floor((latitude + 90) / PLACE_CELL_DEGREES);
const cellColumn = (longitude: number) => Math.floor((longitude + 180) / PLACE_CELL_DEGREES);

/** The cell of a point, without its kind: `search.place_cell`. */
const placeCell = (latitude: number, longitude: number) => cellRow(latitude) * CELLS_PER_ROW + cellColumn(longitude);

/** The cell facet of a point, as `search.place_cell` computes it. */
export function placeCellFacet(latitude: number, longitude: number): number {
  return FACET_KIND.placeCell + placeCell(latitude, longitude);
}

/**
 * The posting weeks' slots of the cell and week facets: a week's is its number modulo this. Live postings span
 * fewer weeks, so a slot normally holds one; an older posting sharing one is set apart by its posting day.
 */
export const CELL_WEEK_SLOTS = 16;

/**
 * The facet of a place cell (`search.place_cell`, without its kind) in a posting week: a week's rows in a few cells
 * are a short list of the index, where the week's own facet lists every row of the week (decision 079). The
 * migration `job_search_cell_weeks` computes it in SQL.
 */
export function placeCellWeekFacet(latitude: number, longitude: number, week: number): number {
  return cellWeekSlotBase(week) + placeCell(latitude, longitude);
}

/** The first cell and week facet of a posting week's slot: a cell's number (`search.place_cell`) added to it. */
export function cellWeekSlotBase(week: number): number {
  return FACET_KIND.placeCellWeek + (week % CELL_WEEK_SLOTS) * CELLS_OF_THE_GLOBE;
}

/** `cellWeekSlotBase` of a week the statement names (a column or an expression), in SQL. */
export function cellWeekSlotBaseSql(week: Sql): Sql {
  return sql`(${raw(String(FACET_KIND.placeCellWeek))} + (${week} % ${raw(String(CELL_WEEK_SLOTS))}) * ${raw(
    String(CELLS_OF_THE_GLOBE),
  )})`;
}

/** Every cell facet a box touches (about 90 for the search radius in the United States). */
export function placeCellFacets(box: BoundingBox): number[] {
  const cells: number[] = [];
  for (let row = cellRow(box.minLatitude); row <= cellRow(box.maxLatitude); row++)
    for (let column = cellColumn(box.minLongitude); column <= cellColumn(box.maxLongitude); column++)
      cells.push(FACET_KIND.placeCell + row * CELLS_PER_ROW + column);
  return cells;
}

/**
 * A facet held by at least this share of the jobs is left out of the index scan: walking its long list
 * costs the index more than the few rows it would spare (the exact condition still applies).
 */
export const FREQUENT_FACET_SHARE = 0.5;

/** The facets worth intersecting in the index: those not held by most jobs. */
export function narrowingFacets(codes: number[], frequent: ReadonlySet<number>): number[] {
  return codes.filter((code) => !frequent.has(code));
}

const ZFacetStatisticsRow = z.object({
  elements: z.array(z.number().int()).nullable(),
  shares: z.array(z.number()).nullable(),
});

/**
 * The share of the jobs holding each of the commonest facets, from PostgreSQL's own statistics of the column
 * (kept by autovacuum's ANALYZE); a facet not among them is rarer than all of them. Read again after 5 minutes,
 * in the background while the shares read before are still used (up to 10 minutes old). None before the first
 * ANALYZE. In each process apart: stale shares only make a search's plan slower, never its answer different.
 */
const facetSharesOf = cachePerPool(
  (pool) =>
    new Cache<'shares', FacetShares>({
      maxEntries: 1,
      ttlMs: 5 * 60_000,
      staleForMs: 5 * 60_000,
      load: () => readFacetShares(pool),
    }),
);

export type FacetShares = ReadonlyMap<number, number>;

export async function facetShares(pool: pg.Pool): Promise<FacetShares> {
  return (await facetSharesOf(pool).get('shares'))!;
}

const frequentOfShares = new WeakMap<FacetShares, ReadonlySet<number>>();

/** The facets most jobs hold (`FREQUENT_FACET_SHARE`), worked out once for the shares read. */
function frequentOf(shares: FacetShares): ReadonlySet<number> {
  let frequent = frequentOfShares.get(shares);
  if (!frequent) {
    frequent = new Set([...shares].filter(([, share]) => share >= FREQUENT_FACET_SHARE).map(([code]) => code));
    frequentOfShares.set(shares, frequent);
  }
  return frequent;
}

export async function frequentFacets(pool: pg.Pool): Promise<ReadonlySet<number>> {
  return frequentOf(await facetShares(pool));
}

/** The facet statistics a search statement is built with (`SearchSqlOptions`), read once. */
export async function facetStatistics(
  pool: pg.Pool,
): Promise<{ frequentFacets: ReadonlySet<number>; facetShares: FacetShares }> {
  const shares = await facetShares(pool);
  return { frequentFacets: frequentOf(shares), facetShares: shares };
}

async function readFacetShares(pool: pg.Pool): Promise<FacetShares> {
  const [row] = await queryRows(
    pool,
    ZFacetStatisticsRow,
    sql`SELECT most_common_elems::text::int[] AS elements, most_common_elem_freqs AS shares
     FROM pg_stats WHERE schemaname = 'search' AND tablename = 'job_search' AND attname = 'facets'`,
  );
  const { elements, shares } = row ?? { elements: null, shares: null };
  return new Map((elements ?? []).map((code, index) => [code, shares?.[index] ?? 0]));
}
