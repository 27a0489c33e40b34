/**
 * `pnpm migrate`: applies the migrations and the reference data to DATABASE_URL as a step of its own,
 * before new API processes start in a rolling deploy (they then run with MIGRATE_ON_START=false). Safe
 * beside processes that are starting: all of them take the migration lock.
 */
import {
  applyMigrations,
  openDatabase,
  pendingMigrations,
  seedReferenceData,
  withMigrationLock,
} from '../src/index.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('pnpm migrate needs DATABASE_URL (the embedded database migrates itself when pnpm start starts it).');
  process.exit(1);
}
const database = openDatabase(url, { max: 2 });
try {
  await withMigrationLock(url, async () => {
    await applyMigrations(url);
    await seedReferenceData(database.prisma);
  });
  const pending = await pendingMigrations(database.pool);
  if (pending.length > 0) throw new Error(`still pending: ${pending.join(', ')}`);
  console.log('The database is up to date.');
} finally {
  await database.close();
}
