import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility.ts';
import { DEMO, signInAs } from './support/demo.ts';
import { animationsDone, layoutFindings, settle } from './support/layout-guard.ts';

// Screenshots of the Job sources screens land in e2e/screenshots/job-sources/.
const SHOTS = 'e2e/screenshots/job-sources';
const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The local stand-in for the providers that the journeys' server reads (start-server.mjs writes its address). */
const boardsUrl = () =>
  (JSON.parse(fs.readFileSync(path.join(repoRoot, '.data/e2e/job-boards.json'), 'utf8')) as { url: string }).url;
const recordedGreenhouse = () =>
  JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'apps/api/src/infra/job-boards/recorded/greenhouse-jobs.json'), 'utf8'),
  ) as { jobs: Array<{ title: string }> };

/** What the Greenhouse board `board` answers from now on. */
async function serveBoard(page: Page, board: string, body: unknown) {
  const response = await page.request.put(`${boardsUrl()}/_boards/greenhouse/${board}`, { data: { body } });
  expect(response.status()).toBe(204);
}

async function screenshots(page: Page, name: string) {
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    await animationsDone(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    expect(await layoutFindings(page)).toEqual([]);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('an owner connects a Greenhouse board: its jobs arrive with the default reward, and one removed at the source closes after Sync now', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const board = `journey${Date.now()}`;
  const answer = recordedGreenhouse();
  await serveBoard(page, board, answer);

  await signInAs(page, DEMO.employer, '/employers/dashboard');
  await page.getByRole('navigation', { name: 'Employer' }).getByRole('link', { name: 'Job Sources' }).click();
  await expect(page.getByRole('heading', { name: 'Job Sources', level: 1 })).toBeVisible();

  // A board that does not exist is refused, with the reason under the field.
  await page.getByLabel('Board token').fill('no-such-board');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(
    page.getByText('No Greenhouse job board is called “no-such-board”. Check the board token.'),
  ).toBeVisible();

  await page.getByLabel('Board token').fill(board);
  await page.getByLabel('Default reward').fill('275');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Greenhouse connected. Its jobs are being imported.')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: `Greenhouse: ${board}` });
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('3 open jobs', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText('Up to date');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'job-sources');

  // The dashboard marks the imported jobs with their source.
  await page.goto('/employers/dashboard');
  const barista = page.getByRole('row', { name: /Head Barista/ });
  await expect(barista).toContainText('Imported from Greenhouse');

  // The community feed of the business's chamber shows them with the default reward.
  const organizations = (await (await page.request.get('/api/v1/organizations')).json()) as Array<{
    id: number;
    name: string;
  }>;
  const chamber = organizations.find((organization) => organization.name === 'Greater Boston Chamber of Commerce')!;
  await page.goto(`/organizations/${chamber.id}/jobs`);
  const card = page
    .getByRole('article')
    .filter({ hasText: 'Online Store Developer' })
    .filter({ hasText: 'Harbor Point Digital' });
  await expect(card).toContainText('$275');

  // The first posting leaves the board; after Sync now its job is closed.
  await serveBoard(page, board, { ...answer, jobs: answer.jobs.slice(1) });
  await page.goto('/employers/my_business/job_sources');
  await row.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText('The sync has started.')).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('2 open jobs', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await page.goto('/employers/dashboard');
  await expect(page.getByRole('row', { name: /Head Barista/ })).toContainText('Closed');
});

test('an admin sees every job source and its health', async ({ page }) => {
  await signInAs(page, DEMO.admin, '/admin/job_sources');
  await expect(page.getByRole('heading', { name: 'Job Sources', level: 1 })).toBeVisible();
  await expect(page.getByTestId('admin-job-source').filter({ hasText: 'Kendall Square Bioworks' })).toContainText(
    'Greenhouse: harborcoffee',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'admin-job-sources');
});
