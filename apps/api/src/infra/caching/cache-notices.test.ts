import type pg from 'pg';
import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { runStatement } from '../database-rows.ts';
import { poolWithStatementTimeout } from '../timed-pool.ts';
import { Cache } from './cache.ts';
import { changeNoticesOf, listenForChanges } from './change-notices.ts';

const quiet = { info: () => undefined, warn: () => undefined };
const NOTICE_DELIVERY = { timeout: 1_000, interval: 5 };

let db: TestDatabase;
let listening: { release(): Promise<void> };

beforeAll(async () => {
  db = await createTestDatabase();
  // A table announced as the cached tables are: `cache_probes:<id>` for one row, its name when emptied.
  await runStatement(db.pool, sql`CREATE TABLE cache_probes (id integer PRIMARY KEY, name text NOT NULL)`);
  await runStatement(
    db.pool,
    sql`CREATE TRIGGER cached_row_changed_values AFTER UPDATE OR DELETE ON cache_probes FOR EACH ROW
          EXECUTE FUNCTION notify_cached_row_changed('id')`,
  );
  await runStatement(
    db.pool,
    sql`CREATE TRIGGER cached_table_emptied AFTER TRUNCATE ON cache_probes
          FOR EACH STATEMENT EXECUTE FUNCTION notify_cached_table_changed()`,
  );
  await runStatement(db.pool, sql`INSERT INTO cache_probes VALUES (1, 'one'), (2, 'two'), (3, 'three')`);
  listening = await listenForChanges(db.pool, quiet);
});
afterAll(async () => {
  await listening.release();
  await db.drop();
});

/** Probe names by id, read through `pool` (the test database's own by default), dropped by the notice of their own row. */
function probeNames(pool: pg.Pool = db.pool) {
  const load = vi.fn(async (id: number) => {
    const { rows } = await pool.query<{ name: string }>('SELECT name FROM cache_probes WHERE id = $1', [id]);
    return rows[0]?.name;
  });
  const cache = new Cache<number, string>({
    maxEntries: 10,
    ttlMs: 60_000,
    load,
    changedBy: {
      pool,
      tables: ['cache_probes'],
      concerns: (change) => (change.row === undefined ? 'all' : { key: Number(change.row) }),
    },
  });
  return { cache, load };
}

const rename = (id: number, name: string) =>
  runStatement(db.pool, sql`UPDATE cache_probes SET name = ${name} WHERE id = ${id}`);

describe('a cache dropped by the database’s notices', () => {
  it('forgets the row a notice names, and keeps the others', async () => {
    const { cache, load } = probeNames();
    expect([await cache.get(1), await cache.get(2)]).toEqual(['one', 'two']);
    await rename(1, 'uno');
    await vi.waitFor(() => expect(cache.peek(1)).toBeUndefined(), NOTICE_DELIVERY);
    expect(cache.peek(2)).toBe('two');
    expect([await cache.get(1), await cache.get(2)]).toEqual(['uno', 'two']);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps what the search pool beside the listening one reads, and forgets it by the same notices', async () => {
    const searchPool = poolWithStatementTimeout(db.pool, 5_000);
    try {
      const { cache, load } = probeNames(searchPool);
      expect([await cache.get(2), await cache.get(2)]).toEqual(['two', 'two']);
      expect(load).toHaveBeenCalledTimes(1);
      await rename(2, 'zwei');
      await vi.waitFor(() => expect(cache.peek(2)).toBeUndefined(), NOTICE_DELIVERY);
      expect(await cache.get(2)).toBe('zwei');
      await rename(2, 'two');
    } finally {
      await searchPool.end();
    }
  });

  it('forgets everything when the table is emptied', async () => {
    const { cache } = probeNames();
    await cache.get(3);
    await runStatement(db.pool, sql`CREATE TABLE cache_probes_kept AS SELECT * FROM cache_probes`);
    try {
      await runStatement(db.pool, sql`TRUNCATE cache_probes`);
      await vi.waitFor(() => expect(cache.size).toBe(0), NOTICE_DELIVERY);
    } finally {
      await runStatement(db.pool, sql`INSERT INTO cache_probes SELECT * FROM cache_probes_kept`);
      await runStatement(db.pool, sql`DROP TABLE cache_probes_kept`);
    }
  });

  it('has every change committed before heard once caughtUp resolves', async () => {
    const { cache } = probeNames();
    await cache.get(2);
    await rename(2, 'dos');
    await changeNoticesOf(db.pool)!.caughtUp(db.pool);
    expect(cache.peek(2)).toBeUndefined();
    expect(await cache.get(2)).toBe('dos');
  });

  it('keeps nothing while it cannot hear the notices, and forgets what it kept once it hears them again', async () => {
    const { cache, load } = probeNames();
    await cache.get(3);
    const notices = changeNoticesOf(db.pool)!;
    const other = await db.pool.connect();
    try {
      // Unannounced, as a change while nobody listens would be.
      await other.query('ALTER TABLE cache_probes DISABLE TRIGGER cached_row_changed_values');
      await other.query(`UPDATE cache_probes SET name = 'tres' WHERE id = 3`);
      expect(await cache.get(3)).toBe('three');
      await other.query('SELECT pg_terminate_backend($1::int)', [notices.serverProcessId]);
      await vi.waitFor(() => expect(notices.listening).toBe(false));
      // Read through, each time, and not kept.
      load.mockClear();
      expect([await cache.get(3), await cache.get(3)]).toEqual(['tres', 'tres']);
      expect(load).toHaveBeenCalledTimes(2);
      expect(cache.peek(3)).toBeUndefined();
      await other.query(`UPDATE cache_probes SET name = 'drei' WHERE id = 3`);
      // Listening again (after half a second): what it read before is gone, and it keeps again.
      await vi.waitFor(() => expect(notices.listening).toBe(true), { timeout: 3_000, interval: 20 });
      expect(await cache.get(3)).toBe('drei');
      load.mockClear();
      expect(await cache.get(3)).toBe('drei');
      expect(load).not.toHaveBeenCalled();
    } finally {
      await other.query('ALTER TABLE cache_probes ENABLE TRIGGER cached_row_changed_values');
      other.release();
    }
  });
});
