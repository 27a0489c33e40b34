import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createBusiness, createJob, PLACES } from '../../testing/jobs.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { START_AFTER_PAINT_FILE, writeWebBuild } from '../../testing/web-build.ts';
import { sessionCookieFor } from '../../testing/matrix-fixtures.ts';
import { createUser, type TestUser } from '../../testing/users.ts';
import { HASHED_ASSET_CACHE, PERSONAL_PAGE_CACHE, REVALIDATED_CACHE } from '../../plugins/web-app.ts';
import { hashToken } from '../auth/sessions.ts';
import { prerenderBundleFile } from './prerendered-page.ts';

const webDir = path.resolve(import.meta.dirname, '../../../../web');
const EMPTY_ROOT = '<div id="root"></div>';
const EVIL = '</script><script>alert(1)</script>';

let t: TestApp;
let dir: string;
const apps: FastifyInstance[] = [];
const ids: Record<string, number> = {};

/** A web build (index.html) in its own folder, with `bundle` as its server build: the real one or a stand-in. */
async function appWithBundle(name: string, bundle: { build: true } | { source: string }): Promise<FastifyInstance> {
  const dist = path.join(dir, name);
  await writeWebBuild(dist);
  const file = prerenderBundleFile(dist);
  if ('build' in bundle) {
    execFileSync(
      'pnpm',
      [
        'exec',
        'vite',
        'build',
        '--config',
        'vite.prerender.config.ts',
        '--outDir',
        path.dirname(file),
        '--logLevel',
        'warn',
      ],
      // A production build, as deployed (the tests run with NODE_ENV=test).
      { cwd: webDir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
  } else {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bundle.source);
  }
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: dist, DATABASE_URL: t.db.url });
  const app = await buildApp(config, { database: t.db });
  await app.ready();
  apps.push(app);
  return app;
}

let app: FastifyInstance;

beforeAll(async () => {
  t = await startTestApp();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mw-prerender-'));
  const harbor = await createBusiness(t.db, { name: 'Harbor Bakery' });
  ids.pastryChef = (
    await createJob(t.db, {
      businessId: harbor.id,
      title: 'Pastry Chef',
      description: '<p>Croissants &amp; tarts every morning.</p>',
      place: PLACES.boston,
    })
  ).id;
  ids.evil = (
    await createJob(t.db, {
      businessId: harbor.id,
      title: `Baker ${EVIL}`,
      description: `<p>Ovens ${EVIL} and bread.</p>`,
      place: PLACES.boston,
    })
  ).id;
  app = await appWithBundle('built', { build: true });
}, 180_000);

afterAll(async () => {
  for (const each of apps) await each.close();
  await t?.close();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

const page = (target: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  target.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

/**
 * The markup inside #root, the data script after it, what that script says the markup was rendered for and
 * when (epoch ms).
 */
function prerendered(html: string): { root: string; data: unknown; renderedFor: string; renderedAt: number } {
  const match =
    /<div id="root" inert>([\s\S]*)<\/div>\n\s*<script type="application\/json" id="prerendered-data"([^>]*)>([\s\S]*?)<\/script>/.exec(
      html,
    );
  expect(match).not.toBeNull();
  // No inline script: the CSP would block it (and log an error in the console).
  expect(match![1]).not.toContain('<script');
  const renderedAt = / data-rendered-at="(\d+)"/.exec(match![2]!);
  expect(renderedAt).not.toBeNull();
  return {
    root: match![1]!,
    renderedFor: match![2]!.replace(renderedAt![0], '').trim(),
    renderedAt: Number(renderedAt![1]),
    data: JSON.parse(match![3]!),
  };
}

describe('prerendered public pages', () => {
  it('start the code after the first paint with the loader under its hashed name, cached a year like every asset', async () => {
    const home = await page(app, '/');
    expect(home.body).toContain(
      `<script src="/${START_AFTER_PAINT_FILE}" data-code="/assets/index-abc123.js" defer></script>`,
    );
    expect(home.body).not.toContain('src="/start-after-paint.js"');
    const loader = await app.inject({ method: 'GET', url: `/${START_AFTER_PAINT_FILE}` });
    expect(loader.statusCode).toBe(200);
    expect(loader.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
  });

  it('serve the home page and About with their text in the HTML, for an anonymous visitor', async () => {
    const home = await page(app, '/');
    expect(home.statusCode).toBe(200);
    expect(prerendered(home.body).root).toContain('Where word-of-mouth hiring meets your local economy');
    const about = await page(app, '/about');
    expect(about.statusCode).toBe(200);
    expect(prerendered(about.body).root).toContain('How It Works');
  });

  it('serve the legal pages, the attributions, sign-up and a forgotten password with their text in the HTML', async () => {
    for (const [url, heading, title] of [
      ['/terms', 'Terms of Use</h1>', '<title>Terms of Use | MainWork</title>'],
      ['/privacy', 'Privacy Policy</h1>', '<title>Privacy Policy | MainWork</title>'],
      ['/attributions', 'Attributions</h1>', '<title>Attributions | MainWork</title>'],
      ['/signup', 'Sign up</h1>', '<title>Sign up | MainWork</title>'],
      ['/forgot_password', 'Forgot your password?</h1>', '<title>Forgot Password | MainWork</title>'],
    ] as const) {
      const response = await page(app, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(title);
      const { root, renderedFor } = prerendered(response.body);
      expect(renderedFor, url).toBe('data-audience="visitor"');
      expect(root, url).toContain(heading);
    }
  });

  it("serve a reset link's page with its form in the HTML, kept by no cache, and a link not valid as the plain shell", async () => {
    const owner = await createUser(t.db, { email: 'forgetful-owner@example.com' });
    const token = 'a-reset-token-mailed-to-its-owner';
    await t.db.prisma.passwordResetToken.create({
      data: { userId: owner.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 60 * 60_000) },
    });
    const response = await page(app, `/reset_password?id=${owner.id}&token=${token}`);
    expect(response.statusCode).toBe(200);
    // It holds the account's address: never stored by a cache, though no one is signed in.
    expect(response.headers['cache-control']).toBe(PERSONAL_PAGE_CACHE);
    const { root, data, renderedFor } = prerendered(response.body);
    expect(renderedFor).toBe('data-audience="visitor"');
    expect(root).toContain('Reset your password</h1>');
    expect(root).toContain('New password');
    expect(JSON.stringify(data)).toContain('forgetful-owner@example.com');

    // A token the API refuses: the plain shell, and the app sends the visitor on with its message.
    const refused = await page(app, `/reset_password?id=${owner.id}&token=not-its-token`);
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain(EMPTY_ROOT);
    // No token at all: nothing to ask; the page says it is checking until the app sends the visitor on.
    const tokenless = prerendered((await page(app, '/reset_password')).body);
    expect(tokenless.root).toContain('Checking your reset link…');
    expect(tokenless.root).not.toContain('New password');
  });

  it("serve a team invitation's page with its sign-up form in the HTML, kept by no cache, its days in UTC until the app takes over", async () => {
    const business = await createBusiness(t.db, { name: 'Quayside Rolls' });
    const member = await t.db.prisma.businessMember.create({
      data: { businessId: business.id, email: 'invited-baker@example.com', role: 'recruiter', status: 'invited' },
    });
    const token = 'an-invitation-token-mailed-to-the-baker';
    await t.db.prisma.memberInvitation.create({
      data: {
        memberId: member.id,
        tokenHash: createHash('sha256').update(token).digest('hex'),
        // Late on 12/05 in New York is 12/06 in UTC: the server writes the day it knows, in UTC.
        expiresAt: new Date('2099-12-06T02:00:00Z'),
      },
    });
    const response = await page(app, `/employers/invitations/${token}`);
    expect(response.statusCode).toBe(200);
    // It holds the invited address: never stored by a cache, though no one is signed in.
    expect(response.headers['cache-control']).toBe(PERSONAL_PAGE_CACHE);
    const { root, data, renderedFor } = prerendered(response.body);
    expect(renderedFor).toBe('data-audience="visitor"');
    expect(root).toContain('Join Quayside Rolls on MainWork</h1>');
    expect(root).toContain('First name');
    expect(root).toMatch(/The link works until (?:<!-- -->)?12\/06\/2099/);
    expect(JSON.stringify(data)).toContain('invited-baker@example.com');

    // A link the API refuses (forged, used or expired): the plain shell, and the app says so.
    const refused = await page(app, '/employers/invitations/not-a-token-it-sent');
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain(EMPTY_ROOT);
  });

  it("serve a job page with the job's title and description, and the job's data for the app", async () => {
    const asked = Date.now();
    const response = await page(app, `/jobs/${ids.pastryChef}`);
    expect(response.statusCode).toBe(200);
    const { root, data, renderedFor, renderedAt } = prerendered(response.body);
    expect(root).toContain('Pastry Chef');
    // A visitor's page, drawn at a desktop's width: the app hydrates it as it is, 'Posted X ago' counted to
    // the time the server gives (the browser's clock may differ, or have moved on to the next minute).
    expect(renderedFor).toBe('data-audience="visitor"');
    expect(renderedAt).toBeGreaterThanOrEqual(asked);
    expect(renderedAt).toBeLessThanOrEqual(Date.now());
    expect(root).toMatch(/Posted \d+ minutes? ago/);
    expect(root).toContain('Croissants &amp; tarts every morning.');
    expect(JSON.stringify(data)).toContain('"title":"Pastry Chef"');
  });

  it('escape the embedded data: a job holding </script> cannot close the data script', async () => {
    const response = await page(app, `/jobs/${ids.evil}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    const { data } = prerendered(response.body);
    expect(JSON.stringify(data)).toContain(`"title":${JSON.stringify(`Baker ${EVIL}`)}`);
  });

  it('send the plain shell to signed-in visitors and to pages that are not public', async () => {
    const signedIn = await page(app, '/', { cookie: 'mw_session=some-session' });
    expect(signedIn.body).toContain(EMPTY_ROOT);
    expect(signedIn.body).not.toContain('prerendered-data');
    expect((await page(app, '/me')).body).toContain(EMPTY_ROOT);
  });
});

const PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

describe('prerendered signed-in screens', () => {
  let employer: TestUser;
  let cookie: string;
  beforeAll(async () => {
    employer = await createUser(t.db, { role: 'Employer' });
    await createJob(t.db, { businessId: employer.businessId!, title: 'Harbor Night Baker', place: PLACES.boston });
    cookie = `mw_session=${await sessionCookieFor(t, employer)}`;
  });

  it("serve the employer's dashboard with their jobs in the HTML, kept by no cache", async () => {
    const response = await page(app, '/employers/dashboard', { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PERSONAL_PAGE_CACHE);
    const { root, data } = prerendered(response.body);
    expect(root).toContain('Harbor Night Baker');
    // The app starts signed in as the session's user: no token check after the code.
    expect(JSON.stringify(data)).toContain(`"email":"${employer.email}"`);
  });

  it("render each signed-in screen with the session's user, or fall back to the plain shell", async () => {
    const hunter = await createUser(t.db);
    const hunterCookie = `mw_session=${await sessionCookieFor(t, hunter)}`;
    const [job] = await t.db.prisma.job.findMany({ where: { businessId: employer.businessId! }, take: 1 });
    await t.db.prisma.shareLink.create({ data: { key: `ssr-${hunter.id}`, userId: hunter.id, jobId: job!.id } });
    for (const userAgent of [PHONE, DESKTOP])
      for (const path of ['/my_applications', '/my_share_links', '/job_alerts', '/me']) {
        const response = await page(app, path, { cookie: hunterCookie, 'user-agent': userAgent });
        expect(response.statusCode).toBe(200);
        expect(response.body, path).not.toContain(EMPTY_ROOT);
        expect(JSON.stringify(prerendered(response.body).data)).toContain(`"email":"${hunter.email}"`);
      }
    // The share link's address, as the page shows it to be copied, on the page's own origin.
    const links = await page(app, '/my_share_links', { cookie: hunterCookie, 'user-agent': PHONE });
    const text = prerendered(links.body).root.replace(/<[^>]*>/g, '');
    expect(text).toContain(`${t.config.publicUrl}/s/ssr-${hunter.id}`);
  });

  it("draw a phone's layout for a phone: the applications as cards, not a table", async () => {
    const hunter = await createUser(t.db);
    const hunterCookie = `mw_session=${await sessionCookieFor(t, hunter)}`;
    const job = await createJob(t.db, {
      businessId: employer.businessId!,
      title: 'Harbor Porter',
      place: PLACES.boston,
    });
    await t.db.prisma.application.create({
      data: { jobId: job.id, userId: hunter.id, firstName: 'Test', lastName: 'Hunter', email: hunter.email },
    });
    const onPhone = await page(app, '/my_applications', { cookie: hunterCookie, 'user-agent': PHONE });
    expect(prerendered(onPhone.body).renderedFor).toBe('data-audience="session" data-phone');
    expect(prerendered(onPhone.body).root).toContain('aria-label="Your applications"');
    expect(prerendered(onPhone.body).root).not.toContain('<table');
    expect(onPhone.headers.vary).toContain('user-agent');
    const hinted = await page(app, '/my_applications', {
      cookie: hunterCookie,
      'user-agent': DESKTOP,
      'sec-ch-ua-mobile': '?1',
    });
    expect(prerendered(hinted.body).root).not.toContain('<table');
    const onDesktop = await page(app, '/my_applications', { cookie: hunterCookie, 'user-agent': DESKTOP });
    expect(prerendered(onDesktop.body).root).toContain('<table');
  });

  it("render a hundred signed-in pages side by side, each with its own user's data only", async () => {
    // The server's own build under a time budget no loaded machine runs out of: what is checked is whose data
    // each page holds, and that renders overlap, not how fast they are (decision 063 has the figures).
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dir, 'built'),
      DATABASE_URL: t.db.url,
      PRERENDER_TIMEOUT_MS: '600000',
    });
    const roomy = await buildApp(config, { database: t.db });
    // The sessions whose renders are asking the API for data at a moment, and the most seen at once.
    const asking = new Map<string, number>();
    let mostRendersAskingAtOnce = 0;
    const ofRender = (request: FastifyRequest) =>
      request.headers.accept === 'application/json' && request.headers.cookie;
    roomy.addHook('onRequest', async (request) => {
      const session = ofRender(request);
      if (!session) return;
      asking.set(session, (asking.get(session) ?? 0) + 1);
      mostRendersAskingAtOnce = Math.max(mostRendersAskingAtOnce, asking.size);
    });
    roomy.addHook('onResponse', async (request) => {
      const session = ofRender(request);
      if (!session) return;
      const left = asking.get(session)! - 1;
      if (left === 0) asking.delete(session);
      else asking.set(session, left);
    });
    await roomy.ready();
    apps.push(roomy);
    const employers: Array<{ user: TestUser; title: string; cookie: string }> = [];
    for (let n = 1; n <= 5; n += 1) {
      const user = await createUser(t.db, { role: 'Employer' });
      const title = `Side Baker ${n}`;
      await createJob(t.db, { businessId: user.businessId!, title, place: PLACES.boston });
      employers.push({ user, title, cookie: `mw_session=${await sessionCookieFor(t, user)}` });
    }
    const loads = await Promise.all(
      Array.from({ length: 100 }, async (_, index) => {
        const visitor = employers[index % employers.length]!;
        return { visitor, response: await page(roomy, '/employers/dashboard', { cookie: visitor.cookie }) };
      }),
    );
    for (const { visitor, response } of loads) {
      expect(response.statusCode).toBe(200);
      const { root, data } = prerendered(response.body);
      expect(root).toContain(visitor.title);
      for (const other of employers) if (other !== visitor) expect(root).not.toContain(other.title);
      expect(JSON.stringify(data)).toContain(`"email":"${visitor.user.email}"`);
    }
    // Renders of different users asked the API at the same time: side by side, not one page after another.
    expect(mostRendersAskingAtOnce).toBeGreaterThan(1);
  });

  it('send the plain shell to a visitor, or to a session that has ended, kept by no cache', async () => {
    for (const [headers, cache] of [
      [{}, REVALIDATED_CACHE],
      [{ cookie: 'mw_session=ended-session' }, PERSONAL_PAGE_CACHE],
    ] as Array<[Record<string, string>, string]>) {
      const response = await page(app, '/employers/dashboard', headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(EMPTY_ROOT);
      expect(response.body).not.toContain('prerendered-data');
      expect(response.headers['cache-control']).toBe(cache);
      expect(response.headers.vary).toMatch(/\bcookie\b/);
    }
  });

  it('fall back to the plain shell, not an error, when the render fails or is too slow', async () => {
    const broken = await appWithBundle('broken', {
      source: "export async function prerenderPage() { throw new Error('render failed'); }\n",
    });
    const slow = await appWithBundle('slow', {
      source: 'export function prerenderPage() { return new Promise(() => undefined); }\n',
    });
    for (const target of [broken, slow]) {
      const response = await page(target, `/jobs/${ids.pastryChef}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(EMPTY_ROOT);
      expect(response.body).toContain('<title>Pastry Chef');
      // A signed-in screen whose render was skipped: the visitor's shell, nothing of the session, kept by no cache.
      const visitor = await page(target, '/employers/dashboard');
      const skipped = await page(target, '/employers/dashboard', { cookie });
      expect(skipped.statusCode).toBe(200);
      expect(skipped.headers['cache-control']).toBe(PERSONAL_PAGE_CACHE);
      expect(skipped.headers.vary).toMatch(/\bcookie\b/);
      expect(skipped.body).toContain(EMPTY_ROOT);
      expect(skipped.body).toBe(visitor.body);
    }
  });
});
