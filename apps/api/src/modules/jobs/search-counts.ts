import type pg from 'pg';
import sql from 'sql-template-tag';
import { z } from 'zod';
import { Cache } from '../../infra/caching/cache.ts';
import { queryRows, type Statement } from '../../infra/database-rows.ts';

/** How long a count is given as it was read, when no change was seen. */
const COUNT_TTL_MS = 30_000;
/** How long after that it is still given while it is counted again in the background. */
const COUNT_STALE_MS = 30_000;
const MAX_ENTRIES = 10_000;

const ZCountRow = z.object({ count: z.number().int() });
const ZChangesRow = z.object({ changes: z.string() });

/**
 * Remembers each search's capped count at the state of the search rows it was counted at (`search.changes`,
 * moved on by the triggers that write them): a count is given while the rows have not moved. Counting visits
 * up to 10,001 rows; the same search scrolled page after page, or asked by many people, would pay that each
 * time for the same answer. The state is the database's, read at each search, so a job written by any
 * process is counted by the next search in every process. The expiry only bounds the commit race
 * `searchChanges` tells of: after 30 s a count is counted again, in the background while the next 30 s
 * give it as it was (no one waits for a recount of rows that did not move), and the searches asking
 * for it at once share one count.
 */
export class SearchCounts {
  private readonly entries = new Cache<string, number>({
    maxEntries: MAX_ENTRIES,
    ttlMs: COUNT_TTL_MS,
    staleForMs: COUNT_STALE_MS,
  });

  constructor(private readonly pool: pg.Pool) {}

  /**
   * The search's capped count. `changes`: the search rows' state (`searchChanges`) when the caller read
   * it already (a text search reads it before building its match); read here otherwise.
   */
  async count(statement: Statement, changes?: string): Promise<number> {
    const current = changes ?? (await searchChanges(this.pool));
    const count = async () => (await queryRows(this.pool, ZCountRow, statement))[0]?.count ?? 0;
    return (await this.entries.get(keyOf(statement, current), count)) ?? 0;
  }

  /** The count remembered for the search at the search rows' state `changes`, if any. */
  remembered(statement: Statement, changes: string): number | undefined {
    return this.entries.peek(keyOf(statement, changes));
  }
}

const keyOf = (statement: Statement, changes: string) =>
  `${changes}\u0000${statement.text}\u0000${JSON.stringify(statement.values)}`;

/**
 * Where the search rows stand: `search.changes`, which every statement that writes them (and so the
 * vocabulary) moves on first. A sequence moves when the write runs, not when it commits, so a value
 * read while a write is committing can be the one the committed write leaves: what is remembered
 * under it misses that write until the next change.
 *
 * On a streaming replica (decision 072) the sequence cannot tell: the primary logs a sequence 32 values
 * ahead, so the replica's value stands still while 32 writes replay. There the position replayed so far
 * stands for the rows' state instead: it moves with any change replayed (search rows or not), so less is
 * remembered, never something stale. It is read before the search, so what the search then reads is as
 * new or newer.
 */
export async function searchChanges(pool: pg.Pool): Promise<string> {
  const [row] = await queryRows(
    pool,
    ZChangesRow,
    sql`SELECT CASE WHEN pg_is_in_recovery() THEN 'replayed ' || pg_last_wal_replay_lsn()::text
                    ELSE last_value::text || is_called::text END AS changes
          FROM search.changes`,
  );
  return row?.changes ?? '';
}
