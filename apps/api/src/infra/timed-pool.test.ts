import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { poolWithStatementTimeout } from './timed-pool.ts';

/** The search pool's `max` beside a main pool of `max` connections (no connection is opened). */
async function searchMaxBeside(max: number | undefined): Promise<number | undefined> {
  const main = new pg.Pool(max === undefined ? {} : { max });
  const timed = poolWithStatementTimeout(main, 1_000);
  try {
    return (timed.options as pg.PoolConfig).max;
  } finally {
    await Promise.all([timed.end(), main.end()]);
  }
}

describe('the search pool', () => {
  it('opens half as many connections as the main pool, at least 2', async () => {
    expect(await searchMaxBeside(10)).toBe(5);
    expect(await searchMaxBeside(5)).toBe(2);
    expect(await searchMaxBeside(1)).toBe(2);
    // pg's default of 10 when the main pool has none.
    expect(await searchMaxBeside(undefined)).toBe(5);
  });
});
