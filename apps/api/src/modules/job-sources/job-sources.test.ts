import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'supertest';
import { JOB_SOURCE_MESSAGES, type TJobSource } from '@mainwork/contracts';
import { LocalJobBoards } from '../../infra/job-boards/local-job-boards.ts';
import { queuedJobs } from '../../testing/queued-jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { addToTeam, createUser, signedInClient, type TestUser } from '../../testing/users.ts';
import { JOB_SOURCE_SYNC_QUEUE } from './job-sources.ts';
import { syncJobSource, type SyncDeps } from './sync-job-source.ts';

/**
 * Job sources over HTTP (decision 062): owners and admins connect, change, sync and remove them; recruiters
 * read them; a board is connected only after one good read of it.
 */

const boards = new LocalJobBoards().withRecordedAnswers();
let t: TestApp;
let owner: TestUser;
let ownerClient: Agent;
let recruiterClient: Agent;
let deps: SyncDeps;

beforeAll(async () => {
  await boards.start();
  t = await startTestApp({ env: boards.env() });
  owner = await createUser(t.db, { role: 'Employer' });
  ownerClient = await signedInClient(t, owner);
  const recruiter = await addToTeam(t.db, await createUser(t.db, { role: 'Employer', business: false }), {
    businessId: owner.businessId!,
    role: 'recruiter',
  });
  recruiterClient = await signedInClient(t, recruiter);
  deps = { prisma: t.db.prisma, read: t.config.jobSources, publicUrl: t.config.publicUrl, log: { warn: () => {} } };
});
afterAll(async () => {
  await t.close();
  await boards.stop();
});

const sourcesPath = (businessId: number | null) => `/api/v1/businesses/${businessId}/job_sources`;
const cashReward = { type: 'Reward::Cash', amount: 250 } as const;

describe('connecting a source', () => {
  it('reads the board once, stores the source and queues its first sync (201)', async () => {
    const response = await ownerClient
      .post(sourcesPath(owner.businessId))
      .send({ job_source: { kind: 'greenhouse', board: 'harborcoffee', default_reward: cashReward } });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      kind: 'greenhouse',
      board: 'harborcoffee',
      status: 'ok',
      last_synced_at: null,
      last_error: null,
      jobs_count: 0,
      default_reward: { type: 'Reward::Cash', amount: 250 },
    });
    const queued = await queuedJobs(t.db, JOB_SOURCE_SYNC_QUEUE);
    expect(queued.map((job) => job.payload)).toContainEqual(expect.objectContaining({ sourceId: response.body.id }));
  });

  it('refuses a board that does not exist (422 naming board) and stores nothing', async () => {
    const before = await t.db.prisma.jobSource.count();
    const response = await ownerClient
      .post(sourcesPath(owner.businessId))
      .send({ job_source: { kind: 'lever', board: 'no-such-site' } });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      error: { board: ['No Lever site is called “no-such-site”. Check the site name.'] },
    });
    expect(await t.db.prisma.jobSource.count()).toBe(before);
  });

  it('refuses a board answering nonsense, a page address that is not one, and a bad default reward', async () => {
    boards.set('ashby', 'broken', { body: 'oops', contentType: 'text/plain' });
    const nonsense = await ownerClient
      .post(sourcesPath(owner.businessId))
      .send({ job_source: { kind: 'ashby', board: 'broken' } });
    expect(nonsense.status).toBe(422);
    expect(nonsense.body.error.board).toEqual(['The board answered with something that is not JSON.']);

    const notUrl = await ownerClient
      .post(sourcesPath(owner.businessId))
      .send({ job_source: { kind: 'feed', board: 'jobs.xml' } });
    expect(notUrl.body).toEqual({
      error: { board: ['Enter the web address of the careers page or feed, starting with http:// or https://.'] },
    });

    const reward = await ownerClient.post(sourcesPath(owner.businessId)).send({
      job_source: { kind: 'workable', board: 'baysideclinic', default_reward: { type: 'Reward::Cash', amount: -5 } },
    });
    expect(reward.status).toBe(422);
    expect(reward.body).toEqual({ error: { 'default_reward.amount': ['The amount must be 0 or more.'] } });

    const zero = await ownerClient.post(sourcesPath(owner.businessId)).send({
      job_source: { kind: 'workable', board: 'baysideclinic', default_reward: { type: 'Reward::Cash', amount: 0 } },
    });
    expect(zero.body).toEqual({ error: { 'default_reward.amount': ['The amount must be more than 0.'] } });
  });

  it('refuses the same board twice (409)', async () => {
    const again = await ownerClient
      .post(sourcesPath(owner.businessId))
      .send({ job_source: { kind: 'greenhouse', board: 'harborcoffee' } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: JOB_SOURCE_MESSAGES.alreadyConnected });
  });

  it('takes a careers page or a feed by its full address', async () => {
    const response = await ownerClient
      .post(sourcesPath(owner.businessId))
      .send({ job_source: { kind: 'json_ld', board: boards.pageUrl('maple-bakery') } });
    expect(response.status).toBe(201);
  });
});

describe('who may do what', () => {
  it('lets recruiters read the sources but not connect, change, sync or remove them', async () => {
    const list = await recruiterClient.get(sourcesPath(owner.businessId));
    expect(list.status).toBe(200);
    const [source] = list.body as TJobSource[];
    const refused = { error: JOB_SOURCE_MESSAGES.ownersOnly };
    const create = await recruiterClient
      .post(sourcesPath(owner.businessId))
      .send({ job_source: { kind: 'workable', board: 'baysideclinic' } });
    expect([create.status, create.body]).toEqual([403, refused]);
    const update = await recruiterClient
      .put(`${sourcesPath(owner.businessId)}/${source!.id}`)
      .send({ job_source: { paused: true } });
    expect(update.status).toBe(403);
    expect((await recruiterClient.post(`${sourcesPath(owner.businessId)}/${source!.id}/sync`)).status).toBe(403);
    expect((await recruiterClient.delete(`${sourcesPath(owner.businessId)}/${source!.id}`)).status).toBe(403);
  });

  it("keeps another business's sources out of sight (404) and candidates out (403)", async () => {
    const other = await signedInClient(t, await createUser(t.db, { role: 'Employer' }));
    expect((await other.get(sourcesPath(owner.businessId))).status).toBe(404);
    const hunter = await signedInClient(t, await createUser(t.db, { role: 'Hunter' }));
    expect((await hunter.get(sourcesPath(owner.businessId))).status).toBe(403);
  });

  it('lets an admin connect a source for any business and see every source with its health', async () => {
    const admin = await signedInClient(t, await createUser(t.db, { role: 'Admin' }));
    const created = await admin
      .post(sourcesPath(owner.businessId))
      .send({ job_source: { kind: 'workable', board: 'baysideclinic' } });
    expect(created.status).toBe(201);
    const all = await admin.get('/api/v1/admin/job_sources');
    expect(all.status).toBe(200);
    expect(all.body).toContainEqual(
      expect.objectContaining({ board: 'baysideclinic', business: { id: owner.businessId, name: expect.any(String) } }),
    );
    expect((await ownerClient.get('/api/v1/admin/job_sources')).status).toBe(403);
  });
});

describe('syncing, pausing and removing', () => {
  it('syncs on demand (202), shows the imported jobs with the default reward and external apply', async () => {
    const [source] = (await ownerClient.get(sourcesPath(owner.businessId))).body as TJobSource[];
    const queued = await ownerClient.post(`${sourcesPath(owner.businessId)}/${source!.id}/sync`);
    expect(queued.status).toBe(202);
    expect(queued.body).toEqual({ message: JOB_SOURCE_MESSAGES.syncQueued });
    expect(await syncJobSource(deps, source!.id)).toMatchObject({ result: 'synced', created: 3 });

    const [after] = (await ownerClient.get(sourcesPath(owner.businessId))).body as TJobSource[];
    expect(after).toMatchObject({ status: 'ok', jobs_count: 3, last_error: null, last_synced_at: expect.any(String) });
    const job = await t.db.prisma.job.findFirstOrThrow({
      where: { jobSourceId: source!.id, sourceJobId: '4012345006' },
    });
    const page = await t.client().get(`/api/v1/jobs/${job.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      title: 'Head Barista',
      use_mw_apply: false,
      ats_link: 'https://boards.greenhouse.io/harborcoffee/jobs/4012345006',
      address: { city: 'Boston', state: { code: 'MA' } },
      reward: { type: 'Reward::Cash', amount: 250 },
    });
  });

  it('pauses a source (no sync, status paused) and resumes it; changes its default reward', async () => {
    const [source] = (await ownerClient.get(sourcesPath(owner.businessId))).body as TJobSource[];
    const paused = await ownerClient
      .put(`${sourcesPath(owner.businessId)}/${source!.id}`)
      .send({ job_source: { paused: true, default_reward: { type: 'Reward::Cash', amount: 400 } } });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ status: 'paused', default_reward: { amount: 400 } });
    expect(await syncJobSource(deps, source!.id)).toEqual({ result: 'skipped' });
    const sync = await ownerClient.post(`${sourcesPath(owner.businessId)}/${source!.id}/sync`);
    expect(sync.status).toBe(422);
    const resumed = await ownerClient
      .put(`${sourcesPath(owner.businessId)}/${source!.id}`)
      .send({ job_source: { paused: false } });
    expect(resumed.body).toMatchObject({ status: 'ok', default_reward: { amount: 400 } });
  });

  it('removes a source (204): its jobs close as the product closes them and stay for their applications', async () => {
    const [source] = (await ownerClient.get(sourcesPath(owner.businessId))).body as TJobSource[];
    const jobIds = (await t.db.prisma.job.findMany({ where: { jobSourceId: source!.id }, select: { id: true } })).map(
      (job) => job.id,
    );
    const removed = await ownerClient.delete(`${sourcesPath(owner.businessId)}/${source!.id}`);
    expect(removed.status).toBe(204);
    const jobs = await t.db.prisma.job.findMany({ where: { id: { in: jobIds } }, include: { resolution: true } });
    expect(jobs).toHaveLength(3);
    for (const job of jobs) {
      expect(job).toMatchObject({ active: false, jobSourceId: null, sourceJobId: expect.any(String) });
      expect(job.resolution).toMatchObject({ status: 'complete', autoCompleted: true });
    }
    expect((await ownerClient.delete(`${sourcesPath(owner.businessId)}/${source!.id}`)).status).toBe(404);
  });
});
