import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, isPublicRead, listEndpoints } from '@mainwork/contracts';
import { acceptedQuery } from '../http/register-endpoint.ts';
import { storeTestFile } from '../testing/stored-files.ts';
import { createBusiness, createJob } from '../testing/jobs.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { createUser, signedInClient, type TestUser } from '../testing/users.ts';

const MEMBER_SITE = 'https://chamber-member.example';
const OWN_EXTRA_ORIGIN = 'https://partner.example';

let t: TestApp;
let employer: TestUser;
let jobId: number;
let imageId: number;
beforeAll(async () => {
  t = await startTestApp({ env: { CORS_ORIGINS: OWN_EXTRA_ORIGIN } });
  employer = await createUser(t.db, { role: 'Employer' });
  const business = await createBusiness(t.db, { name: 'Harbor Bakery' });
  jobId = (await createJob(t.db, { businessId: business.id, title: 'Night baker' })).id;
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201f5a5b2a90000000049454e44ae426082',
    'hex',
  );
  imageId = (
    await storeTestFile(t, {
      key: 'logos/harbor.png',
      bytes: png,
      filename: 'harbor.png',
      contentType: 'image/png',
      public: true,
    })
  ).id;
});
afterAll(async () => {
  await t.close();
});

const PUBLIC_READS = (): Array<[string, string]> => [
  ['job search', '/api/v1/jobs?what_search_text=baker'],
  ['job detail', `/api/v1/jobs/${jobId}`],
  ['suggestions', '/api/v1/jobs/suggestions?q=bak'],
  ['places', '/api/v1/locations/autocomplete?q=Bos'],
  ['lookups', '/api/v1/job_types'],
  ['organizations', '/api/v1/organizations'],
  ['public image', `/api/v1/files/${imageId}`],
];

describe('another site reads public data', () => {
  it('answers every public read with `*`, without credentials, varying by Origin', async () => {
    for (const [what, url] of PUBLIC_READS()) {
      const response = await t.client({ origin: MEMBER_SITE }).get(url);
      expect(response.status, what).toBe(200);
      expect(response.headers['access-control-allow-origin'], what).toBe('*');
      expect(response.headers['access-control-allow-credentials'], what).toBeUndefined();
      expect(response.headers.vary, what).toMatch(/\borigin\b/i);
    }
  });

  it('lets the page read the search count and the request id', async () => {
    const response = await t.client({ origin: MEMBER_SITE }).get('/api/v1/jobs');
    expect(response.headers['access-control-expose-headers']).toContain('total');
    expect(response.headers['access-control-expose-headers']).toContain('x-request-id');
  });

  it('answers a preflight of a public read (no longer 404), cached for a day', async () => {
    for (const [what, url] of PUBLIC_READS()) {
      const response = await t
        .client({
          origin: MEMBER_SITE,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'x-request-id',
        })
        .options(url);
      expect(response.status, what).toBe(204);
      expect(response.headers['access-control-allow-origin'], what).toBe('*');
      expect(response.headers['access-control-allow-methods'], what).toBe('GET, HEAD');
      expect(response.headers['access-control-allow-headers'], what).toContain('x-request-id');
      expect(response.headers['access-control-max-age'], what).toBe('86400');
      expect(response.headers['access-control-allow-credentials'], what).toBeUndefined();
    }
  });

  it('refuses an OPTIONS request that is not a preflight with 400, and answers a preflight with an empty body', async () => {
    const withoutMethod = await t.client({ origin: OWN_EXTRA_ORIGIN }).options('/api/v1/jobs');
    expect(withoutMethod.status).toBe(400);
    expect(withoutMethod.text).toBe('Invalid Preflight Request');
    const withoutOrigin = await t.client({ 'access-control-request-method': 'GET' }).options('/api/v1/jobs');
    expect(withoutOrigin.status).toBe(400);
    const preflight = await t
      .client({ origin: MEMBER_SITE, 'access-control-request-method': 'GET' })
      .options('/api/v1/jobs');
    expect(preflight.headers['content-length']).toBe('0');
    expect(preflight.headers.vary).toMatch(/\borigin\b/i);
  });

  it('lets any page show public images (Cross-Origin-Resource-Policy: cross-origin)', async () => {
    const response = await t.client().get(`/api/v1/files/${imageId}`);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('never pairs `*` with credentials, even for a request carrying a session', async () => {
    const signedIn = await signedInClient(t, employer);
    expect((await signedIn.get('/auth/verify_token')).body.email).toBe(employer.email);
    const response = await signedIn.get('/api/v1/jobs').set('origin', MEMBER_SITE);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it("keeps the web app's own origins credentialed on public reads (CORS_ORIGINS as before)", async () => {
    const response = await t.client({ origin: OWN_EXTRA_ORIGIN }).get('/api/v1/jobs');
    expect(response.headers['access-control-allow-origin']).toBe(OWN_EXTRA_ORIGIN);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers.vary).toMatch(/\borigin\b/i);
  });
});

describe('credentialed routes stay same-origin', () => {
  it('gives another site no permission on signed-in reads, writes or session routes', async () => {
    const client = await signedInClient(t, employer);
    for (const url of ['/api/v1/users/me', '/auth/verify_token', `/api/v1/businesses/${employer.businessId}/jobs`]) {
      const response = await client.get(url).set('origin', MEMBER_SITE);
      expect(response.status, url).toBe(200);
      expect(response.headers['access-control-allow-origin'], url).toBeUndefined();
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('answers their preflights 404 without permission, as before', async () => {
    const cases: Array<[string, string]> = [
      ['GET', '/api/v1/me/applications'],
      ['GET', '/auth/verify_token'],
      ['POST', '/api/v1/jobs'],
      ['POST', '/auth/login'],
      ['DELETE', `/api/v1/jobs/${jobId}`],
    ];
    for (const [method, url] of cases) {
      const response = await t.client({ origin: MEMBER_SITE, 'access-control-request-method': method }).options(url);
      expect(response.status, `${method} ${url}`).toBe(404);
      expect(response.headers['access-control-allow-origin'], `${method} ${url}`).toBeUndefined();
    }
  });

  it('still grants CORS_ORIGINS their credentialed preflight for writes', async () => {
    const response = await t
      .client({ origin: OWN_EXTRA_ORIGIN, 'access-control-request-method': 'POST' })
      .options('/auth/login');
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(OWN_EXTRA_ORIGIN);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });
});

describe('query parameters a read does not know', () => {
  it('are ignored on public reads: a tracked or cache-busted link answers as if they were absent', async () => {
    const plain = await t.client().get('/api/v1/jobs?what_search_text=baker');
    const tracked = await t
      .client()
      .get(
        '/api/v1/jobs?what_search_text=baker&utm_source=newsletter&utm_medium=email&fbclid=IwAR0abc&_=1732870000000',
      );
    expect(tracked.status).toBe(200);
    expect(tracked.body).toEqual(plain.body);
    expect(tracked.body.map((job: { id: number }) => job.id)).toEqual([jobId]);
    expect(tracked.headers.total).toBe('1');

    const suggestions = await t.client().get('/api/v1/jobs/suggestions?q=bak&utm_campaign=spring');
    expect(suggestions.status).toBe(200);
    expect((await t.client().get(`/api/v1/files/${imageId}?v=3`)).status).toBe(200);
  });

  it('still refuse a mistaken filter inside a known parameter', async () => {
    const response = await t.client().get('/api/v1/jobs?filters[job_kind_id_eq]=3');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: expect.any(String) });
  });

  it('stay a 400 on signed-in reads', async () => {
    const client = await signedInClient(t, employer);
    const known = await client.get(`/api/v1/businesses/${employer.businessId}/jobs`);
    expect(known.status).toBe(200);
    const response = await client.get(`/api/v1/businesses/${employer.businessId}/jobs?utm_source=newsletter`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: expect.any(String) });
  });

  it('are only forgiven where the contract says public read', () => {
    for (const { name, endpoint } of listEndpoints()) {
      if (!endpoint.query) continue;
      const query = acceptedQuery(endpoint)!;
      if (!isPublicRead(endpoint)) {
        expect(query, name).toBe(endpoint.query);
        continue;
      }
      const parsed = query.safeParse({ utm_source: 'newsletter' });
      const unknownKeys = parsed.error?.issues.filter((issue) => issue.code === 'unrecognized_keys') ?? [];
      expect(unknownKeys, name).toEqual([]);
    }
    expect(isPublicRead(endpoints.jobs.search)).toBe(true);
    expect(isPublicRead(endpoints.auth.verifyToken)).toBe(false);
    expect(isPublicRead(endpoints.shareLinks.show)).toBe(false);
  });
});

describe('feeds', () => {
  it("answer any site: an organization's RSS feed, and its first address outside the API", async () => {
    const response = await t.client({ origin: MEMBER_SITE }).get('/api/v1/organizations/999999/jobs.rss');
    expect(response.status).toBe(404);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const preflight = await t
      .client({ origin: MEMBER_SITE, 'access-control-request-method': 'GET' })
      .options('/api/v1/organizations/3/jobs.rss');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    const moved = await t.client({ origin: MEMBER_SITE }).get('/organizations/3/jobs.rss');
    expect(moved.status).toBe(301);
    expect(moved.headers['access-control-allow-origin']).toBe('*');
  });
});
