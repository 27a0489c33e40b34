import { describe, expect, it } from 'vitest';
import { ConcurrencyLimit } from './concurrency-limit.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('a concurrency limit', () => {
  it('runs at most its size at once, the rest in the order they came, and a failure frees its slot', async () => {
    const limit = new ConcurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: Array<() => void> = [];
    const task = (index: number, fails = false) =>
      limit.run(async () => {
        started.push(index);
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        if (fails) throw new Error(`task ${index} failed`);
        return index;
      });

    const results = [task(1, true), task(2), task(3), task(4)].map((promise) =>
      promise.then(
        (value) => ({ value }),
        (error: Error) => ({ error: error.message }),
      ),
    );
    await tick();
    expect(started).toEqual([1, 2]);
    releases.shift()!();
    await tick();
    expect(started).toEqual([1, 2, 3]);
    while (releases.length > 0 || started.length < 4) {
      releases.shift()?.();
      await tick();
    }
    expect(await Promise.all(results)).toEqual([{ error: 'task 1 failed' }, { value: 2 }, { value: 3 }, { value: 4 }]);
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4]);
  });
});
