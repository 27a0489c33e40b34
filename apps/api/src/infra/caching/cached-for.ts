import { createCache, type Cacheable } from './cache.ts';

/** Memoises an async read for `ttlMs` (callers at the same time share one read); a failed read is not kept. */
export function cachedFor<T extends Cacheable>(ttlMs: number, read: () => Promise<T>): () => Promise<T> {
  const cache = createCache<'value', T>({ maxEntries: 1, ttlMs }, () => read());
  return async () => (await cache.fetch('value')) as T;
}

/** `cachedFor` kept apart for each owner (a database pool, say), so one app's data never serves another's. */
export function cachedForEach<Owner extends object, T extends Cacheable>(
  ttlMs: number,
  read: (owner: Owner) => Promise<T>,
): (owner: Owner) => Promise<T> {
  // Owners (pools) are kept weakly: a closed app's cached data goes with it.
  const byOwner = new WeakMap<Owner, () => Promise<T>>();
  return (owner) => {
    let cached = byOwner.get(owner);
    if (!cached) {
      cached = cachedFor(ttlMs, () => read(owner));
      byOwner.set(owner, cached);
    }
    return cached();
  };
}
