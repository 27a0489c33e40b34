// `pnpm perf`: Lighthouse (mobile preset, simulated throttling unless `--throttling` says otherwise) over the
// public pages of the built app and its signed-in screens (each with the session cookie of the demo account
// that opens it, from the demo logins the server prints), served with demo data on a free port, 3 runs a
// page, medians; then each page's first route JS and CSS. Exits 1 when the budget is missed. `--only public` or `--only signed-in`
// measures one kind of page; `--pages <a,b>` only the pages whose route is listed. `--app <checkout>` measures another checkout (e.g. a copy of main)
// with this script; `--runs <n>` changes the number of runs; `--long-tasks` prints each page's long tasks
// (start, duration, script) in its median run, where its Total Blocking Time comes from; `--lcp` its
// largest contentful paint's element and FCP in the median run; `--shifts` the
// elements that moved in its median run, where its Cumulative Layout Shift comes from. `--against <checkout>`
// serves that checkout's build (as it is built) beside this one and measures each page on both in turn, run
// by run, so a busy machine weighs on both alike; it ends with a table of both checkouts' TBT and LCP.
// `--throttling devtools` slows the page's CPU (4x) and network for real instead of simulating it from an
// unthrottled load: each long task is then as long as on a slow phone (the after-paint loader's 312 ms task
// of issue 41 was measured so); `--throttling provided` throttles nothing, for the tasks as this machine runs
// them (issue 41: none over 50 ms).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  FIRST_ROUTE_BUDGET,
  SIGNED_IN_CEILINGS,
  assetTotals,
  kB,
  parseDemoLogins,
  sessionCookieOf,
  signedInPathOf,
} from './asset-sizes.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const repoRoot = path.resolve(option('app', path.resolve(import.meta.dirname, '../../..')));
const againstRoot = option('against') ? path.resolve(option('against')) : undefined;
const runs = Number(option('runs', '3'));
const throttlingMethod = option('throttling', 'simulate');
if (!['simulate', 'devtools', 'provided'].includes(throttlingMethod))
  throw new Error('--throttling: simulate, devtools or provided');
const throttled = { simulate: 'simulated', devtools: 'applied (devtools)', provided: 'no' }[throttlingMethod];
const webDir = path.join(repoRoot, 'apps', 'web');
const distDir = path.join(webDir, 'dist');
process.env.CHROME_PATH ??= process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const BUDGET = { lcpMs: 2000, cls: 0.05, tbtMs: 200, performance: 90, accessibility: 100, bestPractices: 100 };

async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time`);
    await sleep(500);
  }
}

// `--no-build` measures the build already in dist (e.g. the one the journeys just made).
if (!args.includes('--no-build')) {
  console.log(`Building ${webDir}…`);
  execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], { cwd: webDir, stdio: 'inherit' });
  // The server's build too: the API prerenders public pages with it (decision 027).
  execFileSync('pnpm', ['exec', 'vite', 'build', '--config', 'vite.prerender.config.ts', '--logLevel', 'warn'], {
    cwd: webDir,
    stdio: 'inherit',
  });
}

/** Serves a checkout's build with demo data on a free port; `output()` is what its server printed. */
async function serve(root) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = path.join(root, '.data', 'perf');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const server = spawn('node', ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'apps', 'api'),
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
    },
  });
  // The server prints the demo logins when it is ready (apps/api/src/server.ts).
  let output = '';
  server.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const stop = () => server.exitCode === null && server.kill('SIGTERM');
  process.on('exit', stop);
  // Seeding the demo data on a busy machine takes minutes.
  await waitFor(`${base}/api/health`, 600_000);
  return { root, base, stop, output: () => output };
}

/** The pages measured on a served app: each one's path, its route (for `--pages`) and, signed in, its cookie. */
async function pagesOf(app) {
  const { base } = app;
  const [job] = await (await fetch(`${base}/api/v1/jobs`)).json();
  const [organization] = await (await fetch(`${base}/api/v1/organizations`)).json();
  const only = option('only', 'all');
  const listed = option('pages', '').split(',').filter(Boolean);
  const pages = [];
  if (only !== 'signed-in')
    pages.push(
      ...[
        ['/', '/'],
        ['/jobs', '/jobs'],
        [`/jobs/${job.id}`, '/jobs/{id}'],
        [`/organizations/${organization.id}/jobs`, '/organizations/{id}/jobs'],
        [`/employers/${job.business.id}/jobs`, '/employers/{id}/jobs'],
        ['/about', '/about'],
        ...['/employers', '/terms', '/privacy', '/developers', '/attributions', '/signup', '/forgot_password'].map(
          (page) => [page, page],
        ),
      ].map(([page, route]) => ({ page, route, cookie: undefined })),
    );
  if (only !== 'public') {
    for (let tries = 0; !app.output().includes('Demo logins:') && tries < 20; tries += 1) await sleep(250);
    const logins = parseDemoLogins(app.output());
    const sessions = new Map();
    for (const [route, { role }] of Object.entries(SIGNED_IN_CEILINGS)) {
      if (listed.length && !listed.includes(route)) continue;
      if (!sessions.has(role)) {
        const login = logins.get(role);
        if (!login) throw new Error(`the server printed no demo login for ${role}`);
        const response = await fetch(`${base}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(login),
        });
        if (!response.ok) throw new Error(`log-in as ${role}: ${response.status}`);
        sessions.set(role, { cookie: sessionCookieOf(response.headers.getSetCookie()), user: await response.json() });
      }
      const { cookie, user } = sessions.get(role);
      const get = async (apiPath) => (await fetch(`${base}${apiPath}`, { headers: { cookie } })).json();
      pages.push({ page: await signedInPathOf(route, user, get), route, cookie });
    }
  }
  return listed.length ? pages.filter(({ route }) => listed.includes(route)) : pages;
}

const apps = [];
let chrome;
try {
  // With `--against`, the other checkout is listed first: it is the one compared against.
  apps.push(...(await Promise.all([againstRoot, repoRoot].filter(Boolean).map(serve))));
  const measured = await Promise.all(apps.map(pagesOf));

  chrome = await chromeLauncher.launch({
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };
  /** One Lighthouse run of a page; on a busy machine Lighthouse sometimes loses its trace (NO_NAVSTART): again, twice at most. */
  async function measure(base, { page, cookie }) {
    for (let failed = 0; ; failed += 1) {
      const { lhr } = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        throttlingMethod,
        // Signed in: the session cookie goes with every request of the page, as the browser would send it.
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      if (!lhr.runtimeError) return lhr;
      if (failed >= 2) throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
  }
  /** Each app's rows, and what each page loaded on its first run (for the sizes of its first route). */
  const rowsOf = apps.map(() => []);
  const firstRouteAssets = new Map();
  for (let index = 0; index < measured.at(-1).length; index += 1) {
    const resultsOf = apps.map(() => []);
    // Run by run, each app in turn.
    for (let run = 0; run < runs; run += 1)
      for (const [at, app] of apps.entries()) {
        const lhr = await measure(app.base, measured[at][index]);
        resultsOf[at].push(lhr);
        if (run === 0 && app.root === repoRoot)
          firstRouteAssets.set(
            measured[at][index].page,
            (lhr.audits['network-requests'].details?.items ?? [])
              .filter((item) => item.url.startsWith(app.base))
              .map((item) => new URL(item.url).pathname),
          );
      }
    for (const [at, app] of apps.entries()) {
      const { page } = measured[at][index];
      const results = resultsOf[at];
      const of = apps.length > 1 ? ` (${path.basename(app.root)})` : '';
      const score = (lhr, category) => Math.round((lhr.categories[category].score ?? 0) * 100);
      if (args.includes('--long-tasks')) {
        const tbt = (lhr) => lhr.audits['total-blocking-time'].numericValue;
        const medianRun = [...results].sort((a, b) => tbt(a) - tbt(b))[Math.floor(results.length / 2)];
        console.log(
          `\nLong tasks of ${page}${of} (median run, TBT ${Math.round(tbt(medianRun))} ms, ${throttled} CPU):`,
        );
        for (const task of medianRun.audits['long-tasks'].details?.items ?? [])
          console.log(`  at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms  ${task.url}`);
      }
      if (args.includes('--shifts')) {
        const cls = (lhr) => lhr.audits['cumulative-layout-shift'].numericValue;
        const medianRun = [...results].sort((a, b) => cls(a) - cls(b))[Math.floor(results.length / 2)];
        console.log(`\nLayout shifts of ${page}${of} (median run, CLS ${cls(medianRun).toFixed(3)}):`);
        for (const shift of medianRun.audits['layout-shifts']?.details?.items ?? [])
          console.log(`  ${shift.score.toFixed(3)}  ${shift.node?.snippet ?? shift.node?.selector ?? '(unknown)'}`);
      }
      if (args.includes('--lcp')) {
        const lcp = (lhr) => lhr.audits['largest-contentful-paint'].numericValue;
        const medianRun = [...results].sort((a, b) => lcp(a) - lcp(b))[Math.floor(results.length / 2)];
        const parts = medianRun.audits['lcp-breakdown-insight']?.details?.items ?? [];
        const node = parts.find((part) => part.type === 'node');
        const subparts = parts.find((part) => part.type === 'table')?.items ?? [];
        console.log(
          `\nLCP of ${page}${of} (median run, ${throttled}): ${Math.round(lcp(medianRun))} ms, FCP ${Math.round(
            medianRun.audits['first-contentful-paint'].numericValue,
          )} ms; element ${node?.snippet ?? '(unknown)'}`,
        );
        console.log(
          `  observed (${throttlingMethod === 'devtools' ? 'throttled' : 'unthrottled'}): ${subparts.map((part) => `${part.subpart} ${Math.round(part.duration)} ms`).join(', ')}`,
        );
      }
      rowsOf[at].push({
        page,
        performance: median(results.map((lhr) => score(lhr, 'performance'))),
        lcpMs: median(results.map((lhr) => lhr.audits['largest-contentful-paint'].numericValue)),
        cls: median(results.map((lhr) => lhr.audits['cumulative-layout-shift'].numericValue)),
        tbtMs: median(results.map((lhr) => lhr.audits['total-blocking-time'].numericValue)),
        accessibility: median(results.map((lhr) => score(lhr, 'accessibility'))),
        bestPractices: median(results.map((lhr) => score(lhr, 'best-practices'))),
        failedBestPractices: [
          ...new Set(
            results.flatMap((lhr) =>
              lhr.categories['best-practices'].auditRefs
                .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
                .map((ref) => ref.id),
            ),
          ),
        ],
        failedAccessibility: [
          ...new Set(
            results.flatMap((lhr) =>
              lhr.categories.accessibility.auditRefs
                .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
                .map((ref) => ref.id),
            ),
          ),
        ],
      });
    }
  }

  if (againstRoot) {
    const [before, after] = rowsOf;
    console.log(`\nSide by side, median of ${runs} each, runs alternated (${againstRoot} → ${repoRoot}):\n`);
    console.log('| Page | TBT before | TBT after | LCP before | LCP after |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const [index, row] of after.entries())
      console.log(
        `| ${row.page} | ${Math.round(before[index].tbtMs)} ms | ${Math.round(row.tbtMs)} ms | ${(before[index].lcpMs / 1000).toFixed(2)} s | ${(row.lcpMs / 1000).toFixed(2)} s |`,
      );
  }

  const rows = rowsOf.at(-1);
  const { base } = apps.at(-1);

  const failures = [];
  console.log(`\nLighthouse, mobile preset, ${throttled} throttling, median of ${runs} (${base}):\n`);
  console.log('| Page | Performance | LCP | CLS | TBT | Accessibility | Best Practices |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    console.log(
      `| ${row.page} | ${row.performance} | ${(row.lcpMs / 1000).toFixed(1)} s | ${row.cls.toFixed(3)} | ${Math.round(row.tbtMs)} ms | ${row.accessibility} | ${row.bestPractices} |`,
    );
    if (row.lcpMs > BUDGET.lcpMs) failures.push(`${row.page}: LCP ${(row.lcpMs / 1000).toFixed(2)} s > 2.0 s`);
    if (row.tbtMs > BUDGET.tbtMs) failures.push(`${row.page}: TBT ${Math.round(row.tbtMs)} ms > ${BUDGET.tbtMs} ms`);
    if (row.cls > BUDGET.cls) failures.push(`${row.page}: CLS ${row.cls.toFixed(3)} > ${BUDGET.cls}`);
    if (row.performance < BUDGET.performance) failures.push(`${row.page}: Performance ${row.performance} < 90`);
    if (row.accessibility < BUDGET.accessibility)
      failures.push(`${row.page}: Accessibility ${row.accessibility} (${row.failedAccessibility.join(', ')})`);
    if (row.bestPractices < BUDGET.bestPractices)
      failures.push(`${row.page}: Best Practices ${row.bestPractices} (${row.failedBestPractices.join(', ')})`);
  }

  console.log('\nFirst route of each page: what it loads, from the build output\n');
  console.log('| Page | Kind | Files | Raw | gzip | brotli | Budget (brotli) |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [page, assets] of firstRouteAssets) {
    const totals = assetTotals(distDir, assets);
    for (const kind of ['js', 'css']) {
      const t = totals[kind];
      const budget = kind === 'js' ? FIRST_ROUTE_BUDGET.jsBrotli : FIRST_ROUTE_BUDGET.cssBrotli;
      console.log(
        `| ${page} | ${kind.toUpperCase()} | ${t.files} | ${kB(t.raw)} | ${kB(t.gzip)} | ${kB(t.brotli)} | ${kB(budget)} |`,
      );
      if (t.brotli > budget) failures.push(`${page}: ${kind.toUpperCase()} ${kB(t.brotli)} brotli > ${kB(budget)}`);
    }
  }
  console.log('\nTimings on a shared, busy machine are noisy; sizes are exact.');
  if (failures.length) {
    console.log(`\nBudget missed:\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nBudget met.');
  }
} finally {
  await chrome?.kill();
  for (const app of apps) app.stop();
}
