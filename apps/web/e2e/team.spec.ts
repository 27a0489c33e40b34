import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility.ts';
import { confirmAddressFromWelcome, uniqueEmail } from './support/demo.ts';
import { signUpAsEmployer } from './support/employer.ts';
import { animationsDone, layoutFindings, settle } from './support/layout-guard.ts';
import { inviteToTeam, openTeam, signUpFromInvitation } from './support/team.ts';

// Screenshots of the Team screen land in e2e/screenshots/team/.
const SHOTS = 'e2e/screenshots/team';

test('an owner invites a recruiter, who signs up from the link and joins the team', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const business = `Team Bakery ${Date.now()}`;
  const ownerEmail = await signUpAsEmployer(page, business);
  // Only an owner whose address is confirmed invites anyone (decision 054).
  await confirmAddressFromWelcome(page, ownerEmail);
  await page.goto('/employers/dashboard');

  await openTeam(page);
  const recruiterEmail = uniqueEmail('recruiter');
  const path = await inviteToTeam(page, business, recruiterEmail, 'recruiter');

  // The invitee, a visitor in another browser, signs up from the link with the invited address.
  const visitor = await (await browser.newContext()).newPage();
  await signUpFromInvitation(visitor, { path, business, email: recruiterEmail }, { first: 'Rae', last: 'Recruiter' });
  // A recruiter sees the team, without the owner's controls, and no Membership in the panel.
  await visitor.goto('/employers/my_business/team');
  await expect(visitor.getByTestId('team-member')).toHaveCount(2);
  await expect(visitor.getByRole('button', { name: 'Invite' })).toHaveCount(0);
  await expect(
    visitor.getByRole('navigation', { name: 'Employer' }).getByRole('link', { name: 'Membership' }),
  ).toHaveCount(0);

  // The owner's list now has the recruiter active; it fits at a phone's, a tablet's and a laptop's width (a
  // tablet's once cut the role's list to less than 'Recruiter').
  await page.reload();
  await expect(page.getByTestId('team-member').filter({ hasText: recruiterEmail })).toContainText('Active');
  await expect(page.getByTestId('team-member').filter({ hasText: recruiterEmail })).toContainText('Rae Recruiter');
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of [1366, 768, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    await animationsDone(page);
    await page.screenshot({ path: `${SHOTS}/team-${width}.png`, fullPage: true });
    expect(await layoutFindings(page)).toEqual([]);
  }
});
