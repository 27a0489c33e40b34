import { describe, expect, it, vi } from 'vitest';
import { cachedFor, cachedForEach } from './cached-for.ts';

describe('cachedFor', () => {
  it('reads once within the time-to-live, again after it', async () => {
    vi.useFakeTimers();
    try {
      const read = vi.fn(async () => 'states');
      const cached = cachedFor(1000, read);
      expect(await cached()).toBe('states');
      expect(await cached()).toBe('states');
      expect(read).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1001);
      await cached();
      expect(read).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a failed read', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('ok');
    const cached = cachedFor(1000, read);
    await expect(cached()).rejects.toThrow('down');
    expect(await cached()).toBe('ok');
  });
});

describe('cachedForEach', () => {
  it('keeps one cached read for each owner', async () => {
    const read = vi.fn(async (owner: { name: string }) => owner.name);
    const cached = cachedForEach(1000, read);
    const first = { name: 'first' };
    const second = { name: 'second' };
    expect(await cached(first)).toBe('first');
    expect(await cached(second)).toBe('second');
    expect(await cached(first)).toBe('first');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
