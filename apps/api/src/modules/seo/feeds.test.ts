import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import ajvFormats from 'ajv-formats';
import RssParser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { FEED_SIZE } from '@mainwork/contracts';
import { createBusiness, createJob, lookupId, PLACES } from '../../testing/jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { INDEX_HTML } from '../../testing/web-build.ts';

const PUBLIC_URL = 'https://jobs.mainwork.example';
const day = 86_400_000;
const JOB_FEED_XSD = fs.readFile(path.join(import.meta.dirname, 'job-feed.xsd'), 'utf8');
const JSON_FEED_SCHEMA = fs
  .readFile(path.join(import.meta.dirname, 'json-feed-1.1.schema.json'), 'utf8')
  .then((text) => JSON.parse(text) as object);

let t: TestApp;
let dist: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'mw-feeds-dist-'));
  await fs.writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  t = await startTestApp({ env: { PUBLIC_URL, WEB_DIST_DIR: dist } });
  const harbor = await createBusiness(t.db, { name: 'Harbor & Sons "Bakery"' });
  const summit = await createBusiness(t.db, { name: 'Summit Health' });
  const closedShop = await createBusiness(t.db, { name: 'Closed Shop', active: false });
  Object.assign(ids, { harbor: harbor.id, summit: summit.id, closedShop: closedShop.id });
  const fullTime = await lookupId(t.db, 'jobType', 'Full-time');
  const seasonal = await lookupId(t.db, 'jobType', 'Seasonal');
  const job = async (key: string, options: Parameters<typeof createJob>[1]) => {
    ids[key] = (await createJob(t.db, options)).id;
  };
  await job('pastryChef', {
    businessId: harbor.id,
    title: 'Pastry Chef',
    description: '<p>Croissants &amp; tarts.</p><script>alert(1)</script><p onclick="steal()">Early shifts</p>',
    place: PLACES.boston,
    jobTypeId: fullTime,
    salary: { rate: 'per_hour', minimum: 20, maximum: 26 },
    reward: { type: 'Cash', amount: 250 },
    postedAt: new Date(Date.now() - 2 * day),
  });
  await job('oddText', {
    businessId: harbor.id,
    title: 'Baker ]]> <b>& café</b>',
    description: '<p>Bread ]]&gt; and ]]> rolls, crème brûlée.</p>',
    place: PLACES.cambridge,
    postedAt: new Date(Date.now() - 1 * day),
  });
  await job('remoteBilling', {
    businessId: summit.id,
    title: 'Billing Specialist',
    locationType: 'Remote',
    jobTypeId: seasonal,
    salary: { rate: 'per_month', minimum: 5000 },
    postedAt: new Date(Date.now() - 3 * day),
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
  Object.assign(ids, { district: district.id, dormant: dormant.id });
});

afterAll(async () => {
  await t?.close();
  if (dist) await fs.rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.client(headers).get(url);
const jobUrl = (key: string) => `${PUBLIC_URL}/jobs/${ids[key]}`;

async function validJsonFeed(body: unknown) {
  const ajv = new Ajv({ strict: true, strictRequired: false, allErrors: true });
  // A CommonJS module: its function is also its `default`, which is what the types describe.
  ajvFormats.default(ajv);
  const validate = ajv.compile(await JSON_FEED_SCHEMA);
  expect(validate(body), ajv.errorsText(validate.errors)).toBe(true);
}

async function jobFeedErrors(xml: string) {
  const result = await validateXML({
    xml: [{ fileName: 'feed.xml', contents: xml }],
    schema: [{ fileName: 'job-feed.xsd', contents: await JOB_FEED_XSD }],
  });
  return result.errors.map((error) => error.message);
}

/** The `<job>` elements of an XML job feed, each as its element names and CDATA values. */
function xmlJobs(xml: string): Array<Record<string, string>> {
  return [...xml.matchAll(/<job>([\s\S]*?)<\/job>/g)].map(([, body]) =>
    Object.fromEntries(
      [...body!.matchAll(/<(\w+)>((?:<!\[CDATA\[[\s\S]*?\]\]>)+)<\/\1>/g)].map(([, name, sections]) => [
        name!,
        [...sections!.matchAll(/<!\[CDATA\[([\s\S]*?)\]\]>/g)].map((section) => section[1]).join(''),
      ]),
    ),
  );
}

describe('RSS 2.0 feeds', () => {
  it("lists an organization's live jobs, newest first, linked to their job pages", async () => {
    const response = await get(`/api/v1/organizations/${ids.district}/jobs.rss`).expect(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const feed = await new RssParser().parseString(response.text);
    expect(feed.title).toBe('Harbor District <Merchants> jobs | MainWork');
    expect(feed.link).toBe(`${PUBLIC_URL}/organizations/${ids.district}/jobs`);
    expect(feed.description).toBe('Local jobs & more');
    expect(feed.lastBuildDate).toMatch(/^\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT$/);
    // Harbor's live jobs; not Summit's (not a member), the closed or expired ones, or the inactive member's.
    expect(feed.items.map((item) => item.link)).toEqual([jobUrl('oddText'), jobUrl('pastryChef')]);
    const [odd, chef] = feed.items;
    expect(odd!.title).toBe('Baker ]]> <b>& café</b>');
    expect(chef!.guid).toBe(jobUrl('pastryChef'));
    expect(chef!.creator).toBe('Harbor & Sons "Bakery"');
    expect(chef!.categories).toEqual(['Full-time']);
    expect(new Date(chef!.pubDate!).getTime()).toBeLessThan(new Date(odd!.pubDate!).getTime());
    expect(chef!.content).toContain('<p>Croissants &amp; tarts.</p>');
    // The description as sanitised for the job page: no script, no event handler.
    expect(chef!.content).not.toMatch(/script|onclick|steal/);
    // RSS 2.0's required channel elements and Atom's self link, as the specification places them.
    expect(response.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(response.text).toContain(
      `<atom:link href="${PUBLIC_URL}/api/v1/organizations/${ids.district}/jobs.rss" rel="self" type="application/rss+xml" />`,
    );
  });

  it("has the whole site's and one business's live jobs", async () => {
    const site = await new RssParser().parseString((await get('/api/v1/jobs.rss').expect(200)).text);
    expect(site.items.map((item) => item.link)).toEqual([
      jobUrl('oddText'),
      jobUrl('pastryChef'),
      jobUrl('remoteBilling'),
    ]);
    expect(site.link).toBe(`${PUBLIC_URL}/jobs`);
    const summit = await new RssParser().parseString(
      (await get(`/api/v1/businesses/${ids.summit}/jobs.rss`).expect(200)).text,
    );
    expect(summit.title).toBe('Summit Health jobs | MainWork');
    expect(summit.link).toBe(`${PUBLIC_URL}/employers/${ids.summit}/jobs`);
    expect(summit.items.map((item) => item.link)).toEqual([jobUrl('remoteBilling')]);
  });

  it('moves the first organization feed address for good to the API', async () => {
    const response = await get(`/organizations/${ids.district}/jobs.rss`).expect(301);
    expect(response.headers.location).toBe(`/api/v1/organizations/${ids.district}/jobs.rss`);
  });
});

describe('JSON Feed 1.1 feeds', () => {
  it('validates against the JSON Feed 1.1 schema, with the job facts aggregators read', async () => {
    const response = await get(`/api/v1/organizations/${ids.district}/jobs.json`).expect(200);
    expect(response.headers['content-type']).toBe('application/feed+json; charset=utf-8');
    const feed = JSON.parse(response.text);
    await validJsonFeed(feed);
    expect(feed).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'Harbor District <Merchants> jobs | MainWork',
      home_page_url: `${PUBLIC_URL}/organizations/${ids.district}/jobs`,
      feed_url: `${PUBLIC_URL}/api/v1/organizations/${ids.district}/jobs.json`,
    });
    expect(feed.items.map((item: { url: string }) => item.url)).toEqual([jobUrl('oddText'), jobUrl('pastryChef')]);
    const chef = feed.items[1];
    expect(chef).toMatchObject({
      id: String(ids.pastryChef),
      title: 'Pastry Chef',
      authors: [{ name: 'Harbor & Sons "Bakery"' }],
      tags: ['Full-time', 'On-site'],
      _mainwork: {
        id: ids.pastryChef,
        company: 'Harbor & Sons "Bakery"',
        city: 'Boston',
        state: 'MA',
        country: 'US',
        postal_code: '02108',
        remote: false,
        job_type: 'Full-time',
        salary: '$20.00 - $26.00 an hour',
        referral_reward: '$250',
      },
    });
    expect(chef.content_html).not.toMatch(/script|onclick/);
    expect(chef.summary).toBe('Croissants & tarts. Early shifts');
  });

  it('validates the site-wide and business feeds too, a remote job without a place', async () => {
    await validJsonFeed(JSON.parse((await get('/api/v1/jobs.json').expect(200)).text));
    const business = JSON.parse((await get(`/api/v1/businesses/${ids.summit}/jobs.json`).expect(200)).text);
    await validJsonFeed(business);
    expect(business.items).toEqual([
      expect.objectContaining({
        url: jobUrl('remoteBilling'),
        _mainwork: expect.objectContaining({ city: null, state: null, postal_code: null, remote: true }),
      }),
    ]);
  });
});

describe('XML job feeds', () => {
  it("validates against the aggregators' schema, each job's facts in CDATA", async () => {
    const response = await get(`/api/v1/jobs.xml`).expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(await jobFeedErrors(response.text)).toEqual([]);
    expect(response.text).toContain(`<publisher>MainWork</publisher>\n<publisherurl>${PUBLIC_URL}/jobs</publisherurl>`);
    const jobs = xmlJobs(response.text);
    expect(jobs.map((job) => job.referencenumber)).toEqual(
      ['oddText', 'pastryChef', 'remoteBilling'].map((key) => String(ids[key])),
    );
    const [odd, chef, remote] = jobs;
    expect(chef).toMatchObject({
      title: 'Pastry Chef',
      url: jobUrl('pastryChef'),
      company: 'Harbor & Sons "Bakery"',
      city: 'Boston',
      state: 'MA',
      country: 'US',
      postalcode: '02108',
      salary: '$20.00 - $26.00 an hour',
      jobtype: 'fulltime',
    });
    expect(chef!.description).toContain('<p>Croissants &amp; tarts.</p>');
    expect(chef!.description).not.toMatch(/script|onclick/);
    // A `]]>` in the text cannot end its CDATA section early.
    expect(odd!.title).toBe('Baker ]]> <b>& café</b>');
    expect(remote).toMatchObject({ jobtype: 'temporary', remotetype: 'Fully remote', salary: '$5,000 a month' });
    expect(remote!.city).toBeUndefined();
  });

  it('is refused by the schema when a required fact is missing (the schema checks what it says)', async () => {
    const xml = (await get(`/api/v1/businesses/${ids.summit}/jobs.xml`).expect(200)).text;
    expect(await jobFeedErrors(xml)).toEqual([]);
    const errors = await jobFeedErrors(xml.replace(/<country>.*?<\/country>\n/, ''));
    expect(errors.join('\n')).toMatch(/country/);
  });
});

describe('which feeds exist', () => {
  it('answers 404 in the error shape for unknown, inactive and malformed ids', async () => {
    const cases: Array<[string, string]> = [
      ['/api/v1/organizations/999999/jobs.rss', 'Organization not found.'],
      [`/api/v1/organizations/${ids.dormant}/jobs.json`, 'Organization not found.'],
      ['/api/v1/organizations/abc/jobs.xml', 'Organization not found.'],
      ['/api/v1/organizations/0/jobs.rss', 'Organization not found.'],
      [`/api/v1/businesses/${ids.closedShop}/jobs.rss`, 'Business not found.'],
      ['/api/v1/businesses/99999999999/jobs.json', 'Business not found.'],
      ['/api/v1/businesses/-1/jobs.xml', 'Business not found.'],
    ];
    for (const [url, message] of cases) {
      const response = await get(url).expect(404);
      expect(response.body, url).toEqual({ error: message });
    }
  });

  it(`holds the newest ${FEED_SIZE} jobs and no more`, async () => {
    const busy = await createBusiness(t.db, { name: 'Busy Depot' });
    const locationTypeId = await lookupId(t.db, 'jobLocationType', 'Remote');
    const start = Date.now() - 30 * day;
    await t.db.prisma.job.createMany({
      data: Array.from({ length: FEED_SIZE + 5 }, (_, n) => ({
        businessId: busy.id,
        title: `Stocker ${n}`,
        description: '<p>Shelves.</p>',
        jobLocationTypeId: locationTypeId,
        postedAt: new Date(start + n * 60_000),
      })),
    });
    const feed = JSON.parse((await get(`/api/v1/businesses/${busy.id}/jobs.json`).expect(200)).text);
    expect(feed.items).toHaveLength(FEED_SIZE);
    expect(feed.items[0].title).toBe(`Stocker ${FEED_SIZE + 4}`);
    expect(feed.items.at(-1).title).toBe('Stocker 5');
  });
});

describe('conditional requests', () => {
  it('answers 304 to the ETag or Last-Modified it gave, and 200 again once a job changes', async () => {
    const url = `/api/v1/businesses/${ids.summit}/jobs.rss`;
    const first = await get(url).expect(200);
    const { etag, 'last-modified': lastModified } = first.headers;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(new Date(lastModified!).toUTCString()).toBe(lastModified);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    // The same feed has the same validators: nothing in it changes by itself.
    expect((await get(url).expect(200)).headers.etag).toBe(etag);

    const byTag = await get(url, { 'if-none-match': etag! }).expect(304);
    expect(byTag.text).toBe('');
    await get(url, { 'if-modified-since': lastModified! }).expect(304);
    await get(url, { 'if-modified-since': new Date(Date.parse(lastModified!) - 1000).toUTCString() }).expect(200);
    // If-None-Match decides when both are sent (RFC 9110 §13.2.2).
    await get(url, { 'if-none-match': 'W/"other"', 'if-modified-since': lastModified! }).expect(200);
    await get(url, { 'if-modified-since': 'not a date' }).expect(200);

    // Closing the business's one job empties the feed and moves its Last-Modified forward.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await t.db.prisma.job.update({ where: { id: ids.remoteBilling }, data: { active: false } });
    const changed = await get(url, { 'if-none-match': etag! }).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(Date.parse(changed.headers['last-modified']!)).toBeGreaterThan(Date.parse(lastModified!));
    await get(url, { 'if-modified-since': lastModified! }).expect(200);
    expect(await new RssParser().parseString(changed.text)).toMatchObject({ items: [] });
    await t.db.prisma.job.update({ where: { id: ids.remoteBilling }, data: { active: true } });
  });

  it('gives the JSON and XML feeds their validators too', async () => {
    for (const format of ['json', 'xml']) {
      const url = `/api/v1/organizations/${ids.district}/jobs.${format}`;
      const { etag, 'last-modified': lastModified } = (await get(url).expect(200)).headers;
      await get(url, { 'if-none-match': etag! }).expect(304);
      await get(url, { 'if-modified-since': lastModified! }).expect(304);
    }
  });
});

describe('where feeds are found', () => {
  const alternates = (html: string) =>
    [...html.matchAll(/<link rel="alternate" type="([^"]+)" title="([^"]*)" href="([^"]+)" \/>/g)].map(
      ([, type, title, href]) => ({ type, title, href }),
    );

  it('links the feeds from the heads of the jobs page, an organization page and a business page', async () => {
    const pages: Array<[string, string, string]> = [
      ['/jobs', '/api/v1/jobs', 'MainWork jobs'],
      [
        `/organizations/${ids.district}/jobs`,
        `/api/v1/organizations/${ids.district}/jobs`,
        'Jobs at Harbor District &lt;Merchants&gt;',
      ],
      [
        `/employers/${ids.harbor}/jobs`,
        `/api/v1/businesses/${ids.harbor}/jobs`,
        'Jobs at Harbor &amp; Sons &quot;Bakery&quot;',
      ],
    ];
    for (const [page, feed, title] of pages) {
      const html = (await get(page, { accept: 'text/html' }).expect(200)).text;
      const head = html.slice(0, html.indexOf('</head>'));
      expect(alternates(head), page).toEqual([
        { type: 'application/rss+xml', title: `${title} (RSS 2.0)`, href: `${PUBLIC_URL}${feed}.rss` },
        { type: 'application/feed+json', title: `${title} (JSON Feed 1.1)`, href: `${PUBLIC_URL}${feed}.json` },
      ]);
    }
    // Another page has no feed to offer.
    expect(alternates((await get('/about', { accept: 'text/html' }).expect(200)).text)).toEqual([]);
  });

  it('lists the feeds in the sitemap: the site, active organizations, active businesses with live jobs', async () => {
    const sitemap = (await get('/sitemap.xml').expect(200)).text;
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const feeds = (base: string) => ['rss', 'json', 'xml'].map((format) => `${PUBLIC_URL}${base}.${format}`);
    for (const url of [
      ...feeds('/api/v1/jobs'),
      ...feeds(`/api/v1/organizations/${ids.district}/jobs`),
      ...feeds(`/api/v1/businesses/${ids.harbor}/jobs`),
      ...feeds(`/api/v1/businesses/${ids.summit}/jobs`),
      `${PUBLIC_URL}/employers/${ids.harbor}/jobs`,
    ])
      expect(locs).toContain(url);
    for (const absent of [
      `/organizations/${ids.dormant}/`,
      `/businesses/${ids.closedShop}/`,
      `/employers/${ids.closedShop}/`,
    ])
      expect(locs.filter((loc) => loc!.includes(absent))).toEqual([]);
  });

  it('describes every feed in the API document with its media type and its 304', async () => {
    const document = (await get('/api/docs/json').expect(200)).body;
    const answers = (path: string) => document.paths[path].get.responses;
    for (const [path, mediaType] of [
      ['/api/v1/jobs.rss', 'application/rss+xml'],
      ['/api/v1/organizations/{organization_id}/jobs.xml', 'application/xml'],
      ['/api/v1/businesses/{business_id}/jobs.json', 'application/feed+json'],
    ] as const) {
      expect(Object.keys(answers(path)['200'].content), path).toEqual([mediaType]);
      expect(answers(path)['200'].headers).toHaveProperty('etag');
      expect(answers(path)['304'].description).toMatch(/^Not Modified/);
      expect(answers(path)['304'].content).toBeUndefined();
    }
    expect(
      answers('/api/v1/businesses/{business_id}/jobs.json')['200'].content['application/feed+json'].schema,
    ).toBeDefined();
  });
});
