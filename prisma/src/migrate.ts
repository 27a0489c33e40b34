import { execFile } from 'node:child_process';
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
 * job can be added in a transaction whether or not this process runs a worker.
 */
export async function migrateDeploy(databaseUrl: string): Promise<void> {
  await installQueueSchema(databaseUrl);
  const prismaBin = path.join(packageDir, 'node_modules', '.bin', 'prisma');
  await run(prismaBin, ['migrate', 'deploy'], {
    cwd: packageDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, PRISMA_HIDE_UPDATE_MESSAGE: '1' },
  });
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
