// Runs the browser journeys: needs Chromium. Where none is installed they are skipped loudly,
// unless E2E_REQUIRED=1 (CI), which makes a missing browser a failure. `.ci/run` runs them on one Node
// line only: the others set CI_SKIP_ONCE_ONLY=1, and skip them here, loudly, whatever the browser.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const webDir = path.resolve(import.meta.dirname, '../..');
if (process.env.CI_SKIP_ONCE_ONLY === '1') {
  const message =
    'CI_SKIP_ONCE_ONLY=1: browser journeys NOT RUN on this Node line (another line of .ci/run runs them).';
  console.warn(`\n${'!'.repeat(100)}\n${message}\n${'!'.repeat(100)}\n`);
  process.exit(0);
}
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  const message = `Chromium not found at ${chromium}: browser journeys NOT RUN (apt-get install -y chromium, or set CHROMIUM_PATH).`;
  if (process.env.E2E_REQUIRED === '1') {
    console.error(message);
    process.exit(1);
  }
  console.warn(`\n${'!'.repeat(100)}\n${message}\n${'!'.repeat(100)}\n`);
  process.exit(0);
}
execFileSync('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], { cwd: webDir, stdio: 'inherit' });
// The server's build too: the API prerenders public pages with it (decision 027).
execFileSync('pnpm', ['exec', 'vite', 'build', '--config', 'vite.prerender.config.ts', '--logLevel', 'warn'], {
  cwd: webDir,
  stdio: 'inherit',
});

/** A port nothing listens on now, for the app under test. */
async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
// Chosen once, here: Playwright evaluates its config again in every worker process, which read it back
// from the environment.
const port = process.env.E2E_PORT || String(await freePort());
const result = spawnSync('pnpm', ['exec', 'playwright', 'test', ...process.argv.slice(2)], {
  cwd: webDir,
  stdio: 'inherit',
  env: { ...process.env, E2E_PORT: port },
});
process.exit(result.status ?? 1);
