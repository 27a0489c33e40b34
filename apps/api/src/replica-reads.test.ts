import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import request, { type Agent } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJobInput } from '@mainwork/contracts';
import { applyMigrations, openDatabase, seedReferenceData, withDatabase, type Database } from '@mainwork/db';
import { startEmbeddedPostgres, startEmbeddedStandby, type EmbeddedServer } from '@mainwork/db/embedded';
import type { TestDatabase } from '@mainwork/db/testing';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { lookupId } from './testing/jobs.ts';
import { createUser, signIn, type TestUser } from './testing/users.ts';

/**
 * Reads from a replica (docs/decisions/072) against a real primary and a real streaming standby: both
 * embedded PostgreSQL servers of this test's own (the shared test server is no primary to copy), the standby
 * made by a base backup of the primary and replaying its WAL as it comes. The app checks the replica's lag
 * every 200 ms and lets it answer while within 3 s.
 */
const MAX_LAG_MS = 3_000;
const WAIT = { timeout: 20_000, interval: 100 };

let folder: string;
let primaryServer: EmbeddedServer;
let standbyServer: EmbeddedServer;
let primary: TestDatabase;
let replicaUrl: string;
let app: FastifyInstance;
let baseUrl: string;
let employer: TestUser;
let employerClient: Agent;
let jobBody: (title: string) => { job: TJobInput };

const visitor = () => request.agent(baseUrl);
/** How many jobs a search for this title finds (a list's `total` header). */
const found = async (client: Agent, title: string) =>
  Number((await client.get('/api/v1/jobs').query({ what_search_text: title }).expect(200)).headers.total);

/** One statement on the standby itself (pausing and resuming its replay). */
async function onStandby(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: replicaUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The exposition's value of one sample (`name{labels}`), 0 when absent. */
async function metric(sample: string): Promise<number> {
  const { body } = await app.metrics.render();
  const line = body.split('\n').find((text) => text.startsWith(`${sample} `));
  return line ? Number(line.slice(sample.length + 1)) : 0;
}
const readsFrom = (database: 'primary' | 'replica') => metric(`mainwork_public_reads_total{database="${database}"}`);
const replicaIs = (state: string) => metric(`mainwork_db_replica_state{state="${state}"}`);

beforeAll(async () => {
  // Open to the postgres user, whom the servers run as when the tests run as root.
  folder = await fs.mkdtemp(path.join('/var/tmp', 'mainwork-replica-test-'));
  await fs.chmod(folder, 0o755);
  const quiet = () => undefined;
  primaryServer = await startEmbeddedPostgres({ dataDir: path.join(folder, 'primary'), log: quiet });
  const url = withDatabase(primaryServer.url, 'mainwork');
  const admin = new pg.Client({ connectionString: primaryServer.url });
  await admin.connect();
  await admin.query('CREATE DATABASE mainwork');
  await admin.end();
  await applyMigrations(url);
  const database: Database = openDatabase(url, { max: 5 });
  await seedReferenceData(database.prisma);
  primary = { ...database, url, name: 'mainwork', drop: () => database.close() };

  standbyServer = await startEmbeddedStandby({
    primaryUrl: primaryServer.url,
    dataDir: path.join(folder, 'standby'),
    log: quiet,
  });
  replicaUrl = withDatabase(standbyServer.url, 'mainwork');

  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ARGON2_MEMORY_KIB: '1024',
    DATA_DIR: folder,
    WEB_DIST_DIR: path.join(folder, 'no-web-build'),
    DATABASE_URL: url,
    DATABASE_REPLICA_URL: replicaUrl,
  });
  app = await buildApp(config, {
    database: primary,
    replica: {
      database: openDatabase(replicaUrl, { max: 5, connectionTimeoutMs: 2_000 }),
      health: { maxLagMs: MAX_LAG_MS, checkEveryMs: 200, checkTimeoutMs: 1_000 },
    },
    ownsDatabase: true,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  employer = await createUser(primary, { role: 'Employer' });
  employerClient = request.agent(baseUrl);
  await signIn(employerClient, employer);
  const jobTypeId = await lookupId(primary, 'jobType');
  const remote = await lookupId(primary, 'jobLocationType', 'Remote');
  jobBody = (title) => ({
    job: {
      title,
      description: `<p>${title} wanted.</p>`,
      job_type_id: jobTypeId,
      job_location_type_id: remote,
      minimum_salary: 55000,
      maximum_salary: 70000,
      salary_rate: 'per_year',
      reward_attributes: { type: 'Reward::Merchandise', amount: 150, description: 'A stand mixer' },
      use_mw_apply: true,
    },
  });
}, 180_000);

afterAll(async () => {
  await app?.close();
  await standbyServer?.stop();
  await primaryServer?.stop();
  if (folder) await fs.rm(folder, { recursive: true, force: true });
}, 60_000);

async function postJob(title: string): Promise<number> {
  const posted = await employerClient.post(`/api/v1/businesses/${employer.businessId}/jobs`).send(jobBody(title));
  expect(posted.status).toBe(201);
  return posted.body.id as number;
}

describe('reads from a streaming replica', () => {
  it('answers public reads from the replica once it is in step, and the rest from the primary', async () => {
    await expect.poll(() => replicaIs('healthy'), WAIT).toBe(1);
    const id = await postJob('Lighthouse keeper');
    // The replica replays the posting within moments; until then a visitor may not see it.
    await expect.poll(() => found(visitor(), 'Lighthouse keeper'), WAIT).toBe(1);

    const before = { primary: await readsFrom('primary'), replica: await readsFrom('replica') };
    const anonymous = visitor();
    await found(anonymous, 'Lighthouse keeper');
    await anonymous.get('/api/v1/jobs/suggestions').query({ q: 'lighthouse' }).expect(200);
    await anonymous.get('/sitemap.xml').expect(200);
    expect(await readsFrom('replica')).toBe(before.replica + 3);
    expect(await readsFrom('primary')).toBe(before.primary);

    // Signed in, the same reads are the primary's.
    await found(employerClient, 'Lighthouse keeper');
    await employerClient.get(`/api/v1/jobs/${id}`).expect(200);
    expect(await readsFrom('primary')).toBe(before.primary + 2);
    expect(await readsFrom('replica')).toBe(before.replica + 3);
  });

  it("keeps a writer's own reads on the primary while the replica is behind, and falls back when it lags too far", async () => {
    await onStandby('SELECT pg_wal_replay_pause()');
    const started = Date.now();
    const id = await postJob('Harbor pilot');

    // The writer sees the write at once, on the primary.
    const own = await employerClient.get(`/api/v1/jobs/${id}`).expect(200);
    expect(own.body.title).toBe('Harbor pilot');
    expect(await found(employerClient, 'Harbor pilot')).toBe(1);
    // A visitor, answered by the replica within its bound, does not see it yet: the replica answered.
    expect(await found(visitor(), 'Harbor pilot')).toBe(0);
    expect(Date.now() - started).toBeLessThan(MAX_LAG_MS);

    // Past the bound, the replica counts as lagging and visitors read the primary.
    await expect.poll(() => replicaIs('lagging'), WAIT).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(MAX_LAG_MS);
    expect(await metric('mainwork_db_replica_lag_seconds')).toBeGreaterThan(MAX_LAG_MS / 1000);
    const fromPrimary = await readsFrom('primary');
    expect(await found(visitor(), 'Harbor pilot')).toBe(1);
    expect(await readsFrom('primary')).toBe(fromPrimary + 1);

    // Replay resumed, the replica catches up and answers again.
    await onStandby('SELECT pg_wal_replay_resume()');
    await expect.poll(() => replicaIs('healthy'), WAIT).toBe(1);
    const fromReplica = await readsFrom('replica');
    expect(await found(visitor(), 'Harbor pilot')).toBe(1);
    expect(await readsFrom('replica')).toBe(fromReplica + 1);
  });

  it('never keeps a job page the replica read before it had replayed a change to it', async () => {
    await expect.poll(() => replicaIs('healthy'), WAIT).toBe(1);
    const id = await postJob('Ferry captain');
    await expect.poll(async () => (await visitor().get(`/api/v1/jobs/${id}`)).status, WAIT).toBe(200);

    await onStandby('SELECT pg_wal_replay_pause()');
    const edited = await employerClient
      .put(`/api/v1/businesses/${employer.businessId}/jobs/${id}`)
      .send(jobBody('Ferry master'));
    expect(edited.status).toBe(200);
    // The edit drops the page kept in memory; the replica, not yet replaying, still has the old title.
    const stale = await visitor().get(`/api/v1/jobs/${id}`).expect(200);
    expect(stale.body.title).toBe('Ferry captain');

    // What the replica read then was given out but not kept: once it has replayed the edit, visitors see it.
    await onStandby('SELECT pg_wal_replay_resume()');
    await expect.poll(async () => (await visitor().get(`/api/v1/jobs/${id}`)).body.title, WAIT).toBe('Ferry master');
  });

  it('answers from the primary while the replica is down', async () => {
    await expect.poll(() => replicaIs('healthy'), WAIT).toBe(1);
    await standbyServer.stop();
    // The very next read finds the replica gone and is answered by the primary, before any check notices.
    const fromPrimary = await readsFrom('primary');
    expect(await found(visitor(), 'Lighthouse keeper')).toBe(1);
    await visitor().get('/api/v1/jobs/suggestions').query({ q: 'harbor' }).expect(200);
    expect(await readsFrom('primary')).toBe(fromPrimary + 2);
    expect(await replicaIs('down')).toBe(1);
    await visitor().get('/sitemap.xml').expect(200);
  });
});
