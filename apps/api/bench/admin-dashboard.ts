import os from 'node:os';
import type pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { breakdown, liveJobs, money, usersByRole, weekly } from '../src/modules/admin-dashboard/dashboard-sql.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import { adminDashboardRanges } from './admin-dashboard-scenario.ts';
import { benchData } from './bench-data.ts';
import { percentiles } from './percentiles.ts';

/**
 * The admin dashboard's diagnostic (`pnpm --filter @mainwork/api bench:admin-dashboard`): on the bench's
 * jobs (BENCH_JOBS, a million by default) and the year of activity `pnpm bench` prepares
 * (admin-dashboard-scenario.ts), the time and plan of each of its statements, and what one client waits
 * for the default 12 weeks and a year. `pnpm bench` has the dashboard's row; this says where its time goes.
 * BENCH_KEEP_DATABASE=<name> keeps the prepared database for later runs (BENCH_PREPARE_ONLY=true: prepare, measure
 * nothing), so the figures can be taken on a quiet machine without generating the jobs again.
 */
const JOB_COUNT = Number(process.env.BENCH_JOBS ?? 1_000_000);
const REQUESTS = 10;
const STATEMENT_RUNS = 7;

type Statement = { text: string; values: unknown[] };

/** The median of a few runs of the statement, after one to warm up. */
async function timeStatement(pool: pg.Pool, statement: Statement): Promise<number> {
  const query = { text: statement.text, values: statement.values };
  await pool.query(query);
  const times: number[] = [];
  for (let run = 0; run < STATEMENT_RUNS; run++) {
    const started = performance.now();
    await pool.query(query);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

async function explain(pool: pg.Pool, label: string, statement: Statement) {
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>({
    text: `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, SUMMARY ON) ${statement.text}`,
    values: statement.values,
  });
  console.log(`\n== ${label}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

async function main(): Promise<void> {
  const {
    url: databaseUrl,
    database,
    close,
  } = await benchData({
    keep: process.env.BENCH_KEEP_DATABASE,
    jobCount: JOB_COUNT,
  });
  try {
    if (process.env.BENCH_PREPARE_ONLY === 'true') return;

    const ranges = adminDashboardRanges();
    const timings: string[] = [];
    for (const [name, range] of Object.entries(ranges)) {
      const statements: Array<[string, Statement]> = [
        ['breakdown', breakdown(range).statement],
        ['weekly', weekly(range).statement],
        ['money', money(range).statement],
        ['users by role', usersByRole(range).statement],
        ['live jobs', liveJobs().statement],
      ];
      for (const [label, statement] of statements) {
        await explain(database.pool, `${label}, ${name}`, statement);
        const ms = await timeStatement(database.pool, statement);
        timings.push(`  ${`${label}, ${name}:`.padEnd(36)} ${ms.toFixed(1).padStart(8)} ms`);
      }
    }
    console.log(`\nEach statement alone, median of ${STATEMENT_RUNS} runs (load average ${loadAverage()}):`);
    console.log(timings.join('\n'));

    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: '0',
      RUN_WORKER: 'false',
    });
    const admin = await database.prisma.user.findFirstOrThrow({ where: { email: 'admin@mainwork.test' } });
    const { token } = await createSession(database.prisma, { userId: admin.id, policy: config.session });
    const app = await buildApp(config, { database });
    try {
      const api = await app.listen({ host: config.host, port: config.port });
      console.log(`\nThrough the API (load average ${loadAverage()}):`);
      for (const [name, range] of Object.entries(ranges)) {
        const url = `${api}/api/v1/admin/dashboard?from=${range.from}&to=${range.to}`;
        const times: number[] = [];
        for (let index = 0; index < REQUESTS + 3; index++) {
          const started = performance.now();
          const response = await fetch(url, { headers: { cookie: `mw_session=${token}` } });
          if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
          await response.arrayBuffer();
          if (index >= 3) times.push(performance.now() - started); // the first ones warm up
        }
        const { p50, p95 } = percentiles(times);
        console.log(
          `GET /api/v1/admin/dashboard, ${name}: one client, ${REQUESTS} requests: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await close();
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
