import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { TableChange } from './cache.ts';

/** The channel the cached tables' triggers announce their changes on: `table` or `table:key` (see their migrations). */
export const CHANGES_CHANNEL = 'cached_table_changed';
/** A notice this process sends itself to learn that every notice committed before it was heard. */
const CAUGHT_UP_PREFIX = 'caught up:';
/** How long `caughtUp` waits for its own notice before giving up (caches are then emptied). */
const CAUGHT_UP_TIMEOUT_MS = 1_000;
/** A dropped connection is tried again after this, then twice as long each time, up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 10_000;

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
/** `change` is undefined when changes may have gone unheard. */
type Watcher = { tables: ReadonlySet<string>; drop: (change?: TableChange) => void };

/**
 * Tells this process's caches when a table they hold changes, in any process (docs/decisions/045, 073).
 * Triggers on the cached tables `pg_notify` the table's name, or `table:key` for one row, inside the writing transaction, so the
 * notice goes out when (and only if) it commits; this LISTENs on a connection of its own (a pooled one
 * would be handed to a query) and drops the caches' entries the change concerns. While that connection is down
 * (`listening` false) notices may be missed: caches then read through (`Cache`), it reconnects with
 * a growing pause, and once listening again drops everything cached before, since it may have changed.
 */
export class ChangeNotices {
  private client: pg.Client | null = null;
  private listeningNow = false;
  private closed = false;
  private retryMs = RETRY_FIRST_MS;
  private retry: NodeJS.Timeout | undefined;
  private readonly watchers = new Set<Watcher>();
  private readonly awaitingCaughtUp = new Map<string, () => void>();

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly log: Log,
  ) {}

  /** Whether a change made now is sure to be noticed: caches may keep what they read only while true. */
  get listening(): boolean {
    return this.listeningNow;
  }

  /**
   * Calls `drop` when one of `tables` changes (with the table and, for a notice that names one row, its key),
   * and with nothing when changes may have gone unnoticed.
   */
  watch(tables: readonly string[], drop: (change?: TableChange) => void): void {
    this.watchers.add({ tables: new Set(tables), drop });
  }

  /**
   * Resolves once every change committed before the call has been heard (and its entries dropped): this
   * process's own write is then seen by its own next read. PostgreSQL delivers notices in the order their
   * transactions committed, so a notice sent now, once heard, comes after all of them. Without an answer
   * within a second (or while not listening, when nothing is kept) it drops everything instead.
   */
  async caughtUp(pool: pg.Pool): Promise<void> {
    if (!this.listeningNow) return;
    const token = randomUUID();
    const heard = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), CAUGHT_UP_TIMEOUT_MS);
      timer.unref();
      this.awaitingCaughtUp.set(token, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    try {
      await pool.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, CAUGHT_UP_PREFIX + token]);
      if (await heard) return;
    } catch {
      // Not sent: nothing tells when the changes were heard.
    } finally {
      this.awaitingCaughtUp.delete(token);
    }
    for (const watcher of this.watchers) watcher.drop();
  }

  /** Listens; resolves after the first try, whatever its outcome (a failed one is tried again later). */
  async start(): Promise<void> {
    await this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    this.listeningNow = false;
    await client?.end().catch(() => undefined);
  }

  /** The process id of the listening connection on the server (tests cut it to see the fallback). */
  get serverProcessId(): number | undefined {
    return (this.client as (pg.Client & { processID?: number }) | null)?.processID;
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client(this.connection);
    client.on('notification', (notice) => this.changed(notice.payload));
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      this.log.warn({ err: error, retryMs: this.retryMs }, 'cache change notices: cannot listen, caches read through');
      this.tryAgain();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    const reconnected = this.retryMs !== RETRY_FIRST_MS;
    this.client = client;
    this.listeningNow = true;
    this.retryMs = RETRY_FIRST_MS;
    // Whatever was kept before may have changed while nobody listened.
    for (const watcher of this.watchers) watcher.drop();
    if (reconnected) this.log.info({}, 'cache change notices: listening again');
  }

  private changed(payload: string | undefined): void {
    if (payload === undefined) return;
    if (payload.startsWith(CAUGHT_UP_PREFIX)) {
      this.awaitingCaughtUp.get(payload.slice(CAUGHT_UP_PREFIX.length))?.();
      return;
    }
    const separator = payload.indexOf(':');
    const table = separator < 0 ? payload : payload.slice(0, separator);
    const row = separator < 0 ? undefined : payload.slice(separator + 1);
    for (const watcher of this.watchers) if (watcher.tables.has(table)) watcher.drop({ table, row });
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.listeningNow = false;
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.log.warn({ retryMs: this.retryMs }, 'cache change notices: connection lost, caches read through');
    this.tryAgain();
  }

  private tryAgain(): void {
    if (this.closed) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    this.retry = setTimeout(() => void this.connect(), wait);
    this.retry.unref();
  }
}

const byPool = new WeakMap<pg.Pool, { notices: ChangeNotices; users: number }>();

/**
 * Starts listening for the pool's database (on a connection of its own, with the pool's settings), or
 * joins the listener already started for it: the API and its in-process worker share one. Each call's
 * `release` is called once; the last one stops listening.
 */
export async function listenForChanges(pool: pg.Pool, log: Log): Promise<{ release(): Promise<void> }> {
  let shared = byPool.get(pool);
  if (!shared) {
    const { max: _max, idleTimeoutMillis: _idle, ...connection } = pool.options;
    // The pool keeps the password out of its enumerable options. A server that does not answer holds up
    // the start no longer than the timeout: the caches read through meanwhile.
    const settings = { connectionTimeoutMillis: 5_000, ...connection, password: pool.options.password };
    shared = { notices: new ChangeNotices(settings, log), users: 0 };
    byPool.set(pool, shared);
    await shared.notices.start();
  }
  shared.users += 1;
  const current = shared;
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      current.users -= 1;
      if (current.users > 0) return;
      byPool.delete(pool);
      await current.notices.close();
    },
  };
}

/** Pools opened beside another on its database (the search pool): they hear what it listens for. */
const besidePool = new WeakMap<pg.Pool, pg.Pool>();

/**
 * Makes `pool`, a second pool on `main`'s database, hear the changes listened for on `main`: the caches of
 * what it reads are dropped by the same notices, and keep what they read as `main`'s do. Without it they
 * could not keep anything (`Cache` keeps only while its pool's notices are heard).
 */
export function hearChangesBeside(pool: pg.Pool, main: pg.Pool): void {
  besidePool.set(pool, main);
}

/** The notices listened for on the pool's database, if any: caches of a pool without them read through. */
export function changeNoticesOf(pool: pg.Pool): ChangeNotices | undefined {
  const main = besidePool.get(pool);
  return byPool.get(pool)?.notices ?? (main ? byPool.get(main)?.notices : undefined);
}
