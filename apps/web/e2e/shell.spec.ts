import { expect, test } from '@playwright/test';
import { DEMO, menuRows, openUserMenu, signInAs } from './support/demo.ts';
import { seriousViolations } from './support/accessibility.ts';

test.describe('the app shell', () => {
  test('an unknown path answers 404 and shows the not-found page, titled Not found', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'OOPS! PAGE NOT FOUND' })).toBeVisible();
    await expect(page).toHaveTitle('Not found | MainWork');
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Homepage' })).toBeVisible();
  });

  test('frame mode hides header and footer', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByTestId('site-header')).toBeVisible();
    // The header is the page's banner landmark (a header given another role is none, and axe flags the role).
    await expect(page.getByRole('banner')).toHaveAttribute('data-testid', 'site-header');
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await page.goto('/about?frame=1');
    await expect(page.locator('main')).toBeVisible();
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
  });

  test('a Hunter opening an admin page is told no and sent home', async ({ page }) => {
    await signInAs(page, DEMO.hunter, '/admin/affiliate_links');
    await expect(page.getByRole('alert')).toContainText('You do not have permission to view this page.');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-out visitor opening My Applications gets the login modal', async ({ page }) => {
    await page.goto('/my_applications');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Log in' })).toBeVisible();
  });

  test('an admin sees the admin rows in the header menu', async ({ page }) => {
    await signInAs(page, DEMO.admin, '/about');
    await openUserMenu(page);
    expect(await menuRows(page)).toEqual([
      'User Settings',
      'Admin Dashboard',
      'My Share Links',
      'My Rewards',
      'Job Alerts',
      'Affiliate Links',
      'Organizations',
      'Regions',
      'Reward Sources',
      'Billing',
      'Rewards',
      'Log out',
    ]);
  });

  test("the admin panel's side menu lists every admin screen, Billing and Rewards among them", async ({ page }) => {
    await signInAs(page, DEMO.admin, '/admin/dashboard');
    const menu = page.getByRole('navigation', { name: 'Admin' });
    await expect(menu.getByRole('link')).toHaveText([
      'Dashboard',
      'Users',
      'Affiliate Links',
      'Organizations',
      'Regions',
      'Reward Sources',
      'Billing',
      'Rewards',
      'Reward Totals',
      'Job Sources',
    ]);
    await menu.getByRole('link', { name: 'Billing' }).click();
    await expect(page).toHaveURL(/\/admin\/billing$/);
    await expect(page).toHaveTitle('Billing | MainWork');
  });

  test('each screen has its own document title', async ({ page }) => {
    await signInAs(page, DEMO.hunter, '/my_share_links');
    await expect(page).toHaveTitle('My Share Links | MainWork');
    await page.goto('/terms');
    await expect(page).toHaveTitle('Terms of Use | MainWork');
    await page.goto('/jobs');
    await expect(page).toHaveTitle('Jobs | MainWork');
  });

  for (const path of ['/terms', '/privacy']) {
    test(`the contact links on ${path} reach 4.5:1 contrast`, async ({ page }) => {
      await page.goto(path);
      const contact = page.locator('address').last();
      await contact.scrollIntoViewIfNeeded();
      await expect(contact.getByRole('link')).toHaveCount(2);
      expect(await seriousViolations(page, 'address')).toEqual([]);
    });
  }

  test('the home page finds a community job feed by name', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Search community job feeds').fill('boston chamber');
    await page.getByRole('link', { name: /Greater Boston Chamber of Commerce/ }).click();
    await expect(page).toHaveURL(/\/organizations\/\d+\/jobs/);
  });

  test('the home page has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('main')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
