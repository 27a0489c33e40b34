import { createHash } from 'node:crypto';
import type pg from 'pg';
import sql from 'sql-template-tag';
import { z } from 'zod';
import { Cache, type Cacheable } from '../../infra/caching/cache.ts';
import { queryRows, type Statement } from '../../infra/database-rows.ts';

/** How long an answer is given as it was read, when no change was seen. */
const ANSWER_TTL_MS = 30_000;
/** How long after that it is still given while it is read again in the background. */
const ANSWER_STALE_MS = 30_000;
const MAX_ENTRIES = 10_000;

const ZCountRow = z.object({ count: z.number().int() });
const ZJobIdRow = z.object({ id: z.number().int() });
const ZChangesRow = z.object({ changes: z.string() });

/**
 * Remembers the answer of a search's statement (its capped count, a page's job ids) at the state of the
 * search rows it was read at (`search.changes`, moved on by the triggers that write them): an answer is given
 * while the rows have not moved. Counting visits up to 10,001 rows and a text's page ranks its newest 1,000
 * matches; the same search scrolled page after page, or asked by many people, would pay that each time for the
 * same answer. The state is the database's, read at each search, so a job written by any process is found by
 * the next search in every process. The expiry only bounds the commit race `searchChanges` tells of: after
 * 30 s an answer is read again, in the background while the next 30 s give it as it was (no one waits for a
 * second read of rows that did not move), and the searches asking for it at once share one read.
 */
export class SearchAnswers<V extends Cacheable> {
  private readonly entries = new Cache<string, V>({
    maxEntries: MAX_ENTRIES,
    ttlMs: ANSWER_TTL_MS,
    staleForMs: ANSWER_STALE_MS,
  });

  constructor(
    private readonly pool: pg.Pool,
    private readonly answerOf: (pool: pg.Pool, statement: Statement) => Promise<V>,
  ) {}

  /**
   * The statement's answer. `changes`: the search rows' state (`searchChanges`) when the caller read it
   * already (a text search reads it before building its match); read here otherwise. `readBy`: the statement
   * that reads it when another keys it, one giving the same answer however it reads (a page's window read
   * as suits its count, decision 079, is the same page).
   */
  async read(statement: Statement, changes?: string, readBy: Statement = statement): Promise<V> {
    const current = changes ?? (await searchChanges(this.pool));
    const answer = await this.entries.get(keyOf(statement, current), () => this.answerOf(this.pool, readBy));
    return answer!;
  }

  /** The answer remembered for the statement at the search rows' state `changes`, if any. */
  remembered(statement: Statement, changes: string): V | undefined {
    return this.entries.peek(keyOf(statement, changes));
  }
}

/** A search's capped count, read by its count statement. */
export const countOf = async (pool: pg.Pool, statement: Statement): Promise<number> =>
  (await queryRows(pool, ZCountRow, statement))[0]?.count ?? 0;

/** The ids of a search's page, in order, read by its page statement. */
export const pageIdsOf = async (pool: pg.Pool, statement: Statement): Promise<number[]> =>
  (await queryRows(pool, ZJobIdRow, statement)).map((row) => row.id);

/**
 * A key as long as a hash whatever the statement's length: a search near a place names up to a hundred map
 * cells in its statement, which ten thousand entries would otherwise each hold.
 */
const keyOf = (statement: Statement, changes: string) =>
  createHash('sha256')
    .update(changes)
    .update('\u0000')
    .update(statement.text)
    .update('\u0000')
    .update(JSON.stringify(statement.values))
    .digest('base64url');

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
