import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility.ts';
import { DEMO, openUserMenu, signInAs, uniqueEmail } from './support/demo.ts';

/** A 1×1 PNG: the server decodes and re-encodes it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

// Axe and the admin screens' first loads are slow on a busy machine; the steps keep their own waits.
test.describe.configure({ timeout: 240_000 });

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** Types into a server-searching picker and picks the option that appears. */
async function pick(page: Page, label: string, text: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('option', { name: option }).click();
}

test('the organizations list shows its empty state, and its error state when the call fails', async ({ page }) => {
  let fail = false;
  await page.route('**/api/v1/admin/organizations', (route) =>
    fail ? route.fulfill({ status: 500, json: { error: 'Something went wrong.' } }) : route.fulfill({ json: [] }),
  );
  await signInAs(page, DEMO.admin, '/admin/organizations');
  await expect(page.getByText('There are no organizations yet.')).toBeVisible();
  await expectNoSeriousViolations(page);
  fail = true;
  await page.goto('/admin/organizations');
  await expect(page.getByText('Error loading organizations.')).toBeVisible();
});

test('the users list shows its empty state, and its error state when the call fails', async ({ page }) => {
  await signInAs(page, DEMO.admin, '/admin/users');
  await page.getByLabel('Search by name or e-mail').fill('nobody-by-this-name-at-all');
  await expect(page.getByText('No users match your search.')).toBeVisible();
  await page.route('**/api/v1/admin/users?**', (route) => route.fulfill({ status: 500, json: { error: 'Down.' } }));
  await page.getByLabel('Role').selectOption('Employer');
  await expect(page.getByText('Error loading users.')).toBeVisible();
});

test('an admin makes an organization with a logo, admins and businesses, and opens its feed in a new tab', async ({
  page,
}) => {
  const name = `Seaport Guild ${Date.now()}`;
  await signInAs(page, DEMO.admin, '/');
  await openUserMenu(page);
  await page.getByRole('link', { name: 'Organizations' }).click();
  await expect(page).toHaveURL(/\/admin\/organizations$/);
  await expect(page.getByRole('cell', { name: 'Greater Boston Chamber of Commerce' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'New Organization' }).click();
  await expect(page.getByLabel('Display org info when framed')).toBeChecked();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Tagline').fill('Jobs by the water');
  await page.getByLabel('Logo image').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('Region').selectOption({ label: 'Greater Boston' });
  await pick(page, 'Org admins', 'hunter@mainwork', /hunter@mainwork\.test/);
  await pick(page, 'Businesses', 'harbor point', 'Harbor Point Digital');
  await expect(page.getByRole('button', { name: /Remove Harbor Point Digital/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Organization created.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/organizations\/\d+\/edit$/);
  const id = /organizations\/(\d+)\/edit/.exec(page.url())![1];
  await expect(page.getByRole('img', { name: 'Current logo image' })).toBeVisible();
  await expect(page.getByText(/hunter@mainwork\.test/)).toBeVisible();

  await page.goto('/admin/organizations');
  const row = page.getByRole('row', { name: new RegExp(name) });
  // ID, Users (admins), Businesses: the name is the row's header.
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  const [feed] = await Promise.all([
    page.context().waitForEvent('page'),
    row.getByRole('link', { name: `Open the job feed of ${name} (opens in a new tab)` }).click(),
  ]);
  await feed.waitForLoadState();
  expect(new URL(feed.url()).pathname).toBe(`/organizations/${id}/jobs`);
  await expect(feed.getByText('Jobs by the water')).toBeVisible();
});

test('an organization admin edits their organization from the header menu, and sees no admin list', async ({
  page,
}) => {
  await signInAs(page, DEMO.orgAdmin, '/');
  await openUserMenu(page);
  await page.getByRole('link', { name: 'My Organizations' }).click();
  await page.getByRole('link', { name: /Greater Boston Chamber of Commerce/ }).click();
  // Exactly: the widget's preview below has a heading 'Jobs at Greater Boston Chamber of Commerce'.
  await expect(page.getByRole('heading', { name: 'Greater Boston Chamber of Commerce', exact: true })).toBeVisible();
  await expect(page.getByText('Live jobs', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Harbor Point Digital' })).toBeVisible();
  await expect(page.getByText('Org admins')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  const tagline = `Hiring across the harbour ${Date.now()}`;
  await page.getByRole('button', { name: "Edit the organization's profile" }).click();
  await page.getByLabel('Tagline').fill(tagline);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Organization profile updated.')).toBeVisible();
  await expect(page.getByLabel('Tagline')).toHaveValue(tagline);

  // The admin screens stay closed to them.
  await page.goto('/admin/organizations');
  await expect(page.getByText('You do not have permission to view this page.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('an admin deactivates a user whose open session then ends, and who is told so at log-in', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('deactivated');
  const password = 'walk1ng-the-dog';
  const userContext = await browser.newContext({ baseURL: test.info().project.use.baseURL! });
  const userPage = await userContext.newPage();
  const registered = await userPage.request.post('/auth/register', {
    multipart: { email, password, role_name: 'Hunter' },
  });
  expect(registered.status()).toBe(201);
  await userPage.goto('/my_share_links');
  await expect(userPage.getByRole('heading', { name: 'My Share Links' })).toBeVisible();

  await signInAs(page, DEMO.admin, '/admin/users');
  await page.getByLabel('Search by name or e-mail').fill(email);
  await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: `Deactivate ${email}` }).click();
  await expect(page.getByText(`${email} was deactivated and signed out.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Reactivate ${email}` })).toBeVisible();

  // Their next request is signed out: the guarded page asks them to log in, and log-in says why not.
  await userPage.reload();
  const dialog = userPage.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Log in' })).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.locator('input[type="password"]').first().fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(
    dialog.getByText('This account has been deactivated. Contact MainWork support to have it reactivated.'),
  ).toBeVisible();
  await userContext.close();
});
