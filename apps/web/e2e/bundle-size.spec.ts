import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  assetTotals,
  FIRST_ROUTE_CEILINGS,
  kB,
  SIGNED_IN_CEILINGS,
  signedInPathOf,
  type PublicRoute,
  type SignedInRoute,
} from '../perf/asset-sizes.mjs';
import { DEMO_BY_ROLE, linkPathIn, readMailTo, uniqueEmail } from './support/demo.ts';
import { appTakenOver } from './support/taken-over.ts';

const distDir = path.resolve(import.meta.dirname, '../dist');

/** A reset link, as its mail gives it to a new account's owner (the page opens only with a valid one). */
async function resetLinkPath(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('size-reset');
  const signUp = await request.post('/auth/register', {
    multipart: { email, password: 'walk1ng-the-dog', role_name: 'Hunter' },
  });
  expect(signUp.status()).toBe(201);
  await request.get('/auth/logout');
  expect((await request.post('/api/v1/users/forgot_password', { data: { email } })).status()).toBe(200);
  const mail = await readMailTo(email, 'Reset your MainWork password');
  return linkPathIn(mail, /https?:\/\/\S+\/reset_password\?\S+/);
}

/** A team invitation's link, as its mail gives it to the address the demo employer invites. */
async function invitationLinkPath(request: APIRequestContext): Promise<string> {
  const login = await request.post('/auth/login', { data: DEMO_BY_ROLE.Employer });
  expect(login.status()).toBe(200);
  const { business_id: businessId } = (await login.json()) as { business_id: number };
  const email = uniqueEmail('size-invitation');
  const invite = await request.post(`/api/v1/businesses/${businessId}/members`, {
    data: { member: { email, role: 'recruiter' } },
  });
  expect(invite.status()).toBe(201);
  await request.get('/auth/logout');
  const mail = await readMailTo(email, /^Join .+ on MainWork$/);
  return linkPathIn(mail, /https?:\/\/\S+\/employers\/invitations\/[A-Za-z0-9_-]+/);
}

/**
 * The pages e-mailed links open, which send the link's token once they are open: a token the API refuses, so
 * the journey changes nothing.
 */
const TOKEN_LINK_PAGES: PublicRoute[] = ['/confirm_email', '/unsubscribed'];

/** A page of each public route, with ids from the demo data. */
async function pathOf(route: PublicRoute, request: APIRequestContext): Promise<string> {
  if (route === '/reset_password') return resetLinkPath(request);
  if (route === '/employers/invitations/{token}') return invitationLinkPath(request);
  if (TOKEN_LINK_PAGES.includes(route)) return `${route}?token=a-token-refused`;
  if (!route.includes('{id}')) return route;
  const first = async <T>(url: string) => ((await (await request.get(url)).json()) as T[])[0]!;
  if (route === '/organizations/{id}/jobs')
    return route.replace('{id}', String((await first<{ id: number }>('/api/v1/organizations')).id));
  const job = await first<{ id: number; business: { id: number } }>('/api/v1/jobs');
  return route.replace('{id}', String(route === '/jobs/{id}' ? job.id : job.business.id));
}

// The part of the `pnpm perf` budget that holds on any machine: the bytes of each public page's first code.
for (const [route, ceiling] of Object.entries(FIRST_ROUTE_CEILINGS) as Array<
  [PublicRoute, { jsBrotli: number; cssBrotli: number }]
>) {
  test(`${route} loads at most ${kB(ceiling.jsBrotli)} of JS and ${kB(ceiling.cssBrotli)} of CSS (brotli), and no icon font`, async ({
    page,
  }) => {
    const url = await pathOf(route, page.request);
    const loaded: string[] = [];
    const encodings = new Map<string, string | undefined>();
    page.on('response', (response) => {
      const responseUrl = new URL(response.url());
      if (responseUrl.origin !== new URL(page.url() || response.url()).origin) return;
      loaded.push(responseUrl.pathname);
      encodings.set(responseUrl.pathname, response.headers()['content-encoding']);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // A prerendered page asks for its code after its first paint (decision 027): count it once the app
    // has taken over, not only the loader that was there at the first quiet moment.
    await appTakenOver(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const totals = assetTotals(distDir, loaded);
    test.info().annotations.push({
      type: 'first route',
      description: `${url}: JS ${totals.js.files} files, ${kB(totals.js.gzip)} gzip, ${kB(totals.js.brotli)} brotli; CSS ${kB(totals.css.gzip)} gzip, ${kB(totals.css.brotli)} brotli`,
    });
    console.log(`first route ${route} ${test.info().annotations.at(-1)!.description}`);
    expect(totals.js.files).toBeGreaterThan(0);
    expect(totals.css.files).toBeGreaterThan(0);
    expect(totals.js.brotli).toBeLessThanOrEqual(ceiling.jsBrotli);
    expect(totals.css.brotli).toBeLessThanOrEqual(ceiling.cssBrotli);
    expect(loaded.filter((file) => /\.(?:woff2?|ttf)$/.test(file))).toEqual([]);
    // Sent compressed, as written at build time (files under 1 kB are sent as they are).
    const worthCompressing = loaded.filter(
      (name) => /\.(?:js|css)$/.test(name) && fs.statSync(path.join(distDir, name)).size >= 1024,
    );
    for (const file of worthCompressing) expect(encodings.get(file), file).toBe('br');
  });
}

// The same for each signed-in screen, as the demo account that opens it: its first code, and its first
// data in the page, rendered on the server for the session (decision 046).
for (const [route, ceiling] of Object.entries(SIGNED_IN_CEILINGS) as Array<
  [SignedInRoute, { role: string; jsBrotli: number; cssBrotli: number }]
>) {
  test(`${route}, signed in as ${ceiling.role}, loads at most ${kB(ceiling.jsBrotli)} of JS and its first data with the page`, async ({
    page,
  }) => {
    const login = await page.request.post('/auth/login', { data: DEMO_BY_ROLE[ceiling.role] });
    expect(login.status()).toBe(200);
    const url = await signedInPathOf(route, await login.json(), async (apiPath) =>
      (await page.request.get(apiPath)).json(),
    );
    const loaded: string[] = [];
    const asked: string[] = [];
    page.on('request', (request) => {
      const requestUrl = new URL(request.url());
      // What the app asks for (images, a business's logo, are the page's, not its data).
      if (/^\/(?:api|auth)\//.test(requestUrl.pathname) && ['fetch', 'xhr'].includes(request.resourceType()))
        asked.push(`${requestUrl.pathname}${requestUrl.search}`);
    });
    page.on('response', (response) => loaded.push(new URL(response.url()).pathname));
    await page.goto(url, { waitUntil: 'networkidle' });
    // Rendered on the server for the session (decision 046): the code comes after the first paint; count it
    // once the app has taken over.
    await appTakenOver(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const totals = assetTotals(distDir, loaded);
    console.log(
      `first route ${route}: JS ${totals.js.files} files, ${kB(totals.js.brotli)} brotli; CSS ${kB(totals.css.brotli)} brotli`,
    );
    expect(totals.js.brotli).toBeLessThanOrEqual(ceiling.jsBrotli);
    expect(totals.css.brotli).toBeLessThanOrEqual(ceiling.cssBrotli);

    // The page came with its data: the app took over without asking the API for anything.
    const html = await (await page.request.get(url, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<script type="application/json" id="prerendered-data" data-audience="session"');
    expect(asked).toEqual([]);
  });
}
