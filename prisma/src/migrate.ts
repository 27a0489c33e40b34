import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { Logger, runMigrations } from 'graphile-worker';
import pg from 'pg';
import { version as queueSchemaVersion } from 'graphile-worker/dist/version.js';
import { poolConfigFromUrl } from './connection.ts';

const run = promisify(execFile);
const packageDir = path.resolve(import.meta.dirname, '..');

/** Changes when the job queue's own schema may change (test templates are rebuilt then). */
export { queueSchemaVersion };

/**
 * Brings a database up to date: the job queue's schema (`graphile_worker`), which graphile-worker installs
 * and upgrades itself, then Prisma's migrations (`migrate deploy`, the documented way). The queue's schema
 * comes first so that a migration may move jobs into it, and it is there before any process starts, so a
 * job can be added in a transaction whether or not this process runs a worker. Under the migration lock:
 * processes that start together migrate one after the other, and the later ones find nothing to do.
 */
export async function migrateDeploy(databaseUrl: string): Promise<void> {
  await withMigrationLock(databaseUrl, () => applyMigrations(databaseUrl));
}

/** `migrateDeploy` for a caller that already holds the migration lock. */
export async function applyMigrations(databaseUrl: string): Promise<void> {
  await installQueueSchema(databaseUrl);
  const prismaBin = path.join(packageDir, 'node_modules', '.bin', 'prisma');
  await run(prismaBin, ['migrate', 'deploy'], {
    cwd: packageDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, PRISMA_HIDE_UPDATE_MESSAGE: '1' },
  });
}

/** The session advisory lock that makes migrating and seeding one process's work at a time. */
const MIGRATION_LOCK = 'mainwork:migrate';

/**
 * Runs `work` while holding the database's migration lock (waiting for another process that holds it),
 * on a connection of its own, released when `work` ends or fails, or when the process dies.
 */
export async function withMigrationLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client(poolConfigFromUrl(databaseUrl));
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK]);
    }
  } finally {
    await client.end();
  }
}

/** The migrations this code ships (the folders of prisma/migrations), oldest first. */
export async function shippedMigrations(): Promise<string[]> {
  const entries = await fs.readdir(path.join(packageDir, 'migrations'), { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * The shipped migrations the database has not applied (or whose last attempt failed): none when the
 * database is current. Read through any pool on the database.
 */
export async function pendingMigrations(pool: Pick<pg.Pool, 'query'>): Promise<string[]> {
  const { rows } = await pool.query<{ migration_name: string }>(
    `SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  const applied = new Set(rows.map((row) => row.migration_name));
  return (await shippedMigrations()).filter((name) => !applied.has(name));
}

export async function installQueueSchema(databaseUrl: string): Promise<void> {
  const pool = new pg.Pool({ ...poolConfigFromUrl(databaseUrl), max: 2 });
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  try {
    await runMigrations({ pgPool: pool, logger: new Logger(() => () => undefined) });
  } finally {
    await pool.end();
  }
}
