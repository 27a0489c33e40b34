import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { prepareDatabase } from './database-setup.ts';
import { reachableUrls } from './reachable-urls.ts';

const config = loadConfig();
const { database, embedded, demoLogins } = await prepareDatabase(config, {
  info: (msg) => console.log(typeof msg === 'string' ? msg : JSON.stringify(msg)),
  warn: (msg) => console.warn(typeof msg === 'string' ? msg : JSON.stringify(msg)),
});
const app = await buildApp(config, { database, ownsDatabase: true, ...(config.runWorker ? { worker: {} } : {}) });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) {
    console.log('Forced exit.');
    process.exit(1);
  }
  stopping = true;
  console.log(`\n${signal} received: finishing in-flight requests, then stopping.`);
  app.closing = true;
  await app.close();
  await embedded?.stop();
  console.log('Stopped.');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const [publicUrl, ...otherUrls] = reachableUrls(config);
const lines = [``, `MainWork is running at ${publicUrl}`];
if (otherUrls.length > 0) lines.push(`Also reachable at ${otherUrls.join(', ')}`);
lines.push(`API docs: ${config.publicUrl}/api/docs`);
if (demoLogins.length > 0) {
  lines.push('', 'Demo logins:');
  for (const login of demoLogins) lines.push(`  ${login.role.padEnd(20)} ${login.email} / ${login.password}`);
}
lines.push('', 'Press Ctrl-C to stop.', '');
console.log(lines.join('\n'));
