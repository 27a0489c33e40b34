import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility.ts';
import { readMailTo, uniqueEmail } from './support/demo.ts';
import { signUpAsEmployer } from './support/employer.ts';
import { animationsDone, layoutFindings, settle } from './support/layout-guard.ts';

// Screenshots of the Team screen land in e2e/screenshots/team/.
const SHOTS = 'e2e/screenshots/team';

test('an owner invites a recruiter, who signs up from the link and joins the team', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const business = `Team Bakery ${Date.now()}`;
  await signUpAsEmployer(page, business);

  await page.getByRole('navigation', { name: 'Employer' }).getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/employers\/my_business\/team$/);
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  const recruiterEmail = uniqueEmail('recruiter');
  await page.getByLabel('E-mail address').fill(recruiterEmail);
  await page.getByLabel('Role', { exact: true }).selectOption('recruiter');
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('alert')).toContainText(`Invitation sent to ${recruiterEmail}.`);
  await expect(page.getByTestId('team-member').filter({ hasText: recruiterEmail })).toContainText('Invited');

  const mail = await readMailTo(recruiterEmail, `Join ${business} on MainWork`);
  const link = /https?:\/\/\S+\/employers\/invitations\/[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeDefined();

  // The invitee, a visitor in another browser, signs up from the link with the invited address.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(new URL(link!).pathname);
  await expect(visitor.getByRole('heading', { name: `Join ${business} on MainWork` })).toBeVisible();
  await expect(visitor.getByLabel('E-mail')).toHaveValue(recruiterEmail);
  expect(await seriousViolations(visitor)).toEqual([]);
  await visitor.getByLabel('First name').fill('Rae');
  await visitor.getByLabel('Last name').fill('Recruiter');
  await visitor.locator('input[type="password"]').fill('Quiet-harbor-42');
  await visitor.getByRole('button', { name: `Sign up and join ${business}` }).click();
  await expect(visitor).toHaveURL(/\/employers\/dashboard$/);
  await expect(visitor.getByRole('alert')).toContainText(`Welcome to ${business}'s team.`);
  // A recruiter sees the team, without the owner's controls, and no Membership in the panel.
  await visitor.goto('/employers/my_business/team');
  await expect(visitor.getByTestId('team-member')).toHaveCount(2);
  await expect(visitor.getByRole('button', { name: 'Invite' })).toHaveCount(0);
  await expect(
    visitor.getByRole('navigation', { name: 'Employer' }).getByRole('link', { name: 'Membership' }),
  ).toHaveCount(0);

  // The owner's list now has the recruiter active; it fits at a phone's and a laptop's width.
  await page.reload();
  await expect(page.getByTestId('team-member').filter({ hasText: recruiterEmail })).toContainText('Active');
  await expect(page.getByTestId('team-member').filter({ hasText: recruiterEmail })).toContainText('Rae Recruiter');
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    await animationsDone(page);
    await page.screenshot({ path: `${SHOTS}/team-${width}.png`, fullPage: true });
    expect(await layoutFindings(page)).toEqual([]);
  }
});
