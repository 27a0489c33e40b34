import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import request, { type Agent, type Response, type Test } from 'supertest';
import { openDatabase } from '@mainwork/db';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { configuredStorage } from '../infra/storage/configured-storage.ts';
import type { FileStorage } from '../infra/storage/file-storage.ts';
import { documentedAnswerChecker, type ApiDocument } from './documented-answers.ts';
import { FakeStripe } from './fake-stripe.ts';
import { SmtpInbox } from './smtp-inbox.ts';

export type TestApp = {
  app: FastifyInstance;
  db: TestDatabase;
  config: Config;
  baseUrl: string;
  inbox: SmtpInbox | undefined;
  /** The fake Stripe the app is configured with (`stripe: true`). */
  stripe: FakeStripe | undefined;
  /**
   * A new HTTP client (a supertest agent) with its own cookie jar, sending `headers` with every request.
   * Every answer it gets from an API route is checked against the served OpenAPI document: an answer
   * the document does not describe (status, media type, JSON body) fails the request.
   */
  client(headers?: Record<string, string>): Agent;
  close(): Promise<void>;
};

/** A test app started with `stripe: true`. */
export type StripeTestApp = TestApp & { stripe: FakeStripe };

export type TestAppOptions = {
  /** A real SMTP server receives what the queue worker (which then runs in the app) sends. */
  mail?: boolean;
  /** The local fake Stripe (testing/fake-stripe.ts) as the app's Stripe API, with a webhook secret. */
  stripe?: boolean;
  env?: Record<string, string>;
  /** Wraps the storage the app would use (to watch or slow down what reaches it). */
  storage?: (configured: FileStorage) => FileStorage;
  /**
   * Runs as another process on that app's database would: its own pool, listener and caches. Closing it
   * leaves the database to that app.
   */
  sameDatabaseAs?: TestApp;
  /** Receives the app's log lines (set LOG_LEVEL in `env` to see them). */
  logStream?: { write(line: string): void };
};

/** The API on a fresh database, listening on a free port (real HTTP), with what `options` asks for. */
export async function startTestApp(options: TestAppOptions & { stripe: true }): Promise<StripeTestApp>;
export async function startTestApp(options?: TestAppOptions): Promise<TestApp>;
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = options.sameDatabaseAs ? secondConnection(options.sameDatabaseAs.db) : await createTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mw-test-'));
  const inbox = options.mail ? new SmtpInbox() : undefined;
  const smtpUrl = inbox ? await inbox.start() : undefined;
  const stripe = options.stripe ? new FakeStripe('sk_test_fake_stripe', 'whsec_test_fake_stripe') : undefined;
  if (stripe) await stripe.start();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ARGON2_MEMORY_KIB: '1024',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    DATABASE_URL: db.url,
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
    ...(stripe
      ? { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_API_URL: stripe.url, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret }
      : {}),
    ...options.env,
  });
  const storage = configuredStorage(config);
  const app = await buildApp(config, {
    database: db,
    storage: options.storage ? options.storage(storage) : storage,
    ...(inbox ? { worker: { pollMs: 200 } } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const checkAnswer = documentedAnswerChecker(app.swagger() as unknown as ApiDocument);
  return {
    app,
    db,
    config,
    baseUrl,
    inbox,
    stripe,
    client(headers) {
      const agent = request.agent(baseUrl);
      agent.use((test: Test) => {
        test.expect((res: Response) => {
          const problem = checkAnswer(test.method, test.url, res);
          if (problem) throw new Error(problem);
        });
      });
      return headers ? agent.set(headers) : agent;
    },
    async close() {
      // A connection a client keeps alive but the server does not count as idle (one whose request body the
      // answer came before) would hold the close until its keep-alive timeout, 72 s: past the hook's 60 s.
      // Requests still in flight get 5 s to finish, as a deployment's shutdown gives them.
      const forced = setTimeout(() => app.server.closeAllConnections(), 5_000);
      try {
        await app.close();
      } finally {
        clearTimeout(forced);
      }
      await inbox?.stop();
      await stripe?.stop();
      await db.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

function secondConnection(db: TestDatabase): TestDatabase {
  const database = openDatabase(db.url, { max: 5 });
  return { ...database, url: db.url, name: db.name, drop: () => database.close() };
}
