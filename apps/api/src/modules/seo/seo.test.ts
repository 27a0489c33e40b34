import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJob } from '@mainwork/contracts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createBusiness, createJob, lookupId, PLACES } from '../../testing/jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { INDEX_HTML } from '../../testing/web-build.ts';
import { htmlToText, jsonForScript, truncateText } from './escape.ts';
import { employmentType, jobSummary } from './job-posting.ts';

const PUBLIC_URL = 'https://jobs.mainwork.example';
const EVIL = '</script><script>alert(1)</script>';

let t: TestApp;
let app: FastifyInstance;
let dist: string;
const ids: Record<string, number> = {};
const day = 86_400_000;

beforeAll(async () => {
  t = await startTestApp();
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'mw-seo-dist-'));
  await fs.writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: dist,
    DATABASE_URL: t.db.url,
    PUBLIC_URL,
  });
  app = await buildApp(config, { database: t.db });

  const logo = await t.db.prisma.storedFile.create({
    data: {
      storageKey: 'logos/harbor.png',
      filename: 'harbor.png',
      contentType: 'image/png',
      byteSize: 10,
      public: true,
    },
  });
  const harbor = await createBusiness(t.db, { name: 'Harbor & Sons "Bakery"' });
  await t.db.prisma.business.update({ where: { id: harbor.id }, data: { logoFileId: logo.id } });
  const summit = await createBusiness(t.db, { name: 'Summit Health' });
  const closedShop = await createBusiness(t.db, { name: 'Closed Shop', active: false });
  ids.harbor = harbor.id;
  ids.summit = summit.id;
  ids.closedShop = closedShop.id;
  const fullTime = await lookupId(t.db, 'jobType', 'Full-time');
  const seasonal = await lookupId(t.db, 'jobType', 'Seasonal');

  const job = async (key: string, options: Parameters<typeof createJob>[1]) => {
    ids[key] = (await createJob(t.db, options)).id;
  };
  await job('pastryChef', {
    businessId: harbor.id,
    title: 'Pastry Chef',
    description: '<p>Croissants &amp; tarts every morning.</p><ul><li>Early shifts</li></ul>',
    place: PLACES.boston,
    jobTypeId: fullTime,
    salary: { rate: 'per_hour', minimum: 20, maximum: 26 },
    postedAt: new Date(Date.now() - 2 * day),
  });
  ids.expiresAt = Date.now() + 30 * day;
  await t.db.prisma.job.update({ where: { id: ids.pastryChef }, data: { expiresAt: new Date(ids.expiresAt) } });
  await job('remoteBilling', {
    businessId: summit.id,
    title: 'Billing Specialist',
    locationType: 'Remote',
    jobTypeId: seasonal,
    salary: { rate: 'per_month', minimum: 5000, maximum: 5000 },
    postedAt: new Date(Date.now() - 3 * day),
  });
  await job('evil', {
    businessId: harbor.id,
    title: `Baker ${EVIL}`,
    description: `<p>Ovens ${EVIL} &lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt; and bread.</p>`,
    place: PLACES.cambridge,
    postedAt: new Date(Date.now() - 1 * day),
  });
  await job('closed', { businessId: harbor.id, title: 'Closed Role', place: PLACES.boston, active: false });
  await job('expired', { businessId: harbor.id, title: 'Expired Role', place: PLACES.boston });
  await t.db.prisma.job.update({ where: { id: ids.expired }, data: { expiresAt: new Date(Date.now() - day) } });
  await job('inactiveBusiness', { businessId: closedShop.id, title: 'Helper', place: PLACES.boston });

  const district = await t.db.prisma.organization.create({
    data: {
      name: 'Harbor District <Merchants>',
      tagline: 'Local jobs & more',
      businesses: { create: [{ businessId: harbor.id }, { businessId: closedShop.id }] },
    },
  });
  const dormant = await t.db.prisma.organization.create({
    data: { name: 'Dormant Guild', active: false, businesses: { create: [{ businessId: summit.id }] } },
  });
  ids.district = district.id;
  ids.dormant = dormant.id;
});

afterAll(async () => {
  await app?.close();
  await t?.close();
  if (dist) await fs.rm(dist, { recursive: true, force: true });
});

const page = (url: string, accept = 'text/html,application/xhtml+xml,*/*;q=0.8') =>
  app.inject({ method: 'GET', url, headers: { accept } });

function jsonLd(html: string): any {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]![1]!);
}

const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

/** A small well-formedness check: balanced tags, quoted attributes, one root, no bare `&` or `<`. */
function assertWellFormedXml(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const TAG = /<(\/)?([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*="[^"<]*")*)\s*(\/)?>/y;
  const BARE_AMPERSAND = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;
  const fail = (message: string, at: number) => {
    throw new Error(`not well-formed at ${at} (${message}): ${xml.slice(at, at + 60)}`);
  };
  const stack: string[] = [];
  let roots = 0;
  let i = xml.indexOf('?>') + 2;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    if (BARE_AMPERSAND.test(text)) fail('bare &', i);
    if (stack.length === 0 && text.trim() !== '') fail('text outside the root element', i);
    if (lt === -1) break;
    TAG.lastIndex = lt;
    const tag = TAG.exec(xml);
    if (!tag) return fail('markup', lt);
    if (BARE_AMPERSAND.test(tag[3] ?? '')) fail('bare & in an attribute', lt);
    const [, closing, name, , selfClosing] = tag;
    if (closing) {
      if (stack.pop() !== name) fail(`</${name}> closes the wrong element`, lt);
    } else {
      if (stack.length === 0) roots += 1;
      if (!selfClosing) stack.push(name!);
    }
    i = lt + tag[0].length;
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

describe('job pages', () => {
  it('serve the job title, description, canonical, Open Graph and a JobPosting for an on-site job', async () => {
    const response = await page(`/jobs/${ids.pastryChef}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    // The built title and description are replaced, not duplicated; the SPA's own script stays.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Pastry Chef at Harbor &amp; Sons &quot;Bakery&quot; | MainWork</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(metaContent(html, 'name', 'description')).toBe('Croissants &amp; tarts every morning. Early shifts');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/jobs/${ids.pastryChef}" />`);
    expect(metaContent(html, 'property', 'og:title')).toBe(
      'Pastry Chef at Harbor &amp; Sons &quot;Bakery&quot; | MainWork',
    );
    expect(metaContent(html, 'property', 'og:url')).toBe(`${PUBLIC_URL}/jobs/${ids.pastryChef}`);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(html).toContain('<div id="root"></div>');
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));

    const posting = jsonLd(html);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Pastry Chef',
      description: '<p>Croissants &amp; tarts every morning.</p><ul><li>Early shifts</li></ul>',
      employmentType: 'FULL_TIME',
      validThrough: new Date(ids.expiresAt!).toISOString(),
      directApply: true,
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Harbor & Sons "Bakery"',
        logo: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/api/v1/files/\\d+$`)),
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Boston', addressRegion: 'MA', addressCountry: 'US' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 20, maxValue: 26, unitText: 'HOUR' },
      },
    });
    expect(new Date(posting.datePosted).getTime()).toBeLessThan(Date.now() - day);
    expect(posting.jobLocationType).toBeUndefined();
  });

  it('marks a remote job TELECOMMUTE with the USA as the applicant location', async () => {
    const response = await page(`/jobs/${ids.remoteBilling}`);
    expect(response.statusCode).toBe(200);
    const posting = jsonLd(response.body);
    expect(posting).toMatchObject({
      title: 'Billing Specialist',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'USA' },
      employmentType: 'TEMPORARY',
      hiringOrganization: { '@type': 'Organization', name: 'Summit Health' },
      baseSalary: { currency: 'USD', value: { '@type': 'QuantitativeValue', value: 5000, unitText: 'MONTH' } },
    });
    expect(posting.jobLocation).toBeUndefined();
    expect(posting.validThrough).toBeUndefined();
    expect(posting.hiringOrganization.logo).toBeUndefined();
  });

  it('keeps a title or description holding </script> inside its element', async () => {
    const html = (await page(`/jobs/${ids.evil}`)).body;
    expect(html).not.toContain('<script>alert');
    // The SPA's module script and the JSON-LD: no other script element opens or closes.
    expect(html.match(/<script\b/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain('<title>Baker &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; at');
    const posting = jsonLd(html);
    expect(posting.title).toBe(`Baker ${EVIL}`);
    expect(posting.description).not.toContain('<script');
    expect(metaContent(html, 'name', 'description')).toContain('&lt;/script&gt;&lt;script&gt;alert(2)');
  });

  it('answers the job under its business and its organizations, canonical to /jobs/{id}', async () => {
    for (const url of [
      `/employers/${ids.harbor}/jobs/${ids.pastryChef}`,
      `/organizations/${ids.district}/jobs/${ids.pastryChef}?frame=1`,
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/jobs/${ids.pastryChef}" />`);
      expect(jsonLd(response.body).title).toBe('Pastry Chef');
    }
  });

  it('answers 404 with the SPA, noindex and no job data for closed, expired, unknown and misplaced jobs', async () => {
    for (const url of [
      `/jobs/${ids.closed}`,
      `/jobs/${ids.expired}`,
      `/jobs/${ids.inactiveBusiness}`,
      '/jobs/999999',
      '/jobs/99999999999999',
      '/jobs/not-a-number',
      `/employers/${ids.summit}/jobs/${ids.pastryChef}`,
      `/organizations/${ids.district}/jobs/${ids.remoteBilling}`,
      `/organizations/${ids.dormant}/jobs/${ids.remoteBilling}`,
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).toContain('<title>Not found | MainWork</title>');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('application/ld+json');
    }
  });

  it('serves the job page whatever the Accept header: link-preview bots ask for */*, or nothing', async () => {
    for (const accept of ['*/*', 'application/json', '']) {
      const response = await page(`/jobs/${ids.pastryChef}`, accept);
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<title>Pastry Chef at');
    }
  });

  it("gives every other SPA path the site's head and preview, the shell otherwise as built", async () => {
    const siteHead = (html: string) => html.replace(/\n? *<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?/g, '');
    const bare = siteHead(INDEX_HTML);
    const jobList = (await page('/jobs')).body;
    expect(jobList).toContain('<title>Jobs | MainWork</title>');
    expect(siteHead(jobList)).toBe(bare);
    for (const url of ['/about', `/jobs/${ids.pastryChef}/mwapply`, '/employers/my_business/jobs/add']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(siteHead(response.body), url).toBe(bare);
      expect(metaContent(response.body, 'property', 'og:image'), url).toMatch(
        new RegExp(`^${PUBLIC_URL}/api/v1/social_cards/site/[0-9a-f]{16}\\.png$`),
      );
    }
    expect(metaContent((await page(`/jobs/${ids.pastryChef}/mwapply`)).body, 'property', 'og:title')).toBe('MainWork');
    expect((await page('/about', '*/*')).statusCode).toBe(200);
  });

  it('picks up a rebuilt index.html', async () => {
    const rebuilt = INDEX_HTML.replace('index-abc123.js', 'index-def4567.js');
    await fs.writeFile(path.join(dist, 'index.html'), rebuilt);
    // A different size is a change even where the file system's clock is coarse.
    try {
      const html = (await page(`/jobs/${ids.pastryChef}`)).body;
      expect(html).toContain('/assets/index-def4567.js');
    } finally {
      await fs.writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    }
  });
});

describe('sitemap', () => {
  it('lists the public pages, active organization feeds and live jobs only', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    assertWellFormedXml(response.body);
    expect(response.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = locs(response.body);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/jobs`,
        `${PUBLIC_URL}/about`,
        `${PUBLIC_URL}/employers`,
        `${PUBLIC_URL}/terms`,
        `${PUBLIC_URL}/privacy`,
        `${PUBLIC_URL}/organizations/${ids.district}/jobs`,
      ]),
    );
    expect(urls).not.toContain(`${PUBLIC_URL}/organizations/${ids.dormant}/jobs`);
    const jobUrls = urls.filter((url) => /\/jobs\/\d+$/.test(url));
    expect(jobUrls.sort()).toEqual(
      [ids.pastryChef, ids.remoteBilling, ids.evil].map((id) => `${PUBLIC_URL}/jobs/${id}`).sort(),
    );
    expect(response.body).toMatch(
      new RegExp(`<loc>${PUBLIC_URL}/jobs/${ids.pastryChef}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`),
    );
  });

  it('serves the parts of a sitemap index too, and 404 for an empty or unknown part', async () => {
    const pages = await app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    assertWellFormedXml(pages.body);
    expect(locs(pages.body)).toContain(`${PUBLIC_URL}/organizations/${ids.district}/jobs`);
    expect(locs(pages.body).some((url) => /\/jobs\/\d+$/.test(url))).toBe(false);
    const jobs = await app.inject({ method: 'GET', url: '/sitemaps/jobs-1.xml' });
    expect(jobs.statusCode).toBe(200);
    assertWellFormedXml(jobs.body);
    expect(locs(jobs.body)).toHaveLength(3);
    for (const url of ['/sitemaps/jobs-2.xml', '/sitemaps/jobs-0.xml', '/sitemaps/other.xml']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'Sitemap not found.' });
    }
  });
});

describe("an organization RSS feed's first address", () => {
  it('moves for good to the API feed (feeds.test.ts), and is not found for what is no id', async () => {
    const moved = await app.inject({ method: 'GET', url: `/organizations/${ids.district}/jobs.rss` });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/api/v1/organizations/${ids.district}/jobs.rss`);
    const response = await app.inject({ method: 'GET', url: '/organizations/abc/jobs.rss' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Organization not found.' });
  });
});

describe('robots.txt', () => {
  it('allows everything and points to the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('User-agent: *\nAllow: /\n');
    expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(response.body).not.toMatch(/Disallow/);
  });

  it('wins over a robots.txt or sitemap.xml left in the web build', async () => {
    const other = await fs.mkdtemp(path.join(os.tmpdir(), 'mw-seo-dist-'));
    await fs.writeFile(path.join(other, 'index.html'), INDEX_HTML);
    await fs.writeFile(path.join(other, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    await fs.writeFile(path.join(other, 'sitemap.xml'), '<urlset/>');
    await fs.writeFile(path.join(other, 'favicon.svg'), '<svg/>');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: other, DATABASE_URL: t.db.url });
    const withFiles = await buildApp(config, { database: t.db });
    try {
      expect((await withFiles.inject({ method: 'GET', url: '/robots.txt' })).body).not.toContain('Disallow');
      expect((await withFiles.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain('<urlset xmlns=');
      expect((await withFiles.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
    } finally {
      await withFiles.close();
      await fs.rm(other, { recursive: true, force: true });
    }
  });
});

describe('text helpers', () => {
  it('maps job types to Google employment types', () => {
    const withType = (name: string | null) => ({ job_type: name ? { id: 1, name } : null }) as TJob;
    expect(employmentType(withType('Full-time'))).toBe('FULL_TIME');
    expect(employmentType(withType('Part-time'))).toBe('PART_TIME');
    expect(employmentType(withType('Contract'))).toBe('CONTRACTOR');
    expect(employmentType(withType('Temporary'))).toBe('TEMPORARY');
    expect(employmentType(withType('Internship'))).toBe('INTERN');
    expect(employmentType(withType('Volunteer'))).toBe('VOLUNTEER');
    expect(employmentType(withType('Seasonal'))).toBe('TEMPORARY');
    expect(employmentType(withType('Gig'))).toBe('OTHER');
    expect(employmentType(withType(null))).toBeUndefined();
  });

  it('makes plain, short summaries and script-safe JSON', () => {
    expect(htmlToText('<p>One&nbsp;&amp; two</p><p>three &#8211; &#x4e2d;</p>')).toBe('One & two three – 中');
    const long = 'word '.repeat(60);
    const cut = truncateText(long.trim(), 155);
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut.endsWith('word…')).toBe(true);
    const job = { title: 'Cook', business: { name: 'Diner' }, description: '<p> </p>', address: null } as TJob;
    expect(jobSummary(job)).toBe('Cook at Diner. Apply on MainWork.');
    const json = jsonForScript({ text: '</script><!-- & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ text: '</script><!-- & \u2028' });
  });

  it('has a well-formedness check that rejects broken XML', () => {
    const declaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
    expect(() => assertWellFormedXml(`${declaration}<a><b></a></b>`)).toThrow();
    expect(() => assertWellFormedXml(`${declaration}<a>fish & chips</a>`)).toThrow();
    expect(() => assertWellFormedXml(`${declaration}<a x="1"><b/>ok &amp; fine</a>`)).not.toThrow();
  });
});

describe('a sitemap index past 50,000 URLs', () => {
  it('points to pages.xml and one sitemap per id range, each within the limit', async () => {
    await t.db.pool.query(
      `INSERT INTO jobs ("businessId", title, description, "updatedAt")
       SELECT $1, 'Line cook ' || n, '<p>Cooking.</p>', now() FROM generate_series(1, 50000) n`,
      [ids.summit],
    );
    const { rows } = await t.db.pool.query<{ max: number }>('SELECT max(id)::int AS max FROM jobs');
    const lastBucket = Math.floor((rows[0]!.max - 1) / 50_000) + 1;
    expect(lastBucket).toBe(2);

    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    assertWellFormedXml(index.body);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index.body)).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
      `${PUBLIC_URL}/sitemaps/jobs-1.xml`,
      `${PUBLIC_URL}/sitemaps/jobs-2.xml`,
    ]);

    let total = 0;
    for (const n of [1, 2]) {
      const part = await app.inject({ method: 'GET', url: `/sitemaps/jobs-${n}.xml` });
      expect(part.statusCode).toBe(200);
      const urls = locs(part.body);
      expect(urls.length).toBeLessThanOrEqual(50_000);
      expect(new Set(urls).size).toBe(urls.length);
      total += urls.length;
    }
    expect(total).toBe(50_003);
    assertWellFormedXml((await app.inject({ method: 'GET', url: '/sitemaps/jobs-1.xml' })).body);
  });
});
