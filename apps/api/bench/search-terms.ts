import { openDatabase, seedDemoData, seedReferenceData } from '@mainwork/db';
import { ZJobSearchQuery } from '@mainwork/contracts';
import type pg from 'pg';
import type { Sql } from 'sql-template-tag';
import { createPasswordHasher } from '../src/infra/password-hashing.ts';
import { frequentFacets } from '../src/modules/jobs/search-facets.ts';
import { buildSearchSql } from '../src/modules/jobs/search-sql.ts';
import { buildTextMatch } from '../src/modules/jobs/search-text.ts';
import { keptBenchDatabase } from './database.ts';
import { generateJobs } from './generate-jobs.ts';
import { percentiles } from './percentiles.ts';
import { MATCHING_TERMS, TEXT_TERMS } from './search-scenarios.ts';

/**
 * Where a text search's time goes (`pnpm --filter @mainwork/api bench:search-terms`): on the bench's
 * jobs (BENCH_JOBS, a million by default), for each term of the text mix and of the matching rows, the
 * time of building its match from the vocabulary, of its page and of its count, beside the same page
 * and count with the text as typed (websearch_to_tsquery, the search before matching). Medians and
 * p95 of RUNS runs after one to warm up. BENCH_KEEP_DATABASE=<name> keeps the prepared database.
 */
const JOB_COUNT = Number(process.env.BENCH_JOBS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 21);

async function timed(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await run();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return percentiles(times);
}

const statementRun = (pool: pg.Pool, statement: Sql) => () => pool.query(statement.text, statement.values);

async function main(): Promise<void> {
  const keep = process.env.BENCH_KEEP_DATABASE ?? 'mw_bench_search_terms';
  const bench = await keptBenchDatabase(process.env.DATABASE_URL, keep, `${JOB_COUNT} jobs`);
  const database = openDatabase(bench.url);
  try {
    if (!bench.prepared) {
      const passwords = createPasswordHasher({ memoryCost: 1024 });
      await seedReferenceData(database.prisma);
      await seedDemoData(database.prisma, { hashPassword: (plain) => passwords.hash(plain) });
      console.log(`Generating ${JOB_COUNT.toLocaleString('en-US')} jobs...`);
      await generateJobs(database.pool, JOB_COUNT, (line) => console.log(line));
      await bench.markPrepared();
    }
    const pool = database.pool;
    const frequent = await frequentFacets(pool);
    const terms = [...TEXT_TERMS, ...MATCHING_TERMS.map((term) => term.text)];
    const rows: string[][] = [];
    for (const term of terms) {
      const query = ZJobSearchQuery.parse({ what_search_text: term });
      const match = await buildTextMatch(pool, term);
      const expanded = buildSearchSql(query, { textQuery: match, frequentFacets: frequent });
      const typed = buildSearchSql(query, { textQuery: { kind: 'websearch', text: term }, frequentFacets: frequent });
      const figures = [
        await timed(() => buildTextMatch(pool, term)),
        await timed(statementRun(pool, expanded.page)),
        await timed(statementRun(pool, expanded.count)),
        await timed(statementRun(pool, typed.page)),
        await timed(statementRun(pool, typed.count)),
      ];
      rows.push([term, ...figures.map((figure) => `${figure.p50.toFixed(1)} / ${figure.p95.toFixed(1)}`)]);
      console.log(`  ${term}: ${match?.kind === 'expanded' ? match.tsquery : 'as typed'}`);
    }
    const header = ['term', 'match built', 'page', 'count', 'page as typed', 'count as typed'];
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
    console.log(`\nText search statements, ${JOB_COUNT.toLocaleString('en-US')} jobs, p50 / p95 ms over ${RUNS} runs:`);
    for (const row of [header, ...rows])
      console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
  } finally {
    await database.close();
    await bench.drop();
  }
}

await main();
