// Runs the browser journeys: needs Chromium. Where none is installed they are skipped loudly,
// unless E2E_REQUIRED=1 (CI), which makes a missing browser a failure.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const webDir = path.resolve(import.meta.dirname, '../..');
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
const result = spawnSync('pnpm', ['exec', 'playwright', 'test', ...process.argv.slice(2)], {
  cwd: webDir,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
