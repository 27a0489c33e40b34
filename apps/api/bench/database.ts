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
 * A database kept between runs under `name` (BENCH_KEEP_DATABASE): migrated on every run, prepared once.
 * Generating a million jobs takes half an hour on two cores; a kept database lets a later run (say, on a
 * quiet machine) measure the same data at once. `prepared` says whether an earlier run finished preparing
 * it; `markPrepared` records that this one has. `drop()` keeps it and only stops an embedded server.
 */
export async function keptBenchDatabase(
  databaseUrl: string | undefined,
  name: string,
  description: string,
): Promise<{ url: string; prepared: boolean; markPrepared(): Promise<void>; drop(): Promise<void> }> {
  if (!/^[a-z0-9_]{1,40}$/.test(name)) throw new Error('BENCH_KEEP_DATABASE: lower-case letters, digits and _ only');
  const server = await startServer(databaseUrl);
  const marker = `mainwork bench, prepared: ${description}`;
  const admin = new pg.Client(poolConfigFromUrl(server.url));
  await admin.connect();
  let prepared = false;
  try {
    const { rows } = await admin.query<{ comment: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
      [name],
    );
    if (rows.length === 0) await admin.query(`CREATE DATABASE "${name}"`);
    else if (rows[0]!.comment === marker) prepared = true;
    else {
      // Half prepared, or for other figures: start again.
      await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${name}"`);
    }
  } finally {
    await admin.end();
  }
  const url = withDatabase(server.url, name);
  await migrateDeploy(url);
  return {
    url,
    prepared,
    markPrepared: () => onServer(server.url, `COMMENT ON DATABASE "${name}" IS '${marker.replaceAll("'", "''")}'`),
    drop: () => server.stop(),
  };
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
