import { describe, expect, it, vi } from 'vitest';
import { chunkInTime, CHUNK_LOAD_TIMEOUT_MS, withTimeout } from './chunk-load.ts';

describe('loading a screen', () => {
  it('gives up after the 120 s chunk time-out of spec §8', async () => {
    vi.useFakeTimers();
    try {
      expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
      const never = new Promise<never>(() => undefined);
      const loading = chunkInTime(never);
      const assertion = expect(loading).rejects.toThrow('The page took too long to load.');
      vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes a screen that arrives in time', async () => {
    expect(await withTimeout(Promise.resolve('screen'), 1000, 'too slow')).toBe('screen');
  });
});
