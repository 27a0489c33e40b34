import pg from 'pg';

/**
 * A pool on the same database as `pool`, with its settings, whose every statement PostgreSQL cancels after
 * `timeoutMs` (`statement_timeout`, sent once as each connection opens: nothing is added to a query). The
 * searches run on it, so that no text or plan can keep a connection and a request busy for longer; a
 * statement cut short fails with `query_canceled` (57014), which the error handler answers as a 503.
 */
export function poolWithStatementTimeout(pool: pg.Pool, timeoutMs: number): pg.Pool {
  const { options, ...settings } = pool.options as pg.PoolConfig;
  const timed = new pg.Pool({
    ...settings,
    // pg-pool keeps the password out of its options' own enumerable keys.
    password: (pool.options as pg.PoolConfig).password,
    options: [options, `-c statement_timeout=${Math.round(timeoutMs)}`].filter(Boolean).join(' '),
  });
  // As the main pool: a connection the server drops is replaced on next use, never a crash.
  timed.on('error', () => undefined);
  timed.on('connect', (client) => client.on('error', () => undefined));
  return timed;
}
