import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility.ts';
import { DEMO, signInAs } from './support/demo.ts';
import { appTakenOver } from './support/taken-over.ts';

type Organization = { id: number; name: string; business_ids: number[] };
type Job = { id: number; title: string; business: { id: number; name: string } };

/**
 * A member's own website: another origin (`localhost` and a port of its own, where the app is at 127.0.0.1),
 * whose page carries the tags the panels give, for an organization and for one of its businesses.
 */
async function memberSite(page: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const hostPage = (appUrl: string, organizationId: number, businessId: number) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Harbor Chamber of Commerce</title>
<style>body{font-family:Georgia,serif;margin:0;padding:16px;background:#f6f1e7}main{max-width:960px;margin:auto}
.cols{display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(300px,1fr))}</style></head>
<body><main><h1>Harbor Chamber of Commerce</h1><p>Our members are hiring.</p>
<div class="cols">
<div id="chamber-jobs"><script src="${appUrl}/widget.js" data-organization="${organizationId}" async></script></div>
<div id="member-jobs"><script src="${appUrl}/widget.js" data-business="${businessId}" async></script></div>
</div></main></body></html>`;

/** A demo organization with live jobs, and one of its businesses that has some. */
async function demoFeed(page: Page) {
  const organizations = (await (await page.request.get('/api/v1/organizations')).json()) as Array<{ id: number }>;
  for (const { id } of organizations) {
    const organization = (await (await page.request.get(`/api/v1/organizations/${id}`)).json()) as Organization;
    if (organization.business_ids.length === 0) continue;
    const query = organization.business_ids.map((bid) => `filters[business_id_in][]=${bid}`).join('&');
    const jobs = (await (await page.request.get(`/api/v1/jobs?sort=date&${query}`)).json()) as Job[];
    if (jobs.length > 0) return { organization, jobs };
  }
  throw new Error('the demo data has no organization with live jobs');
}

test('a member site shows the chamber’s live jobs, searches them and sends the visitor to the job with its attribution', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { organization, jobs } = await demoFeed(page);
  const business = jobs[0]!.business;
  const site = await memberSite(hostPage(baseURL!, organization.id, business.id));
  try {
    // The visitor is signed in to MainWork in this browser: the widget must still send no cookies.
    await page.request.post('/auth/login', { data: DEMO.hunter });
    const apiRequests: Array<{ url: string; cookie: string | undefined }> = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${baseURL}/api/`))
        apiRequests.push({ url: request.url(), cookie: request.headers().cookie });
    });

    for (const viewport of [
      { name: 'desktop', width: 1366, height: 900 },
      { name: 'mobile', width: 375, height: 812 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(site.url);
      const chamber = page.locator('#chamber-jobs');
      await expect(chamber.getByRole('heading', { name: `Jobs at ${organization.name}` })).toBeVisible();
      await expect(chamber.getByRole('link', { name: jobs[0]!.title }).first()).toBeVisible();
      await expect(chamber.getByRole('status')).toContainText(/\d+ jobs?/);
      const member = page.locator('#member-jobs');
      await expect(member.getByRole('heading', { name: `Jobs at ${business.name}` })).toBeVisible();
      await expect(member.getByRole('listitem').first()).toBeVisible();
      await page.screenshot({ path: `e2e/screenshots/widget-host-${viewport.name}.png`, fullPage: true });
    }
    expect(await seriousViolations(page)).toEqual([]);

    // Searching, with the keyboard: only the chamber's widget changes.
    const chamber = page.locator('#chamber-jobs');
    const word = jobs[0]!.title.split(/\s+/)[0]!;
    const memberCount = await page.locator('#member-jobs').getByRole('listitem').count();
    await chamber.getByLabel('Search jobs').fill(word);
    await chamber.getByLabel('Search jobs').press('Enter');
    await expect(chamber.getByRole('status')).toContainText(`for “${word}”`);
    const titles = await chamber.locator('li a.title').allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles).toContain(jobs[0]!.title);
    expect(await page.locator('#member-jobs').getByRole('listitem').count()).toBe(memberCount);

    const nothing = 'zzqxnotajobword';
    await chamber.getByLabel('Search jobs').fill(nothing);
    await chamber.getByRole('button', { name: 'Search' }).click();
    await expect(chamber.getByRole('status')).toHaveText(`No jobs match “${nothing}”.`);
    await chamber.getByLabel('Search jobs').fill(word);
    await chamber.getByLabel('Search jobs').press('Enter');
    await expect(chamber.getByRole('link', { name: jobs[0]!.title }).first()).toBeVisible();

    expect(apiRequests.length).toBeGreaterThan(0);
    expect(apiRequests.filter((request) => request.cookie !== undefined)).toEqual([]);

    // Following a job: the chamber's own feed page on MainWork, naming the site the visitor came from.
    const [jobPage] = await Promise.all([
      page.context().waitForEvent('page'),
      chamber.getByRole('link', { name: jobs[0]!.title }).first().click(),
    ]);
    await jobPage.waitForLoadState();
    const followed = new URL(jobPage.url());
    expect(followed.origin).toBe(baseURL);
    expect(followed.pathname).toBe(`/organizations/${organization.id}/jobs/${jobs[0]!.id}`);
    expect(followed.searchParams.get('utm_source')).toBe('localhost');
    expect(followed.searchParams.get('utm_medium')).toBe('job_widget');
    await expect(jobPage.getByRole('heading', { name: jobs[0]!.title }).first()).toBeVisible();
    await jobPage.close();
  } finally {
    await site.close();
  }
});

test('the organization admin and the business owner copy the tag and see the widget in their panels', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO.orgAdmin, '/my_organizations');
  const mine = (await (await page.request.get('/api/v1/me/organizations')).json()) as Array<{
    id: number;
    name: string;
  }>;
  const organization = mine[0]!;
  for (const viewport of [
    { name: 'desktop', width: 1366, height: 900 },
    { name: 'mobile', width: 375, height: 812 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/my_organizations/${organization.id}`);
    await appTakenOver(page);
    await expect(page.getByRole('heading', { name: 'Job widget for your website' })).toBeVisible();
    await expect(page.getByLabel('Widget tag')).toHaveValue(
      new RegExp(`/widget\\.js" data-organization="${organization.id}" async></script>$`),
    );
    const preview = page.getByRole('region', { name: 'Preview of the job widget' });
    // The preview starts when it comes near the window.
    await preview.scrollIntoViewIfNeeded();
    await expect(preview.getByRole('heading', { name: `Jobs at ${organization.name}` })).toBeVisible();
    await expect(preview.getByRole('status')).not.toHaveText('Loading jobs…');
    await page.screenshot({ path: `e2e/screenshots/widget-organization-panel-${viewport.name}.png`, fullPage: true });
  }
  await expect(page.getByRole('button', { name: 'Copy the job widget tag' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.request.post('/auth/logout');
  await signInAs(page, DEMO.employer, '/employers/my_business/profile');
  for (const viewport of [
    { name: 'desktop', width: 1366, height: 900 },
    { name: 'mobile', width: 375, height: 812 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/employers/my_business/profile');
    await appTakenOver(page);
    await expect(page.getByLabel('Widget tag')).toHaveValue(/data-business="\d+" async><\/script>$/);
    const preview = page.getByRole('region', { name: 'Preview of the job widget' });
    await preview.scrollIntoViewIfNeeded();
    await expect(preview.getByRole('heading', { name: /^Jobs at / })).toBeVisible();
    await expect(preview.getByRole('status')).not.toHaveText('Loading jobs…');
    await page.screenshot({ path: `e2e/screenshots/widget-business-panel-${viewport.name}.png`, fullPage: true });
  }
});
