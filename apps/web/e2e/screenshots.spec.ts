import { expect, test } from '@playwright/test';
import { resumeOnlyJob } from './support/applying.ts';
import { DEMO, openUserMenu, signInAs } from './support/demo.ts';
import { animationsDone } from './support/layout-guard.ts';

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
      await animationsDone(page);
      await page.screenshot({ path: `e2e/screenshots/sign-up-candidate-${size.name}.png` });
      await page.getByRole('dialog').getByRole('tab', { name: 'Employer' }).click();
      await expect(page.getByRole('dialog').getByLabel('Business name')).toBeVisible();
      await page.screenshot({ path: `e2e/screenshots/sign-up-employer-${size.name}.png`, fullPage: true });

      await signInAs(page, DEMO.hunter, '/about');
      await expect(page.locator('main h1')).toBeVisible();
      await openUserMenu(page);
      await page.screenshot({ path: `e2e/screenshots/header-dropdown-${size.name}.png` });
    });

    test('applying and referring: share modal, Instant Apply, defaults, my applications, my share links', async ({
      page,
    }) => {
      await signInAs(page, DEMO.hunter, '/my_share_links');
      // A table on wide screens, stacked cards on phones.
      await expect(page.getByRole('table').or(page.getByRole('list', { name: 'Your share links' }))).toBeVisible();
      await page.screenshot({ path: `e2e/screenshots/my-share-links-${size.name}.png`, fullPage: true });

      // The job the demo hunter already shares: the modal shows the existing link.
      const [shared] = (await (await page.request.get('/api/v1/me/share_links')).json()) as Array<{ job_id: number }>;
      await page.goto(`/jobs/${shared!.job_id}`);
      await page.getByRole('main').getByRole('button', { name: 'Share' }).click();
      await expect(page.getByRole('dialog').getByLabel('Share link')).toHaveValue(/\/s\//);
      await animationsDone(page);
      await page.screenshot({ path: `e2e/screenshots/share-job-modal-${size.name}.png` });

      await page.goto('/my_applications');
      await expect(page.getByRole('table').or(page.getByRole('list', { name: 'Your applications' }))).toBeVisible();
      await page.screenshot({ path: `e2e/screenshots/my-applications-${size.name}.png`, fullPage: true });

      await page.goto('/instant_apply_defaults');
      await expect(page.getByLabel('First name')).toBeDisabled();
      await page.screenshot({ path: `e2e/screenshots/instant-apply-defaults-${size.name}.png`, fullPage: true });

      const job = await resumeOnlyJob(page.request);
      await page.goto(`/jobs/${job.id}/mwapply`);
      await expect(page.getByRole('button', { name: 'Submit application' })).toBeVisible();
      await page.screenshot({ path: `e2e/screenshots/instant-apply-${size.name}.png`, fullPage: true });
    });
  });
}
