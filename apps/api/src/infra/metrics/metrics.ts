import type pg from 'pg';
import client from 'prom-client';
import sql from 'sql-template-tag';
import { z } from 'zod';
import { queryRows } from '../database-rows.ts';
import type { PublicReads } from '../replica/public-reads.ts';

/** The request-duration buckets, in seconds: a page or list in tens of milliseconds, uploads in seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const ZQueueRow = z.object({ task: z.string(), waiting: z.number(), running: z.number(), failed: z.number() });

export type Metrics = {
  /** A finished request: its route template ('unmatched' when no route took it) and status. */
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
  /** The exposition text and its content type, collected now. */
  render(): Promise<{ contentType: string; body: string }>;
};

/**
 * One process's Prometheus metrics (prom-client): request duration by route and status, the job queue's
 * depth and failed jobs by task (read from the database on each scrape, so any process reports the same
 * queue), the database pool's connections, where public reads went and the replica's state (decision 072),
 * and the process's own figures (CPU, memory, event loop lag).
 */
export function createMetrics(deps: { pool: pg.Pool; publicReads?: PublicReads }): Metrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });

  const requests = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  new client.Gauge({
    name: 'mainwork_db_pool_connections',
    help: "This process's database pool: connections open, idle, and requests waiting for one",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, deps.pool.totalCount);
      this.set({ state: 'idle' }, deps.pool.idleCount);
      this.set({ state: 'waiting' }, deps.pool.waitingCount);
    },
  });

  const publicReads = deps.publicReads;
  new client.Counter({
    name: 'mainwork_public_reads_total',
    help: 'Public reads (search, job pages, suggestions, sitemaps, feeds) by the database that answered them',
    labelNames: ['database'] as const,
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ database: 'primary' }, publicReads?.answered.primary ?? 0);
      this.inc({ database: 'replica' }, publicReads?.answered.replica ?? 0);
    },
  });

  const replicaHealth = publicReads?.replica?.health;
  if (replicaHealth) {
    new client.Gauge({
      name: 'mainwork_db_replica_state',
      help: 'The database replica at its last check: 1 for its state (healthy: answering public reads; lagging or down: they go to the primary)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        for (const state of ['starting', 'healthy', 'lagging', 'down'] as const)
          this.set({ state }, replicaHealth.state === state ? 1 : 0);
      },
    });
    new client.Gauge({
      name: 'mainwork_db_replica_lag_seconds',
      help: 'How far the database replica was behind the primary at its last check',
      registers: [registry],
      collect() {
        this.set(replicaHealth.lagMs / 1000);
      },
    });
  }

  new client.Gauge({
    name: 'mainwork_queue_jobs',
    help: 'Jobs in the queue by task and state: waiting (due or not), running (locked by a worker), failed for good',
    labelNames: ['task', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await queryRows(
        deps.pool,
        ZQueueRow,
        sql`SELECT task_identifier AS task,
                count(*) FILTER (WHERE attempts < max_attempts AND locked_at IS NULL)::int AS waiting,
                count(*) FILTER (WHERE attempts < max_attempts AND locked_at IS NOT NULL)::int AS running,
                count(*) FILTER (WHERE attempts >= max_attempts)::int AS failed
         FROM graphile_worker.jobs GROUP BY task_identifier`,
      );
      for (const row of rows) {
        this.set({ task: row.task, state: 'waiting' }, row.waiting);
        this.set({ task: row.task, state: 'running' }, row.running);
        this.set({ task: row.task, state: 'failed' }, row.failed);
      }
    },
  });

  return {
    observeRequest(labels, seconds) {
      requests.observe({ method: labels.method, route: labels.route, status: String(labels.status) }, seconds);
    },
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
