import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility.ts';
import { jobCount } from './support/demo.ts';

const END_OF_LIST = 'There are no more jobs that match your search.';
const what = (page: Page) => page.getByRole('combobox', { name: 'What' });
const search = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });

test.describe('a search that remembers and explains (decision 057)', () => {
  test('two searches: Back shows the first with its filters, scrolled where it was left', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/jobs');
    await what(page).fill('');
    await search(page).click();
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByLabel('Location Type').selectOption({ label: 'On-site' });
    await dialog.getByRole('button', { name: 'Apply Filters' }).click();
    const chips = page.getByRole('list', { name: 'Chosen filters' });
    await expect(chips.getByRole('button', { name: 'Remove filter Location Type: On-site' })).toBeVisible();
    await expect(page.getByTestId('job-card').nth(5)).toBeVisible();
    await page.getByTestId('job-card').nth(5).scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const firstUrl = page.url();

    await what(page).fill('engineer');
    // Enter, as a phone's Go key: the words' suggestions open under the box and move the Search button down.
    await what(page).press('Enter');
    await expect(jobCount(page)).toHaveText(/engineer jobs?/);
    expect(page.url()).toContain('what_search_text=engineer');

    await page.goBack();
    await expect(page).toHaveURL(firstUrl);
    await expect(what(page)).toHaveValue('');
    await expect(chips.getByRole('button', { name: 'Remove filter Location Type: On-site' })).toBeVisible();
    // Down the list, not at its top. Not to the pixel: typing scrolled the box into view, and on a phone the
    // words' suggestions open in the page's flow above the list, which moves it (by 100 to 500 px in runs).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
    await page.goForward();
    await expect(what(page)).toHaveValue('engineer');
  });

  test("a misspelt search says 'Showing results for …' with a link to the words as typed", async ({ page }) => {
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/jobs');
      await what(page).fill('machinst');
      await search(page).click();
      const correction = page.getByTestId('search-correction');
      await expect(correction).toHaveText('Showing results for machinist. Search instead for machinst');
      await expect(page.getByTestId('job-card').first()).toContainText(/machinist/i);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `e2e/screenshots/jobs-showing-results-for-${width}.png` });
      await correction.getByRole('button', { name: 'Search instead for machinst' }).click();
      await expect(what(page)).toHaveValue('"machinst"');
      await expect(page.getByText('We are sorry. No jobs match your search.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Create an alert for this search' })).toBeVisible();
      await page.screenshot({ path: `e2e/screenshots/jobs-no-results-${width}.png`, fullPage: true });
    }
  });

  test('on a phone the place suggestions leave the Search button uncovered; picking one runs the search', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/jobs');
    const where = page.getByRole('combobox', { name: 'Where' });
    await where.fill('Bosto');
    const boston = page.getByRole('option', { name: /^Boston\s*MA$/ });
    await expect(boston).toBeVisible();
    const list = await page.getByRole('listbox', { name: 'Location suggestions' }).boundingBox();
    const button = await search(page).boundingBox();
    expect(button!.y).toBeGreaterThanOrEqual(list!.y + list!.height);
    await page.screenshot({ path: 'e2e/screenshots/jobs-place-suggestions-375.png' });
    await boston.click();
    await expect(page).toHaveURL(/where_search_text=Boston/);
    await expect(page.getByText(END_OF_LIST).or(page.getByTestId('job-card').first())).toBeVisible();
    await expect(page.getByText(/Attributions/).last()).toBeAttached();
  });

  test('the home page searches jobs; /jobs and home at 375 and 1366 px', async ({ page }) => {
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await page.screenshot({ path: `e2e/screenshots/home-search-${width}.png` });
      const form = page.getByRole('search', { name: 'Search jobs' });
      await form.getByRole('searchbox').fill('nurse');
      await form.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/jobs\?what_search_text=nurse/);
      await expect(what(page)).toHaveValue('nurse');
      await expect(jobCount(page)).toHaveText(/nurse jobs?/);
      await page.screenshot({ path: `e2e/screenshots/jobs-search-${width}.png` });
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
    }
  });
});
