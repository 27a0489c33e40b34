import { describe, expect, it, vi } from 'vitest';
import { createCache } from './cache.ts';

describe('createCache', () => {
  it('forgets the least recently used entry beyond its maximum', () => {
    const cache = createCache<string, number>({ maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect([...cache.keys()].sort()).toEqual(['a', 'c']);
  });

  it('forgets an entry older than its time-to-live', async () => {
    const cache = createCache<string, number>({ maxEntries: 10, ttlMs: 50 });
    cache.set('a', 1);
    expect(cache.get('a')).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(cache.get('a')).toBeUndefined();
  });

  it('loads a missing entry once for callers asking at the same time, and keeps no failed load', async () => {
    const load = vi.fn(async (key: string) => {
      if (key === 'down') throw new Error('down');
      return key.length;
    });
    const cache = createCache<string, number>({ maxEntries: 10 }, load);
    expect(await Promise.all([cache.fetch('three'), cache.fetch('three')])).toEqual([5, 5]);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(cache.fetch('down')).rejects.toThrow('down');
    expect(cache.has('down')).toBe(false);
  });

  it('gives callers a read under way when its entry is dropped, but keeps it no more', async () => {
    let version = 1;
    let finish: () => void = () => undefined;
    const load = vi.fn(async () => {
      const seen = version;
      await new Promise<void>((resolve) => (finish = resolve));
      return seen;
    });
    const cache = createCache<string, number>({ maxEntries: 10 }, load);
    const waiting = cache.fetch('value');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    version = 2;
    cache.clear();
    finish();
    expect(await waiting).toBe(1);
    expect(cache.has('value')).toBe(false);
    const next = cache.fetch('value');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    finish();
    expect(await next).toBe(2);
  });
});
