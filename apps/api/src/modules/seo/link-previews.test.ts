import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, createJob, PLACES } from '../../testing/jobs.ts';
import { PREVIEW_BOTS } from '../../testing/preview-bot-agents.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser } from '../../testing/users.ts';
import { INDEX_HTML } from '../../testing/web-build.ts';

const BROWSER = {
  agent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};

let t: TestApp;
let dist: string;
const ids: Record<string, number> = {};
const SHARE_KEY = 'preview-share-key';
const AFFILIATE_KEY = 'spring-fair';

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'mw-previews-dist-'));
  await fs.writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  t = await startTestApp({ env: { WEB_DIST_DIR: dist } });
  const harbor = await createBusiness(t.db, { name: 'Harbor Bakery' });
  ids.harbor = harbor.id;
  ids.job = (
    await createJob(t.db, {
      businessId: harbor.id,
      title: 'Pastry Chef',
      place: PLACES.boston,
      salary: { rate: 'per_hour', minimum: 20, maximum: 26 },
      reward: { type: 'Cash', amount: 1000 },
    })
  ).id;
  const referrer = await createUser(t.db);
  await t.db.prisma.shareLink.create({ data: { key: SHARE_KEY, userId: referrer.id, jobId: ids.job } });
  ids.organization = (
    await t.db.prisma.organization.create({
      data: { name: 'Harbor District', businesses: { create: [{ businessId: harbor.id }] } },
    })
  ).id;
  await t.db.prisma.affiliateLink.create({
    data: { name: 'Spring fair', key: AFFILIATE_KEY, message: 'Welcome, Spring Fair visitors! Local jobs await.' },
  });
});

afterAll(async () => {
  await t?.close();
  if (dist) await fs.rm(dist, { recursive: true, force: true });
});

const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

async function get(url: string, client: { agent: string; accept: string | undefined }) {
  const headers: Record<string, string> = { 'user-agent': client.agent };
  if (client.accept !== undefined) headers.accept = client.accept;
  return fetch(`${t.baseUrl}${url}`, { headers, redirect: 'manual' });
}

const views = async () => {
  await t.app.shareLinkViews.flush();
  return {
    share: await t.db.prisma.shareLinkView.count(),
    affiliate: await t.db.prisma.affiliateLinkEvent.count({ where: { type: 'View' } }),
  };
};

/** Each kind of shared URL, what its preview's title must be and the card it must show. */
const SHARED_URLS = () => [
  {
    kind: 'share link',
    url: `/s/${SHARE_KEY}`,
    title: 'Pastry Chef at Harbor Bakery | MainWork',
    card: `jobs/${ids.job}`,
  },
  {
    kind: 'job page',
    url: `/jobs/${ids.job}`,
    title: 'Pastry Chef at Harbor Bakery | MainWork',
    card: `jobs/${ids.job}`,
  },
  {
    kind: 'job in a feed',
    url: `/organizations/${ids.organization}/jobs/${ids.job}`,
    title: 'Pastry Chef at Harbor Bakery | MainWork',
    card: `jobs/${ids.job}`,
  },
  {
    kind: 'organization feed',
    url: `/organizations/${ids.organization}/jobs`,
    title: 'Jobs at Harbor District | MainWork',
    card: `organizations/${ids.organization}`,
  },
  {
    kind: 'business feed',
    url: `/employers/${ids.harbor}/jobs`,
    title: 'Jobs at Harbor Bakery | MainWork',
    card: `businesses/${ids.harbor}`,
  },
  { kind: 'affiliate link', url: `/l/${AFFILIATE_KEY}`, title: 'Join MainWork', card: 'site' },
  {
    kind: 'home page',
    url: '/',
    title: 'MainWork: Where word-of-mouth hiring meets your local economy',
    card: 'site',
  },
];

describe('link previews', () => {
  for (const [bot, client] of Object.entries(PREVIEW_BOTS)) {
    it(`gives ${bot}'s fetcher every shared URL's preview, counts no view and sets no cookie`, async () => {
      const before = await views();
      const checkedCards = new Set<string>();
      for (const shared of SHARED_URLS()) {
        const response = await get(shared.url, client);
        const html = await response.text();
        expect(response.status, `${shared.kind} ${shared.url}`).toBe(200);
        expect(response.headers.get('content-type'), shared.kind).toMatch(/^text\/html/);
        expect(response.headers.get('set-cookie'), shared.kind).toBeNull();
        expect(metaContent(html, 'property', 'og:title'), shared.kind).toBe(shared.title.replace(/&/g, '&amp;'));
        expect(metaContent(html, 'name', 'twitter:card'), shared.kind).toBe('summary_large_image');
        expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
        expect(metaContent(html, 'property', 'og:image:height')).toBe('630');
        expect(metaContent(html, 'property', 'og:image:alt'), shared.kind).toBeTruthy();
        const image = metaContent(html, 'property', 'og:image')!;
        expect(image, shared.kind).toMatch(
          new RegExp(`^${t.config.publicUrl}/api/v1/social_cards/${shared.card}/[0-9a-f]{16}\\.png$`),
        );
        expect(metaContent(html, 'name', 'twitter:image')).toBe(image);
        if (checkedCards.has(image)) continue;
        checkedCards.add(image);
        const card = await get(new URL(image).pathname, { ...client, accept: client.accept ?? '*/*' });
        expect(card.status, image).toBe(200);
        expect(card.headers.get('content-type')).toBe('image/png');
        expect(card.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(card.headers.get('set-cookie')).toBeNull();
        const metadata = await sharp(Buffer.from(await card.arrayBuffer())).metadata();
        expect([metadata.format, metadata.width, metadata.height], image).toEqual(['png', 1200, 630]);
      }
      // The app's own calls, should a preview bot run it, count nothing either.
      for (const api of [`/api/v1/share_links/${SHARE_KEY}`, `/api/v1/affiliate_links/${AFFILIATE_KEY}/view`]) {
        const response = await get(api, { ...client, accept: 'application/json' });
        expect(response.status, api).toBe(200);
        expect(response.headers.get('set-cookie'), api).toBeNull();
      }
      expect(await views()).toEqual(before);
    });
  }

  it("shows the job's facts and the referral reward, and links a share link to itself", async () => {
    const html = await (await get(`/s/${SHARE_KEY}`, PREVIEW_BOTS.Facebook)).text();
    expect(metaContent(html, 'property', 'og:description')).toMatch(
      /^Harbor Bakery · Boston, MA · \$20\.00 - \$26\.00 an hour\. Refer a friend: \$1,000 reward\./,
    );
    expect(metaContent(html, 'property', 'og:url')).toBe(`${t.config.publicUrl}/s/${SHARE_KEY}`);
    expect(html).toContain(`<link rel="canonical" href="${t.config.publicUrl}/jobs/${ids.job}" />`);
    expect(metaContent(html, 'name', 'twitter:label2')).toBe('Referral reward');
    expect(metaContent(html, 'name', 'twitter:data2')).toBe('$1,000');
    const affiliate = await (await get(`/l/${AFFILIATE_KEY}`, PREVIEW_BOTS.Slack)).text();
    expect(metaContent(affiliate, 'property', 'og:description')).toBe(
      'Welcome, Spring Fair visitors! Local jobs await.',
    );
  });

  it('counts a person following a share link and gives them the visitor cookie, as before', async () => {
    const before = await views();
    const page = await get(`/s/${SHARE_KEY}`, BROWSER);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"></div>');
    // The app then follows the link: the view is counted and the visitor cookie set.
    const followed = await get(`/api/v1/share_links/${SHARE_KEY}`, { ...BROWSER, accept: 'application/json' });
    expect(await followed.json()).toEqual({ job_id: ids.job });
    expect(followed.headers.get('set-cookie')).toMatch(/^mw_vid=/);
    expect(await views()).toEqual({ ...before, share: before.share + 1 });
  });

  it('answers every page HTML whatever the Accept header, and API paths and missing files JSON', async () => {
    for (const accept of ['application/json', '*/*', undefined, 'text/html']) {
      const response = await get('/about', { agent: BROWSER.agent, accept });
      expect(response.status, accept).toBe(200);
      expect(await response.text()).toContain('<title>How It Works | MainWork</title>');
    }
    for (const url of ['/api/v1/nothing-here', '/assets/missing-abc.js', '/missing.png']) {
      const response = await get(url, { agent: BROWSER.agent, accept: '*/*' });
      expect(response.status, url).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found.' });
    }
    const unknownShare = await get('/s/no-such-key', PREVIEW_BOTS.X);
    expect(unknownShare.status).toBe(404);
    expect(await unknownShare.text()).toContain('<meta name="robots" content="noindex" />');
  });

  it("answers a path that is no page 404 with a 'Not found' title, and every page of the app 200", async () => {
    for (const url of ['/no-such-page', '/jobs/7/nothing', '/admin/unknown']) {
      const response = await get(url, BROWSER);
      expect(response.status, url).toBe(404);
      const html = await response.text();
      expect(html, url).toContain('<title>Not found | MainWork</title>');
      expect(html, url).not.toContain('<title>MainWork');
      expect(html, url).toContain('<meta name="robots" content="noindex" />');
    }
    for (const url of ['/signup', '/admin/regions/3/edit', '/employers/extend_posting', '/not_found'])
      expect((await get(url, BROWSER)).status, url).toBe(200);
  });

  it('names the pages e-mails link to (an alert to confirm, the alerts, an unsubscribe) and keeps them out of search engines', async () => {
    const pages = {
      '/job_alerts': 'Job Alerts | MainWork',
      '/job_alerts/confirm?token=12.abcdef': 'Confirm Job Alert | MainWork',
      '/unsubscribed?token=7.job_alerts.abcdef': 'Unsubscribed | MainWork',
    };
    for (const [url, title] of Object.entries(pages)) {
      // A link-preview bot: any type, no cookies.
      const response = await get(url, { agent: PREVIEW_BOTS.Slack.agent, accept: '*/*' });
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      // The token stays out of the preview's links.
      expect(html).not.toContain('abcdef');
    }
    expect(await (await get('/jobs', BROWSER)).text()).not.toContain('noindex');
  });

  it('names the legal, sign-up and password pages in a link preview, not the site alone', async () => {
    const pages = {
      '/terms': 'Terms of Use | MainWork',
      '/privacy': 'Privacy Policy | MainWork',
      '/attributions': 'Attributions | MainWork',
      '/signup': 'Sign up | MainWork',
      '/forgot_password': 'Forgot Password | MainWork',
    };
    for (const [url, title] of Object.entries(pages)) {
      const html = await (await get(url, { agent: PREVIEW_BOTS.Slack.agent, accept: '*/*' })).text();
      expect(html, url).toContain(`<title>${title}</title>`);
      expect(metaContent(html, 'property', 'og:title'), url).toBe(title);
      expect(metaContent(html, 'name', 'description'), url).not.toContain('local jobs, shared by word of mouth');
    }
  });
});
