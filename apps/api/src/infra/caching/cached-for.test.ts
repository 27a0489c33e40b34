import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { cachedFor, cachedForEach } from './cached-for.ts';

describe('cachedFor', () => {
  it('reads once within the time-to-live, again after it', async () => {
    const read = vi.fn(async () => 'states');
    const cached = cachedFor(100, read);
    expect(await cached()).toBe('states');
    expect(await cached()).toBe('states');
    expect(read).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await cached()).toBe('states');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('shares one read between callers asking at the same time', async () => {
    const read = vi.fn(async () => 'states');
    const cached = cachedFor(1000, read);
    expect(await Promise.all([cached(), cached(), cached()])).toEqual(['states', 'states', 'states']);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed read', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('ok');
    const cached = cachedFor(1000, read);
    await expect(cached()).rejects.toThrow('down');
    expect(await cached()).toBe('ok');
  });
});

describe('cachedForEach', () => {
  it('keeps one cached read for each pool', async () => {
    const first = new pg.Pool({ database: 'first' });
    const second = new pg.Pool({ database: 'second' });
    const read = vi.fn(async (pool: pg.Pool) => pool.options.database ?? '');
    const cached = cachedForEach(1000, read);
    expect(await cached(first)).toBe('first');
    expect(await cached(second)).toBe('second');
    expect(await cached(first)).toBe('first');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing for a pool whose changes nobody listens for', async () => {
    const pool = new pg.Pool({ database: 'unheard' });
    const read = vi.fn(async () => 'lookups');
    const cached = cachedForEach(1000, read, { tables: ['job_types'] });
    expect(await cached(pool)).toBe('lookups');
    expect(await cached(pool)).toBe('lookups');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
