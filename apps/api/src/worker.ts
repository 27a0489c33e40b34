/**
 * The background worker on its own (`pnpm worker`), beside API processes started with RUN_WORKER=false.
 * It needs DATABASE_URL: the embedded database belongs to the `pnpm start` process that started it. The
 * API applies the migrations at start; the worker installs or upgrades only the queue's own schema.
 */
import pino from 'pino';
import { openDatabase } from '@mainwork/db';
import { startBackgroundWork } from './background-work.ts';
import { loadConfig } from './config.ts';
import { listenForChanges } from './infra/caching/change-notices.ts';
import { createMailer } from './infra/mail/mailer.ts';
import { poolWithStatementTimeout } from './infra/timed-pool.ts';
import { jobLogFields } from './infra/queue/request-context.ts';
import { createMetrics } from './infra/metrics/metrics.ts';
import { startMetricsServer } from './infra/metrics/metrics-server.ts';

const config = loadConfig();
const log = pino({ level: config.logLevel, mixin: jobLogFields });
if (!config.databaseUrl) {
  log.error(
    {},
    'pnpm worker needs DATABASE_URL (the embedded database is only reachable from pnpm start, which runs its worker itself unless RUN_WORKER=false)',
  );
  process.exit(1);
}

const database = openDatabase(config.databaseUrl);
// Job alerts name jobs' types and levels from an in-process cache, dropped when another process changes them.
const changes = await listenForChanges(database.pool, log);
const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, mailDir: config.mailDir, log });
const searchPool = poolWithStatementTimeout(database.pool, config.searchStatementTimeoutMs);
const worker = await startBackgroundWork({
  database,
  searchPool,
  mailer,
  log,
  publicUrl: config.publicUrl,
  supportEmail: config.supportEmail,
  jobAlertsTimeZone: config.jobAlertsTimeZone,
  jobAlertsInstantEverySeconds: config.jobAlertsInstantEverySeconds,
  rateLimits: config.rateLimits,
  stripe: config.stripe,
  jobSources: config.jobSources,
  webhooks: config.webhooks,
  stripeConnect: config.stripeConnect,
});
// The worker's own figures (process, pool) and the queue's, for a deployment whose API processes keep theirs closed.
const metricsServer = config.metrics.port
  ? await startMetricsServer(createMetrics({ pool: database.pool }), {
      host: config.metrics.host,
      port: config.metrics.port,
    })
  : undefined;
log.info({ metrics: metricsServer?.url }, 'worker started: queued mail and scheduled tasks');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) {
    log.warn({ signal }, 'forced exit');
    process.exit(1);
  }
  stopping = true;
  log.info({ signal }, 'stopping: letting running jobs finish');
  await worker.stop();
  await metricsServer?.close();
  mailer.close();
  await changes.release();
  await searchPool.end().catch(() => undefined);
  await database.close();
  log.info({}, 'worker stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
