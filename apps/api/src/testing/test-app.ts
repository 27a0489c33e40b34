import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { createDiskStorage, type FileStorage } from '../infra/storage/file-storage.ts';
import { HttpClient } from './http-client.ts';
import { SmtpInbox } from './smtp-inbox.ts';

export type TestApp = {
  app: FastifyInstance;
  db: TestDatabase;
  config: Config;
  baseUrl: string;
  inbox: SmtpInbox | undefined;
  /** A new client with its own cookie jar. */
  client(headers?: Record<string, string>): HttpClient;
  close(): Promise<void>;
};

/**
 * The API on a fresh database, listening on a free port (real HTTP). With `mail: true` a real SMTP
 * server receives what the queue worker sends.
 */
export async function startTestApp(
  options: {
    mail?: boolean;
    env?: Record<string, string>;
    /** Wraps the disk storage the app would use (to watch or slow down what reaches it). */
    storage?: (disk: FileStorage) => FileStorage;
    /** Receives the app's log lines (set LOG_LEVEL in `env` to see them). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mw-test-'));
  const inbox = options.mail ? new SmtpInbox() : undefined;
  const smtpUrl = inbox ? await inbox.start() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ARGON2_MEMORY_KIB: '1024',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    DATABASE_URL: db.url,
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
    ...options.env,
  });
  const disk = createDiskStorage(config.uploadsDir);
  const app = await buildApp(config, {
    database: db,
    storage: options.storage ? options.storage(disk) : disk,
    ...(inbox ? { worker: { pollMs: 200 } } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    app,
    db,
    config,
    baseUrl,
    inbox,
    client: (headers) => new HttpClient(baseUrl, headers),
    async close() {
      await app.close();
      await inbox?.stop();
      await db.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
