import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility.ts';
import { layoutFindings, settle } from './support/layout-guard.ts';

// A partner developer reads the quick starts on a phone and on a laptop.
for (const size of [
  { name: 'phone', width: 375, height: 812 },
  { name: 'laptop', width: 1366, height: 900 },
]) {
  test.describe(`the developers page at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('fits the screen, reads well to assistive technology and copies a sample', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Developers' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
      await settle(page);
      expect(await layoutFindings(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `e2e/screenshots/developers-${size.name}.png`, fullPage: true });

      const origin = new URL(page.url()).origin;
      await page.getByRole('button', { name: 'Copy Post a job' }).click();
      await expect(page.getByRole('button', { name: /Copied! Post a job/ })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
        `curl -X POST "${origin}/api/v1/businesses/$BUSINESS_ID/jobs"`,
      );
    });
  });
}

test('the server sends the page rendered, with its own title and description', async ({ request }) => {
  const answer = await request.get('/developers', { headers: { accept: 'text/html' } });
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toContain('<title>Developers');
  expect(html).toContain('<meta name="description" content="Build on MainWork');
  expect(html).toContain('MainWork-Signature');
});
