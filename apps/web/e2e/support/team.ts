import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './accessibility.ts';
import { readMailTo } from './demo.ts';

/** The Team screen, opened from the employer panel as an owner or recruiter would. */
export async function openTeam(page: Page) {
  await page.getByRole('navigation', { name: 'Employer' }).getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/employers\/my_business\/team$/);
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
}

/**
 * Invites `email` from the open Team screen (an owner's), and returns the path of the single-use link the
 * invitation e-mail carries.
 */
export async function inviteToTeam(page: Page, business: string, email: string, role: 'owner' | 'recruiter') {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption(role);
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('alert')).toContainText(`Invitation sent to ${email}.`);
  await expect(page.getByTestId('team-member').filter({ hasText: email })).toContainText('Invited');

  const mail = await readMailTo(email, `Join ${business} on MainWork`);
  const link = /https?:\/\/\S+\/employers\/invitations\/[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeDefined();
  return new URL(link!).pathname;
}

/**
 * A visitor (in their own browser) follows the invitation link, signs up with the invited address fixed on
 * the form, and lands on the business's dashboard as a member of its team.
 */
export async function signUpFromInvitation(
  visitor: Page,
  invitation: { path: string; business: string; email: string },
  name: { first: string; last: string },
) {
  await visitor.goto(invitation.path);
  await expect(visitor.getByRole('heading', { name: `Join ${invitation.business} on MainWork` })).toBeVisible();
  await expect(visitor.getByLabel('E-mail')).toHaveValue(invitation.email);
  expect(await seriousViolations(visitor)).toEqual([]);
  await visitor.getByLabel('First name').fill(name.first);
  await visitor.getByLabel('Last name').fill(name.last);
  await visitor.locator('input[type="password"]').fill('Quiet-harbor-42');
  await visitor.getByRole('button', { name: `Sign up and join ${invitation.business}` }).click();
  await expect(visitor).toHaveURL(/\/employers\/dashboard$/);
  await expect(visitor.getByRole('alert')).toContainText(`Welcome to ${invitation.business}'s team.`);
}
