import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, createJob } from '../../testing/jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, signedInClient } from '../../testing/users.ts';

let t: TestApp;
const jobs: Record<string, number> = {};
beforeAll(async () => {
  t = await startTestApp();
  const business = await createBusiness(t.db, { name: 'Eligible Co' });
  jobs.open = (await createJob(t.db, { businessId: business.id, title: 'Open' })).id;
  jobs.paused = (await createJob(t.db, { businessId: business.id, title: 'Paused', applicationsPaused: true })).id;
  jobs.closed = (await createJob(t.db, { businessId: business.id, title: 'Closed', active: false })).id;
  jobs.applied = (await createJob(t.db, { businessId: business.id, title: 'Applied' })).id;
});
afterAll(() => t.close());

describe('eligible to apply', () => {
  it('is true only for a candidate, an open unpaused job, and no earlier application', async () => {
    const hunter = await createUser(t.db);
    await t.db.prisma.application.create({ data: { userId: hunter.id, jobId: jobs.applied! } });
    const client = await signedInClient(t, hunter);
    const check = async (jobId: number) =>
      (await client.get(`/api/v1/me/eligible_to_apply_to_job?job_id=${jobId}`)).body;
    expect(await check(jobs.open!)).toEqual({ result: true });
    expect(await check(jobs.paused!)).toEqual({ result: false });
    expect(await check(jobs.closed!)).toEqual({ result: false });
    expect(await check(jobs.applied!)).toEqual({ result: false });
    expect(await check(999999)).toEqual({ result: false });

    const employer = await createUser(t.db, { role: 'Employer' });
    const employerClient = await signedInClient(t, employer);
    expect((await employerClient.get(`/api/v1/me/eligible_to_apply_to_job?job_id=${jobs.open}`)).body).toEqual({
      result: false,
    });
  });

  it('needs a signed-in user and a job id', async () => {
    expect((await t.client().get(`/api/v1/me/eligible_to_apply_to_job?job_id=${jobs.open}`)).status).toBe(401);
    const hunter = await createUser(t.db);
    const client = await signedInClient(t, hunter);
    expect((await client.get('/api/v1/me/eligible_to_apply_to_job')).status).toBe(400);
    expect((await client.get('/api/v1/me/eligible_to_apply_to_job?job_id=abc')).status).toBe(400);
  });
});
