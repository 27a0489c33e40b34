import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { BatchedWrites } from './batched-writes.ts';

const silentLog = () => ({ warn: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };

describe('batched writes', () => {
  it('write each waiting key once, in the order added, when flushed', async () => {
    const written: string[][] = [];
    const batch = new BatchedWrites<number>(
      'counts',
      async (items) => void written.push(items.map(([key]) => key)),
      silentLog(),
    );
    batch.add('a', 1);
    batch.add('b', 2);
    batch.add('a', 3);
    expect(batch.has('a')).toBe(true);
    await batch.flush();
    expect(written).toEqual([['a', 'b']]);
    expect(batch.has('a')).toBe(false);
    await batch.close();
  });

  it('write on their own once 500 are waiting, without waiting for the timer', async () => {
    const sizes: number[] = [];
    const batch = new BatchedWrites<number>('counts', async (items) => void sizes.push(items.length), silentLog());
    for (let index = 0; index < 499; index++) batch.add(String(index), index);
    await Promise.resolve();
    expect(sizes).toEqual([]);
    batch.add('499', 499);
    await vi.waitFor(() => expect(sizes).toEqual([500]));
    await batch.close();
  });

  it('log a batch that fails and go on with the next', async () => {
    const log = silentLog();
    let calls = 0;
    const batch = new BatchedWrites<number>(
      'counts',
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('database gone');
      },
      log,
    );
    batch.add('a', 1);
    await batch.flush();
    batch.add('b', 2);
    await batch.close();
    expect(calls).toBe(2);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![1]).toBe('counts could not be written');
  });
});
