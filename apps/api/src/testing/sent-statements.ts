import type pg from 'pg';
import { vi } from 'vitest';

/** The text of every statement `run` sends through `pool`, in order. */
export async function statementsSentBy(pool: pg.Pool, run: () => Promise<unknown>): Promise<string[]> {
  const query = vi.spyOn(pool, 'query');
  try {
    await run();
    return query.mock.calls.map(([config]: unknown[]) =>
      typeof config === 'string' ? config : (config as { text: string }).text,
    );
  } finally {
    query.mockRestore();
  }
}
