import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, seedDemoData, seedReferenceData } from '@mainwork/db';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { markSanitizedDescriptions } from '../src/modules/jobs/sanitize-description.ts';
import { storeJobPageAnswers } from '../src/modules/jobs/stored-job-answers.ts';
import { createPasswordHasher } from '../src/infra/password-hashing.ts';
import { startBaseline } from './baseline.ts';
import { createBenchDatabase } from './database.ts';
import { generateJobs, LASTING_HOUR } from './generate-jobs.ts';
import { prepareWebDist, shareLinkCases } from './share-link-scenarios.ts';

/**
 * The API process's own CPU time per request (`pnpm --filter @mainwork/api bench:cpu`), next to the
 * baseline server's in the same process: what `pnpm bench`'s ratios come from, in a figure a busy machine
 * disturbs far less than requests per second. The load comes from a separate autocannon process, so only
 * the servers' work is counted (PostgreSQL's is not). BENCH_JOBS (20,000 by default), BENCH_REQUESTS per
 * row (20,000), BENCH_ONLY as for `pnpm bench`; BENCH_ROUNDS (3): rows take turns, each figure the median of its
 * rounds; BENCH_PROFILE=<dir> writes a CPU profile of each row there. The cold job page row reads jobs the
 * process does not keep only when there are more of them than it keeps (20,000): BENCH_JOBS=60000.
 */
const JOB_COUNT = Number(process.env.BENCH_JOBS ?? 20_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const CONNECTIONS = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PROFILE_DIR = process.env.BENCH_PROFILE;
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((text) => text.trim())
  .filter(Boolean);

/** A row: one URL, or `pathsFile` (one path of `url` a line) asked for in turn, each request the next path. */
type Row = { label: string; url: string; headers?: Record<string, string>; pathsFile?: string };

const AUTOCANNON = path.resolve(import.meta.dirname, '../node_modules/.bin/autocannon');
const LOAD_PATHS = path.join(import.meta.dirname, 'load-paths.mjs');

/** `amount` requests at 10 connections from a process of its own; resolves when they are answered. */
function load(row: Row, amount: number): Promise<void> {
  const headers = Object.entries(row.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const child = row.pathsFile
    ? spawn(
        process.execPath,
        [
          LOAD_PATHS,
          row.url,
          String(CONNECTIONS),
          String(amount),
          row.pathsFile,
          ...Object.entries(row.headers ?? {}).map((pair) => pair.join('=')),
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      )
    : spawn(AUTOCANNON, ['-c', String(CONNECTIONS), '-a', String(amount), ...headers, row.url], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`autocannon: ${errors.slice(-500)}`)))),
  );
}

/** Busy time of the whole machine so far (all cores, µs), from /proc/stat: the servers, PostgreSQL, the load. */
async function machineBusy(): Promise<number> {
  const [total = ''] = (await fs.readFile('/proc/stat', 'utf8')).split('\n');
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = total.split(/\s+/).slice(1).map(Number);
  return ((user + nice + system + irq + softirq + steal) * 1e6) / 100;
}

async function measure(row: Row, session: Session | undefined): Promise<{ process: number; machine: number }> {
  const firstPath = row.pathsFile ? (await fs.readFile(row.pathsFile, 'utf8')).split('\n')[0]! : '';
  const response = await fetch(`${row.url}${firstPath}`, { headers: row.headers ?? {} });
  if (!response.ok) throw new Error(`${row.label} answered ${response.status}`);
  await load(row, Math.min(2_000, REQUESTS));
  if (session) await session.post('Profiler.start');
  const before = process.cpuUsage();
  const busyBefore = await machineBusy();
  await load(row, REQUESTS);
  const used = process.cpuUsage(before);
  const busy = (await machineBusy()) - busyBefore;
  if (session && PROFILE_DIR) {
    const { profile } = await session.post('Profiler.stop');
    const file = path.join(PROFILE_DIR, `${row.label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.cpuprofile`);
    await fs.writeFile(file, JSON.stringify(profile));
  }
  return { process: (used.user + used.system) / REQUESTS, machine: busy / REQUESTS };
}

async function main(): Promise<void> {
  const bench = await createBenchDatabase(process.env.DATABASE_URL);
  const database = openDatabase(bench.url);
  const web = await prepareWebDist();
  try {
    const passwords = createPasswordHasher({ memoryCost: 1024 });
    await seedReferenceData(database.prisma);
    await seedDemoData(database.prisma, { hashPassword: (plain) => passwords.hash(plain) });
    await generateJobs(database.pool, JOB_COUNT, () => undefined);
    // What the worker does for jobs written without going through the application (decision 075).
    await markSanitizedDescriptions(database.pool);
    await storeJobPageAnswers(database.pool);
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: bench.url,
      WEB_DIST_DIR: web.dir,
      HOST: '127.0.0.1',
      PORT: '0',
      RUN_WORKER: 'false',
    });
    const app = await buildApp(config, { database });
    const baseline = await startBaseline(bench.url);
    let coldDir: string | undefined;
    try {
      const api = await app.listen({ host: config.host, port: config.port });
      const jobId = (await database.pool.query<{ id: number }>('SELECT max(id) AS id FROM jobs')).rows[0]!.id;
      const hunter = await database.prisma.user.findFirstOrThrow({ where: { email: 'hunter@mainwork.test' } });
      const baselineJob = {
        label: 'baseline GET /jobs/:id (primary-key SELECT)',
        url: `${baseline.url}/jobs/${jobId}`,
      };
      const share = await shareLinkCases({
        pool: database.pool,
        api,
        userId: hunter.id,
        jobId,
        webLabel: '',
        baseline: baselineJob,
      });
      // Jobs not read lately: in an order unrelated to their ids, from a point of the list each load picks at
      // random. Cold when there are more jobs than the process keeps (decision 048): BENCH_JOBS=60000.
      const coldJobIds = (
        await database.pool.query<{ id: number }>(
          `SELECT id FROM jobs j WHERE job_is_live(j.active, true, j."expiresAt") ${LASTING_HOUR} ORDER BY md5(id::text)`,
        )
      ).rows.map((row) => row.id);
      coldDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mw-bench-cold-'));
      const coldPaths = path.join(coldDir, 'paths.txt');
      await fs.writeFile(coldPaths, coldJobIds.map((id) => `/api/v1/jobs/${id}`).join('\n'));
      const rows: Row[] = [
        baselineJob,
        {
          label: 'GET /api/v1/jobs/:id (cold: not read lately)',
          url: api,
          pathsFile: coldPaths,
          headers: { cookie: 'mw_vid=bench-returning-visitor-0001' },
        },
        {
          label: 'GET /api/v1/jobs/:id (returning visitor)',
          url: `${api}/api/v1/jobs/${jobId}`,
          headers: { cookie: 'mw_vid=bench-returning-visitor-0001' },
        },
        { label: 'GET /api/v1/jobs/:id (a new visitor each request)', url: `${api}/api/v1/jobs/${jobId}` },
        ...share.slice(0, 2),
        { label: 'baseline GET /states', url: `${baseline.url}/states` },
        { label: 'GET /api/v1/states', url: `${api}/api/v1/states` },
        { label: 'GET /api/health', url: `${api}/api/health` },
      ].filter(
        (row) => row.label.startsWith('baseline') || ONLY.length === 0 || ONLY.some((text) => row.label.includes(text)),
      );
      let session: Session | undefined;
      if (PROFILE_DIR) {
        await fs.mkdir(PROFILE_DIR, { recursive: true });
        session = new Session();
        session.connect();
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: 100 });
      }
      console.log(
        `CPU time per request of this process and of the whole machine, ${REQUESTS.toLocaleString('en-US')} requests at ${CONNECTIONS} connections, ${JOB_COUNT.toLocaleString('en-US')} jobs:`,
      );
      console.log(`  ${'row'.padEnd(58)} ${'process'.padStart(10)} ${'machine'.padStart(10)}`);
      // Rows take turns, ROUNDS times; each figure is the median of its rounds, so a slower moment of the
      // machine does not land on one row only.
      const figures = new Map<Row, Array<{ process: number; machine: number }>>();
      for (let round = 0; round < ROUNDS; round++)
        for (const row of rows) figures.set(row, [...(figures.get(row) ?? []), await measure(row, session)]);
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      const figure = (value: number) => `${value.toFixed(1)} µs`.padStart(10);
      for (const row of rows) {
        const used = figures.get(row)!;
        console.log(
          `  ${row.label.padEnd(58)} ${figure(median(used.map((one) => one.process)))} ${figure(median(used.map((one) => one.machine)))}`,
        );
      }
      session?.disconnect();
    } finally {
      await app.close();
      await baseline.close();
      if (coldDir) await fs.rm(coldDir, { recursive: true, force: true });
    }
  } finally {
    await database.close();
    await web.cleanup();
    await bench.drop();
  }
}

await main();
