import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZJobSearchQuery } from '@mainwork/contracts';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { createBusiness, createJob, lookupId, PLACES } from '../../testing/jobs.ts';
import { buildSearchSql } from './search-sql.ts';
import { buildTextMatch, correctionStatement, probeStatement, type MatchKind } from './search-text.ts';

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Order By'?: string;
  Plans?: PlanNode[];
};

let db: TestDatabase;
let fullTime: number;
const JOBS = 5_000;

/** Every node of a plan, depth first. */
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * The nodes of the plan PostgreSQL picks for the statement when it reads tables through bitmaps. On a
 * small table, walking the newest-first index and filtering every row is cheapest, and a sequential
 * scan cheaper still; on a board's million rows neither is (the bench prints those plans). Priced out
 * here, what remains is the choice this test is about: which index, with which conditions.
 */
async function planOf(
  statement: { text: string; values?: readonly unknown[] },
  options: { indexScans?: boolean; settings?: string[] } = {},
): Promise<PlanNode[]> {
  const client = await db.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL enable_seqscan = off');
    if (!options.indexScans) await client.query('SET LOCAL enable_indexscan = off');
    for (const setting of options.settings ?? []) await client.query(`SET LOCAL ${setting}`);
    const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
      `EXPLAIN (FORMAT JSON) ${statement.text}`,
      [...(statement.values ?? [])],
    );
    return nodesOf(rows[0]!['QUERY PLAN'][0]!.Plan);
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

/**
 * How each read of the search rows the statement filters (alias `s`, numbered in each part) finds them:
 * the index scans under it (index and condition), or its own node type.
 */
const searchRowReads = (nodes: PlanNode[]) =>
  nodes
    .filter((node) => node['Relation Name'] === 'job_search' && /^s(_\d+)?$/.test(node.Alias ?? ''))
    .map((node) =>
      node['Node Type'] === 'Bitmap Heap Scan'
        ? nodesOf(node)
            .filter((child) => child['Node Type'] === 'Bitmap Index Scan')
            .map((child) => ({ index: child['Index Name'], condition: child['Index Cond'] ?? '' }))
        : [{ index: node['Node Type'], condition: '' }],
    );

beforeAll(async () => {
  db = await createTestDatabase();
  fullTime = await lookupId(db, 'jobType', 'Full-time');
  const partTime = await lookupId(db, 'jobType', 'Part-time');
  const business = await createBusiness(db, { name: 'Harbor Bakery' });
  const boston = await createJob(db, { businessId: business.id, title: 'Baker', place: PLACES.boston });
  const providence = await createJob(db, { businessId: business.id, title: 'Baker', place: PLACES.providence });
  // Posted over 60 days, oldest first as a board receives them; one job in 50 is a manager's.
  await db.pool.query(
    `INSERT INTO jobs ("businessId", title, description, "jobTypeId", "jobLocationTypeId", "addressId",
                       "salaryRate", "minimumSalary", "maximumSalary", "annualSalary", "postedAt", "expiresAt", "updatedAt")
     SELECT $1, CASE WHEN g % 50 = 0 THEN 'Store Manager' ELSE 'Line Cook' END, '<p>Join our kitchen.</p>',
            CASE WHEN g % 2 = 0 THEN $2::int ELSE $3::int END, j."jobLocationTypeId",
            CASE WHEN g % 3 = 0 THEN $4::int ELSE $5::int END, 'per_year', 40000 + g % 60 * 1000, 50000 + g % 60 * 1000,
            50000 + g % 60 * 1000, now() - make_interval(secs => ($6::int - g) * (60 * 24 * 3600)::float8 / $6::int), now() + interval '60 days', now()
     FROM generate_series(1, $6::int) g, (SELECT "jobLocationTypeId" FROM jobs WHERE id = $7) j`,
    [business.id, fullTime, partTime, boston.addressId, providence.addressId, JOBS, boston.id],
  );
  await db.pool.query('ANALYZE');
});

afterAll(() => db.drop());

/** A text search's window near a city: postings dated later, the staged weeks, older postings. */
const WINDOW_READS_NEAR_A_CITY = 3;

describe('the plan of a search with text, a place and filters', () => {
  const query = () =>
    ZJobSearchQuery.parse({
      what_search_text: 'manager',
      where_search_text: 'Boston, MA',
      filters: { job_type_id_eq: fullTime, job_min_salary_eq: 60_000 },
    });

  it('reads the search rows through the GIN index of document, facets and posting day', async () => {
    const { page, count } = buildSearchSql(query(), { frequentFacets: new Set() });
    // The page reads postings dated later, the staged weeks (one read, a week at a time) and older ones; the count
    // reads once.
    for (const [statement, parts] of [
      [page, WINDOW_READS_NEAR_A_CITY],
      [count, 1],
    ] as const) {
      const reads = searchRowReads(await planOf(statement));
      expect(reads).toHaveLength(parts);
      for (const scans of reads) {
        // One scan of the GIN index intersects the text, the filters' facets and the place's cells.
        expect(scans).toHaveLength(1);
        expect(scans[0]!.index).toBe('job_search_document_idx');
        expect(scans[0]!.condition).toContain('"searchVector" @@');
        expect(scans[0]!.condition).toContain('facets @>');
        expect(scans[0]!.condition).toContain('facets &&');
      }
    }
  });

  it('finds the matches it counts', async () => {
    const { count } = buildSearchSql(query(), { frequentFacets: new Set() });
    const { rows } = await db.pool.query<{ count: number }>(count.text, count.values);
    expect(rows[0]!.count).toBeGreaterThan(0);
  });
});

describe('the index of the search rows', () => {
  it('takes each write in place, keeping no pending list for every search to read through', async () => {
    const { rows } = await db.pool.query<{ options: string[] | null }>(
      `SELECT reloptions AS options FROM pg_class WHERE oid = 'search.job_search_document_idx'::regclass`,
    );
    expect(rows[0]!.options).toContain('fastupdate=off');
  });
});

describe('the plan of a search with text and no place', () => {
  const query = () => ZJobSearchQuery.parse({ what_search_text: 'manager', filters: { job_type_id_eq: fullTime } });

  it('reads the staged weeks day by day when many match, each day named to the GIN index', async () => {
    const { page } = buildSearchSql(query(), { frequentFacets: new Set(), knownMatches: 10_001 });
    // Postings dated later, the staged days (one scan, repeated per day) and older ones.
    const reads = searchRowReads(await planOf(page));
    expect(reads).toHaveLength(3);
    for (const scans of reads) {
      expect(scans).toHaveLength(1);
      expect(scans[0]!.index).toBe('job_search_document_idx');
      expect(scans[0]!.condition).toContain('"searchVector" @@');
      expect(scans[0]!.condition).toContain('facets @>');
    }
    expect(reads[1]![0]!.condition).toContain('"postedDay" = day');
  });

  it('reads all matches in one scan of the GIN index when few match, near a city too', async () => {
    for (const where of [{}, { where_search_text: 'Boston, MA' }]) {
      const { page } = buildSearchSql(ZJobSearchQuery.parse({ what_search_text: 'manager', ...where }), {
        frequentFacets: new Set(),
        knownMatches: 40,
      });
      // Even where walking the posting-date index newest first looks cheaper to the planner.
      for (const indexScans of [false, true]) {
        const reads = searchRowReads(await planOf(page, { indexScans }));
        expect(reads).toHaveLength(1);
        // The addresses in reach are read under it, through their own index.
        const scans = reads[0]!.filter((scan) => !scan.index?.startsWith('addresses_'));
        expect(scans).toHaveLength(1);
        expect(scans[0]!.index).toBe('job_search_document_idx');
        expect(scans[0]!.condition).not.toContain('postedDay');
      }
    }
  });
});

describe('the plan of a search with parallel workers free to start', () => {
  // Starting workers to read a window of 1,000 rows cost more than the read (migration
  // search_rows_serial_scans): the search rows are read by one process even when workers cost nothing.
  const free = [
    'parallel_setup_cost = 0',
    'parallel_tuple_cost = 0',
    'min_parallel_table_scan_size = 0',
    'min_parallel_index_scan_size = 0',
  ];
  for (const query of [{ what_search_text: 'manager' }, { what_search_text: 'line cook', sort: 'date' }, {}]) {
    it(`reads the search rows without workers: ${JSON.stringify(query)}`, async () => {
      const { page, count } = buildSearchSql(ZJobSearchQuery.parse(query), { frequentFacets: new Set() });
      for (const statement of [page, count]) {
        for (const indexScans of [false, true]) {
          const types = (await planOf(statement, { indexScans, settings: free })).map((node) => node['Node Type']);
          expect(
            types.filter((type) => type.startsWith('Gather')),
            statement.text,
          ).toEqual([]);
        }
      }
    });
  }
});

describe('the plan of a search by date', () => {
  it('walks the posting-date index newest first for a place, stopping at the page', async () => {
    const { page } = buildSearchSql(ZJobSearchQuery.parse({ where_search_text: 'Boston, MA', sort: 'date' }), {
      frequentFacets: new Set(),
    });
    const nodes = await planOf(page, { indexScans: true });
    expect(nodes[0]!['Node Type']).toBe('Limit');
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort');
    const reads = nodes.filter((node) => node['Relation Name'] === 'job_search');
    expect(reads.map((node) => [node['Node Type'], node['Index Name']])).toEqual([
      ['Index Scan', 'job_search_newest_idx'],
    ]);
  });

  it('reads text, a place and filters by date through the same GIN index, week by week', async () => {
    const query = ZJobSearchQuery.parse({
      what_search_text: 'manager',
      where_search_text: 'Boston, MA',
      radius: '50',
      sort: 'date',
      filters: { job_type_id_eq: fullTime },
    });
    const { page } = buildSearchSql(query, { frequentFacets: new Set() });
    const reads = searchRowReads(await planOf(page));
    expect(reads).toHaveLength(WINDOW_READS_NEAR_A_CITY);
    for (const scans of reads) {
      expect(scans).toHaveLength(1);
      expect(scans[0]!.index).toBe('job_search_document_idx');
      expect(scans[0]!.condition).toContain('facets &&');
    }
  });
});

describe('the plan of a search with a prefix, a correction, a compound or a synonym', () => {
  const cases: Array<{ text: string; kind: MatchKind }> = [
    { text: 'store mana', kind: 'prefix' },
    { text: 'stroe managr', kind: 'corrected' },
    { text: 'linecook', kind: 'exact' },
    { text: 'store mgr', kind: 'synonym' },
  ];
  for (const { text, kind } of cases) {
    it(`still reads the search rows through the GIN index only: "${text}"`, async () => {
      const match = await buildTextMatch(db.pool, text);
      expect(match?.kind).toBe('expanded');
      if (match?.kind !== 'expanded') return;
      expect(match.tiers[kind], text).not.toBeNull();
      const query = ZJobSearchQuery.parse({
        what_search_text: text,
        where_search_text: 'Boston, MA',
        filters: { job_type_id_eq: fullTime },
      });
      const { page, count } = buildSearchSql(query, { textQuery: match, frequentFacets: new Set() });
      for (const [statement, parts] of [
        [page, WINDOW_READS_NEAR_A_CITY],
        [count, 1],
      ] as const) {
        const reads = searchRowReads(await planOf(statement));
        expect(reads).toHaveLength(parts);
        for (const scans of reads) {
          expect(scans).toHaveLength(1);
          expect(scans[0]!.index).toBe('job_search_document_idx');
          expect(scans[0]!.condition).toContain('"searchVector" @@');
        }
      }
      const { rows } = await db.pool.query<{ count: number }>(count.text, count.values);
      expect(rows[0]!.count, text).toBeGreaterThan(0);
    });
  }

  it('names a whole word once, as a whole word, and a half-typed one by the stems of the words it starts', async () => {
    // A word named twice, or as a prefix, made the planner take the search for broader than it is.
    const whole = await buildTextMatch(db.pool, 'store manager');
    if (whole?.kind !== 'expanded') throw new Error('expected an expanded match');
    expect(whole.tiers.exact).toContain("'manag'");
    expect(whole.tsquery.match(/'manag'/g)).toHaveLength(1);
    expect(whole.tsquery).not.toContain(':*');
    const half = await buildTextMatch(db.pool, 'store mana');
    if (half?.kind !== 'expanded') throw new Error('expected an expanded match');
    expect(half.tiers.prefix).toContain("'manag'");
    expect(half.tsquery).not.toContain(':*');
  });

  it('corrects a word by reading the vocabulary through its trigram index, nearest first', async () => {
    const nodes = await planOf(correctionStatement(['managr', 'bakr']), { indexScans: true });
    const reads = nodes.filter((node) => node['Relation Name'] === 'vocabulary');
    expect(reads.map((node) => [node['Node Type'], node['Index Name']])).toEqual([
      ['Index Scan', 'vocabulary_trigram_idx'],
    ]);
    expect(reads[0]!['Order By']).toContain('<->');
    expect(nodes.map((node) => node['Relation Name'])).not.toContain('job_search');
  });

  it('looks words up in the vocabulary by its primary key, never in the jobs', async () => {
    const nodes = await planOf(probeStatement(['store', 'mana', 'storemana'], 'mana'), { indexScans: true });
    const reads = nodes.filter((node) => node['Relation Name'] === 'vocabulary');
    expect(reads.length).toBeGreaterThan(0);
    for (const node of reads) expect(node['Index Name']).toBe('vocabulary_pkey');
    expect(nodes.map((node) => node['Relation Name'])).not.toContain('job_search');
  });
});
