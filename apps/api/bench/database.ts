import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { migrateDeploy, poolConfigFromUrl, withDatabase } from '@mainwork/db';
import { startEmbeddedPostgres } from '@mainwork/db/embedded';

const EMBEDDED_DIR = path.resolve(import.meta.dirname, '../../../.data/bench-postgres');

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client(poolConfigFromUrl(serverUrl));
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export const BENCH_SERVER_SETTINGS = { shared_buffers: '1GB', effective_cache_size: '4GB' };

/** DATABASE_URL's server as is, or an embedded PostgreSQL that is stopped afterwards. */
async function startServer(databaseUrl: string | undefined): Promise<{ url: string; stop(): Promise<void> }> {
  if (databaseUrl) return { url: databaseUrl, stop: async () => undefined };
  // Sized like a small production server, so the million jobs' search rows stay in memory.
  return startEmbeddedPostgres({ dataDir: EMBEDDED_DIR, log: () => undefined, settings: BENCH_SERVER_SETTINGS });
}

/**
 * A fresh, migrated database on that server, so every run measures the same data and never touches
 * a real one. `drop()` removes it and stops the embedded server.
 */
export async function createBenchDatabase(
  databaseUrl: string | undefined,
): Promise<{ url: string; drop(): Promise<void> }> {
  const server = await startServer(databaseUrl);
  const name = `mw_bench_${randomBytes(4).toString('hex')}`;
  let created = false;
  const drop = async () => {
    try {
      if (created) await onServer(server.url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await server.stop();
    }
  };
  try {
    await onServer(server.url, `CREATE DATABASE "${name}"`);
    created = true;
    const url = withDatabase(server.url, name);
    await migrateDeploy(url);
    return { url, drop };
  } catch (error) {
    await drop().catch(() => undefined);
    throw error;
  }
}
