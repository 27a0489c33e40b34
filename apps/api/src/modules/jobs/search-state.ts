import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { PrismaClient } from '@mainwork/db';
import sql, { raw } from 'sql-template-tag';
import { z } from 'zod';
import { TOTAL_CAP } from '@mainwork/contracts';
import { Cache, type Cacheable } from '../../infra/caching/cache.ts';
import { queryRows, type Statement } from '../../infra/database-rows.ts';
import { pageOverChanges, type ChangedRows, type PageAnswer } from './search-page-window.ts';

/** How long an answer is given as it was read, when no change was seen. */
const ANSWER_TTL_MS = 30_000;
/** How long after that it is still given while it is read again in the background. */
const ANSWER_STALE_MS = 30_000;
const MAX_ENTRIES = 10_000;
/**
 * An answer is brought over at most this many changed rows (`caughtUp`); past them (an import, a sweep) reading it
 * again costs less than checking each row as it was and is.
 */
export const MOST_ROWS_CAUGHT_UP = 500;

const ZCountRow = z.object({ count: z.number().int() });
const ZChangesRow = z.object({ changes: z.string() });

/**
 * An answer as last read, and where the search rows stood: `notAfter`, a state read before it (every change the
 * read missed is numbered after it: how far the rows moved since bounds how many rows changed, `carriedOver`);
 * `seenThrough`, a state read after it (every change the read saw is numbered at or before it: the rows changed
 * since are those numbered after, `caughtUp`); `readAt`, the database's UTC time then, at which a changed row's
 * earlier version is checked for its expiry.
 */
type LastRead<V> = { answer: V; notAfter: number; seenThrough: number; readAt: string };

/**
 * The statement counting which of the search rows changed after the state `from`, up to `to`, match a search now
 * and matched it at `from`, its earlier versions checked for expiry at `readAt` (`changedMatches` of
 * `SearchStatements`).
 */
export type ChangedMatches = (from: number, to: number, readAt: string) => Statement;

/**
 * Remembers the answer of a search's statement (its capped count, a page's job ids and where they stand in its
 * window) at the state of the search rows it was read at (`search.changes`, moved on by the triggers that write
 * them): an answer is given while the rows have not moved, or, with `carriedOver`, while it still holds for the rows
 * changed since (a count past the cap), or, with `caughtUp`, brought to their new state by the rows changed since.
 * Counting visits up to 10,501 rows and a text's page ranks its newest 1,000 matches; the same search scrolled page
 * after page, or asked by many people, would pay that each time for the same answer. The state is the database's,
 * read at each search, so a job written by any process is found by the next search in every process. The expiry only
 * bounds the commit race `searchChanges` tells of (and jobs passing their expiry, which writes nothing until the
 * sweep): after 30 s an answer is read again, in the background while the next 30 s give it as it was (no one waits
 * for a second read of rows that did not move), and the searches asking for it at once share one read.
 */
export class SearchAnswers<V extends Cacheable> {
  private readonly entries = new Cache<string, V>({
    maxEntries: MAX_ENTRIES,
    ttlMs: ANSWER_TTL_MS,
    staleForMs: ANSWER_STALE_MS,
  });
  /** Each statement's answer last read (`LastRead`), for `carriedOver` and `caughtUp`. */
  private readonly lastRead = new Cache<string, LastRead<V>>({
    maxEntries: MAX_ENTRIES,
    ttlMs: ANSWER_TTL_MS,
  });

  /**
   * `carriedOver`: an answer read at an earlier state, given as it still holds when at most `rowsChanged`
   * search rows changed since (undefined: it may not hold; read again). `caughtUp`: an answer read at an earlier
   * state brought to a later one by what `changedMatches` (the statement of `ChangedMatches`) reads of the rows
   * changed in between (undefined: it cannot be; read again).
   */
  constructor(
    private readonly pool: pg.Pool,
    private readonly answerOf: (pool: pg.Pool, statement: Statement) => Promise<V>,
    private readonly carriedOver?: (answer: V, rowsChanged: number) => V | undefined,
    private readonly caughtUp?: (pool: pg.Pool, answer: V, changedMatches: Statement) => Promise<V | undefined>,
  ) {}

  /**
   * The statement's answer. `changes`: the search rows' state (`searchChanges`) when the caller read it
   * already (a text search reads it before building its match); read here otherwise. `readBy`: the statement
   * that reads it when another keys it, one giving the same answer however it reads (a page's window read
   * as suits its count, decision 079, is the same page). `changedMatches`: the search's statement of the rows
   * changed since the answer last read, with which `caughtUp` brings that answer to this state instead of reading
   * it again.
   */
  async read(
    statement: Statement,
    changes?: string,
    readBy: Statement = statement,
    changedMatches?: ChangedMatches,
  ): Promise<V> {
    const current = changes ?? (await searchChanges(this.pool));
    const statementKey = keyOf(statement);
    const key = atState(statementKey, current);
    if (this.entries.peek(key) === undefined) {
      const carried = this.carried(statementKey, current);
      if (carried !== undefined) return carried;
    }
    const answer = await this.entries.get(key, async () => {
      const at = rowChangesAt(current);
      const bringing = this.caughtUp && changedMatches;
      const last = bringing && at !== undefined ? this.lastRead.peek(statementKey) : undefined;
      // Read through this very state (a write committed while it was read): nothing changed since.
      if (last && last.seenThrough === at) return last.answer;
      if (last && last.seenThrough < at! && at! - last.seenThrough <= MOST_ROWS_CAUGHT_UP) {
        const brought = await this.caughtUp!(
          this.pool,
          last.answer,
          changedMatches!(last.seenThrough, at!, last.readAt),
        );
        if (brought !== undefined) return brought;
      }
      const read = await this.answerOf(this.pool, readBy);
      // Only an answer read is caught up from: one caught up from another would carry a change a commit race
      // missed on, where the reads every 30 s end it.
      if (at !== undefined) {
        const after = bringing ? await stateAfterRead(this.pool) : undefined;
        const kept = this.lastRead.peek(statementKey);
        if (!kept || kept.notAfter <= at)
          this.lastRead.set(statementKey, {
            answer: read,
            notAfter: at,
            seenThrough: after?.changes ?? Number.POSITIVE_INFINITY,
            readAt: after?.readAt ?? '',
          });
      }
      return read;
    });
    return answer!;
  }

  /** The answer remembered for the statement at the search rows' state `changes` (or carried to it), if any. */
  remembered(statement: Statement, changes: string): V | undefined {
    const statementKey = keyOf(statement);
    return this.entries.peek(atState(statementKey, changes)) ?? this.carried(statementKey, changes);
  }

  /**
   * The answer last read for the statement, at whatever state of the rows (for 30 s): a hint of what it is
   * now, never the answer.
   */
  lastReadAnswer(statement: Statement): V | undefined {
    return this.lastRead.peek(keyOf(statement))?.answer;
  }

  private carried(statementKey: string, changes: string): V | undefined {
    const now = rowChangesAt(changes);
    const last = this.carriedOver && now !== undefined ? this.lastRead.peek(statementKey) : undefined;
    if (!last || now! < last.notAfter) return undefined;
    return this.carriedOver!(last.answer, now! - last.notAfter);
  }
}

/**
 * How far `search.changes` has moved, from a state `searchChanges` read: with the row trigger (migration
 * `search_changes_per_row`) at least the number of search rows ever changed. None on a replica, whose state is
 * a replay position.
 */
function rowChangesAt(changes: string): number | undefined {
  const moved = /^(\d+)(true|false)$/.exec(changes);
  if (!moved) return undefined;
  return Number(moved[1]) - (moved[2] === 'true' ? 0 : 1);
}

const ZStateAfterRow = z.object({ changes: z.string(), read_at: z.string() });

/** Where the search rows stand right after a read (`LastRead`), on a primary; none on a replica. */
async function stateAfterRead(pool: pg.Pool): Promise<{ changes: number; readAt: string } | undefined> {
  const [row] = await queryRows(
    pool,
    ZStateAfterRow,
    sql`SELECT ${ROWS_STATE} AS changes, (now() AT TIME ZONE 'UTC')::text AS read_at FROM search.changes`,
  );
  const changes = row && rowChangesAt(row.changes);
  return changes === undefined ? undefined : { changes, readAt: row!.read_at };
}

/** A search's capped count, read by its count statement. */
export const countOf = async (pool: pg.Pool, statement: Statement): Promise<number> =>
  (await queryRows(pool, ZCountRow, statement))[0]?.count ?? 0;

/**
 * A count past the cap by more than the search rows changed since is still past it: each change adds or takes
 * at most one match. Given as the fewest matches there can be now, still above the cap. A count under the cap
 * is read again.
 */
export const countCarriedOver = (count: number, rowsChanged: number): number | undefined =>
  count - rowsChanged > TOTAL_CAP ? count - rowsChanged : undefined;

const ZChangedMatchesRow = z.object({
  covered: z.boolean(),
  matched_now: z.array(z.tuple([z.number().int(), z.number(), z.string()])),
  matched_before: z.array(z.tuple([z.number().int(), z.string()])),
});

/**
 * Which of the rows changed between two states match a search now and matched it before, each with its posting
 * (and rank now), as `changedMatches` of `SearchStatements` reads them; undefined when the log no longer holds
 * every change since the first.
 */
async function changedMatchesOf(pool: pg.Pool, changedMatches: Statement): Promise<ChangedRows | undefined> {
  const [row] = await queryRows(pool, ZChangedMatchesRow, changedMatches);
  if (!row?.covered) return undefined;
  return {
    now: row.matched_now.map(([id, rank, posted]) => ({ id, rank, postedMicros: BigInt(posted) })),
    before: row.matched_before.map(([id, posted]) => ({ id, postedMicros: BigInt(posted) })),
  };
}

/**
 * A count read at one state brought to a later one by how its matches among the rows changed in between moved:
 * a few rows read instead of up to 10,501 counted. A count that reached the cap is not exact, and so not brought
 * (`countCarriedOver` keeps it while it holds); nor is one read before what the log still holds.
 */
export async function countCaughtUp(
  pool: pg.Pool,
  count: number,
  changedMatches: Statement,
  cap: number,
): Promise<number | undefined> {
  if (count >= cap) return undefined;
  const changed = await changedMatchesOf(pool, changedMatches);
  return changed && count + changed.now.length - changed.before.length;
}

/**
 * A page read at one state brought to a later one by the rows changed in between (`pageOverChanges`): kept when
 * none of them matches the search, before or now, and, for a text's first page, with those that do placed in
 * its window. Most writes touch no match of a given search, and most that do change a job already listed.
 */
export async function pageCaughtUp(
  pool: pg.Pool,
  page: PageAnswer,
  changedMatches: Statement,
): Promise<PageAnswer | undefined> {
  const changed = await changedMatchesOf(pool, changedMatches);
  return changed && pageOverChanges(page, changed);
}

const ZPageRow = z.object({
  id: z.number().int(),
  rank: z.number().nullable().optional(),
  posted: z.string().optional(),
  window_size: z.number().int().optional(),
  window_rows: z.number().int().optional(),
  window_oldest: z.array(z.string()).nullable().optional(),
});

/** A search's page read by its page statement: its ids in order, and its window when the statement tells it. */
export async function pageAnswerOf(pool: pg.Pool, statement: Statement): Promise<PageAnswer> {
  const rows = await queryRows(pool, ZPageRow, statement);
  const ids = rows.map((row) => row.id);
  const first = rows[0];
  if (!first || first.window_size === undefined) return { ids };
  const [oldestPosted, oldestId] = first.window_oldest ?? [];
  return {
    ids,
    window: {
      rows: rows.map((row) => ({ id: row.id, rank: row.rank ?? 0, postedMicros: BigInt(row.posted!) })),
      ranked: first.rank != null,
      size: first.window_size,
      held: first.window_rows!,
      oldest: oldestPosted === undefined ? null : { id: Number(oldestId), postedMicros: BigInt(oldestPosted) },
    },
  };
}

/**
 * A key as long as a hash whatever the statement's length: a search near a place names up to a hundred map
 * cells in its statement, which ten thousand entries would otherwise each hold.
 */
const keyOf = (statement: Statement) =>
  createHash('sha256')
    .update(statement.text)
    .update('\u0000')
    .update(JSON.stringify(statement.values))
    .digest('base64url');

/** A statement's key (`keyOf`) at a state of the search rows. */
const atState = (statementKey: string, changes: string) => `${changes}\u0000${statementKey}`;

/** The search rows' state, read from `search.changes` (`searchChanges` says what it is on a primary and a replica). */
const ROWS_STATE = raw(`CASE WHEN pg_is_in_recovery() THEN 'replayed ' || pg_last_wal_replay_lsn()::text
                             ELSE last_value::text || is_called::text END`);

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
  const [row] = await queryRows(pool, ZChangesRow, sql`SELECT ${ROWS_STATE} AS changes FROM search.changes`);
  return row?.changes ?? '';
}

/**
 * Changes of the search rows logged before this long ago are deleted (housekeeping, every 10 minutes): a count
 * is caught up only from one read at most a minute earlier (`SearchAnswers`), and the log says from where it
 * holds every change, so a count from before that is read again.
 */
const ROW_CHANGES_KEPT_MINUTES = 5;

export async function pruneSearchRowChanges(prisma: PrismaClient): Promise<void> {
  await prisma.$executeRaw`WITH pruned AS (
      DELETE FROM search.row_changes
       WHERE "changedAt" < now() - make_interval(mins => ${ROW_CHANGES_KEPT_MINUTES})
      RETURNING change)
    UPDATE search.row_changes_kept SET after = greatest(after, (SELECT max(change) FROM pruned))
     WHERE EXISTS (SELECT 1 FROM pruned)`;
}
