import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createSession } from '../src/modules/auth/sessions.ts';
import { adminDashboardCases } from './admin-dashboard-scenario.ts';
import { benchData } from './bench-data.ts';
import { LASTING_HOUR } from './generate-jobs.ts';
import { leanGet } from './lean-request.ts';
import { measureApply, type ApplyResult } from './apply-scenario.ts';
import { dashboardCases } from './dashboard-scenario.ts';
import { startBaseline } from './baseline.ts';
import { BENCH_SERVER_SETTINGS } from './database.ts';
import {
  explainCorrection,
  explainJobsById,
  explainLiveJob,
  explainSearch,
  searchScenarios,
  type SearchScenario,
} from './search-scenarios.ts';
import { measureJobAlertRuns, printJobAlertRows } from './job-alerts.ts';
import { seedJobAlerts } from './job-alerts-scenario.ts';
import { percentiles, type Percentiles } from './percentiles.ts';
import { prepareWebDist, shareLinkCases } from './share-link-scenarios.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = 1;
const CONNECTIONS = 10;
const JOB_COUNT = Number(process.env.BENCH_JOBS ?? 1_000_000);
const SINGLE_CLIENT_REQUESTS = 200;
/** More jobs than the API keeps in memory (MAX_JOBS of live-job-answers.ts), so each is read from the database. */
const COLD_JOBS = 50_000;
const ALERT_COUNT = Number(process.env.BENCH_ALERTS ?? 100_000);
/**
 * BENCH_ONLY=<text>[,<text>…] measures only the rows whose label contains one of the texts (and their
 * baselines), for a quick look at a few endpoints; the Instant Apply rows and the job alert runs are
 * measured only when a text is in their title ('Instant Apply', 'Job alerts'). BENCH_ALERTS=0 skips the alerts.
 */
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((text) => text.trim())
  .filter(Boolean);
const wanted = (label: string) => ONLY.length === 0 || ONLY.some((text) => label.includes(text));
/**
 * BENCH_KEEP_DATABASE=<name> keeps the prepared database (the jobs and the year of activity) for later runs,
 * so before and after can be measured on the same data on a quiet machine without generating a million jobs
 * each time (BENCH_PREPARE_ONLY=true: prepare it, measure nothing). Each run adds its views and Instant Apply
 * applications to it; the job alert runs, which write the most, are left out of a kept database's runs.
 */
const KEEP = process.env.BENCH_KEEP_DATABASE;
const PREPARE_ONLY = process.env.BENCH_PREPARE_ONLY === 'true';
/** A slow scenario stops early: the single-client figures then come from fewer requests. */
const SINGLE_CLIENT_MAX_MS = 15_000;

/** A row of the table; `paths` (relative to `url`) are requested in turn when given, or at random with `random`. */
type Case = {
  label: string;
  url: string;
  paths?: string[];
  random?: boolean;
  headers?: Record<string, string>;
  baseline?: Case;
};
const RANDOM_PATH = path.join(import.meta.dirname, 'random-path-each-request.cjs');

/** What autocannon asks for: the paths in turn, or one request that takes a path at random each time. */
function requestsOf(target: Case) {
  if (!target.paths) return {};
  if (target.random) return { requests: [{ method: 'GET', randomPaths: target.paths, setupRequest: RANDOM_PATH }] };
  return { requests: target.paths.map((path) => ({ method: 'GET', path })) };
}

/** A row's single-client figures, and each path's when it requests several (the text mix's terms). */
type SingleClient = Percentiles & { byPath: Array<{ path: string } & Percentiles> };

const cleanups: Array<() => Promise<void>> = [];

let interrupt: (error: Error) => void = () => undefined;
const interrupted = new Promise<never>((_, reject) => (interrupt = reject));
interrupted.catch(() => undefined);
// Ctrl-C ends the current run and still drops the database and stops the servers. `on`, not `once`:
// under tsx the signal can arrive twice (from the terminal and relayed), and the second must not kill us.
process.on('SIGINT', () => interrupt(new Error('Interrupted')));

async function measure(target: Case, seconds: number): Promise<autocannon.Result> {
  const instance = autocannon({
    url: target.url,
    ...requestsOf(target),
    connections: CONNECTIONS,
    duration: seconds,
    ...(target.headers ? { headers: target.headers } : {}),
    // The load is generated on its own thread, so it does not compete with the servers' event loop.
    workers: 1,
  });
  try {
    return await Promise.race([instance, interrupted]);
  } catch (error) {
    instance.stop();
    throw error;
  }
}

const urlsOf = (target: Case) => (target.paths ?? ['']).map((path) => `${target.url}${path}`);

/** A few plain requests first, so a misconfigured run fails instead of timing 401s or 404s. */
async function checkAnswers(target: Case): Promise<void> {
  for (const url of urlsOf(target).slice(0, 20)) {
    const response = await fetch(url, { headers: target.headers ?? {} });
    const body = await response.text();
    if (!response.ok) throw new Error(`${target.label} answered ${response.status}: ${body.slice(0, 200)}`);
  }
}

/**
 * One client, one request at a time: what a single user waits (autocannon has no p95), asked by a lean client.
 * `beforeEach`: done before each request, untimed.
 */
async function measureSingleClient(target: Case, beforeEach?: () => Promise<unknown>): Promise<SingleClient> {
  const urls = urlsOf(target);
  const times: number[] = [];
  const timesByUrl = new Map<string, number[]>(urls.map((url) => [url, []]));
  const deadline = performance.now() + SINGLE_CLIENT_MAX_MS;
  for (let index = 0; index < SINGLE_CLIENT_REQUESTS && performance.now() < deadline; index++) {
    const url = urls[index % urls.length]!;
    await beforeEach?.();
    const started = performance.now();
    await leanGet(url, target.headers);
    const took = performance.now() - started;
    times.push(took);
    timesByUrl.get(url)!.push(took);
  }
  const byPath =
    urls.length > 1 && !target.random
      ? [...timesByUrl].map(([url, taken]) => ({
          path: decodeURIComponent(url.slice(target.url.length)),
          ...percentiles(taken),
        }))
      : [];
  return { ...percentiles(times), byPath };
}

let plans: Array<{ label: string; plan: string }> = [];
/** The database the job alert runs are timed on, last (they write to it). */
let alertsTarget: Parameters<typeof measureJobAlertRuns>[0] | undefined;
/** What the apply scenario needs once the table's rows are measured. */
let applyTarget: Omit<Parameters<typeof measureApply>[0], 'seconds' | 'concurrency' | 'maxRequests'> | undefined;
/** The text searches' rows measured again right after a write, the database they move on and jobs to write. */
let afterWriteTarget: { pool: pg.Pool; cases: Case[]; jobIds: number[] } | undefined;

async function prepare(): Promise<Case[]> {
  const { url: databaseUrl, database, close } = await benchData({ keep: KEEP, jobCount: JOB_COUNT });
  cleanups.push(close);
  if (PREPARE_ONLY) return [];

  const web = await prepareWebDist();
  cleanups.push(web.cleanup);
  // Uploads of the apply scenario go to a folder of this run, removed afterwards.
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mw-bench-data-'));
  cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: web.dir,
    HOST: '127.0.0.1',
    PORT: '0',
    RUN_WORKER: 'false',
  });
  const hunter = await database.prisma.user.findFirstOrThrow({ where: { email: 'hunter@mainwork.test' } });
  const { token } = await createSession(database.prisma, { userId: hunter.id, policy: config.session });

  const app = await buildApp(config, { database });
  cleanups.push(() => app.close());
  const api = await app.listen({ host: config.host, port: config.port });
  const baseline = await startBaseline(databaseUrl);
  cleanups.push(baseline.close);

  const jobTypeId = (await database.prisma.jobType.findFirstOrThrow({ where: { name: 'Full-time' } })).id;
  const levelId = (await database.prisma.jobExperienceLevel.findFirstOrThrow()).id;
  const scenarios = searchScenarios({ jobTypeId, levelId });
  plans = [];
  for (const scenario of scenarios)
    plans.push({ label: scenario.label, plan: await explainSearch(database.pool, scenario.query) });
  plans.push({
    label: 'The correction of "acountant" (vocabulary, trigram index)',
    plan: await explainCorrection(database.pool, ['acountant']),
  });
  const someJobId = (await database.pool.query<{ id: number }>('SELECT max(id) AS id FROM jobs')).rows[0]!.id;
  plans.push({
    label: 'GET /api/v1/jobs/:id (the generic plan each connection keeps)',
    plan: await explainLiveJob(database.pool, someJobId),
  });
  const newestJobIds = (
    await database.pool.query<{ id: number }>(
      'SELECT "jobId" AS id FROM search.job_search ORDER BY "postedAt" DESC, "jobId" DESC LIMIT 20',
    )
  ).rows.map((row) => row.id);
  plans.push({
    label: "A search page's jobs by id (the generic plan each connection keeps)",
    plan: await explainJobsById(database.pool, newestJobIds),
  });
  // Live jobs spread over the table, none expiring while the bench runs (a page gone meanwhile answers 404).
  const coldJobIds = (
    await database.pool.query<{ id: number }>(
      `SELECT id FROM jobs j WHERE job_is_live(j.active, true, j."expiresAt") ${LASTING_HOUR} ORDER BY md5(id::text) LIMIT $1`,
      [COLD_JOBS],
    )
  ).rows.map((row) => row.id);
  const baselineJob = {
    label: 'baseline GET /jobs/:id (primary-key SELECT)',
    url: `${baseline.url}/jobs/${someJobId}`,
  };
  // The cold row's floor: the same rows, asked the same way (a path at random each request, which costs the
  // load generator more than one path asked again), so what the ratio shows is only what our stack adds.
  const baselineColdJobs: Case = {
    label: `baseline GET /jobs/:id (the same ${COLD_JOBS.toLocaleString('en-US')} jobs at random)`,
    url: baseline.url,
    paths: coldJobIds.map((id) => `/jobs/${id}`),
    random: true,
  };
  const searchCases = (scenario: SearchScenario): Case => ({
    label: scenario.label,
    url: api,
    paths: scenario.paths,
    baseline: baselineJob,
  });
  afterWriteTarget = {
    pool: database.pool,
    jobIds: coldJobIds,
    cases: scenarios
      .filter((scenario) => scenario.query.what_search_text)
      .map((scenario) => ({ label: `${scenario.label}, after a write`, url: api, paths: scenario.paths })),
  };

  applyTarget = { pool: database.pool, api, sessionCookie: `mw_session=${token}`, userId: hunter.id };
  alertsTarget = database;
  const shareCases = await shareLinkCases({
    pool: database.pool,
    api,
    userId: hunter.id,
    jobId: someJobId,
    webLabel: web.label,
    baseline: baselineJob,
  });

  const dashboard = await dashboardCases({ database, config, api });
  const adminDashboard = await adminDashboardCases({ database, config, api });

  const baselineHealth = { label: 'baseline GET /health (SELECT 1)', url: `${baseline.url}/health` };
  const baselineStates = { label: 'baseline GET /states', url: `${baseline.url}/states` };
  return [
    baselineHealth,
    { label: 'GET /api/health (liveness, no database)', url: `${api}/api/health`, baseline: baselineHealth },
    { label: 'GET /api/ready (SELECT 1, checks kept 10 s)', url: `${api}/api/ready`, baseline: baselineHealth },
    baselineStates,
    { label: 'GET /api/v1/states', url: `${api}/api/v1/states`, baseline: baselineStates },
    { label: 'GET /api/v1/job_types', url: `${api}/api/v1/job_types` },
    {
      label: 'GET /auth/verify_token (signed in)',
      url: `${api}/auth/verify_token`,
      headers: { cookie: `mw_session=${token}` },
    },
    {
      // The place index answers from memory: prefixes of every length, a ZIP, a state, nothing.
      label: 'GET /api/v1/locations/autocomplete',
      url: api,
      paths: ['b', 'bos', 'Boston, M', '021', 'rem', 'mass', 'zzz'].map(
        (query) => `/api/v1/locations/autocomplete?location_query=${encodeURIComponent(query)}`,
      ),
      baseline: baselineHealth,
    },
    {
      label: 'GET /api/v1/affiliate_links/:key/view',
      url: `${api}/api/v1/affiliate_links/spring-news/view?no_event=true`,
    },
    ...adminDashboard,
    baselineJob,
    // Views are counted (decision 025): a returning visitor is remembered in memory; a new visitor every
    // request (no cookie) adds a view to the batch written every 2 s.
    {
      label: 'GET /api/v1/jobs/:id (views counted: returning visitor)',
      url: `${api}/api/v1/jobs/${someJobId}`,
      headers: { cookie: 'mw_vid=bench-returning-visitor-0001' },
      baseline: baselineJob,
    },
    {
      label: 'GET /api/v1/jobs/:id (views counted: a new visitor each request)',
      url: `${api}/api/v1/jobs/${someJobId}`,
      baseline: baselineJob,
    },
    {
      // Jobs are kept in memory once read (decision 048); asked at random among more jobs than it keeps,
      // most are read from the database: what a job nobody looked at lately costs.
      label: `GET /api/v1/jobs/:id (returning visitor, ${COLD_JOBS.toLocaleString('en-US')} jobs at random: most read from the database)`,
      url: api,
      paths: coldJobIds.map((id) => `/api/v1/jobs/${id}`),
      random: true,
      headers: { cookie: 'mw_vid=bench-returning-visitor-0001' },
      baseline: baselineColdJobs,
    },
    ...shareCases,
    ...scenarios.map(searchCases),
    ...dashboard,
  ];
}

/** Milliseconds as the tables print them. */
const ms = (value: number) => value.toFixed(1);

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

/**
 * The text searches again, a job's search row written again before each request (a job at random, as an
 * employer's edit writes it): the rows' state moves on, so each text's match is built again (decision 074), its
 * count brought over the row changed and its page kept unless that row matches it (decision 079, "The first
 * search after a write"): what the first search of a text after a write waits.
 */
async function printAfterWriteRows(): Promise<void> {
  const target = afterWriteTarget;
  const cases = target?.cases.filter((row) => wanted(row.label)) ?? [];
  if (!target || cases.length === 0) return;
  const writeAJob = () =>
    target.pool.query(`UPDATE search.job_search SET "expiresAt" = "expiresAt" WHERE "jobId" = $1`, [
      target.jobIds[Math.floor(Math.random() * target.jobIds.length)],
    ]);
  console.log();
  console.log("Text searches right after a write (a job's search row written before each request), single client:");
  const rows: string[][] = [];
  for (const row of cases) {
    // Each path asked once first, as the rows above are warmed: a text's last read is kept 30 s, and these rows
    // come a minute after those, so their first request of each text would read it all again (the cost of a text
    // not asked for 30 s, not of a write: with ten texts, a twentieth of the requests).
    for (const url of urlsOf(row)) await leanGet(url, row.headers);
    const alone = await measureSingleClient(row, writeAJob);
    rows.push([row.label, ms(alone.p50), ms(alone.p95), ms(alone.p99)]);
  }
  printTable(['endpoint', '1 client p50', 'p95', 'p99'], rows);
}

/** Instant Apply with a 2 MB resume: one client, then four at a time; each request applies to a job of its own. */
async function printApplyRows(): Promise<void> {
  if (!applyTarget || !wanted('Instant Apply')) return;
  console.log();
  console.log('Instant Apply, multipart with a 2 MB resume streamed to disk (each request a job of its own):');
  await measureApply({ ...applyTarget, seconds: WARMUP_SECONDS, concurrency: 1, maxRequests: 5 });
  const rows: ApplyResult[] = [
    await measureApply({ ...applyTarget, seconds: SECONDS, concurrency: 1, maxRequests: SINGLE_CLIENT_REQUESTS }),
    await measureApply({ ...applyTarget, seconds: SECONDS, concurrency: 4, maxRequests: 100_000 }),
  ];
  printTable(
    ['endpoint', 'requests', 'req/s', 'p50', 'p95', 'p99', 'non-201'],
    rows.map((row) => [
      row.label,
      String(row.requests),
      row.perSecond.toFixed(1),
      ms(row.p50),
      ms(row.p95),
      ms(row.p99),
      String(row.failed),
    ]),
  );
}

async function main(): Promise<void> {
  if (!(SECONDS > 0)) throw new Error(`BENCH_SECONDS must be a positive number, got ${process.env.BENCH_SECONDS}`);
  console.log(`Preparing ${KEEP ? 'the kept' : 'a fresh'} database, the API and the baseline server...`);
  const measured = (await prepare()).filter((target) => wanted(target.label));
  if (PREPARE_ONLY) {
    console.log(`The database ${KEEP ?? ''} is prepared; nothing measured.`);
    return;
  }
  const baselines = measured.flatMap((target) => (target.baseline ? [target.baseline] : []));
  const cases = [...new Set([...baselines.filter((baseline) => !measured.includes(baseline)), ...measured])];
  for (const target of cases) await checkAnswers(target);

  const results = new Map<Case, autocannon.Result>();
  const single = new Map<Case, SingleClient>();
  for (const target of cases) {
    console.log(`  ${target.label}`);
    await measure(target, WARMUP_SECONDS);
    single.set(target, await measureSingleClient(target));
    results.set(target, await measure(target, SECONDS));
  }

  const cpus = os.cpus();
  console.log();
  console.log(`MainWork API bench, ${new Date().toISOString()}`);
  console.log(`Node ${process.version}, ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), ${os.platform()}`);
  console.log(
    `${
      process.env.DATABASE_URL
        ? 'DATABASE_URL server'
        : `embedded PostgreSQL (${Object.entries(BENCH_SERVER_SETTINGS)
            .map(([name, value]) => `${name}=${value}`)
            .join(', ')})`
    }, 127.0.0.1, ` +
      `${JOB_COUNT.toLocaleString('en-US')} jobs; throughput and p99 at ${CONNECTIONS} connections, ${SECONDS} s ` +
      `per row after ${WARMUP_SECONDS} s warm-up; single-client p50/p95/p99 over ${SINGLE_CLIENT_REQUESTS} requests`,
  );
  console.log();
  printTable(
    [
      'endpoint',
      'req/s',
      '1 client p50',
      'p95',
      'p99',
      `${CONNECTIONS} conn p50`,
      'p99',
      'non-2xx',
      'errors',
      'vs baseline',
    ],
    cases.map((target) => {
      const result = results.get(target)!;
      const alone = single.get(target)!;
      const base = target.baseline && results.get(target.baseline);
      return [
        target.label,
        Math.round(result.requests.mean).toLocaleString('en-US'),
        ms(alone.p50),
        ms(alone.p95),
        ms(alone.p99),
        String(result.latency.p50),
        String(result.latency.p99),
        String(result.non2xx),
        // autocannon counts a timeout among the errors as well.
        String(result.errors),
        base ? `${Math.round((result.requests.mean / base.requests.mean) * 100)} % of baseline` : '',
      ];
    }),
  );
  for (const target of cases) {
    const { byPath } = single.get(target)!;
    if (byPath.length === 0) continue;
    console.log();
    console.log(`${target.label}, single client, each path (p50 / p95 ms), slowest first:`);
    for (const path of [...byPath].sort((a, b) => b.p50 - a.p50))
      console.log(`  ${ms(path.p50).padStart(6)} / ${ms(path.p95).padStart(6)}  ${path.path}`);
  }
  await printAfterWriteRows();
  await printApplyRows();
  if (alertsTarget && ALERT_COUNT > 0 && !KEEP && wanted('Job alerts')) {
    console.log();
    console.log(
      `Job alerts: ${ALERT_COUNT.toLocaleString('en-US')} alerts (bench/job-alerts-scenario.ts), one run each:`,
    );
    await seedJobAlerts(alertsTarget.pool, ALERT_COUNT);
    printJobAlertRows(await measureJobAlertRuns(alertsTarget));
  }
  console.log();
  console.log(
    'Search and share link rows compare with the primary-key baseline. Plans of the search and job detail statements:',
  );
  for (const { label, plan } of plans) console.log(`\n== ${label}\n${plan}`);
  console.log();
  console.log('Latency is whole milliseconds (autocannon) for 2xx answers. POST /auth/login is left out:');
  console.log('argon2 makes it slow by design and its rate limit (10 per account per 15 min) would answer 429s.');
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error(error));
}
