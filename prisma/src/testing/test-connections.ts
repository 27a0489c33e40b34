import pg from 'pg';
import { poolConfigFromUrl } from '../connection.ts';

/**
 * A connected client for a test or a test helper. Its error handler keeps a connection the server ends
 * (a database dropped, the server stopped) from becoming an uncaught error that fails the whole run; a
 * query on it still rejects. End it before the database it is connected to is dropped.
 */
export async function connectTestClient(url: string): Promise<pg.Client> {
  const client = new pg.Client(poolConfigFromUrl(url));
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** A pool for a test, with the same handlers as the app's (an idle connection the server ends is dropped). */
export function testPool(url: string, options: { max?: number } = {}): pg.Pool {
  const pool = new pg.Pool({ ...poolConfigFromUrl(url), max: options.max ?? 2 });
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** How long a drop waits for connections still closing (a pool's end resolves as its sockets close). */
const CLOSING_GRACE_MS = 1_000;

/**
 * Drops a test database, through `admin` (connected to another database of the server). Every pool and
 * client of the database should be ended first; whatever is still connected after a moment is named in a
 * warning (a test that forgot to close something) and ended by `WITH (FORCE)`, so a failed test leaves no
 * database behind.
 */
export async function dropTestDatabase(admin: pg.Client, name: string): Promise<void> {
  const others = async () =>
    (
      await admin.query<{ who: string }>(
        `SELECT coalesce(nullif(application_name, ''), 'a client') || ' (' || coalesce(state, '?') || ': ' || left(query, 80) || ')' AS who
           FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [name],
      )
    ).rows.map((row) => row.who);
  let connected = await others();
  for (const started = Date.now(); connected.length > 0 && Date.now() - started < CLOSING_GRACE_MS;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    connected = await others();
  }
  if (connected.length > 0) {
    console.warn(`Dropping test database ${name} with connections still open: ${connected.join('; ')}`);
  }
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
