import { describe, expect, it, vi } from 'vitest';
import { Cache } from './cache.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A load that answers the key's version as it stands when the load begins, and counts its calls. */
function versionedLoad() {
  const versions = new Map<string, number>();
  const load = vi.fn(async (key: string) => `${key} v${versions.get(key) ?? 1}`);
  return { load, change: (key: string) => versions.set(key, (versions.get(key) ?? 1) + 1) };
}

describe('Cache', () => {
  it('has an expiry and a maximum on every cache', () => {
    // @ts-expect-error: an entry without an expiry cannot be asked for.
    expect(() => new Cache<string, number>({ maxEntries: 10 })).toThrow(/expiry/);
    expect(() => new Cache<string, number>({ maxEntries: 0, ttlMs: 1_000 })).toThrow(/maximum/);
  });

  it('forgets the least recently used entry beyond its maximum', () => {
    const cache = new Cache<string, number>({ maxEntries: 2, ttlMs: 60_000 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.peek('a')).toBe(1);
    cache.set('c', 3);
    expect([cache.peek('a'), cache.peek('b'), cache.peek('c')]).toEqual([1, undefined, 3]);
    expect(cache.size).toBe(2);
  });

  it('forgets the least recently used entries beyond its maximum size', () => {
    const cache = new Cache<string, string>({
      maxEntries: 100,
      maxSize: { total: 10, of: (value) => value.length },
      ttlMs: 60_000,
    });
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    cache.set('c', 'zzzz');
    expect([cache.peek('a'), cache.peek('b'), cache.peek('c')]).toEqual([undefined, 'yyyy', 'zzzz']);
  });

  it('forgets an entry at its expiry, and reads it again', async () => {
    const { load, change } = versionedLoad();
    const cache = new Cache<string, string>({ maxEntries: 10, ttlMs: 400, load });
    expect(await cache.get('a')).toBe('a v1');
    change('a');
    expect(await cache.get('a')).toBe('a v1');
    await pause(500);
    expect(cache.peek('a')).toBeUndefined();
    expect(await cache.get('a')).toBe('a v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives an expired entry during its stale window while one read brings the new one', async () => {
    const { load, change } = versionedLoad();
    const cache = new Cache<string, string>({ maxEntries: 10, ttlMs: 50, staleForMs: 1_000, load });
    expect(await cache.get('a')).toBe('a v1');
    change('a');
    await pause(80);
    // Stale: given at once, to every caller, while a single read in the background brings v2.
    expect(await Promise.all([cache.get('a'), cache.get('a'), cache.get('a')])).toEqual(['a v1', 'a v1', 'a v1']);
    await vi.waitFor(() => expect(cache.peek('a')).toBe('a v2'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(await cache.get('a')).toBe('a v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps giving a stale entry when reading it again fails, and reads before giving one past its window', async () => {
    let failing = false;
    let version = 1;
    const load = vi.fn(async () => {
      if (failing) throw new Error('down');
      return `v${version}`;
    });
    const cache = new Cache<string, string>({ maxEntries: 10, ttlMs: 100, staleForMs: 1_500, load });
    expect(await cache.get('a')).toBe('v1');
    await pause(150);
    failing = true;
    expect(await cache.get('a')).toBe('v1');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await cache.get('a')).toBe('v1');
    // Past ttl + stale window: nothing is given without a read.
    await pause(1_600);
    failing = false;
    version = 2;
    expect(await cache.get('a')).toBe('v2');
  });

  it("reads through the caller's load when given one, stale entries included", async () => {
    const cache = new Cache<string, string>({ maxEntries: 10, ttlMs: 50, staleForMs: 1_000 });
    await expect(cache.get('a')).rejects.toThrow(/without a load/);
    let version = 1;
    const load = vi.fn(async (key: string) => `${key} v${version}`);
    expect(await cache.get('a', load)).toBe('a v1');
    version = 2;
    await pause(80);
    expect(await cache.get('a', load)).toBe('a v1');
    await vi.waitFor(() => expect(cache.peek('a')).toBe('a v2'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads a missing entry once for callers asking at the same time, and keeps no failure and no absence', async () => {
    const load = vi.fn(async (key: string) => {
      if (key === 'down') throw new Error('down');
      return key === 'absent' ? undefined : key.length;
    });
    const cache = new Cache<string, number>({ maxEntries: 10, ttlMs: 60_000, load });
    expect(await Promise.all([cache.get('three'), cache.get('three')])).toEqual([5, 5]);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(cache.get('down')).rejects.toThrow('down');
    expect(await cache.get('absent')).toBeUndefined();
    expect([cache.peek('down'), cache.peek('absent')]).toEqual([undefined, undefined]);
  });

  it('gives callers a read under way when its entry is dropped, but does not keep it', async () => {
    let version = 1;
    let finish: () => void = () => undefined;
    const load = vi.fn(async () => {
      const seen = version;
      await new Promise<void>((resolve) => (finish = resolve));
      return seen;
    });
    const cache = new Cache<string, number>({ maxEntries: 10, ttlMs: 60_000, load });
    for (const drop of [() => cache.delete('value'), () => cache.clear()]) {
      const waiting = cache.get('value');
      await vi.waitFor(() => expect(load).toHaveBeenCalled());
      version += 1;
      drop();
      finish();
      expect(await waiting).toBe(version - 1);
      expect(cache.peek('value')).toBeUndefined();
      load.mockClear();
    }
    const next = cache.get('value');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    finish();
    expect(await next).toBe(version);
    expect(cache.peek('value')).toBe(version);
  });
});
