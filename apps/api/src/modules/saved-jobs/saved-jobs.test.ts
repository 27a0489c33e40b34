import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../../testing/jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, newSignedInUser } from '../../testing/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SAVED = '/api/v1/me/saved_jobs';

async function liveJob(title: string) {
  const employer = await createUser(t.db, { role: 'Employer' });
  return createJob(t.db, { title, businessId: employer.businessId! });
}

describe('saving a job', () => {
  it('answers 201 the first time and 200 after, keeping one saved row and its first time', async () => {
    const { user, client } = await newSignedInUser(t);
    const job = await liveJob('Saved Welder');

    const first = await client.put(`${SAVED}/${job.id}`);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ job_id: job.id, saved_at: expect.any(String) });
    const again = await client.put(`${SAVED}/${job.id}`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await t.db.prisma.savedJob.count({ where: { userId: user.id } })).toBe(1);
  });

  it('keeps one row when the same job is saved several times at once: one 201, the rest 200', async () => {
    const { user, client } = await newSignedInUser(t);
    const job = await liveJob('Concurrent Roofer');

    const answers = await Promise.all(Array.from({ length: 6 }, () => client.put(`${SAVED}/${job.id}`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(await t.db.prisma.savedJob.count({ where: { userId: user.id, jobId: job.id } })).toBe(1);
  });

  it('answers 404 in the error shape for an unknown job or one that has closed', async () => {
    const { client } = await newSignedInUser(t);
    const closed = await liveJob('Closed Baker');
    await t.db.prisma.job.update({ where: { id: closed.id }, data: { active: false } });

    for (const id of [2_147_483_647, closed.id]) {
      const response = await client.put(`${SAVED}/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Job not found.' });
    }
  });

  it('refuses a job id that is not one with 400, never a 5xx', async () => {
    const { client } = await newSignedInUser(t);
    const response = await client.put(`${SAVED}/not-a-number`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: expect.anything() });
  });

  it('asks a visitor to sign in (401) and refuses employers and admins (403)', async () => {
    const job = await liveJob('Visitor Plumber');
    const visitor = t.client();
    for (const request of [
      visitor.get(SAVED),
      visitor.put(`${SAVED}/${job.id}`),
      visitor.delete(`${SAVED}/${job.id}`),
    ]) {
      const response = await request;
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: expect.any(String) });
    }
    for (const role of ['Employer', 'Admin'] as const) {
      const { client } = await newSignedInUser(t, { role });
      const response = await client.put(`${SAVED}/${job.id}`);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ error: 'Only candidates can save jobs.' });
    }
  });
});

describe('the saved jobs list', () => {
  it('lists the user’s own saved jobs, newest saved first, each job as its search row shows it', async () => {
    const { client } = await newSignedInUser(t);
    const other = await newSignedInUser(t);
    const older = await liveJob('Listed Carpenter Alpha');
    const newer = await liveJob('Listed Carpenter Beta');
    expect((await client.put(`${SAVED}/${older.id}`)).status).toBe(201);
    expect((await client.put(`${SAVED}/${newer.id}`)).status).toBe(201);
    expect((await other.client.put(`${SAVED}/${older.id}`)).status).toBe(201);

    const response = await client.get(SAVED);
    expect(response.status).toBe(200);
    expect(response.body.map((row: { job_id: number }) => row.job_id)).toEqual([newer.id, older.id]);
    const search = await t.client().get('/api/v1/jobs?what_search_text=Listed+Carpenter+Beta');
    const searchRow = search.body.find((job: { id: number }) => job.id === newer.id);
    expect(response.body[0]).toEqual({ job_id: newer.id, saved_at: expect.any(String), job: searchRow, closed: false });
  });

  it('keeps a job that closed after it was saved, marked closed', async () => {
    const { client } = await newSignedInUser(t);
    const job = await liveJob('Closing Glazier');
    await client.put(`${SAVED}/${job.id}`);
    await t.db.prisma.job.update({ where: { id: job.id }, data: { active: false } });

    const [row] = (await client.get(SAVED)).body;
    expect(row).toMatchObject({ job_id: job.id, closed: true, job: { id: job.id, title: 'Closing Glazier' } });
    // Saving it again answers as saved (200): it was saved before it closed.
    expect((await client.put(`${SAVED}/${job.id}`)).status).toBe(200);
  });

  it('is empty for a candidate who saved nothing', async () => {
    const { client } = await newSignedInUser(t);
    const response = await client.get(SAVED);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });
});

describe('unsaving a job', () => {
  it('answers 204 and removes it; unsaving again, or a job never saved, is also 204', async () => {
    const { client } = await newSignedInUser(t);
    const job = await liveJob('Unsaved Mason');
    await client.put(`${SAVED}/${job.id}`);

    const removed = await client.delete(`${SAVED}/${job.id}`);
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');
    expect((await client.get(SAVED)).body).toEqual([]);
    expect((await client.delete(`${SAVED}/${job.id}`)).status).toBe(204);
    expect((await client.delete(`${SAVED}/2147483647`)).status).toBe(204);
  });

  it('never removes another user’s saved job', async () => {
    const owner = await newSignedInUser(t);
    const other = await newSignedInUser(t);
    const job = await liveJob('Kept Joiner');
    await owner.client.put(`${SAVED}/${job.id}`);
    expect((await other.client.delete(`${SAVED}/${job.id}`)).status).toBe(204);
    expect((await owner.client.get(SAVED)).body).toHaveLength(1);
  });
});
