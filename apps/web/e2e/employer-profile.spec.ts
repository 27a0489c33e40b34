import path from 'node:path';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility.ts';
import { openUserMenu } from './support/demo.ts';
import { signUpAsEmployer } from './support/employer.ts';

const LOGO = path.resolve(import.meta.dirname, 'fixtures/logo.png');

test('an employer changes the business name, tagline and logo, and the public header shows them', async ({ page }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  await signUpAsEmployer(page, `Profile Bakery ${stamp}`);

  // The profile is one row of the account menu away.
  await openUserMenu(page);
  await page.locator('.dropdown-menu.show').getByRole('link', { name: 'Business Profile' }).click();
  await expect(page).toHaveURL(/\/employers\/my_business\/profile$/);
  await expect(page.getByRole('heading', { name: 'Business Profile', level: 1 })).toBeVisible();
  const header = page.getByTestId('employer-profile-header');
  await expect(header).toContainText(`Profile Bakery ${stamp}`);
  await expect(header.getByRole('link', { name: 'Edit job feed' })).toHaveAttribute(
    'href',
    '/employers/my_business/jobs',
  );
  await expect(page.getByLabel(/^Business name/)).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Edit the business profile' }).click();
  await page.getByLabel(/^Business name/).fill(`Sunrise Bakery ${stamp}`);
  await page.getByLabel('Tagline').fill('Warm bread before the first train');
  await page.getByLabel('Street address').fill('1 Beacon St');
  await page.getByLabel('City').fill('Boston');
  await page.getByLabel('State').selectOption({ label: 'Massachusetts' });
  await page.getByLabel('ZIP').fill('02108');
  await page.getByLabel('Logo image').setInputFiles(LOGO);
  await expect(page.getByText('logo.png')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('alert')).toContainText('Business profile updated.');
  await expect(page.getByLabel(/^Business name/)).toBeDisabled();
  await expect(header).toContainText(`Sunrise Bakery ${stamp}`);
  await expect(header).toContainText('Warm bread before the first train');

  // The public feed's header: the new name, tagline, place and the logo, shrunk to 400 pixels by the server.
  await page.getByRole('link', { name: 'View your public job feed' }).click();
  await expect(page).toHaveURL(/\/employers\/\d+\/jobs$/);
  const publicHeader = page.getByTestId('employer-profile-header');
  await expect(publicHeader.getByRole('heading', { name: `Sunrise Bakery ${stamp}` })).toBeVisible();
  await expect(publicHeader).toContainText('Warm bread before the first train');
  await expect(publicHeader).toContainText('Boston, MA');
  const logo = publicHeader.getByRole('img', { name: `Sunrise Bakery ${stamp} logo` });
  await expect(logo).toHaveAttribute('src', /\/api\/v1\/files\/\d+/);
  await expect
    .poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 60_000 })
    .toBe(400);
  await expect(publicHeader.getByRole('link', { name: 'Edit job feed' })).toHaveAttribute(
    'href',
    '/employers/my_business/profile',
  );
});

test('a demo employer has a drawn logo and banner on the public header', async ({ page }) => {
  test.setTimeout(120_000);
  const search = await page.request.get('/api/v1/jobs');
  expect(search.status()).toBe(200);
  const [job] = (await search.json()) as Array<{ business: { id: number; name: string; logo: string | null } }>;
  expect(job!.business.logo).toMatch(/\/api\/v1\/files\/\d+/);
  await page.goto(`/employers/${job!.business.id}/jobs`);
  const header = page.getByTestId('employer-profile-header');
  const banner = header.locator('img').first();
  const naturalWidth = (img: HTMLElement) => (img as HTMLImageElement).naturalWidth;
  await expect.poll(() => banner.evaluate(naturalWidth), { timeout: 60_000 }).toBe(1600);
  const logo = header.getByRole('img', { name: `${job!.business.name} logo` });
  await expect.poll(() => logo.evaluate(naturalWidth), { timeout: 60_000 }).toBe(400);
});
