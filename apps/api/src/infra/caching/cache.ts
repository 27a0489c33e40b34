import type pg from 'pg';
import { LRUCache } from 'lru-cache';
import { changeNoticesOf, type ChangeNotices } from './change-notices.ts';

/** Any value but null and undefined, which mean "nothing kept". */
export type Cacheable = NonNullable<unknown>;

/** A change the database announced: its table, and the row's key when the notice names one (`jobs:42`). */
export type TableChange = { table: string; row: string | undefined };

/** The entries a change concerns: one key, those whose value it touches, or all of them. */
export type Concerned<K, V> = { key: K } | { where: (value: V, key: K) => boolean } | 'all';

export type ChangedBy<K, V> = {
  /** The database the entries come from: its notices (`ChangeNotices`) drop them. */
  pool: pg.Pool;
  /** The tables whose changes concern the entries. */
  tables: readonly string[];
  /** Which entries a change concerns; all of them unless this says fewer. */
  concerns?: (change: TableChange) => Concerned<K, V>;
  /** Told of each change as it is heard (undefined: anything may have changed, unheard). */
  heard?: (change: TableChange | undefined) => void;
};

export type CacheOptions<K, V> = {
  /** The most entries kept: beyond it, the least recently used goes. */
  maxEntries: number;
  /** With it, also the most the entries' sizes (`of`) may add up to. */
  maxSize?: { total: number; of: (value: V) => number };
  /** Every entry's expiry, from when it was read. */
  ttlMs: number;
  /**
   * Past its expiry, an entry is still given for this long while it is read again in the background (one
   * read, whoever asks), for the reads where an answer this much older is fine. A read that fails leaves it.
   */
  staleForMs?: number;
  /** Reads a missing entry for `get`: undefined when there is nothing to keep (read again next time). */
  load?: (key: K) => Promise<V | undefined>;
  /**
   * The tables the entries are read from: a change to one (announced by its triggers, from any process)
   * drops the entries it concerns, and while this process cannot hear changes nothing is kept.
   */
  changedBy?: ChangedBy<K, V>;
};

type Loading<V> = { promise: Promise<V | undefined>; keep: boolean };

/**
 * The API's one in-process cache of kept reads (docs/decisions/073): at most `maxEntries` (and `maxSize`),
 * each kept `ttlMs` at most, given stale for `staleForMs` more where the read allows it, and dropped by
 * the database's notices of the rows it was read from. Callers asking for an entry at the same time share
 * one read; a read that fails, or finds nothing, is not kept. An entry dropped (or the cache cleared) while
 * its read is under way: the callers waiting get what it reads, but it is not kept, since it may predate the
 * change the drop was for.
 */
export class Cache<K extends Cacheable, V extends Cacheable> {
  private readonly kept: LRUCache<K, V>;
  private readonly loading = new Map<K, Loading<V>>();
  private readonly staleForMs: number;
  private watching: ChangeNotices | undefined;

  constructor(private readonly options: CacheOptions<K, V>) {
    if (!(options.ttlMs > 0) || !(options.maxEntries > 0)) throw new Error('a cache needs an expiry and a maximum');
    this.staleForMs = options.staleForMs ?? 0;
    const { maxSize } = options;
    this.kept = new LRUCache<K, V>({
      max: options.maxEntries,
      // lru-cache's expiry is the end of the stale window: whether an entry is fresh is told from what remains.
      ttl: options.ttlMs + this.staleForMs,
      ...(maxSize ? { maxSize: maxSize.total, sizeCalculation: (value: V) => Math.max(1, maxSize.of(value)) } : {}),
    });
  }

  /**
   * The entry, read through `load` when none is kept (or it expired); while stale, given and read again.
   * `load`: the cache's own unless the caller has the means of reading this key (a statement, say).
   */
  async get(key: K, load = this.options.load): Promise<V | undefined> {
    if (!load) throw new Error('a cache without a load reads with peek');
    if (!this.keeping()) return load(key);
    const kept = this.kept.get(key);
    if (kept === undefined) return this.read(key, load);
    if (this.staleForMs > 0 && this.kept.getRemainingTTL(key) <= this.staleForMs && !this.loading.has(key)) {
      // A failed read in the background leaves the stale entry, until the end of its window.
      this.read(key, load).catch(() => undefined);
    }
    return kept;
  }

  /** What is kept for the key (fresh or stale), without reading it when nothing is. */
  peek(key: K): V | undefined {
    return this.keeping() ? this.kept.get(key) : undefined;
  }

  /** Keeps a value read elsewhere, for `ttlMs`, while this process hears the changes that would drop it. */
  set(key: K, value: V): void {
    if (this.keeping()) this.kept.set(key, value);
  }

  delete(key: K): void {
    this.kept.delete(key);
    const loading = this.loading.get(key);
    if (loading) loading.keep = false;
    this.loading.delete(key);
  }

  clear(): void {
    this.kept.clear();
    for (const loading of this.loading.values()) loading.keep = false;
    this.loading.clear();
  }

  /** How many entries are kept (stale ones included). */
  get size(): number {
    return this.kept.size;
  }

  private read(key: K, load: (key: K) => Promise<V | undefined>): Promise<V | undefined> {
    const under = this.loading.get(key);
    if (under) return under.promise;
    const loading: Loading<V> = { keep: true, promise: Promise.resolve(undefined) };
    loading.promise = (async () => {
      try {
        const value = await load(key);
        if (loading.keep && value !== undefined && this.keeping()) this.kept.set(key, value);
        return value;
      } finally {
        if (this.loading.get(key) === loading) this.loading.delete(key);
      }
    })();
    this.loading.set(key, loading);
    return loading.promise;
  }

  /** Whether entries may be kept now: always without `changedBy`, else only while its notices are heard. */
  private keeping(): boolean {
    const changedBy = this.options.changedBy;
    if (!changedBy) return true;
    const notices = changeNoticesOf(changedBy.pool);
    if (!notices?.listening) return false;
    if (this.watching !== notices) this.watch(notices, changedBy);
    return true;
  }

  private watch(notices: ChangeNotices, changedBy: ChangedBy<K, V>): void {
    this.watching = notices;
    this.clear();
    changedBy.heard?.(undefined);
    notices.watch(changedBy.tables, (change) => {
      const concerned: Concerned<K, V> = change ? (changedBy.concerns?.(change) ?? 'all') : 'all';
      if (concerned === 'all') this.clear();
      else if ('key' in concerned) this.delete(concerned.key);
      else {
        const touched = [...this.kept.entries()].filter(([key, value]) => concerned.where(value, key));
        for (const [key] of touched) this.kept.delete(key);
        // What a read under way will find cannot be told yet.
        for (const loading of this.loading.values()) loading.keep = false;
        this.loading.clear();
      }
      changedBy.heard?.(change);
    });
  }
}

/**
 * One cache for each database pool, made when the pool is first met: module-level caches keep each app's
 * data apart (tests run several apps in one process). Pools are held weakly: a closed app's cache goes with it.
 */
export function cachePerPool<C extends object>(create: (pool: pg.Pool) => C): (pool: pg.Pool) => C {
  const byPool = new WeakMap<pg.Pool, C>();
  return (pool) => {
    let cache = byPool.get(pool);
    if (!cache) {
      cache = create(pool);
      byPool.set(pool, cache);
    }
    return cache;
  };
}
