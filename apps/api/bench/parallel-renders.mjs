/**
 * Server renders of signed-in pages, before and after a change (`pnpm --filter @mainwork/api bench:renders
 * before=/path/to/old-checkout after=/path/to/this-checkout`, each checkout installed and its web app built):
 * starts each checkout's API (its source through tsx, or START_CMD) on an embedded PostgreSQL of its own with
 * demo data, signs in the four demo users, then, the checkouts taking turns, prints the API process's CPU time
 * per employer dashboard page (40 in a row, median of ROUNDS) and how many of N loads at once (PARALLEL,
 * `50,100,200`) come back prerendered with their own user's e-mail (decision 063).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';

const USERS = [
  ['employer@mainwork.test', '/employers/dashboard'],
  ['hunter@mainwork.test', '/my_applications'],
  ['admin@mainwork.test', '/me'],
  ['orgadmin@mainwork.test', '/me'],
];
const PASSWORD = 'MainWork-demo-1';
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const PARALLEL = (process.env.PARALLEL ?? '50,100,200').split(',').map(Number);
const START_CMD = (process.env.START_CMD ?? 'node --import tsx src/server.ts').split(' ');
const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-renders-'));

const servers = [];
process.on('exit', () => {
  for (const server of servers) server.child.kill('SIGTERM');
});

for (const [index, arg] of process.argv.slice(2).entries()) {
  const [label, dir] = arg.split('=');
  const port = 4310 + index;
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(START_CMD[0], START_CMD.slice(1), {
    cwd: path.join(dir, 'apps/api'),
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: path.join(dataRoot, label),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} exited:\n${output}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await delay(100);
  }
  console.log(`${label}: first 200 from /api/health after ${((performance.now() - started) / 1000).toFixed(1)} s`);
  servers.push({ label, base, child, users: await signIn(base) });
}

async function signIn(base) {
  const users = [];
  for (const [email, page] of USERS) {
    const response = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!response.ok) throw new Error(`${email}: ${response.status} ${await response.text()}`);
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    users.push({ email, page, cookie });
  }
  return users;
}

/** The process's CPU time so far (all threads), in ms. */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** Whether the page came back prerendered for its own user. */
async function personalised(server, user) {
  const response = await fetch(`${server.base}${user.page}`, { headers: { accept: 'text/html', cookie: user.cookie } });
  const html = await response.text();
  return response.status === 200 && html.includes('id="prerendered-data"') && html.includes(`"email":"${user.email}"`);
}

for (const server of servers) for (let i = 0; i < 10; i++) await personalised(server, server.users[0]);

const cpu = new Map(servers.map((server) => [server.label, []]));
for (let round = 0; round < ROUNDS; round++)
  for (const server of servers) {
    const before = cpuMs(server.child.pid);
    for (let i = 0; i < 40; i++) await personalised(server, server.users[0]);
    cpu.get(server.label).push((cpuMs(server.child.pid) - before) / 40);
  }
for (const [label, values] of cpu) {
  const median = [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(
    `${label}: CPU per employer dashboard page ${median.toFixed(1)} ms (${values.map((v) => v.toFixed(1)).join(', ')})`,
  );
}

for (const count of PARALLEL)
  for (let round = 0; round < ROUNDS; round++)
    for (const server of servers) {
      const results = await Promise.all(
        Array.from({ length: count }, (_, i) => personalised(server, server.users[i % server.users.length])),
      );
      console.log(`${server.label}: ${count} at once, ${results.filter(Boolean).length} personalised`);
    }
fs.rmSync(dataRoot, { recursive: true, force: true });
process.exit(0);
