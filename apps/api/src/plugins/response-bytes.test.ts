import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createBusiness, createJob, PLACES } from '../testing/jobs.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { createUser } from '../testing/users.ts';
import { HASHED_ASSET_CACHE, PERSONAL_PAGE_CACHE, REVALIDATED_CACHE } from './web-app.ts';

// A shell and a script big enough to be worth compressing, as a build writes them (with .br and .gz).
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>MainWork</title>
<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>
<body><div id="root"></div><!-- ${'padding '.repeat(200)} --></body></html>`;
const SCRIPT = `export const words = ${JSON.stringify('function component render '.repeat(200))};\n`;

let t: TestApp;
let app: FastifyInstance;
let dist: string;
let jobId: number;
let businessId: number;
let organizationId: number;

beforeAll(async () => {
  t = await startTestApp();
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'mw-bytes-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  const script = path.join(dist, 'assets', 'index-abc123.js');
  await fs.writeFile(script, SCRIPT);
  await fs.writeFile(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  await fs.writeFile(`${script}.gz`, zlib.gzipSync(SCRIPT));
  await fs.writeFile(path.join(dist, 'favicon.ico'), Buffer.alloc(64, 1));
  await fs.mkdir(path.join(dist, '.vite'));
  await fs.writeFile(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      '_cards.js': { file: 'assets/cards-2.js', imports: ['_react.js'] },
      'src/features/jobs/jobs-page.tsx': { file: 'assets/jobs-page-3.js', imports: ['_cards.js', '_react.js'] },
      'src/features/job-dashboard/job-dashboard-page.tsx': {
        file: 'assets/job-dashboard-page-4.js',
        imports: ['_react.js'],
      },
      'src/features/team/invitation-page.tsx': { file: 'assets/invitation-page-5.js', imports: ['_react.js'] },
    }),
  );
  app = await buildApp(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: dist, DATABASE_URL: t.db.url }),
    {
      database: t.db,
    },
  );
  const business = await createBusiness(t.db, { name: 'Harbor Bakery' });
  businessId = business.id;
  for (let n = 0; n < 5; n += 1) {
    const job = await createJob(t.db, { businessId: business.id, title: `Baker ${n}`, place: PLACES.boston });
    jobId = job.id;
  }
  organizationId = (
    await t.db.prisma.organization.create({
      data: { name: 'Harbor Chamber', businesses: { create: [{ businessId: business.id }] } },
    })
  ).id;
});
afterAll(async () => {
  await app?.close();
  await t.close();
  await fs.rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('files of the build', () => {
  it('sends the brotli copy written at build time to a browser that accepts br, the gzip one to gzip only', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('keeps hashed assets a year, immutable; other files are checked again before use', async () => {
    const script = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(script.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    expect(HASHED_ASSET_CACHE).toBe('public, max-age=31536000, immutable');
    const favicon = await get('/favicon.ico');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe(REVALIDATED_CACHE);
  });

  it('never sends the compressed copies under their own names', async () => {
    const response = await get('/assets/index-abc123.js.br', { accept: 'text/html' });
    expect(response.body).not.toBe(zlib.brotliCompressSync(SCRIPT).toString());
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('the HTML shell', () => {
  it('is sent with no-cache (nothing overrides it) and compressed on the fly', async () => {
    for (const url of ['/', '/jobs', '/index.html', `/jobs/${jobId}`]) {
      const response = await get(url, { accept: 'text/html', 'accept-encoding': 'br, gzip' });
      // '/index.html' is no page of the app: its not-found page, answered 404.
      expect(response.statusCode, url).toBe(url === '/index.html' ? 404 : 200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(response.rawPayload).toString(), url).toContain('<div id="root"></div>');
    }
    const gzip = await get('/jobs', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Origin, cookie, accept-encoding');
  });
});

describe('the code of the page served', () => {
  it("preloads the screen's own chunks from the HTML, not the entry's, and nothing on pages it does not know", async () => {
    const jobs = await get('/jobs', { accept: 'text/html' });
    expect(jobs.body).toContain('<link rel="modulepreload" crossorigin href="/assets/jobs-page-3.js">');
    expect(jobs.body).toContain('<link rel="modulepreload" crossorigin href="/assets/cards-2.js">');
    expect(jobs.body).not.toContain('href="/assets/react-1.js"');
    const other = await get('/my_share_links', { accept: 'text/html' });
    expect(other.body).not.toContain('modulepreload');
  });

  it("preloads a signed-in screen's code too, with the entry rather than after the session check", async () => {
    const dashboard = await get('/employers/dashboard', { accept: 'text/html' });
    expect(dashboard.body).toContain('<link rel="modulepreload" crossorigin href="/assets/job-dashboard-page-4.js">');
    expect(dashboard.body).not.toContain('href="/assets/react-1.js"');
  });

  it("preloads the code of a page whose path carries a mailed link's token (a team invitation)", async () => {
    const invitation = await get('/employers/invitations/a-token-in-the-link', { accept: 'text/html' });
    expect(invitation.body).toContain('<link rel="modulepreload" crossorigin href="/assets/invitation-page-5.js">');
    // Only with a token: the path without one is no invitation.
    const tokenless = await get('/employers/invitations/', { accept: 'text/html' });
    expect(tokenless.body).not.toContain('invitation-page-5.js');
  });
});

describe('the first data of the page served', () => {
  const fetchPreloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g)].map((match) =>
      match[1]!.replaceAll('&amp;', '&'),
    );

  it("preloads the first page of /jobs for the search saved in the visitor's cookie, a URL the API answers", async () => {
    const fresh = await get('/jobs', { accept: 'text/html' });
    expect(fetchPreloads(fresh.body)).toEqual(['/api/v1/jobs?page=1']);

    const saved = { what_search_text: 'baker', where_search_text: 'Boston, MA', sort: 'date', radius: 50, page: 2 };
    const cookie = `job_search=${encodeURIComponent(JSON.stringify(saved))}`;
    const searched = await get('/jobs', { accept: 'text/html', cookie });
    expect(searched.body).toContain('&amp;where_search_text=');
    const [path] = fetchPreloads(searched.body);
    expect(path).toBe('/api/v1/jobs?what_search_text=baker&where_search_text=Boston%2C+MA&page=1&sort=date&radius=50');
    const answer = await get(path!);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toHaveLength(5);

    const unreadable = await get('/jobs', { accept: 'text/html', cookie: 'job_search=%7Bnot%20json' });
    expect(fetchPreloads(unreadable.body)).toEqual(['/api/v1/jobs?page=1']);
  });

  it('preloads the first page of the search a /jobs URL carries, before the saved one, as the web app asks it', async () => {
    const saved = { what_search_text: 'cook', where_search_text: '', sort: 'relevance', radius: 25, page: 1 };
    const cookie = `job_search=${encodeURIComponent(JSON.stringify(saved))}`;
    // The alert e-mail's link: what, where, radius, newest first and a filter, in jobSearchQuery's own format.
    const url =
      '/jobs?what_search_text=baker&where_search_text=Boston%2C+MA&sort=date&radius=50' +
      '&filters%5Bjob_location_type_id_eq%5D=1&job_id=7';
    const page = await get(url, { accept: 'text/html', cookie });
    const [path, ...rest] = fetchPreloads(page.body);
    expect(rest).toEqual([]);
    expect(path).toBe(
      '/api/v1/jobs?what_search_text=baker&where_search_text=Boston%2C+MA&page=1&sort=date&radius=50' +
        '&filters%5Bjob_location_type_id_eq%5D=1',
    );
    expect((await get(path!)).statusCode).toBe(200);

    // A URL without a search (only a chosen job) leaves the saved search in force; unreadable parts fall back.
    expect(fetchPreloads((await get('/jobs?job_id=7', { accept: 'text/html', cookie })).body)).toEqual([
      '/api/v1/jobs?what_search_text=cook&page=1',
    ]);
    expect(
      fetchPreloads(
        (await get('/jobs?radius=7&sort=oldest&filters%5Bjob_type_id_eq%5D=x', { accept: 'text/html' })).body,
      ),
    ).toEqual(['/api/v1/jobs?page=1']);
  });

  it("preloads an organization feed's header and its jobs together, with the businesses its header lists", async () => {
    const page = await get(`/organizations/${organizationId}/jobs`, { accept: 'text/html' });
    const [header, jobs, ...rest] = fetchPreloads(page.body);
    expect(rest).toEqual([]);
    expect(header).toBe(`/api/v1/organizations/${organizationId}`);
    const organization = (await get(header!)).json() as { business_ids: number[] };
    const query = organization.business_ids.map((id) => `&filters%5Bbusiness_id_in%5D%5B%5D=${id}`).join('');
    expect(jobs).toBe(`/api/v1/jobs?page=1${query}`);
    expect((await get(jobs!)).json()).toHaveLength(5);

    const unknown = await get('/organizations/999999/jobs', { accept: 'text/html' });
    expect(fetchPreloads(unknown.body)).toEqual(['/api/v1/organizations/999999']);
  });

  it("preloads an employer feed's profile and its jobs together, and a job in it with the profile", async () => {
    const page = await get(`/employers/${businessId}/jobs`, { accept: 'text/html' });
    const [header, jobs, ...rest] = fetchPreloads(page.body);
    expect(rest).toEqual([]);
    expect(header).toBe(`/api/v1/businesses/${businessId}/public_profile`);
    expect((await get(header!)).json()).toMatchObject({ id: businessId, name: 'Harbor Bakery' });
    expect(jobs).toBe(`/api/v1/jobs?page=1&filters%5Bbusiness_id_in%5D%5B%5D=${businessId}`);
    expect((await get(jobs!)).json()).toHaveLength(5);

    const job = await get(`/employers/${businessId}/jobs/${jobId}`, { accept: 'text/html' });
    expect(fetchPreloads(job.body)).toEqual([header, `/api/v1/jobs/${jobId}`]);

    // An employer whose profile does not load (unknown or inactive) gets its header's preload only.
    const closed = await createBusiness(t.db, { name: 'Closed Bakery', active: false });
    for (const id of [closed.id, 999999]) {
      const unknown = await get(`/employers/${id}/jobs`, { accept: 'text/html' });
      expect(fetchPreloads(unknown.body)).toEqual([`/api/v1/businesses/${id}/public_profile`]);
    }
    const own = await get('/employers/my_business/jobs', { accept: 'text/html' });
    expect(fetchPreloads(own.body)).toEqual([]);
  });

  it('preloads the job of a job page, and nothing on pages that start with no public data', async () => {
    expect(fetchPreloads((await get(`/jobs/${jobId}`, { accept: 'text/html' })).body)).toEqual([
      `/api/v1/jobs/${jobId}`,
    ]);
    expect(fetchPreloads((await get('/my_applications', { accept: 'text/html' })).body)).toEqual([]);
    expect(fetchPreloads((await get('/employers/dashboard', { accept: 'text/html' })).body)).toEqual([]);
    expect(fetchPreloads((await get('/', { accept: 'text/html' })).body)).toEqual([]);
  });
});

describe('answers of the API', () => {
  it('compresses JSON above the threshold by Accept-Encoding, and leaves small answers as they are', async () => {
    const plain = await get('/api/v1/states');
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await get('/api/v1/states', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(JSON.parse(plain.body));
    const gzip = await get('/api/v1/jobs', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toHaveLength(5);
    const small = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it.each([
    ['a lookup', () => '/api/v1/job_types'],
    ['the states', () => '/api/v1/states'],
    ['a job search', () => '/api/v1/jobs?what_search_text=Baker'],
    ['a job', () => `/api/v1/jobs/${jobId}`],
    ['the feeds', () => '/api/v1/organizations'],
    ['a feed', () => `/api/v1/organizations/${organizationId}`],
  ])('gives %s an ETag and answers 304 with no body when the client has it', async (_, url) => {
    const first = await get(url());
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await get(url(), { 'if-none-match': etag, 'accept-encoding': 'br, gzip' });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const other = await get(url(), { 'if-none-match': 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('changes the ETag of a search when its count changes', async () => {
    const before = await get('/api/v1/jobs?what_search_text=Baker&page=9');
    const business = await t.db.prisma.business.findFirstOrThrow({ where: { name: 'Harbor Bakery' } });
    await createJob(t.db, { businessId: business.id, title: 'Baker extra', place: PLACES.boston });
    const after = await get('/api/v1/jobs?what_search_text=Baker&page=9');
    expect(after.body).toBe(before.body);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('gives no ETag to answers for one signed-in user', async () => {
    const user = await createUser(t.db);
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.headers['set-cookie'];
    const mine = await get('/api/v1/me/share_links', {
      cookie: Array.isArray(cookie) ? cookie.join('; ') : String(cookie),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers.etag).toBeUndefined();
  });
});

describe('a page asked for with a session cookie', () => {
  const signIn = async (user: { email: string; password: string }) => {
    const login = await app.inject({ method: 'POST', url: '/auth/login', payload: user });
    expect(login.statusCode).toBe(200);
    const session = login.cookies.find((cookie) => cookie.name.endsWith('mw_session'))!;
    return `${session.name}=${session.value}`;
  };

  // Last: it posts a job, and the tests above count the jobs.
  it("is kept by no cache and holds nothing of the session: the plain shell is a visitor's, byte for byte", async () => {
    const employer = await createUser(t.db, { role: 'Employer', membership: true });
    const admin = await createUser(t.db, { role: 'Admin' });
    const job = await createJob(t.db, { businessId: employer.businessId!, title: 'Pastry chef', place: PLACES.boston });
    const sessions = [await signIn(employer), await signIn(admin), 'mw_session=ended-session'];
    const pages = [
      '/employers/dashboard',
      `/employers/my_business/jobs/${job.id}/applications`,
      '/employers/my_business/jobs/add',
      '/employers/my_business/profile',
      '/my_share_links',
      '/admin/dashboard',
      '/admin/regions',
      `/jobs/${job.id}`,
    ];
    for (const page of pages) {
      const visitor = await get(page, { accept: 'text/html' });
      expect(visitor.headers['cache-control'], page).toBe(REVALIDATED_CACHE);
      expect(visitor.headers.vary, page).toMatch(/\bcookie\b/);
      for (const cookie of sessions) {
        const response = await get(page, { accept: 'text/html', cookie });
        expect(response.statusCode, page).toBe(200);
        expect(response.headers['cache-control'], page).toBe(PERSONAL_PAGE_CACHE);
        expect(response.headers.vary, page).toMatch(/\bcookie\b/);
        expect(response.body, `${page} with ${cookie}`).toBe(visitor.body);
      }
    }
    // What the session would have named: the user's business, the session check.
    const dashboard = await get('/employers/dashboard', { accept: 'text/html', cookie: sessions[0]! });
    expect(dashboard.body).not.toContain(`/businesses/${employer.businessId}`);
    expect(dashboard.body).not.toContain('/auth/verify_token');
    // A public page keeps its own data's preload for everyone.
    expect((await get(`/jobs/${job.id}`, { accept: 'text/html', cookie: sessions[0]! })).body).toContain(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/jobs/${job.id}">`,
    );
  });
});
