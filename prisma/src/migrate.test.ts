import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { poolConfigFromUrl, withDatabase } from './connection.ts';
import { migrateDeploy, pendingMigrations, shippedMigrations, withMigrationLock } from './migrate.ts';

let admin: pg.Client;
let url: string;
beforeAll(async () => {
  const serverUrl = inject('testDatabaseServerUrl');
  const name = `mw_migrate_${randomBytes(6).toString('hex')}`;
  admin = new pg.Client(poolConfigFromUrl(serverUrl));
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  url = withDatabase(serverUrl, name);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  };
});

let pool: pg.Pool;
beforeAll(() => {
  pool = new pg.Pool({ ...poolConfigFromUrl(url), max: 2 });
});
afterAll(() => pool.end());

describe('migrating', () => {
  it('runs once however many processes start together, and leaves nothing pending', async () => {
    await expect(pendingMigrations(pool)).rejects.toThrow(/_prisma_migrations/);
    await Promise.all(Array.from({ length: 3 }, () => migrateDeploy(url)));
    expect(await pendingMigrations(pool)).toEqual([]);
    const { rows } = await pool.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM _prisma_migrations WHERE finished_at IS NOT NULL',
    );
    expect(rows[0]!.count).toBe((await shippedMigrations()).length);
  }, 240_000);

  it('names a shipped migration the database has not applied as pending', async () => {
    const last = (await shippedMigrations()).at(-1)!;
    await pool.query(`UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = $1`, [last]);
    try {
      expect(await pendingMigrations(pool)).toEqual([last]);
    } finally {
      await pool.query(`UPDATE _prisma_migrations SET rolled_back_at = NULL WHERE migration_name = $1`, [last]);
    }
  });

  it('holds the lock for one process at a time: a second waits until the first is done', async () => {
    const order: string[] = [];
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstStarted!: () => void;
    const started = new Promise<void>((resolve) => (firstStarted = resolve));
    const first = withMigrationLock(url, async () => {
      order.push('first in');
      firstStarted();
      await firstHolds;
      order.push('first out');
    });
    await started;
    const second = withMigrationLock(url, async () => {
      order.push('second in');
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(order).toEqual(['first in']);
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first in', 'first out', 'second in']);
  });
});
