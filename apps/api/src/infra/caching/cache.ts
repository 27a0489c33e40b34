import { LRUCache } from 'lru-cache';

/** Any value but null and undefined, which lru-cache uses to mean "not cached". */
export type Cacheable = NonNullable<unknown>;

/**
 * When a cache forgets an entry: beyond `maxEntries` (or, with `sizeOf`, beyond `maxSize` in all) the least
 * recently used goes; after `ttlMs` any does.
 */
export type EvictionRule<V = unknown> = {
  maxEntries: number;
  ttlMs?: number;
  size?: { max: number; of: (value: V) => number };
};

/**
 * The API's one kind of in-process cache (lru-cache), bounded by its eviction rule. With `load`, `fetch(key)`
 * reads a missing or expired entry through it: callers asking at the same time share one read, and a read
 * that fails, or answers undefined (nothing found), is not kept. An entry deleted (or the cache cleared) while its read is under way: the callers
 * waiting get what it reads, but it is not kept, since it may predate what the deletion was for.
 */
export function createCache<K extends Cacheable, V extends Cacheable>(
  rule: EvictionRule<V>,
  load?: (key: K) => Promise<V | undefined>,
): LRUCache<K, V> {
  return new LRUCache<K, V>({
    max: rule.maxEntries,
    ...(rule.ttlMs !== undefined ? { ttl: rule.ttlMs } : {}),
    ...(rule.size ? { maxSize: rule.size.max, sizeCalculation: (value: V) => Math.max(1, rule.size!.of(value)) } : {}),
    ...(load ? { fetchMethod: (key: K) => load(key), ignoreFetchAbort: true } : {}),
  });
}
