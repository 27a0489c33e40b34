import { expect, test } from '@playwright/test';
import { DEMO, openUserMenu, signInAs } from './support/demo.ts';

// Pictures for people to look at (git-ignored folder): desktop and mobile widths.
const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];

for (const size of widths) {
  test.describe(`${size.name} screenshots`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('home, not found, sign-up tabs and the signed-in dropdown', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('main h1')).toBeVisible();
      await page.screenshot({ path: `e2e/screenshots/home-${size.name}.png`, fullPage: true });

      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'OOPS! PAGE NOT FOUND' })).toBeVisible();
      await page.screenshot({ path: `e2e/screenshots/not-found-${size.name}.png` });

      await page.goto('/about');
      await expect(page.locator('main h1')).toBeVisible();
      await openUserMenu(page);
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByRole('dialog').getByRole('tab', { name: 'Candidate/Referrer' })).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `e2e/screenshots/sign-up-candidate-${size.name}.png` });
      await page.getByRole('dialog').getByRole('tab', { name: 'Employer' }).click();
      await expect(page.getByRole('dialog').getByLabel('Business name')).toBeVisible();
      await page.screenshot({ path: `e2e/screenshots/sign-up-employer-${size.name}.png`, fullPage: true });

      await signInAs(page, DEMO.hunter, '/about');
      await expect(page.locator('main h1')).toBeVisible();
      await openUserMenu(page);
      await page.screenshot({ path: `e2e/screenshots/header-dropdown-${size.name}.png` });
    });
  });
}
