import type pg from 'pg';
import { createCache, type Cacheable, type EvictionRule } from './cache.ts';
import { changeNoticesOf, type ChangeNotices } from './change-notices.ts';

export type KeptByKeyOptions<K, V> = {
  /** The database the rows come from: its change notices drop them. */
  pool: pg.Pool;
  /** The tables whose notices drop kept rows (all of them, unless `changedKey` names one). */
  tables: readonly string[];
  rule: EvictionRule<V>;
  /** Reads one; undefined when there is nothing to keep (a row not found is read again next time). */
  load: (key: K) => Promise<V | undefined>;
  /** The kept key a notice naming one row (`jobs:42`) is about; undefined drops everything. */
  changedKey?: (table: string, key: string) => K | undefined;
  /** Told of every drop as it is heard: the key changed, or undefined when everything was dropped. */
  onDrop?: (key: K | undefined) => void;
};

/**
 * Rows of the database kept in memory by key: read once, then kept until a change to them is announced from
 * any process (`ChangeNotices`, docs/decisions/045), or the eviction rule lets them go. While this process
 * cannot hear the announcements nothing is kept: every read goes to the database.
 */
export class KeptByKey<K extends Cacheable, V extends Cacheable> {
  private readonly kept;
  private watching: ChangeNotices | undefined;

  constructor(private readonly options: KeptByKeyOptions<K, V>) {
    this.kept = createCache<K, V>(options.rule, options.load);
  }

  async get(key: K): Promise<V | undefined> {
    const notices = changeNoticesOf(this.options.pool);
    if (!notices?.listening) return this.options.load(key);
    if (this.watching !== notices) this.watch(notices);
    return this.kept.get(key) ?? (await this.kept.fetch(key));
  }

  /** What is kept for this key, without reading it when nothing is. */
  peek(key: K): V | undefined {
    const notices = changeNoticesOf(this.options.pool);
    return notices?.listening && this.watching === notices ? this.kept.get(key) : undefined;
  }

  /** Keeps a value read elsewhere (a replica), while this process hears the notices that would drop it. */
  keep(key: K, value: V): void {
    const notices = changeNoticesOf(this.options.pool);
    if (!notices?.listening) return;
    if (this.watching !== notices) this.watch(notices);
    this.kept.set(key, value);
  }

  forget(key: K): void {
    this.kept.delete(key);
  }

  forgetAll(): void {
    this.kept.clear();
  }

  private watch(notices: ChangeNotices): void {
    this.watching = notices;
    this.kept.clear();
    this.options.onDrop?.(undefined);
    notices.watch(this.options.tables, (table, key) => {
      const changed = table !== undefined && key !== undefined ? this.options.changedKey?.(table, key) : undefined;
      if (changed === undefined) this.kept.clear();
      else this.kept.delete(changed);
      this.options.onDrop?.(changed);
    });
  }
}
