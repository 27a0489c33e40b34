import { expect, test, type Page } from '@playwright/test';
import { linkPathIn, menuRows, openUserMenu, readMailTo, uniqueEmail, DEMO } from './support/demo.ts';
import { seriousViolations } from './support/accessibility.ts';

const PASSWORD = 'walk1ng-the-dog';
const HUNTER_ROWS = [
  'User Settings',
  'My Applications',
  'Instant Apply Defaults',
  'Saved Jobs',
  'My Share Links',
  'My Rewards',
  'Job Alerts',
  'Log out',
];

const dialog = (page: Page) => page.getByRole('dialog');
const passwordInput = (scope: ReturnType<typeof dialog> | Page) => scope.locator('input[type="password"]').first();

test('a visitor signs up as a Hunter from the header, logs out, logs in and sees the Hunter rows', async ({ page }) => {
  const email = uniqueEmail('hunter');
  await page.goto('/about');
  await openUserMenu(page);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog(page).getByRole('tab', { name: 'Candidate/Referrer' })).toHaveAttribute('aria-selected', 'true');
  await dialog(page).getByLabel('Email').fill(email);
  await passwordInput(dialog(page)).fill(PASSWORD);
  await dialog(page).getByRole('button', { name: 'Sign up' }).click();

  // The modal closes and the visitor is signed in where they were.
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/about$/);
  await openUserMenu(page);
  await expect(page.locator('.dropdown-menu.show')).toContainText(email);
  // Logging out ends the session on the server, then goes home; only then is the visitor menu there.
  await Promise.all([page.waitForResponse('**/auth/logout'), page.getByRole('button', { name: 'Log out' }).click()]);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await openUserMenu(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await dialog(page).getByLabel('Email').fill(email);
  await passwordInput(dialog(page)).fill(PASSWORD);
  await dialog(page).getByRole('button', { name: 'Log in' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await openUserMenu(page);
  expect(await menuRows(page)).toEqual(HUNTER_ROWS);
  await page.screenshot({ path: 'e2e/screenshots/header-dropdown-signed-in-desktop.png' });

  // Logging out from a guarded page goes home, without the login modal the page would otherwise ask for.
  await page.keyboard.press('Escape');
  await page.goto('/my_share_links');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openUserMenu(page);
  await Promise.all([page.waitForResponse('**/auth/logout'), page.getByRole('button', { name: 'Log out' }).click()]);
  await expect(page).toHaveURL(/\/$/);
  // The modal would open after home's own requests: once they are over, it must still be closed.
  await page.waitForLoadState('networkidle');
  await expect(dialog(page)).toHaveCount(0);
});

test('a visitor signing up on the /signup page lands on /jobs', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(uniqueEmail('page'));
  await passwordInput(page).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/jobs(\?|$)/);
});

test('an affiliate link shows its message on sign-up', async ({ page }) => {
  await page.goto('/l/spring-news');
  await expect(page).toHaveURL(/\/signup\?al=\d+$/);
  await expect(page.getByText('Welcome from our spring newsletter! Sign up to find local jobs.')).toBeVisible();
});

test('an employer affiliate link preselects the Employer tab', async ({ page }) => {
  await page.goto('/l/employers-2026');
  await expect(page).toHaveURL(/\/signup\?al=\d+&role=employer$/);
  await expect(page.getByRole('tab', { name: 'Employer' })).toHaveAttribute('aria-selected', 'true');
});

test('an unknown affiliate link goes home', async ({ page }) => {
  await page.goto('/l/no-such-link');
  await expect(page).toHaveURL(/\/$/);
});

test('an admin logs in from the modal and lands on the admin dashboard', async ({ page }) => {
  await page.goto('/about');
  await openUserMenu(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await dialog(page).getByLabel('Email').fill(DEMO.admin.email);
  await passwordInput(dialog(page)).fill(DEMO.admin.password);
  await dialog(page).getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await openUserMenu(page);
  expect(await menuRows(page)).toContain('Admin Dashboard');
});

test('an employer signs up with a business and logo and lands on membership sign-up', async ({ page }) => {
  await page.goto('/signup?role=employer');
  await expect(page.getByRole('tab', { name: 'Employer' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Business name').fill('Journey Bakery');
  // Ticked before the form's code has arrived, the box is held and ticked again once React has adopted the form
  // (loaded-on-first-use.tsx), unticked for a moment in between: `check()` would read it in that moment.
  await page.getByLabel('Save business address').click();
  await expect(page.getByLabel('Save business address')).toBeChecked();
  await page.getByLabel('Address one').fill('1 Beacon St');
  await page.getByLabel('City').fill('Boston');
  await page.getByLabel('State').selectOption({ label: 'Massachusetts' });
  await page.getByLabel('Zip').fill('02108');
  await page.getByLabel('Business logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await page.getByLabel('Number of employees').selectOption({ index: 1 });
  await page.getByLabel('Email').fill(uniqueEmail('owner'));
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Baker');
  await page.getByLabel('Phone').pressSequentially('6175550134');
  await passwordInput(page).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/employers\/membership_signup$/);
});

test('the password-reset mail link resets the password', async ({ page }) => {
  const email = uniqueEmail('forgetful');
  const signUp = await page.request.post('/auth/register', {
    multipart: { email, password: PASSWORD, role_name: 'Hunter' },
  });
  expect(signUp.status()).toBe(201);
  await page.request.get('/auth/logout');

  await page.goto('/forgot_password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send password reset link' }).click();
  await expect(page.getByText('we have sent a link to reset your password')).toBeVisible();

  const mail = await readMailTo(email, 'Reset your MainWork password');
  await page.goto(linkPathIn(mail, /https?:\/\/\S+\/reset_password\?\S+/));
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass1');
  await page.getByLabel('Confirm password', { exact: true }).fill('brand-new-pass1');
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();

  await page.getByRole('button', { name: 'Login' }).click();
  await dialog(page).getByLabel('Email').fill(email);
  await passwordInput(dialog(page)).fill('brand-new-pass1');
  await dialog(page).getByRole('button', { name: 'Log in' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await openUserMenu(page);
  await expect(page.locator('.dropdown-menu.show')).toContainText(email);
});

test("the forms' pages load a form's code when the visitor reaches into it, and keep what was done before it came", async ({
  page,
}) => {
  // The sign-up form's code is held back a while, as on a slow network.
  let formCodeAsked = 0;
  await page.route(/\/assets\/sign-up-form-[\w-]+\.js$/, async (route) => {
    formCodeAsked += 1;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/signup', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  expect(formCodeAsked).toBe(0);

  // Before the code arrives: the Employer tab pressed, e-mail and password typed, the form sent.
  await page.getByRole('tab', { name: 'Employer' }).click();
  const email = uniqueEmail('early');
  await page.getByLabel('Email').fill(email);
  await passwordInput(page).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign up' }).click();
  expect(formCodeAsked).toBe(1);
  // Not sent as a plain page load with the fields in its address.
  expect(new URL(page.url()).search).toBe('');

  // Once it arrives: the Employer tab shows with what was typed, and the form was sent as it stood: an
  // employer must also name a business, so the form's own check stops it.
  await expect(page.getByRole('tab', { name: 'Employer' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('All fields marked with * are required.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(passwordInput(page)).toHaveValue(PASSWORD);

  await page.getByLabel('Business name').fill('Early Bakery');
  await page.getByLabel('Number of employees').selectOption({ index: 1 });
  await page.getByLabel('Phone').pressSequentially('6175550134');
  const registered = page.waitForResponse((response) => new URL(response.url()).pathname === '/auth/register');
  await page.getByRole('main').getByRole('button', { name: 'Sign up' }).click();
  expect((await registered).status()).toBe(201);
  await expect(page).toHaveURL(/\/employers\/membership_signup$/);
});

test('a reset link that is not valid sends the visitor to /forgot_password with the spec message', async ({ page }) => {
  await page.goto('/reset_password?id=1&token=not-a-token');
  await expect(page).toHaveURL(/\/forgot_password$/);
  await expect(page.getByRole('alert')).toContainText(
    'Oops! This reset password link has either expired or is invalid. Please try again.',
  );
});

test('the login and sign-up modals have no serious accessibility violations', async ({ page }) => {
  await page.goto('/about');
  await openUserMenu(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog(page)).toBeVisible();
  expect(await seriousViolations(page, '.modal')).toEqual([]);
  await dialog(page).getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog(page).getByRole('tab', { name: 'Employer' })).toBeVisible();
  expect(await seriousViolations(page, '.modal')).toEqual([]);
  await dialog(page).getByRole('tab', { name: 'Employer' }).click();
  expect(await seriousViolations(page, '.modal')).toEqual([]);
});
