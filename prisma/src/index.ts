import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/client/client.ts';
import { poolConfigFromUrl } from './connection.ts';

export * from '../generated/client/client.ts';
export { poolConfigFromUrl, withDatabase } from './connection.ts';
export { applyMigrations, migrateDeploy, pendingMigrations, withMigrationLock } from './migrate.ts';
export {
  seedReferenceData,
  seedDemoData,
  isDatabaseEmpty,
  DEMO_LOGINS,
  ensureDemoImages,
  demoBannerSvg,
  demoIconSvg,
  demoLogoSvg,
  type DemoImageRole,
  type DemoImageStore,
} from '../seed/index.ts';

export type Database = {
  prisma: PrismaClient;
  /** The same pool Prisma's adapter uses, for hot raw reads. */
  pool: pg.Pool;
  close(): Promise<void>;
};

export function openDatabase(url: string, options: { max?: number; connectionTimeoutMs?: number } = {}): Database {
  const pool = new pg.Pool({
    ...poolConfigFromUrl(url),
    max: options.max ?? 10,
    // Unset: a connection is waited for as long as it takes (pg's default).
    ...(options.connectionTimeoutMs ? { connectionTimeoutMillis: options.connectionTimeoutMs } : {}),
    // Search bitmaps of broad terms go lossy at the default 4 MB and recheck hundreds of thousands of rows.
    options: '-c work_mem=32MB',
  });
  // A connection dropped by the server (restart, shutdown) must not crash the process: an idle one is
  // replaced on next use, and a checked-out one raises the error on its next query.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  // Concurrent requests queue for one of `max` connections: an interactive transaction waits for one as
  // long as a request may take (Prisma's default, 2 s, turned a busy moment into 500s), and may run as long.
  const prisma = new PrismaClient({
    adapter: new PrismaPg(pool),
    transactionOptions: { maxWait: 15_000, timeout: 15_000 },
  });
  return {
    prisma,
    pool,
    async close() {
      await prisma.$disconnect();
      await pool.end().catch(() => undefined);
    },
  };
}
