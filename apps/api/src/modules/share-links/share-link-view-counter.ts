import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import sql from 'sql-template-tag';
import { BatchedWrites } from '../../infra/batching/batched-writes.ts';
import { z } from 'zod';
import { Cache } from '../../infra/caching/cache.ts';
import { inTransaction, queryRows, runStatement } from '../../infra/database-rows.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes share-link views off the response path (decision 047). */
    shareLinkViews: ShareLinkViewCounter;
  }
}

type View = { shareLinkId: number; signature: string; viewedAt: Date };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Visitors whose last view is known, kept to skip their repeat visits without a write. */
const MAX_REMEMBERED = 100_000;

const ZLastViewRow = z.object({ id: z.number().int(), signature: z.string(), at: z.date() });

/**
 * Counts each visitor's view of a share link at most once per 24 hours. `record` only adds to an
 * in-memory batch (a visitor already waiting in it is not added twice, nor one whose last view is known
 * here to be less than 24 hours old: after each batch, its visitors' last views are read back); the batch is written every 2 s
 * (or at 500 views) in one transaction: the advisory lock of each (link, visitor), taken in one order,
 * then one `INSERT … WHERE NOT EXISTS` a view of theirs in the 24 hours before this one. Under the locks
 * the insert sees every view committed before, so several API processes still count a visitor once.
 * Each view keeps the time it was followed; the count lags by up to 2 s. Written one request at a time,
 * the lock, insert and commit made a new visitor's answer wait for four round trips and a disk flush.
 */
export class ShareLinkViewCounter {
  private readonly batch: BatchedWrites<View>;
  /** (link, visitor) → when their view that counts was followed, as written; this process's own knowledge. */
  private readonly lastViews = new Cache<string, number>({ maxEntries: MAX_REMEMBERED, ttlMs: DAY_MS });

  constructor(
    private readonly pool: pg.Pool,
    log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.batch = new BatchedWrites('share link views', (views) => this.write(views), log);
  }

  /** A visit: a view unless this visitor's last one, as this process knows it, is less than 24 hours old. */
  record(shareLinkId: number, signature: string): void {
    const key = `${shareLinkId}:${signature}`;
    const viewedAt = this.now();
    const last = this.lastViews.peek(key);
    if (last !== undefined && viewedAt.getTime() - last < DAY_MS) return;
    this.batch.add(key, { shareLinkId, signature, viewedAt });
  }

  /** Writes what is pending; resolves once it (and any write before it) is done. */
  flush(): Promise<void> {
    return this.batch.flush();
  }

  close(): Promise<void> {
    return this.batch.close();
  }

  private async write(batch: Array<[string, View]>): Promise<void> {
    const views = batch.map(([, view]) => view);
    const ids = views.map((view) => view.shareLinkId);
    const signatures = views.map((view) => view.signature);
    const times = views.map((view) => view.viewedAt.toISOString());
    const lockKeys = views.map((view) => `share_link_view:${view.shareLinkId}:${view.signature}`);
    await inTransaction(this.pool, async (client) => {
      await runStatement(
        client,
        sql`SELECT pg_advisory_xact_lock(k.hash)
              FROM (SELECT DISTINCT hashtextextended(key, 0) AS hash FROM unnest(${lockKeys}::text[]) AS key
                     ORDER BY 1) k`,
      );
      // A statement after the locks sees every view committed before they were granted.
      await runStatement(
        client,
        sql`INSERT INTO share_link_views ("shareLinkId", signature, "createdAt")
            SELECT v.id, v.signature, v.at
              FROM (SELECT id, signature, at::timestamptz AT TIME ZONE 'UTC' AS at
                      FROM unnest(${ids}::int[], ${signatures}::text[], ${times}::text[]) AS u(id, signature, at)) v
             WHERE EXISTS (SELECT 1 FROM share_links s WHERE s.id = v.id)
               AND NOT EXISTS (SELECT 1 FROM share_link_views w
                                WHERE w."shareLinkId" = v.id AND w.signature = v.signature
                                  AND w."createdAt" > v.at - interval '24 hours')`,
      );
      // Each visitor's last view now (new or not), so their next visits within 24 hours need no write.
      const last = await queryRows(
        client,
        ZLastViewRow,
        sql`SELECT w."shareLinkId" AS id, w.signature, max(w."createdAt") AT TIME ZONE 'UTC' AS at
              FROM share_link_views w
              JOIN unnest(${ids}::int[], ${signatures}::text[]) AS u(id, signature)
                ON w."shareLinkId" = u.id AND w.signature = u.signature
             GROUP BY w."shareLinkId", w.signature`,
      );
      for (const view of last) this.lastViews.set(`${view.id}:${view.signature}`, view.at.getTime());
    });
  }
}
