import { expect, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from './demo.ts';

export const EMPLOYER_PASSWORD = 'walk1ng-the-dog';

/** Signs up a new employer with this business through the sign-up page; ends on the membership terms. */
export async function signUpAsEmployer(page: Page, businessName: string): Promise<string> {
  const email = uniqueEmail('poster');
  await page.goto('/signup?role=employer');
  await page.getByLabel('Business name').fill(businessName);
  await page.getByLabel('Number of employees').selectOption({ index: 1 });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Baker');
  await page.getByLabel('Phone').pressSequentially('6175550134');
  await page.locator('input[type="password"]').first().fill(EMPLOYER_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/employers\/membership_signup$/);
  return email;
}

/** Opens a job row's (or card's) menu of secondary actions and picks one ('Edit', 'Close'…). */
export async function chooseRowAction(scope: Locator, title: string, action: string) {
  await scope.getByRole('button', { name: `More actions for ${title}` }).click();
  await scope.getByRole('menuitem', { name: action, exact: true }).click();
}

/**
 * The dashboard as it opens after Publish, Save or Close (decision 053): at the top, its success message in
 * view, and the posting's row highlighted (aria-current).
 */
export async function expectArrivedWithHighlight(page: Page, title: string, message: string | RegExp) {
  await expect(page.getByRole('alert')).toContainText(message);
  await expect(page.getByRole('alert')).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const row = page
    .locator('[aria-current="true"]')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(row).toHaveCount(1);
}

/** On the membership terms (where sign-up ends): accepts them, and the employer side opens on the dashboard. */
export async function becomeMember(page: Page) {
  await page.getByLabel(/I accept the membership terms/).check();
  await page.getByRole('button', { name: 'Become a member' }).click();
  await expect(page).toHaveURL(/\/employers\/dashboard$/);
}

/**
 * Types the job form's description. Its editor loads when the form is first used; until it is there, its
 * stand-in takes no typing (decision 046): the editor takes the focus when it arrives.
 */
export async function typeJobDescription(page: Page, text: string) {
  const description = page.locator('#job-description');
  await description.click();
  await expect(description).toHaveAttribute('contenteditable', 'true');
  await expect(description).toBeFocused();
  await page.keyboard.type(text);
}

/** A posting's row in the employer's jobs list or dashboard table (its title is the row's header). */
export const jobRow = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
