import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from './connection.ts';
import { migrateDeploy, pendingMigrations, shippedMigrations, withMigrationLock } from './migrate.ts';
import { connectTestClient, dropTestDatabase, testPool } from './testing/test-connections.ts';

let admin: pg.Client;
let name: string;
let url: string;
let pool: pg.Pool;
beforeAll(async () => {
  const serverUrl = inject('testDatabaseServerUrl');
  name = `mw_migrate_${randomBytes(6).toString('hex')}`;
  admin = await connectTestClient(serverUrl);
  await admin.query(`CREATE DATABASE "${name}"`);
  url = withDatabase(serverUrl, name);
  pool = testPool(url);
});
// One teardown, in order: the pool's connections end before their database is dropped.
afterAll(async () => {
  await pool?.end();
  if (admin) {
    await dropTestDatabase(admin, name);
    await admin.end();
  }
});

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
    // The second is queued behind the first's advisory lock (seen by the server), not merely slow to start.
    await expect
      .poll(
        async () =>
          (
            await pool.query<{ waiting: number }>(
              `SELECT count(*)::int AS waiting FROM pg_stat_activity
                WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = 'advisory'`,
            )
          ).rows[0]!.waiting,
        { timeout: 10_000, interval: 20 },
      )
      .toBe(1);
    expect(order).toEqual(['first in']);
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first in', 'first out', 'second in']);
  });
});
