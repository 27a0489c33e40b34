import type pg from 'pg';
import { createCache, type Cacheable } from './cache.ts';
import { KeptByKey } from './kept-by-key.ts';

/** The tables a cached read comes from, in the pool's database: a change to one, in any process, drops it. */
export type ChangedBy = { pool: pg.Pool; tables: readonly string[] };

/**
 * Memoises an async read for `ttlMs` (callers at the same time share one read); a failed read is not kept.
 * With `changedBy`, a change to one of its tables drops the read at once in every process (`ChangeNotices`),
 * and while this process cannot listen for changes the read is not kept at all.
 */
export function cachedFor<T extends Cacheable>(
  ttlMs: number,
  read: () => Promise<T>,
  changedBy?: ChangedBy,
): () => Promise<T> {
  if (!changedBy) {
    const cache = createCache<'value', T>({ maxEntries: 1, ttlMs }, () => read());
    return async () => (await cache.fetch('value')) as T;
  }
  const kept = new KeptByKey<'value', T>({ ...changedBy, rule: { maxEntries: 1, ttlMs }, load: () => read() });
  return async () => (await kept.get('value')) as T;
}

/** `cachedFor` kept apart for each database pool, so one app's data never serves another's. */
export function cachedForEach<T extends Cacheable>(
  ttlMs: number,
  read: (pool: pg.Pool) => Promise<T>,
  changedBy?: { tables: readonly string[] },
): (pool: pg.Pool) => Promise<T> {
  // Pools are kept weakly: a closed app's cached data goes with it.
  const byPool = new WeakMap<pg.Pool, () => Promise<T>>();
  return (pool) => {
    let cached = byPool.get(pool);
    if (!cached) {
      cached = cachedFor(ttlMs, () => read(pool), changedBy && { pool, tables: changedBy.tables });
      byPool.set(pool, cached);
    }
    return cached();
  };
}
