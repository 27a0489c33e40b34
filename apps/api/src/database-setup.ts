import path from 'node:path';
import pg from 'pg';
import {
  DEMO_LOGINS,
  ensureDemoImages,
  applyMigrations,
  isDatabaseEmpty,
  openDatabase,
  pendingMigrations,
  poolConfigFromUrl,
  seedDemoData,
  seedReferenceData,
  withDatabase,
  withMigrationLock,
  type Database,
} from '@mainwork/db';
import { startEmbeddedPostgres, type EmbeddedServer } from '@mainwork/db/embedded';
import type { Config } from './config.ts';
import { createPasswordHasher } from './infra/password-hashing.ts';
import { configuredStorage } from './infra/storage/configured-storage.ts';
import { generatedImageStore } from './infra/storage/generated-images.ts';

type Log = { info(obj: object | string, msg?: string): void; warn(obj: object | string, msg?: string): void };

async function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client(poolConfigFromUrl(serverUrl));
  // A server that ends the connection while it is open would otherwise throw outside any await; the query
  // in progress fails all the same and says why.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

/**
 * Demo businesses and reward sources without images get generated ones, stored where the app stores uploads.
 * Pictures are decoration: a failure is logged and the app starts all the same.
 */
async function drawDemoImages(database: Database, config: Config, log: Log): Promise<void> {
  try {
    const linked = await ensureDemoImages(database.prisma, generatedImageStore(configuredStorage(config)));
    if (linked > 0) log.info(`drew ${linked} demo logos, banners and icons`);
  } catch (error) {
    log.warn({ err: String(error) }, 'could not draw the demo images');
  }
}

/**
 * The database the app runs on: DATABASE_URL, or an embedded PostgreSQL under DATA_DIR/postgres.
 * Migrations are applied, reference data kept current, and demo data seeded into an empty database.
 */
export async function prepareDatabase(
  config: Config,
  log: Log,
): Promise<{
  database: Database;
  /** The streaming replica public reads go to (DATABASE_REPLICA_URL); never migrated or written. */
  replica: Database | undefined;
  embedded: EmbeddedServer | undefined;
  demoLogins: typeof DEMO_LOGINS;
}> {
  let embedded: EmbeddedServer | undefined;
  let url = config.databaseUrl;
  if (!url) {
    log.info('DATABASE_URL is not set: starting an embedded PostgreSQL');
    embedded = await startEmbeddedPostgres({ dataDir: path.join(config.dataDir, 'postgres') });
    url = withDatabase(embedded.url, 'mainwork');
    await ensureDatabase(embedded.url, 'mainwork');
  }
  const database = openDatabase(url);
  const databaseUrl = url;
  let demoLogins: typeof DEMO_LOGINS = [];
  // One process at a time migrates and seeds: those that start together find the work done.
  await withMigrationLock(databaseUrl, async () => {
    if (config.migrateOnStart || embedded) {
      await applyMigrations(databaseUrl);
      await seedReferenceData(database.prisma);
    } else {
      const pending = await pendingMigrations(database.pool).catch(() => ['(none applied)']);
      if (pending.length > 0)
        log.warn(
          { pending },
          'MIGRATE_ON_START=false and migrations are pending: run pnpm migrate; not ready until then',
        );
    }
    if (config.seedDemoData && (await isDatabaseEmpty(database.prisma))) {
      const passwords = createPasswordHasher({ memoryCost: config.argon2MemoryKiB });
      await seedDemoData(database.prisma, { hashPassword: (plain) => passwords.hash(plain) });
      log.info('seeded demo data into the empty database');
    }
  });
  if (config.seedDemoData) {
    await drawDemoImages(database, config, log);
    const existing = await database.prisma.user.findMany({
      where: { email: { in: DEMO_LOGINS.map((login) => login.email) } },
      select: { email: true },
    });
    demoLogins = DEMO_LOGINS.filter((login) => existing.some((user) => user.email === login.email));
  }
  // A replica that does not answer must not hold up a connection, a request, or the start (decision 072).
  const replica = config.databaseReplicaUrl
    ? openDatabase(config.databaseReplicaUrl, { connectionTimeoutMs: 2_000 })
    : undefined;
  if (replica) log.info('public reads go to DATABASE_REPLICA_URL while it is in step with the primary');
  return { database, replica, embedded, demoLogins };
}
