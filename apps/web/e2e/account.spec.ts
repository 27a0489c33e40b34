import { expect as baseExpect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility.ts';
import { confirmAddressFromWelcome, DEMO, signInAs, uniqueEmail } from './support/demo.ts';

const PASSWORD = 'walk1ng-the-dog';
const NEW_PASSWORD = 'a-brand-new-harbor-7';

// Each axe run takes a while on a busy two-core machine, and so can a first page load; these journeys run
// several of each.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** A new Hunter signed up through the API in this page's cookie jar (the demo users stay as they are). */
async function signUpHunter(page: Page): Promise<string> {
  const email = uniqueEmail('settings');
  const response = await page.request.post('/auth/register', {
    multipart: { email, password: PASSWORD, role_name: 'Hunter' },
  });
  expect(response.status()).toBe(201);
  return email;
}

test('a user changes their settings and their password, and their other session ends', async ({ page, browser }) => {
  const email = await signUpHunter(page);
  // The same user signed in on another device.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signInAs(other, { email, password: PASSWORD }, '/me');
  await expect(other.getByLabel('Email')).toHaveValue(email);

  await page.goto('/me');
  await expect(page.getByRole('heading', { name: 'User Settings' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('First name')).toBeDisabled();
  // A new account's address waits for the welcome's link; following it clears the notice.
  const unconfirmed = page.getByRole('region', { name: 'Confirm your e-mail address' });
  await expect(unconfirmed).toContainText(`Follow the link we sent to ${email}.`);
  await confirmAddressFromWelcome(page, email);
  await page.goto('/me');
  await expect(page.getByLabel('First name')).toBeDisabled();
  await expect(unconfirmed).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit user settings' }).click();
  await page.getByLabel('First name').fill('Journey');
  await page.getByLabel('Last name').fill('Walker');
  await page.getByLabel('Phone').fill('(617) 555-0142');
  await page.getByLabel('Referral payment method').selectOption({ label: 'PayPal' });
  // A bad phone first: the §8 alert and the message under the field, still editing.
  await page.getByLabel('Phone').fill('555');
  await page.getByRole('button', { name: 'Update settings' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please correct the errors below.');
  await expect(page.getByLabel('Phone')).toHaveAccessibleDescription('Enter a phone number with 10 digits.');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Phone').fill('(617) 555-0142');
  await page.getByRole('button', { name: 'Update settings' }).click();
  await expect(page.getByRole('alert')).toHaveText('Settings successfully updated.');
  await expect(page.getByLabel('First name')).toBeDisabled();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Journey');
  await expect(page.getByLabel('Phone')).toHaveValue('(617)-555-0142');
  await expect(page.getByLabel('Referral payment method')).toHaveValue(/\d+/);
  await expect(page.getByLabel('Referral payment method').locator('option:checked')).toHaveText('PayPal');

  await page.getByRole('tab', { name: 'Change password' }).click();
  const sessions = page.getByRole('table', { name: 'Your signed-in sessions, most recently used first' });
  await expect(sessions.getByRole('row')).toHaveCount(3);
  await expect(sessions.getByText('This device')).toBeVisible();
  await page.getByRole('button', { name: 'Change your password' }).click();
  await page.getByLabel('Old password').fill('not-my-password');
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Show password' }).nth(1).click();
  await expect(page.getByLabel('New password')).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please correct the errors below.');
  await expect(page.getByLabel('Old password')).toHaveAccessibleDescription('The current password is incorrect.');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Old password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password changed successfully.');
  await expect(sessions.getByRole('row')).toHaveCount(2);
  await page.screenshot({ path: 'e2e/screenshots/account-settings.png', fullPage: true });

  // The other device is signed out: its next page asks it to log in.
  expect((await other.request.get('/auth/verify_token')).status()).toBe(401);
  await other.goto('/me');
  await expect(other.getByRole('dialog').getByRole('button', { name: 'Log in' })).toBeVisible();
  await elsewhere.close();

  // This session goes on, and the new password signs in anew.
  expect((await page.request.get('/api/v1/users/me')).status()).toBe(200);
  const fresh = await browser.newContext();
  const login = await fresh.request.post('/auth/login', { data: { email, password: NEW_PASSWORD } });
  expect(login.status()).toBe(200);
  await fresh.close();
});

test('the admin dashboard shows its figures, charts and tables', async ({ page }) => {
  await signInAs(page, DEMO.admin, '/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals.getByText('Live jobs')).toBeVisible();
  const answer = await (await page.request.get('/api/v1/admin/dashboard')).json();
  await expect(totals.getByText(new Intl.NumberFormat('en-US').format(answer.totals.live_jobs)).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Sign-ups by week' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Table' }).click();
  const weekly = page.getByRole('table', { name: 'Figures by week (weeks start on Monday)' });
  // A row per week in the body (the head has two rows: the groups of columns, then the columns).
  const weeks = weekly.getByRole('rowgroup').last().getByRole('row');
  await expect(weeks).toHaveCount(12);
  const organizations = page.getByRole('table', {
    name: 'Figures by organization (its member businesses, their owners and its admins)',
  });
  await expect(organizations.getByRole('rowheader', { name: 'Greater Boston Chamber of Commerce' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'e2e/screenshots/admin-dashboard.png', fullPage: true });

  // Another range, read from the address bar.
  await page.getByLabel('From', { exact: true }).fill('2026-01-05');
  await page.getByLabel('To', { exact: true }).fill('2026-01-18');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/from=2026-01-05&to=2026-01-18/);
  await expect(weeks).toHaveCount(2);
});

test('a Hunter is not let into the admin dashboard', async ({ page }) => {
  await signInAs(page, DEMO.hunter, '/admin/dashboard');
  await expect(page.getByRole('alert')).toHaveText('You do not have permission to view this page.');
  expect((await page.request.get('/api/v1/admin/dashboard')).status()).toBe(403);
});
