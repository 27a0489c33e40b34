import pg from 'pg';
import { hearChangesBeside } from './caching/change-notices.ts';

/** pg's own default, for a main pool made without a `max`. */
const PG_DEFAULT_MAX = 10;

/**
 * How many connections the search pool may open beside a main pool of `mainMax`: half as many, at least 2,
 * so that a process holds at most one and a half times the main pool's connections (decision 050).
 */
export function searchPoolMax(mainMax: number | undefined): number {
  return Math.max(2, Math.floor((mainMax ?? PG_DEFAULT_MAX) / 2));
}

/**
 * A pool on the same database as `pool`, with its settings but fewer connections (`searchPoolMax`), whose
 * every statement PostgreSQL cancels after `timeoutMs` (`statement_timeout`, sent once as each connection
 * opens: nothing is added to a query). The searches run on it, so that no text or plan can keep a connection
 * and a request busy for longer; a statement cut short fails with `query_canceled` (57014), which the error
 * handler answers as a 503. The setting goes as a startup parameter, which PgBouncer in transaction mode
 * refuses: decision 050 says how to deploy behind it.
 */
export function poolWithStatementTimeout(pool: pg.Pool, timeoutMs: number): pg.Pool {
  const { options, max, ...settings } = pool.options as pg.PoolConfig;
  const timed = new pg.Pool({
    ...settings,
    max: searchPoolMax(max),
    // pg-pool keeps the password out of its options' own enumerable keys.
    password: (pool.options as pg.PoolConfig).password,
    options: [options, `-c statement_timeout=${Math.round(timeoutMs)}`].filter(Boolean).join(' '),
  });
  // As the main pool: a connection the server drops is replaced on next use, never a crash.
  timed.on('error', () => undefined);
  timed.on('connect', (client) => client.on('error', () => undefined));
  // The job rows a search reads name the reference tables, kept while the main pool's notices are heard.
  hearChangesBeside(timed, pool);
  return timed;
}
