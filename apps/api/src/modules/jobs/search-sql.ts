import sql, { empty, join, raw, type Sql } from 'sql-template-tag';
import {
  JOB_SEARCH_FILTERS,
  JOBS_PAGE_SIZE,
  TOTAL_CAP,
  type TJobSearchIdFilterKey,
  type TJobSearchQuery,
} from '@mainwork/contracts';
import { boundingBox, milesBetweenSql, resolvePlace } from '../places/place-search.ts';
import {
  cellWeekSlotBaseSql,
  FACET_KIND,
  idFacet,
  narrowingFacets,
  placeCellFacets,
  postedDay,
  postedWeek,
  postedWeekFacet,
  salaryFacet,
  type FacetShares,
} from './search-facets.ts';
import { lexeme, type MatchKind, type TextMatch } from './search-text.ts';

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

/**
 * The most place cells a search's box may touch for cells to narrow its index scan (with text, only the cells of
 * its addresses in reach are named, never more than the box touches). Each candidate row is checked against the
 * cell list as well (linearly), which costs little for a 25- or 50-mile circle (a box of ~90 and ~320 cells) but,
 * for 100 miles (~1,300), cost 400 ms per read of 20,000 rows. Past this many, the addresses in reach alone
 * decide the place.
 */
export const MAX_PLACE_CELLS = 400;
/**
 * How far past the cap a search's matches are counted: a capped count holds until this many search rows have
 * changed (`countCarriedOver`), so the first search after a write need not count again. Counting 500 more rows
 * than 10,001 costs about 5 % more, once.
 */
export const CAPPED_COUNT_MARGIN = 500;
/** A count statement counts up to this many matches: a count of it is capped, not exact. */
export const COUNTED_UP_TO = TOTAL_CAP + 1 + CAPPED_COUNT_MARGIN;

/** The search row's column and facet kind of each lookup filter the contracts declare. */
export const ID_FILTERS: Record<TJobSearchIdFilterKey, { column: Sql; facetKind: number }> = {
  job_type_id_eq: { column: raw('s."jobTypeId"'), facetKind: FACET_KIND.jobType },
  job_experience_level_id_eq: { column: raw('s."jobExperienceLevelId"'), facetKind: FACET_KIND.experienceLevel },
  job_location_type_id_eq: { column: raw('s."jobLocationTypeId"'), facetKind: FACET_KIND.locationType },
  job_industry_id_eq: { column: raw('s."jobIndustryId"'), facetKind: FACET_KIND.industry },
  job_function_id_eq: { column: raw('s."jobFunctionId"'), facetKind: FACET_KIND.jobFunction },
};

const FROM_SEARCH_ROWS = raw('FROM search.job_search s');
/**
 * Checked on each candidate row, which carries the job's expiry: the search rows are those of listed jobs,
 * and the database's `job_is_unexpired` is the rest of what makes a job live (LIVE_JOB, job-rows.ts). It is
 * inlined into the statement, so the planner sees the plain comparison.
 */
export const NOT_EXPIRED = raw(`job_is_unexpired(s."expiresAt")`);
/** Not expired at a time (UTC, as the column holds it), as `job_is_unexpired` checks at now. */
const unexpiredAt = (utc: string) => sql`(s."expiresAt" IS NULL OR s."expiresAt" > ${utc}::timestamp)`;
const NEWEST_FIRST = raw('ORDER BY s."postedAt" DESC, s."jobId" DESC');
/** A constant of ours written into the text (facet kinds): the planner sees it as PostgreSQL would. */
const constant = (value: number) => raw(String(value));
const allOf = (conditions: Sql[]) => (conditions.length > 0 ? join(conditions, ' AND ') : raw('TRUE'));

/**
 * The two statements a search runs: the page's job ids and the count of its matches (up to the cap); and which
 * of the search rows changed between two of their states match it (`changedMatchesSql`).
 */
export type SearchStatements = {
  page: Sql;
  count: Sql;
  changedMatches: (from: number, to: number, readAt: string) => Sql;
};

export type SearchSqlOptions = {
  /** What the what-text matches (`buildTextMatch`), null when it has no search terms; unset: the text as typed. */
  textQuery?: TextMatch | null;
  /** Facets most jobs hold (`frequentFacets`): left out of the index scan. */
  frequentFacets?: ReadonlySet<number>;
  /**
   * The share of the jobs holding each common facet (`facetShares`; a facet not in it is rarer): it picks how a
   * place's matches are read nearest first (`NEAREST_WALK_SHARE`). Unset: every facet counts as rare.
   */
  facetShares?: FacetShares;
  /**
   * How many rows match the search (up to the cap), when a count of it is remembered
   * (`SearchAnswers.remembered`): it picks how the window of newest matches is read (`windowReads`).
   */
  knownMatches?: number;
  now?: Date;
  /**
   * Only the newest matches posted after `since`, at most `limit`, in one page (a job alert's new jobs), each
   * with its posting time: read newest first from the posting-date index, which holds them at its start, so
   * no week of older postings is read.
   */
  postedAfter?: { since: Date; limit: number };
};

/**
 * The statements of a search (exported so the benchmark can show their plans). They read
 * `search.job_search`, one narrow row per live job. Values travel as parameters of the fragments that
 * name them: a statement carries exactly the values it uses.
 */
export function buildSearchSql(query: TJobSearchQuery, options: SearchSqlOptions = {}): SearchStatements {
  const typed = query.what_search_text?.trim();
  const textQuery: TextMatch | null =
    options.textQuery === undefined ? (typed ? { kind: 'websearch', text: typed } : null) : options.textQuery;
  const now = options.now ?? new Date();
  const frequent = options.frequentFacets ?? new Set<number>();
  // The exact conditions, checked on every candidate row.
  const exact: Sql[] = [];
  let tsquery: Sql | null = null;
  let rankOf: ((alias: Sql) => Sql) | null = null;
  // A city or ZIP: the addresses within the radius, each with its distance and the cell it lies in
  // (`search.place_cell`), and the cells of its box (none when too many to name).
  let near: { addresses: Sql; boxCells: number[] | null } | null = null;
  // Narrowing conditions for the GIN index (search-facets.ts): known codes, and codes found by a lookup.
  const facetCodes: number[] = [];
  const facetLookups: Sql[] = [];

  if (textQuery) {
    tsquery = tsqueryOf(textQuery);
    exact.push(sql`s."searchVector" @@ ${tsquery}`);
    rankOf = (alias) => rankSql(textQuery, alias);
  }

  const whereText = query.where_search_text?.trim();
  if (whereText) {
    const place = resolvePlace(whereText);
    switch (place.kind) {
      case 'remote':
        facetLookups.push(
          sql`(SELECT ${constant(FACET_KIND.locationType)} + id FROM job_location_types WHERE name = 'Remote')`,
        );
        exact.push(sql`s."jobLocationTypeId" IN (SELECT id FROM job_location_types WHERE name = 'Remote')`);
        break;
      case 'state':
        facetLookups.push(sql`(SELECT ${constant(FACET_KIND.state)} + id FROM states WHERE code = ${place.code})`);
        exact.push(
          sql`s."addressId" + 0 = ANY(ARRAY(SELECT a.id FROM addresses a JOIN states st ON st.id = a."stateId" WHERE st.code = ${place.code}))`,
        );
        break;
      case 'point': {
        const box = boundingBox(place, query.radius);
        const miles = milesBetweenSql('a', place);
        const boxCells = placeCellFacets(box);
        near = {
          addresses: sql`SELECT a.id, ${miles} AS miles,
              search.place_cell(a.latitude, a.longitude) AS cell
            FROM addresses a
            WHERE a.latitude BETWEEN ${box.minLatitude} AND ${box.maxLatitude}
              AND a.longitude BETWEEN ${box.minLongitude} AND ${box.maxLongitude}
              AND ${miles} <= ${query.radius}`,
          boxCells: boxCells.length <= MAX_PLACE_CELLS ? boxCells : null,
        };
        break;
      }
      case 'unknown':
        // A place we cannot find matches nothing, rather than silently searching everywhere.
        exact.push(raw('FALSE'));
        break;
    }
  }

  const filters = query.filters;
  for (const filter of JOB_SEARCH_FILTERS) {
    const value = filters[filter.key];
    if (value === undefined) continue;
    if (filter.lookup === null) {
      exact.push(sql`s."annualSalary" >= ${value}`);
      const facet = salaryFacet(value);
      if (facet !== null) facetCodes.push(facet);
    } else {
      const { column, facetKind } = ID_FILTERS[filter.key];
      exact.push(sql`${column} = ${value}`);
      const facet = idFacet(facetKind, value);
      if (facet !== null) facetCodes.push(facet);
    }
  }
  if (filters.business_id_in !== undefined) exact.push(sql`s."businessId" = ANY(${filters.business_id_in}::int[])`);

  // A posting past its expiry is left out before the expiry sweep closes it (docs/decisions/031-resolutions.md).
  const expiryAt = exact.length;
  exact.push(NOT_EXPIRED);
  if (options.postedAfter) {
    // The instant as the column holds it: UTC wall time, whatever the session's time zone.
    exact.push(sql`s."postedAt" > to_timestamp(${options.postedAfter.since.getTime() / 1000}) AT TIME ZONE 'UTC'`);
  }
  // Nearest first walks each address's jobs in an index of its own: exact conditions only.
  const exactExceptPlace = allOf(exact);
  const narrowing = narrowingFacets(facetCodes, frequent);
  const allFacets = [
    ...(facetLookups.length > 0 ? [sql`ARRAY[${join(facetLookups, ', ')}]`] : []),
    ...(narrowing.length > 0 ? [sql`${narrowing}::int[]`] : []),
  ];
  // The search's whole condition, with the addresses in reach read from `addressesInReach` (a subquery, or the
  // name of a common table expression holding them), and the cells it names: those of its box, those of its
  // addresses in reach, or those in one posting week (the cell and week facets: the week's facet is then not needed).
  // `expiry`: unexpired at another time than now (a row as it was when an answer was read).
  const conditionWith = (addressesInReach: Sql, cells: 'box' | 'in reach' | { week: Sql }, expiry = NOT_EXPIRED) => {
    const conditions = exact.map((condition, at) => (at === expiryAt ? expiry : condition));
    if (allFacets.length > 0) conditions.push(sql`s.facets @> (${join(allFacets, ' || ')})::int[]`);
    if (near) {
      // The addresses in reach are found first, once: joined instead, PostgreSQL may repeat the text
      // match for each address. Their cells narrow the index scan; `+ 0` keeps the planner from also
      // scanning the address index for a fifth of the table, only to AND it with what the cells found.
      conditions.push(sql`s."addressId" + 0 = ANY(ARRAY(SELECT near.id FROM ${addressesInReach} near))`);
      // The cells holding an address in reach are 4 of the hundred around Boston on the bench's data: GIN unions
      // fewer lists as it intersects them with the text's, and checks each row it finds against fewer cells
      // (decision 079). Only where the text's reads go through GIN whatever the estimates: the box's cells, named
      // as constants, give the planner the place's share of the jobs, with which it walks the posting-date index
      // for a place's page by date without text (a bitmap of the place's jobs instead, sorted).
      if (near.boxCells) {
        const inReach = (base: Sql) =>
          sql`s.facets && (SELECT array_agg(DISTINCT ${base} + near.cell) FROM ${addressesInReach} near)`;
        if (cells === 'box') conditions.push(sql`s.facets && ${near.boxCells}::int[]`);
        else if (cells === 'in reach') conditions.push(inReach(constant(FACET_KIND.placeCell)));
        else conditions.push(inReach(cellWeekSlotBaseSql(cells.week)));
      }
    }
    return allOf(conditions);
  };
  const inReachSubquery = near ? sql`(${near.addresses})` : empty;
  const condition = conditionWith(inReachSubquery, 'box');

  const offset = (query.page - 1) * JOBS_PAGE_SIZE;
  const byDate = query.sort === 'date';
  let page: Sql;
  if (options.postedAfter) {
    // Epoch milliseconds: the column is a UTC timestamp without time zone, which pg would read as local time.
    page = sql`SELECT s."jobId" AS id, (extract(epoch FROM s."postedAt") * 1000)::float8 AS posted_ms
      ${FROM_SEARCH_ROWS} WHERE ${condition} ${NEWEST_FIRST} LIMIT ${options.postedAfter.limit}`;
  } else if (tsquery && (offset < RANK_WINDOW || near)) {
    // By date the page is the newest matches: the window need hold only the pages up to this one, read the
    // same way, in posting order. By relevance it holds the newest RANK_WINDOW, ranked; past them the pages go on
    // newest first, so a later page near a city is read as by date. (From the posting-date index instead, the
    // planner, taking a broad text's matches in reach for a few thousand, read 53,000 through GIN and sorted them:
    // "manager" within 50 miles of Boston, page 60, 250 ms at a million jobs.)
    const newestFirst = byDate || offset >= RANK_WINDOW;
    const size = newestFirst ? offset + JOBS_PAGE_SIZE : RANK_WINDOW;
    const reads = windowReads(options.knownMatches, near?.boxCells != null, size);
    const manyMatches = options.knownMatches !== undefined && options.knownMatches > TOTAL_CAP;
    // Each of the window's reads names the addresses in reach: found once, and planned once (planning them in
    // each read took a place's statement 4 ms).
    const inReach = near ? sql`in_reach AS MATERIALIZED (${near.addresses}),\n      ` : empty;
    const window = newestMatches({
      condition: near ? conditionWith(raw('in_reach'), 'in reach') : condition,
      weekCondition: near?.boxCells ? (week) => conditionWith(raw('in_reach'), { week }) : undefined,
      now,
      frequent,
      reads,
      size,
      newestPostingsFirst: byDate && offset === 0 && manyMatches,
    });
    const pageRank = !newestFirst && rankOf ? rankOf(raw('newest')) : null;
    // The first page says where it stands in its window (`WindowPage`): each row's rank (none by date) and posting,
    // and how many rows the window holds and its oldest, so that a write's few rows can be placed in it without
    // reading it again. The rank is ordered by as that column: computed once a row.
    const placed =
      offset === 0
        ? sql`, ${pageRank ? sql`(${pageRank})::float8` : raw('NULL::float8')} AS rank,
        ${postedMicros(raw('newest'))} AS posted, ${constant(size)} AS window_size, count(*) OVER ()::int AS window_rows,
        (SELECT ARRAY[${postedMicros(raw('o'))}, o."jobId"::text] FROM newest o
          ORDER BY o."postedAt", o."jobId" LIMIT 1) AS window_oldest`
        : empty;
    const rank = !pageRank ? empty : offset === 0 ? raw('rank DESC, ') : sql`${pageRank} DESC, `;
    page = sql`WITH ${inReach}${window.parts},
      newest AS (${window.union})
      SELECT "jobId" AS id${placed} FROM newest
      ORDER BY ${rank}newest."postedAt" DESC, newest."jobId" DESC
      LIMIT ${JOBS_PAGE_SIZE} OFFSET ${offset}`;
  } else if (near && !tsquery && !byDate && rareFilter(narrowing, options.facetShares)) {
    // Nearest first with a filter few jobs pass: its matches in reach through GIN (the filter's facets, the
    // cells), found once, then ordered by distance. Walked address by address, "Boston, $150,000+" visited every
    // job in reach to find 6 (520 ms at a million jobs).
    page = sql`WITH near AS MATERIALIZED (${near.addresses}),
      matches AS MATERIALIZED (SELECT s."jobId", s."addressId", s."postedAt" ${FROM_SEARCH_ROWS}
        WHERE ${conditionWith(raw('near'), 'box')})
      SELECT m."jobId" AS id FROM matches m JOIN near ON near.id = m."addressId"
      ORDER BY near.miles, m."postedAt" DESC, m."jobId" DESC LIMIT ${JOBS_PAGE_SIZE} OFFSET ${offset}`;
  } else if (near && !tsquery && !byDate) {
    // Nearest first: each address's newest matches from its own index range, nearest address first, so the
    // walk stops once the nearest addresses hold the page ("Boston, $100,000+": 3 addresses of 65, not all).
    page = sql`WITH near AS MATERIALIZED (${near.addresses})
      SELECT m."jobId" AS id FROM (SELECT * FROM near ORDER BY near.miles) near CROSS JOIN LATERAL (
        SELECT s."jobId", s."postedAt" ${FROM_SEARCH_ROWS} WHERE s."addressId" = near.id AND ${exactExceptPlace}
        ${NEWEST_FIRST} LIMIT ${offset + JOBS_PAGE_SIZE}) m
      ORDER BY near.miles, m."postedAt" DESC, m."jobId" DESC LIMIT ${JOBS_PAGE_SIZE} OFFSET ${offset}`;
  } else {
    // Newest first from the posting-date index: no text, a date sort, or past a text search's ranked
    // window (the rest of its matches follow newest first).
    page = sql`SELECT s."jobId" AS id ${FROM_SEARCH_ROWS} WHERE ${condition} ${NEWEST_FIRST} LIMIT ${JOBS_PAGE_SIZE} OFFSET ${offset}`;
  }

  // Exact up to the cap: counting every match of a broad search would cost more than the page. Counted on past
  // it by a margin, so that a capped count still holds after a few writes (`countCarriedOver`, decision 079).
  const cap = COUNTED_UP_TO;
  let count: Sql;
  if (near && !tsquery && allFacets.length === 0) {
    // A place and no text or narrowing filter: address by address through the page's index, stopping at
    // the cap. The cells' bitmap for a big city (180,000 jobs around Boston) cost 100 ms before the
    // first row was counted. A narrowing filter is left to the index, which intersects it with the
    // cells: checked row by row, a rare one (a $200,000 minimum) would visit every job in reach.
    count = sql`WITH near AS MATERIALIZED (${near.addresses})
      SELECT count(*)::int AS count FROM (
        SELECT 1 FROM near CROSS JOIN LATERAL (
          SELECT 1 ${FROM_SEARCH_ROWS} WHERE s."addressId" = near.id AND ${exactExceptPlace} LIMIT ${cap}) m
        LIMIT ${cap}) capped`;
  } else if (near && tsquery) {
    // Text is counted through GIN, whatever the estimates: the cells of the addresses in reach narrow it. They and
    // the addresses are read from one list of the addresses, found once.
    count = sql`WITH in_reach AS MATERIALIZED (${near.addresses})
      SELECT count(*)::int AS count FROM (
        SELECT 1 ${FROM_SEARCH_ROWS} WHERE ${conditionWith(raw('in_reach'), 'in reach')} LIMIT ${cap}) capped`;
  } else {
    count = sql`SELECT count(*)::int AS count FROM (SELECT 1 ${FROM_SEARCH_ROWS} WHERE ${condition} LIMIT ${cap}) capped`;
  }
  return {
    page,
    count,
    changedMatches: (from, to, readAt) =>
      changedMatchesSql(
        { now: condition, then: conditionWith(inReachSubquery, 'box', unexpiredAt(readAt)), rank: rankOf?.(raw('s')) },
        from,
        to,
      ),
  };
}

/** A row's posting time in microseconds since the epoch, as text: exact, where milliseconds would tie. */
const postedMicros = (alias: Sql) => sql`(extract(epoch FROM ${alias}."postedAt") * 1000000)::bigint::text`;

/**
 * Which of the search rows changed between the states `from` and `to` (two values of `search.changes`; the rows
 * changed are logged in `search.row_changes`, migration search_row_changes) match a search now (`matched_now`, by
 * `conditions.now`, each with its rank and posting), and which matched it at `from` (`matched_before`, by
 * `conditions.then`, its expiry checked at the time of `from`: each job's row before its first change after it;
 * none for a row added; each with its posting then). How many of each is how its count moved; none either way,
 * and its matches are the same. A job changed again after `to` counts as it is now, which is newer, never older.
 * `covered`: whether the log still holds every change after `from` (it is kept a few minutes, and an address
 * moved since makes a row's earlier version unreadable: its place is checked against the address as it is now).
 */
export function changedMatchesSql(
  conditions: { now: Sql; then: Sql; rank: Sql | undefined },
  from: number,
  to: number,
): Sql {
  // A page by date orders by posting alone: its changed rows carry rank 0, as its window's rows do.
  const rankNow = conditions.rank ? sql`(${conditions.rank})::float8` : raw('0::float8');
  return sql`WITH changed AS MATERIALIZED (
      SELECT DISTINCT ON (c."jobId") c."jobId", c.before FROM search.row_changes c
        WHERE c.change > ${from} AND c.change <= ${to}
        ORDER BY c."jobId", c.change)
    SELECT coalesce((SELECT kept.after <= ${from} FROM search.row_changes_kept kept), false) AS covered,
      (SELECT coalesce(jsonb_agg(jsonb_build_array(s."jobId", ${rankNow}, ${postedMicros(raw('s'))})), '[]')
        ${FROM_SEARCH_ROWS}
        WHERE s."jobId" = ANY(ARRAY(SELECT changed."jobId" FROM changed)) AND ${conditions.now}) AS matched_now,
      (SELECT coalesce(jsonb_agg(jsonb_build_array(s."jobId", ${postedMicros(raw('s'))})), '[]') FROM changed
        CROSS JOIN LATERAL jsonb_populate_record(NULL::search.job_search, changed.before) s
        WHERE changed.before IS NOT NULL AND ${conditions.then}) AS matched_before`;
}

/**
 * A place's matches nearest first are walked address by address, newest first, each row checked, when every
 * narrowing filter is held by at least this share of the jobs: each address then gives up its page within a few
 * hundred rows. With a rarer one, its matches in reach are read through GIN and ordered by distance: a twentieth
 * of Boston's jobs is about 9,000 rows.
 */
export const NEAREST_WALK_SHARE = 0.05;

/** Whether a narrowing facet of the search is held by fewer than `NEAREST_WALK_SHARE` of the jobs. */
function rareFilter(narrowing: number[], shares: FacetShares | undefined): boolean {
  return narrowing.some((code) => (shares?.get(code) ?? 0) < NEAREST_WALK_SHARE);
}

/**
 * How many of the newest postings the first page of a text search by date looks through first, when its count
 * reached the cap: 2,000 postings hold its 20 newest matches when 1 % of all jobs match, as 10,001 of a
 * million do (decision 079).
 */
export const NEWEST_POSTINGS_LOOKED_THROUGH = 2_000;

/** A search with at most this many matches reads them all at once: one walk of the index's lists. */
export const FEW_MATCHES = 2 * RANK_WINDOW;

/**
 * How the window of a search's newest matches is read (decision 079). A read of the index walks the text's
 * lists (and the facets' and the cells') once more each time, whatever the share of them it keeps; a read
 * visits every row it finds on the heap, and keeps the newest it lacks. So:
 * - `'all'`, in one read, for a search known to have few matches: "teacher assistant", with no match at a
 *   million jobs, walked its two long lists eight times week by week (56 ms), forty-five day by day.
 * - `'days'` for a search known to have many, without a place's cells: the last week read threw most of its
 *   rows away (a week of "accountant" is 1,000 to 2,300 rows, a day 140).
 * - `'weeks'` otherwise: a place's hundred cells cost each read more than a day's rows save, and a search
 *   whose count is not remembered yet may be either kind. With a window of `size` that a day's matches
 *   likely fill (the first pages by date: matches spread over the staged days), the first day read ends it.
 */
export function windowReads(
  knownMatches: number | undefined,
  placeCells: boolean,
  size: number = RANK_WINDOW,
): 'all' | 'days' | 'weeks' {
  if (knownMatches === undefined) return 'weeks';
  if (knownMatches <= FEW_MATCHES) return 'all';
  // A window a day's matches likely fill (a page by date) is read from today, cells or not.
  const dayFillsWindow = size * STAGED_WEEKS * 7 <= knownMatches;
  return placeCells && !dayFillsWindow ? 'weeks' : 'days';
}

/**
 * The newest `size` matches of a search, as common table expressions read newest first: each part
 * runs only while the parts before it found fewer than the window, and takes only what the window still
 * lacks, so together they hold the newest matches and no more. Postings dated after the staged days or
 * weeks (a clock ahead of ours) come first, normally none; then the staged weeks, `'days'` or `'weeks'` at
 * a time; then postings older than those, together. A read names its day to the index (`"postedDay" =
 * day`) or its week's facet ("manager" around Boston, full-time, $60,000+: a few hundred entries a week
 * instead of walking lists of a fifth of all jobs), or, near a city, `weekCondition`: the cells in reach in
 * that week, one short list each. `'all'` reads every match in one part.
 */
function newestMatches({
  condition,
  weekCondition,
  now,
  frequent,
  reads,
  size,
  newestPostingsFirst,
}: {
  condition: Sql;
  weekCondition: ((week: Sql) => Sql) | undefined;
  now: Date;
  frequent: ReadonlySet<number>;
  reads: 'all' | 'days' | 'weeks';
  size: number;
  newestPostingsFirst: boolean;
}): { parts: Sql; union: Sql } {
  const today = postedDay(now);
  const currentWeek = postedWeek(today);
  const lastOlderWeek = currentWeek - STAGED_WEEKS;
  const columns = raw('s."jobId", s."postedAt", s."searchVector", s."titleWords"');
  // Reads the newest matches among those `where` names, at most what the window lacks after `found`.
  const newestWhere =
    (where: Sql, matching: Sql = condition) =>
    (found: Sql) =>
      sql`SELECT ${columns} ${FROM_SEARCH_ROWS} WHERE ${matching} AND ${where}
          ${NEWEST_FIRST} LIMIT ${size} - ${found}.n`;
  if (reads === 'all') {
    // One part, so no running count. OFFSET 0 plans the read of the matches on its own, away from the order
    // and limit that make walking the posting-date index newest first look cheap: it read 300,000 rows for
    // 1,000 of "paralegal" near Boston (250 ms instead of 12).
    const everyMatch = sql`SELECT ${columns} ${FROM_SEARCH_ROWS} WHERE ${condition} OFFSET 0`;
    return {
      parts: sql`matches AS MATERIALIZED (SELECT * FROM (${everyMatch}) s ${NEWEST_FIRST} LIMIT ${size})`,
      union: raw('SELECT * FROM matches'),
    };
  }
  // Postings dated after the staged days, or weeks: normally none, so the part reads the index only when
  // the newest posting says there are some. Read anyway, it walked the text's lists for nothing (0.5 to 2 ms
  // for "manager" around Boston).
  const laterThan = reads === 'days' ? today : currentWeek * 7 + 6;
  const parts: Part[] = [
    {
      name: 'later',
      read: newestWhere(sql`${postingDayAtEnd('newest')} > ${laterThan} AND s."postedDay" > ${laterThan}`),
    },
  ];
  if (reads === 'days') {
    // Day by day from today, newest first, until the window is full: one read per day, stopped by the
    // outer limit. Each read walks the text's lists again (0.3 to 0.8 ms for a common word at a million
    // jobs, whatever the day holds), so no day after today is read on its own.
    const byDay = newestWhere(raw('s."postedDay" = day'));
    parts.push({
      name: 'staged_days',
      read: (found) => sql`SELECT d.* FROM generate_series(${today}::int, ${
        (lastOlderWeek + 1) * 7
      }::int, -1) day CROSS JOIN LATERAL (
          ${byDay(found)}) d LIMIT ${size} - ${found}.n`,
    });
  } else if (weekCondition) {
    // Week by week from the current one, newest first, until the window is full: one read per week, stopped by
    // the outer limit, and planned once (six reads planned apart made the statement 1 to 1.6 ms slower).
    const byWeek = newestWhere(raw('s."postedDay" + 0 BETWEEN week * 7 AND week * 7 + 6'), weekCondition(raw('week')));
    parts.push({
      name: 'staged_weeks',
      read: (found) => sql`SELECT w.* FROM generate_series(${currentWeek}::int, ${
        lastOlderWeek + 1
      }::int, -1) week CROSS JOIN LATERAL (
          ${byWeek(found)}) w LIMIT ${size} - ${found}.n`,
    });
  } else {
    for (let age = 0; age < STAGED_WEEKS; age++) {
      const week = currentWeek - age;
      // `+ 0`: the facet finds the week in the index; a day range there would collect all its days first.
      const days = sql`s."postedDay" + 0 BETWEEN ${week * 7} AND ${week * 7 + 6}`;
      const facet = narrowingFacets([postedWeekFacet(week)], frequent);
      parts.push({
        name: `week_${age}`,
        read: newestWhere(facet.length > 0 ? sql`${days} AND s.facets @> ${facet}::int[]` : days),
      });
    }
  }
  // Older postings through the facets of their weeks, from the oldest live posting's on: the lists are
  // then walked only over those weeks, not over the staged ones again (15 ms instead of 36 ms for
  // "manager" around Boston, full-time, $60,000+, when the staged weeks hold fewer than the window).
  parts.push({
    name: 'older',
    read: newestWhere(
      sql`s."postedDay" + 0 < ${(lastOlderWeek + 1) * 7} AND s.facets && ARRAY(SELECT ${constant(
        FACET_KIND.postedWeek,
      )} + week FROM generate_series(${postingDayAtEnd('oldest')} / 7, ${lastOlderWeek}) week)`,
    ),
  });

  if (!newestPostingsFirst) return ctesOf(parts, size);
  // The newest postings, newest first from the posting-date index, each checked: a match dense among them
  // ("manager" within 100 miles of Boston, one posting in 13) fills a page from a few hundred rows, where a
  // day's read visits every match of the day's (3,000 rows, 14 ms against 1.4). Used only when that page is
  // filled there: the newest matches among the newest postings are the newest of all. Otherwise the reads
  // below start from nothing, and this look cost up to 2,000 rows.
  const newest = sql`SELECT ${columns} FROM (SELECT * ${FROM_SEARCH_ROWS} ${NEWEST_FIRST}
      LIMIT ${NEWEST_POSTINGS_LOOKED_THROUGH}) s WHERE ${condition} ${NEWEST_FIRST} LIMIT ${size}`;
  const filled = sql`(SELECT count(*) FROM newest_postings) >= ${size}`;
  const rest = ctesOf(parts, size, sql`SELECT CASE WHEN ${filled} THEN ${size} ELSE 0 END::bigint AS n`);
  return {
    parts: sql`newest_postings AS MATERIALIZED (${newest}),
      ${rest.parts}`,
    union: sql`SELECT * FROM newest_postings WHERE ${filled} UNION ALL ${rest.union}`,
  };
}

/** The posting day of the newest or the oldest live posting: one step into the posting-date index. */
function postingDayAtEnd(end: 'newest' | 'oldest'): Sql {
  const order = end === 'newest' ? ' DESC' : '';
  return raw(
    `(SELECT ${end}."postedDay" FROM search.job_search ${end} ORDER BY ${end}."postedAt"${order}, ${end}."jobId"${order} LIMIT 1)`,
  );
}

type Part = { name: string; read: (found: Sql) => Sql };

function ctesOf(
  parts: Part[],
  size: number,
  foundBefore: Sql = raw('SELECT 0::bigint AS n'),
): { parts: Sql; union: Sql } {
  // `found_<n>`: how many matches the parts before part n found (`foundBefore` before the first). Joined to it,
  // a part whose window is already full is never started (the join's one outer row is filtered out),
  // and it reads only what the window still lacks.
  const ctes = parts.flatMap((part, index) => {
    const found = raw(`found_${index}`);
    const counted =
      index === 0
        ? foundBefore
        : raw(
            `SELECT found_${index - 1}.n + (SELECT count(*) FROM ${parts[index - 1]!.name}) AS n FROM found_${index - 1}`,
          );
    return [
      sql`${found} AS MATERIALIZED (${counted})`,
      sql`${raw(part.name)} AS MATERIALIZED (SELECT m.* FROM ${found} CROSS JOIN LATERAL (
          ${part.read(found)}) m WHERE ${found}.n < ${size})`,
    ];
  });
  return {
    parts: join(ctes, ',\n      '),
    union: join(
      parts.map((part) => raw(`SELECT * FROM ${part.name}`)),
      ' UNION ALL ',
    ),
  };
}

/** The text search query of a match, on the search rows' configuration (accents folded, English stems). */
export function tsqueryOf(match: TextMatch): Sql {
  return match.kind === 'websearch'
    ? sql`websearch_to_tsquery('search.english', ${match.text})`
    : sql`${match.tsquery}::tsquery`;
}

/** Field weights of the document, `{D, C, B, A}`: title (A) over business name (B) over description (C). */
const FIELD_WEIGHTS = raw(`'{0, 0.1, 0.4, 1}'`);

/** How much each kind of match counts: whole words over prefixes over corrections over synonyms. */
export const MATCH_KIND_WEIGHTS: Record<MatchKind, number> = { exact: 1, prefix: 0.4, corrected: 0.15, synonym: 0.06 };

/** A typed word (or a synonym's) found whole in the title: above any stem, prefix or correction there. */
export const WHOLE_TITLE_WORD_WEIGHT = 2;

/** A rank summed leaf by leaf is rounded to 4 decimals (`anyLeafRankSql`). */
const RANK_SCALE = raw('10000');

/** A lone lexeme or prefix of a match (`'nurs'`, `'nurs':*`, as `lexeme` writes them): its text, and whether a prefix. */
const LONE_TERM = /^'((?:[^'\\]|''|\\\\)+)'(:\*)?$/;

/**
 * ts_rank_cd of the query matching any of `leaves` (their OR). When each is a lone lexeme or prefix, every
 * position one of them holds is a cover of its own, worth its field's weight, so that rank is the sum of each
 * leaf's: ranked leaf by leaf, PostgreSQL computes it in half the time for three words (ts_rank_cd's covers cost
 * more with each term of the query: 6.8 against 3.1 ms for a window of 1,000 rows). A leaf whose positions a
 * prefix among them already holds (`'account'` beside `'acc':*`) is left out of the sum, as the OR counts them
 * once. A phrase, or websearch syntax, among the leaves: ranked as the OR. (Exported for its test.)
 */
export function anyLeafRankSql(leaves: string[], vector: Sql): Sql {
  const rankOf = (query: string) => sql`ts_rank_cd(${FIELD_WEIGHTS}, ${vector}, ${query}::tsquery)`;
  const terms = leaves.map((leaf) => LONE_TERM.exec(leaf));
  if (!terms.every((term) => term !== null)) return rankOf(anyLeaf(leaves));
  const counted = leaves.filter(
    (_, at) => !terms.some((other, by) => by !== at && other[2] !== undefined && terms[at]![1]!.startsWith(other[1]!)),
  );
  if (counted.length === 1) return rankOf(counted[0]!);
  // Each leaf's rank is rounded to a real, the OR's only once: the sum is rounded to 4 decimals, so that rows the
  // OR ranks alike (any rank here is a sum of FIELD_WEIGHTS, multiples of 0.1) tie exactly, newest first.
  const sum = join(
    counted.map((leaf) => sql`${rankOf(leaf)}::float8`),
    ' + ',
  );
  return sql`round((${sum}) * ${RANK_SCALE}) / ${RANK_SCALE}`;
}

/** The query matching any of a kind's leaves. */
const anyLeaf = (leaves: string[]) => leaves.map((leaf) => `(${leaf})`).join(' | ');

/**
 * A match's rank on a row (`alias`): each kind's query ranked by field, weighted by kind, plus the
 * typed words found whole in the title (so 'intern' puts 'Intern' above 'Internal', both stemmed 'intern').
 */
function rankSql(match: TextMatch, alias: Sql): Sql {
  const vector = sql`${alias}."searchVector"`;
  if (match.kind === 'websearch') return sql`ts_rank_cd(${FIELD_WEIGHTS}, ${vector}, ${tsqueryOf(match)})`;
  const kinds = (Object.entries(MATCH_KIND_WEIGHTS) as Array<[MatchKind, number]>).flatMap(([kind, weight]) => {
    const leaves = match.tiers[kind];
    return leaves ? [{ leaves, weight }] : [];
  });
  const ranked = ({ leaves, weight }: { leaves: string[]; weight: number }) =>
    sql`${constant(weight)} * ${anyLeafRankSql(leaves, vector)}`;
  // With several kinds, each is ranked only on the rows it matches: `@@` (a lookup per word in the row's
  // sorted lexemes) says which, and a kind a row does not match adds 0, as its ts_rank_cd would. That
  // ts_rank_cd still costs the row its work (a synonym's phrases most): the window ranked 1.3 times as
  // fast, the same order (decision 011).
  const terms: Sql[] =
    kinds.length === 1
      ? [ranked(kinds[0]!)]
      : kinds.map(
          (kind) => sql`CASE WHEN ${vector} @@ ${anyLeaf(kind.leaves)}::tsquery THEN ${ranked(kind)} ELSE 0 END`,
        );
  if (match.titleWords) {
    // How many of them the title holds, one lookup in the title's sorted words each: a tenth of what
    // counting them through unnest() of every row's title words cost (decision 011).
    const held = match.titleWords.map((word) => sql`(${alias}."titleWords" @@ ${lexeme(word)}::tsquery)::int`);
    terms.push(sql`${constant(WHOLE_TITLE_WORD_WEIGHT)} * (${join(held, ' + ')})`);
  }
  return terms.length > 0 ? sql`(${join(terms, ' + ')})` : raw('0::real');
}
