import path from 'node:path';
import { startEmbeddedPostgres } from '@mainwork/db/embedded';
const server = await startEmbeddedPostgres({
  dataDir: path.resolve(import.meta.dirname, '../../.data/bench-postgres'),
  log: () => undefined,
  settings: { shared_buffers: '1GB', effective_cache_size: '4GB' },
});
console.log(server.url);
process.on('SIGTERM', async () => { await server.stop(); process.exit(0); });
setInterval(() => undefined, 1e9);
