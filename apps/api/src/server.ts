import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { prepareDatabase } from './database-setup.ts';
import { withDemoJobBoards } from './demo-job-boards.ts';
import { startMetricsServer } from './infra/metrics/metrics-server.ts';
import { reachableUrls } from './reachable-urls.ts';

const config = await withDemoJobBoards(loadConfig());
const { database, replica, embedded, demoLogins } = await prepareDatabase(config, {
  info: (msg) => console.log(typeof msg === 'string' ? msg : JSON.stringify(msg)),
  warn: (msg) => console.warn(typeof msg === 'string' ? msg : JSON.stringify(msg)),
});
const app = await buildApp(config, {
  database,
  ...(replica ? { replica: { database: replica } } : {}),
  ownsDatabase: true,
  ...(config.runWorker ? { worker: {} } : {}),
});
const metricsServer = config.metrics.port
  ? await startMetricsServer(app.metrics, { host: config.metrics.host, port: config.metrics.port })
  : undefined;

// One Ctrl-C reaches the server more than once: the terminal signals the whole process group and pnpm
// passes the signal on to its script too. Signals within a moment of the first are that same stop; a
// later one (a second Ctrl-C while a request holds the stop up) forces the exit.
const SAME_STOP_MS = 2000;
let stopStartedAt: number | undefined;
async function shutdown(signal: NodeJS.Signals) {
  if (stopStartedAt !== undefined) {
    if (performance.now() - stopStartedAt < SAME_STOP_MS) return;
    console.log('Forced exit.');
    process.exit(1);
  }
  stopStartedAt = performance.now();
  console.log(`\n${signal} received: finishing in-flight requests, then stopping.`);
  try {
    app.closing = true;
    await app.close();
    await metricsServer?.close();
    await embedded?.stop();
  } catch (error) {
    console.error('Stopping failed:', error);
    process.exit(1);
  }
  console.log('Stopped.');
  // A stop that was asked for is a success, whichever signal asked.
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const [publicUrl, ...otherUrls] = reachableUrls(config);
const lines = [``, `MainWork is running at ${publicUrl}`];
if (otherUrls.length > 0) lines.push(`Also reachable at ${otherUrls.join(', ')}`);
lines.push(`API docs: ${config.publicUrl}/api/docs`);
if (metricsServer) lines.push(`Metrics: ${metricsServer.url}`);
if (demoLogins.length > 0) {
  lines.push('', 'Demo logins:');
  for (const login of demoLogins) lines.push(`  ${login.role.padEnd(20)} ${login.email} / ${login.password}`);
}
lines.push('', 'Press Ctrl-C to stop.', '');
console.log(lines.join('\n'));
