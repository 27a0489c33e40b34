import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './demo.ts';

export const EMPLOYER_PASSWORD = 'walk1ng-the-dog';

/** Signs up a new employer with this business through the sign-up page; ends on the membership terms. */
export async function signUpAsEmployer(page: Page, businessName: string) {
  await page.goto('/signup?role=employer');
  await page.getByLabel('Business name').fill(businessName);
  await page.getByLabel('Number of employees').selectOption({ index: 1 });
  await page.getByLabel('Email').fill(uniqueEmail('poster'));
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Baker');
  await page.getByLabel('Phone').pressSequentially('6175550134');
  await page.locator('input[type="password"]').first().fill(EMPLOYER_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/employers\/membership_signup$/);
}
