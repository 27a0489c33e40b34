import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent, Response } from 'supertest';
import { API_KEY_MESSAGES, type TApiKeyScope } from '@mainwork/contracts';
import { pdfBytes } from '../../testing/documents.ts';
import { createJob, lookupId } from '../../testing/jobs.ts';
import { storeTestFile } from '../../testing/stored-files.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { addToTeam, createUser, signedInClient, type TestUser } from '../../testing/users.ts';

/**
 * API keys (decision 069): an owner makes a key with scopes for the business's own systems; the key acts as the
 * business on the endpoints its scopes open, and nowhere else.
 */

const KEY_LIMIT = 12;
let t: TestApp;
let owner: TestUser;
let ownerClient: Agent;

beforeAll(async () => {
  // A day's window: a test's requests never straddle two windows.
  t = await startTestApp({ env: { RATE_LIMIT_API_KEY: `${KEY_LIMIT}/1d` } });
  owner = await createUser(t.db, { role: 'Employer' });
  ownerClient = await signedInClient(t, owner);
});
afterAll(() => t.close());

const keysPath = (businessId: number | null) => `/api/v1/businesses/${businessId}/api_keys`;
const jobsPath = (businessId: number | null) => `/api/v1/businesses/${businessId}/jobs`;

/** A new key of the owner's business (or `as`'s) with these scopes; answers its token. */
async function newKey(
  scopes: TApiKeyScope[],
  as: { user: TestUser; client: Agent } = { user: owner, client: ownerClient },
) {
  const response = await as.client.post(keysPath(as.user.businessId)).send({ api_key: { name: 'ATS', scopes } });
  expect(response.status).toBe(201);
  return response.body as { id: number; token: string };
}

/** A program's client: no cookie jar in use, the key in every request. */
const withKey = (token: string) => t.client({ authorization: `Bearer ${token}` });

/** A job of the owner's business with one application carrying a resume. */
async function jobWithApplication(businessId = owner.businessId!) {
  const job = await createJob(t.db, { businessId, title: 'Warehouse Lead' });
  const candidate = await createUser(t.db);
  const resume = await storeTestFile(t, {
    key: `resumes/api-keys/${job.id}.pdf`,
    bytes: pdfBytes(),
    filename: 'resume.pdf',
    contentType: 'application/pdf',
  });
  const application = await t.db.prisma.application.create({
    data: { userId: candidate.id, jobId: job.id, resumeFileId: resume.id, firstName: 'Grace', lastName: 'Hopper' },
  });
  return { job, application };
}

async function remoteJobBody() {
  return {
    job: {
      title: 'Night Dispatcher',
      description: '<p>Keep the trucks moving.</p>',
      job_type_id: await lookupId(t.db, 'jobType'),
      job_location_type_id: await lookupId(t.db, 'jobLocationType', 'Remote'),
      minimum_salary: 40000,
      maximum_salary: 50000,
      salary_rate: 'per_year',
    },
  };
}

describe('making, listing and revoking keys', () => {
  it('answers the token once, prefixed mw_, and keeps only its SHA-256', async () => {
    const response = await ownerClient
      .post(keysPath(owner.businessId))
      .send({ api_key: { name: '  Greenhouse sync ', scopes: ['jobs:read', 'applications:read'] } });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      name: 'Greenhouse sync',
      scopes: ['jobs:read', 'applications:read'],
      token: expect.stringMatching(/^mw_[A-Za-z0-9_-]{43}$/),
      created_at: expect.any(String),
    });
    const { token, id } = response.body as { token: string; id: number };
    const row = await t.db.prisma.apiKey.findUniqueOrThrow({ where: { id } });
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    const list = await ownerClient.get(keysPath(owner.businessId));
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual({
      id,
      name: 'Greenhouse sync',
      scopes: ['jobs:read', 'applications:read'],
      created_at: response.body.created_at,
      last_used_at: null,
    });
    expect(list.text).not.toContain(token);
  });

  it('refuses a blank name and unknown, missing or repeated scopes with field errors', async () => {
    const send = (api_key: object) => ownerClient.post(keysPath(owner.businessId)).send({ api_key });
    expect((await send({ name: ' ', scopes: ['jobs:read'] })).body).toEqual({ error: { name: ['Enter a name.'] } });
    expect((await send({ name: 'ATS', scopes: [] })).status).toBe(422);
    expect((await send({ name: 'ATS', scopes: ['jobs:delete'] })).status).toBe(422);
    const repeated = await send({ name: 'ATS', scopes: ['jobs:read', 'jobs:read'] });
    expect(repeated.status).toBe(422);
    expect(JSON.stringify(repeated.body)).toContain('Name each scope once.');
  });

  it("is for the business's owners: a recruiter, another business, a candidate and an admin are refused", async () => {
    const recruiter = await addToTeam(t.db, await createUser(t.db, { role: 'Employer', business: false }), {
      businessId: owner.businessId!,
      role: 'recruiter',
    });
    const recruiterClient = await signedInClient(t, recruiter);
    const list = await recruiterClient.get(keysPath(owner.businessId));
    expect(list.status).toBe(403);
    expect(list.body).toEqual({ error: API_KEY_MESSAGES.ownersOnly });
    expect(
      (await recruiterClient.post(keysPath(owner.businessId)).send({ api_key: { name: 'x', scopes: ['jobs:read'] } }))
        .status,
    ).toBe(403);
    const other = await signedInClient(t, await createUser(t.db, { role: 'Employer' }));
    expect((await other.get(keysPath(owner.businessId))).status).toBe(404);
    expect((await (await signedInClient(t, await createUser(t.db))).get(keysPath(owner.businessId))).status).toBe(403);
    expect(
      (await (await signedInClient(t, await createUser(t.db, { role: 'Admin' }))).get(keysPath(owner.businessId)))
        .status,
    ).toBe(403);
    expect((await t.client().get(keysPath(owner.businessId))).status).toBe(401);
  });

  it('revokes a key: 204, gone from the list, and refused (401) from the next request on', async () => {
    const key = await newKey(['jobs:read']);
    expect((await withKey(key.token).get(jobsPath(owner.businessId))).status).toBe(200);
    const revoke = await ownerClient.delete(`${keysPath(owner.businessId)}/${key.id}`);
    expect(revoke.status).toBe(204);
    expect((await ownerClient.get(keysPath(owner.businessId))).body).not.toContainEqual(
      expect.objectContaining({ id: key.id }),
    );
    const refused = await withKey(key.token).get(jobsPath(owner.businessId));
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: API_KEY_MESSAGES.invalid });
    expect((await ownerClient.delete(`${keysPath(owner.businessId)}/${key.id}`)).status).toBe(404);
  });

  it('refuses a made-up token, another scheme and a key whose owner left the team (401)', async () => {
    expect((await withKey(`mw_${'A'.repeat(43)}`).get(jobsPath(owner.businessId))).status).toBe(401);
    const basic = await t.client({ authorization: 'Basic dXNlcjpwYXNz' }).get(jobsPath(owner.businessId));
    expect(basic.status).toBe(401);

    const second = await createUser(t.db, { role: 'Employer', business: false });
    await addToTeam(t.db, second, { businessId: owner.businessId!, role: 'owner' });
    const key = await newKey(['jobs:read'], {
      user: { ...second, businessId: owner.businessId },
      client: await signedInClient(t, second),
    });
    expect((await withKey(key.token).get(jobsPath(owner.businessId))).status).toBe(200);
    await t.db.prisma.businessMember.update({ where: { userId: second.id }, data: { role: 'recruiter' } });
    expect((await withKey(key.token).get(jobsPath(owner.businessId))).status).toBe(401);
  });
});

describe('what each scope opens', () => {
  it('jobs:read lists and reads the postings, and nothing else', async () => {
    const { job, application } = await jobWithApplication();
    const key = withKey((await newKey(['jobs:read'])).token);
    const list = await key.get(jobsPath(owner.businessId));
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(expect.objectContaining({ id: job.id }));
    expect((await key.get(`${jobsPath(owner.businessId)}/${job.id}`)).status).toBe(200);
    expect((await key.get(`${jobsPath(owner.businessId)}/${job.id}/summary`)).status).toBe(200);

    const post = await key.post(jobsPath(owner.businessId)).send(await remoteJobBody());
    expect(post.status).toBe(403);
    expect(post.body).toEqual({ error: API_KEY_MESSAGES.outsideScopes });
    expect((await key.get(`${jobsPath(owner.businessId)}/${job.id}/applications`)).status).toBe(403);
    expect((await key.get(`/api/v1/applications/${application.id}/resume`)).status).toBe(403);
  });

  it('jobs:write posts, edits and closes a posting as the business, the audit naming the owner who made the key', async () => {
    const key = withKey((await newKey(['jobs:write'])).token);
    const posted = await key.post(jobsPath(owner.businessId)).send(await remoteJobBody());
    expect(posted.status).toBe(201);
    const jobId = posted.body.id as number;
    const job = await t.db.prisma.job.findUniqueOrThrow({ where: { id: jobId } });
    expect(job.businessId).toBe(owner.businessId);
    const body = await remoteJobBody();
    const edited = await key
      .put(`${jobsPath(owner.businessId)}/${jobId}`)
      .send({ job: { ...body.job, title: 'Day Dispatcher' } });
    expect(edited.status).toBe(200);
    expect(edited.body.title).toBe('Day Dispatcher');

    const resolution = await key.post(`${jobsPath(owner.businessId)}/${jobId}/resolutions`);
    expect(resolution.status).toBe(201);
    const closed = await key
      .put(`${jobsPath(owner.businessId)}/${jobId}/resolutions/${resolution.body.id}`)
      .send({ event: 'respond_to_hire_inquiry', resolution: { is_position_filled: false } });
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('complete');
    expect((await t.db.prisma.job.findUniqueOrThrow({ where: { id: jobId } })).active).toBe(false);

    const audit = await t.db.prisma.auditEvent.findMany({
      where: { subjectType: 'Job', subjectId: jobId },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((event) => [event.action, event.actorId])).toEqual([
      ['posted', owner.id],
      ['edited', owner.id],
      ['closed', owner.id],
    ]);
    expect((await key.get(jobsPath(owner.businessId))).status).toBe(403);
  });

  it('applications:read reads the applicants and their resumes, and nothing else', async () => {
    const { job, application } = await jobWithApplication();
    const key = withKey((await newKey(['applications:read'])).token);
    const applicants = await key.get(`${jobsPath(owner.businessId)}/${job.id}/applications`);
    expect(applicants.status).toBe(200);
    expect(applicants.body).toEqual([expect.objectContaining({ id: application.id, first_name: 'Grace' })]);
    const resume = await key.get(`/api/v1/applications/${application.id}/resume`);
    expect(resume.status).toBe(200);
    expect(resume.headers['content-type']).toBe('application/pdf');
    expect((await key.get(jobsPath(owner.businessId))).status).toBe(403);
    const status = await key
      .patch(`${jobsPath(owner.businessId)}/${job.id}/applications/${application.id}`)
      .send({ application: { status: 'reviewed' } });
    expect(status.status).toBe(403);
  });
});

describe('where a key is refused', () => {
  it("another business's routes 403, its applications' files 404", async () => {
    const other = await createUser(t.db, { role: 'Employer' });
    const { job, application } = await jobWithApplication(other.businessId!);
    const key = withKey((await newKey(['jobs:read', 'jobs:write', 'applications:read'])).token);
    expect((await key.get(jobsPath(other.businessId))).status).toBe(403);
    expect((await key.get(`${jobsPath(other.businessId)}/${job.id}/applications`)).status).toBe(403);
    expect((await key.post(jobsPath(other.businessId)).send(await remoteJobBody())).status).toBe(403);
    // The file route has no business in its path: the key's business decides, and another's file is not found.
    expect((await key.get(`/api/v1/applications/${application.id}/resume`)).status).toBe(404);
  });

  it("admin, account, team, membership and keys' own routes: 403 whatever the scopes", async () => {
    const key = withKey((await newKey(['jobs:read', 'jobs:write', 'applications:read'])).token);
    for (const path of [
      '/api/v1/admin/users?search=a',
      '/api/v1/users/me',
      '/api/v1/me/applications',
      `/api/v1/businesses/${owner.businessId}/members`,
      `/api/v1/businesses/${owner.businessId}/dashboard`,
      keysPath(owner.businessId),
      '/api/v1/me/membership',
    ]) {
      const response = await key.get(path);
      expect([path, response.status]).toEqual([path, 403]);
    }
    const newKeyByKey = await key
      .post(keysPath(owner.businessId))
      .send({ api_key: { name: 'x', scopes: ['jobs:read'] } });
    expect(newKeyByKey.status).toBe(403);
    expect((await key.put(`/api/v1/businesses/${owner.businessId}`).send({})).status).toBe(403);
  });

  it('changes nothing on public reads, which answer everyone alike', async () => {
    const key = withKey((await newKey(['jobs:read'])).token);
    const search = await key.get('/api/v1/jobs?what_search_text=dispatcher');
    expect(search.status).toBe(200);
    expect(search.headers['ratelimit-limit']).toBeUndefined();
  });
});

describe('a key is not a session', () => {
  it('sets no cookie, ignores a session cookie sent beside it, and needs no Origin check', async () => {
    const token = (await newKey(['jobs:write', 'jobs:read'])).token;
    const hunter = await createUser(t.db);
    const browser = await signedInClient(t, hunter);
    // The hunter's session cookie goes along; the key decides who acts.
    const mixed = await browser.get(jobsPath(owner.businessId)).set('authorization', `Bearer ${token}`);
    expect(mixed.status).toBe(200);

    const crossSite = await withKey(token)
      .post(jobsPath(owner.businessId))
      .set('origin', 'https://ats.example.net')
      .set('sec-fetch-site', 'cross-site')
      .send(await remoteJobBody());
    expect(crossSite.status).toBe(201);
    for (const response of [mixed, crossSite] as Response[]) expect(response.headers['set-cookie']).toBeUndefined();

    // A browser's cross-site POST without a key is still refused.
    const forged = await browser
      .post(jobsPath(owner.businessId))
      .set('origin', 'https://ats.example.net')
      .send(await remoteJobBody());
    expect(forged.status).toBe(403);
  });

  it('stamps last_used_at, at most once a minute', async () => {
    const key = await newKey(['jobs:read']);
    const lastUsed = async () => (await t.db.prisma.apiKey.findUniqueOrThrow({ where: { id: key.id } })).lastUsedAt;
    await withKey(key.token).get(jobsPath(owner.businessId));
    const first = await lastUsed();
    expect(first).not.toBeNull();
    const listed = (await ownerClient.get(keysPath(owner.businessId))).body as Array<{
      id: number;
      last_used_at: string;
    }>;
    expect(listed.find((row) => row.id === key.id)?.last_used_at).toBe(first!.toISOString());

    const halfAMinuteAgo = new Date(Date.now() - 30_000);
    await t.db.prisma.apiKey.update({ where: { id: key.id }, data: { lastUsedAt: halfAMinuteAgo } });
    await withKey(key.token).get(jobsPath(owner.businessId));
    expect(await lastUsed()).toEqual(halfAMinuteAgo);

    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await t.db.prisma.apiKey.update({ where: { id: key.id }, data: { lastUsedAt: twoMinutesAgo } });
    await withKey(key.token).get(jobsPath(owner.businessId));
    expect((await lastUsed())!.getTime()).toBeGreaterThan(twoMinutesAgo.getTime() + 60_000);
  });
});

describe('rate limits per key', () => {
  it('answers RateLimit-* on every key request and 429 with Retry-After past the limit', async () => {
    const token = (await newKey(['jobs:read'])).token;
    const client = withKey(token);
    for (let made = 1; made <= KEY_LIMIT; made++) {
      // Refusals count too: a key outside its scopes cannot hammer the API either.
      const response =
        made % 4 === 0 ? await client.get('/api/v1/users/me') : await client.get(jobsPath(owner.businessId));
      expect(response.status).toBe(made % 4 === 0 ? 403 : 200);
      expect(response.headers['ratelimit-limit']).toBe(String(KEY_LIMIT));
      expect(response.headers['ratelimit-remaining']).toBe(String(KEY_LIMIT - made));
      expect(Number(response.headers['ratelimit-reset'])).toBeGreaterThan(0);
    }
    const refused = await client.get(jobsPath(owner.businessId));
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: expect.any(String) });
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['retry-after']).toBe(refused.headers['ratelimit-reset']);

    // Each key has its own allowance.
    expect((await withKey((await newKey(['jobs:read'])).token).get(jobsPath(owner.businessId))).status).toBe(200);
  });
});
