import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type pg from 'pg';
import sql from 'sql-template-tag';
import { pendingMigrations } from '@mainwork/db';
import type { TReadiness } from '@mainwork/contracts';
import { Cache } from '../../infra/caching/cache.ts';
import { runStatement } from '../../infra/database-rows.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';

/** No check may hold a readiness answer longer: a proxy probing it wants an answer, not a hang. */
const CHECK_TIMEOUT_MS = 2_000;
/** The migrations and storage probes are kept this long: proxies probe every few seconds, each process apart. */
const KEPT_MS = 10_000;

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS).unref(),
  );
  return Promise.race([work, timeout]);
}

/** A small file stored, read back and removed, under a key of its own. */
async function probeStorage(storage: FileStorage): Promise<void> {
  const key = `health/probe-${randomBytes(8).toString('hex')}.txt`;
  const content = 'ready';
  await storage.put(key, Readable.from([Buffer.from(content)]));
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of (await storage.read(key)).body) chunks.push(Buffer.from(chunk as Buffer));
    if (Buffer.concat(chunks).toString() !== content) throw new Error('storage gave back something else');
  } finally {
    await storage.remove(key);
  }
}

/**
 * Readiness of this process (`GET /api/ready`): the database answers now; the migrations and the storage
 * as checked at most KEPT_MS ago (so a failure shows within seconds, and probes cost little).
 */
export function createReadinessCheck(deps: { pool: pg.Pool; storage: FileStorage }) {
  const kept = new Cache<'checks', Pick<TReadiness, 'migrations' | 'storage'>>({
    maxEntries: 1,
    ttlMs: KEPT_MS,
    load: slowChecks,
  });

  async function slowChecks() {
    const [migrations, storage] = await Promise.all([
      withinTimeout(pendingMigrations(deps.pool)).then(
        (pending) => (pending.length === 0 ? ('current' as const) : ('pending' as const)),
        () => 'unknown' as const,
      ),
      withinTimeout(probeStorage(deps.storage)).then(
        () => 'ok' as const,
        () => 'unavailable' as const,
      ),
    ]);
    return { migrations, storage };
  }

  return async function readiness(): Promise<TReadiness> {
    const database = await withinTimeout(runStatement(deps.pool, sql`SELECT 1`)).then(
      () => 'ok' as const,
      () => 'unavailable' as const,
    );
    const { migrations, storage } =
      database === 'ok' ? (await kept.get('checks'))! : { migrations: 'unknown' as const, storage: 'ok' as const };
    const ready = database === 'ok' && migrations === 'current' && storage === 'ok';
    return { status: ready ? 'ready' : 'unavailable', database, migrations, storage };
  };
}
