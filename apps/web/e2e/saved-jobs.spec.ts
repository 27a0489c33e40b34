import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility.ts';
import { DEMO, jobCount, openUserMenu, signInAs } from './support/demo.ts';

const what = (page: Page) => page.getByRole('combobox', { name: 'What' });
const search = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });

/**
 * The answer to the save or unsave a bookmark sends: the bookmark shows it at once (the list is changed before
 * the request), so a journey that reloads or leaves the page waits for it, or would cut it off.
 */
const savedJobAnswer = (page: Page, method: 'PUT' | 'DELETE') =>
  page.waitForResponse(
    (response) => /\/api\/v1\/me\/saved_jobs\/\d+$/.test(response.url()) && response.request().method() === method,
  );

/** The demo candidate's saved jobs start without this job (a journey cut short before may have left it). */
async function unsaveAsHunter(page: Page, jobId: number) {
  await page.request.post('/auth/login', { data: DEMO.hunter });
  expect((await page.request.delete(`/api/v1/me/saved_jobs/${jobId}`)).status()).toBe(204);
}

test.describe('saved jobs (decision 061)', () => {
  test('a candidate searches twice, goes Back to the first search with its filters, reads the correction of a misspelt search, saves a job from its card, finds it at /saved_jobs and unsaves it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAs(page, DEMO.hunter, '/jobs');

    // Two searches, then Back to the first, its filter kept.
    await what(page).fill('nurse');
    await search(page).click();
    await expect(jobCount(page)).toHaveText(/nurse jobs?/);
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByLabel('Location Type').selectOption({ label: 'On-site' });
    await dialog.getByRole('button', { name: 'Apply Filters' }).click();
    const onSite = page.getByRole('list', { name: 'Chosen filters' }).getByRole('button', {
      name: 'Remove filter Location Type: On-site',
    });
    await expect(onSite).toBeVisible();
    // Its results in, the first job is chosen in place (spec §4): that is the page Back returns to.
    await expect(jobCount(page)).toHaveText(/nurse jobs?/);
    await expect(page).toHaveURL(/[?&]job_id=\d+/);
    const firstUrl = page.url();
    await what(page).fill('engineer');
    await search(page).click();
    await expect(jobCount(page)).toHaveText(/engineer jobs?/);
    await page.goBack();
    await expect(page).toHaveURL(firstUrl);
    await expect(what(page)).toHaveValue('nurse');
    await expect(onSite).toBeVisible();

    // A misspelt search says what it searched instead.
    await onSite.click();
    await what(page).fill('machinst');
    await search(page).click();
    await expect(page.getByTestId('search-correction')).toHaveText(
      'Showing results for machinist. Search instead for machinst',
    );

    // Save the first job from its card.
    const card = page.getByTestId('job-card').first();
    const title = (await card.getByRole('heading').innerText()).trim();
    // The title selects the job in the list (`job_id=`) at this width, or opens its page (`/jobs/{id}`).
    const href = (await card.getByRole('link', { name: title }).getAttribute('href'))!;
    const jobId = Number(/(?:job_id=|\/jobs\/)(\d+)/.exec(href)![1]);
    await unsaveAsHunter(page, jobId);
    await page.reload();
    const bookmark = page.getByTestId('job-card').first().getByRole('button', { name: 'Save job' });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await bookmark.focus();
    await page.keyboard.press('Enter');
    const saved = page.getByTestId('job-card').first().getByRole('button', { name: 'Saved' });
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: 'e2e/screenshots/saved-job-card-1366.png' });

    // It is on the Saved Jobs page, reached from the header's menu.
    const menu = await openUserMenu(page);
    await menu.getByRole('link', { name: 'Saved Jobs' }).click();
    await expect(page).toHaveURL(/\/saved_jobs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Saved Jobs' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Your saved jobs' });
    const row = list.getByRole('article', { name: title });
    await expect(row).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: 'e2e/screenshots/saved-jobs-1366.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: 'e2e/screenshots/saved-jobs-375.png', fullPage: true });

    // Unsaved from its bookmark there, it leaves the list.
    const unsaved = savedJobAnswer(page, 'DELETE');
    await row.getByRole('button', { name: 'Saved' }).click();
    await expect(row).toHaveCount(0);
    expect((await unsaved).status()).toBe(204);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Saved Jobs' })).toBeVisible();
    await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  });

  test("a visitor's bookmark opens the login modal, and the job is saved once they have logged in", async ({
    page,
  }) => {
    const jobs = (await (await page.request.get('/api/v1/jobs?what_search_text=nurse')).json()) as Array<{
      id: number;
      title: string;
    }>;
    const job = jobs[jobs.length - 1]!;
    await unsaveAsHunter(page, job.id);
    await page.request.post('/auth/logout');

    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/jobs/${job.id}`);
      await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save job' })).toBeVisible();
      await page.screenshot({ path: `e2e/screenshots/job-page-save-${width}.png` });
    }
    const saved = savedJobAnswer(page, 'PUT');
    await page.getByRole('button', { name: 'Save job' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toContainText('Log in to save this job.');
    await login.getByLabel('Email').fill(DEMO.hunter.email);
    await login.getByLabel('Password', { exact: true }).fill(DEMO.hunter.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login).toBeHidden();
    await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).ok()).toBe(true);

    await page.goto('/saved_jobs');
    await expect(page.getByRole('article', { name: job.title })).toBeVisible();
    await unsaveAsHunter(page, job.id);
  });
});
