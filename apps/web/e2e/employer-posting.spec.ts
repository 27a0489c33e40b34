import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility.ts';
import { becomeMember, expectArrivedWithHighlight, signUpAsEmployer, typeJobDescription } from './support/employer.ts';

async function searchIds(page: Page, text: string): Promise<number[]> {
  const response = await page.request.get(`/api/v1/jobs?what_search_text=${encodeURIComponent(text)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as Array<{ id: number }>).map((job) => job.id);
}

test('an employer takes the membership, posts a job with a range, reordered benefits and a gift card, then edits it', async ({
  page,
}) => {
  test.setTimeout(400_000);
  const word = `Zebrafinch${Date.now()}`;
  const business = 'Journey Bakery';
  await signUpAsEmployer(page, business);

  // The membership terms, accepted.
  await expect(page.getByRole('heading', { name: /Membership terms, version/ })).toBeVisible();
  await expect(page.getByText('Billing per confirmed hire')).toBeVisible();
  await expect(page.getByText(/of each confirmed hire/)).toContainText('20%');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Become a member' }).click();
  await expect(page.getByRole('alert')).toContainText('Please accept the membership terms');
  await becomeMember(page);

  // The job form.
  await page.goto('/employers/my_business/jobs/add');
  await page.getByLabel(/^Title/).fill(`${word} Pastry Chef`);
  await typeJobDescription(page, 'Bake croissants at dawn with a friendly team.');
  await page.getByLabel(/^Job type/).selectOption({ index: 1 });
  await page.getByLabel(/^Location type/).selectOption({ label: 'On-site' });
  await page.getByLabel('Street address').fill('1 Beacon St');
  await page.getByLabel(/^City/).fill('Boston');
  await page.getByLabel(/^State/).selectOption({ label: 'Massachusetts' });
  await page.getByLabel(/^ZIP/).fill('02108');
  await page.getByLabel(/^Minimum/).fill('52000');
  await page.getByLabel(/^Maximum/).fill('64000');
  for (const benefit of ['Dental', 'Free bread', 'Bike storage']) {
    await page.getByLabel('New benefit').fill(benefit);
    await page.getByRole('button', { name: 'Add benefit' }).click();
  }
  // Bike storage to the top, by keyboard.
  await page.getByRole('button', { name: 'Move Bike storage up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move Bike storage up' })).toBeFocused();
  await page.keyboard.press('Enter');
  const benefitInputs = page.getByTestId('benefit-row').locator('input');
  await expect(benefitInputs).toHaveCount(3);
  expect(await benefitInputs.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(
    ['Bike storage', 'Dental', 'Free bread'],
  );
  await page.getByLabel('Reward type').selectOption({ label: 'Gift Card' });
  await page.getByLabel('Amount ($)').fill('50');
  await page.getByRole('button', { name: `Use a gift card from ${business}` }).click();
  await expect(page.getByText(`Gift card: $50 Gift Card to ${business}`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A gift card from the Reward Marketplace instead: searched, chosen, and named on the form.
  await page.getByRole('button', { name: 'Choose from the Reward Marketplace' }).click();
  const marketplace = page.getByRole('dialog', { name: 'Reward Marketplace | Job referrals meet community' });
  await expect(marketplace.getByRole('status')).toHaveText(/\d+ businesses/);
  await marketplace.getByLabel('Name or keywords').fill('coffee roasters');
  await marketplace.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(marketplace.getByRole('status')).toHaveText('1 business');
  const card = marketplace.getByRole('listitem').filter({ hasText: 'Fort Point Coffee Roasters' });
  await expect(card.getByText('Featured')).toBeVisible();
  // The demo source's drawn icon loads (its stored file, not the fallback picture).
  await expect(card.locator('img')).toHaveAttribute('src', /\/api\/v1\/files\/\d+/);
  await expect
    .poll(() => card.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 60_000 })
    .toBe(256);
  expect(await seriousViolations(page, '.modal')).toEqual([]);
  await card.getByRole('button', { name: 'Select' }).click();
  await expect(marketplace).toHaveCount(0);
  await expect(page.getByText('Gift card: $50 Gift Card to Fort Point Coffee Roasters')).toBeVisible();

  // Preview, then publish.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog');
  await expect(preview.getByRole('heading', { name: `${word} Pastry Chef` })).toBeVisible();
  await expect(preview).toContainText('$52,000 - $64,000');
  await expect(preview).toContainText('$50 gift card to Fort Point Coffee Roasters');
  await preview.getByRole('button', { name: 'Keep editing' }).click();
  await expect(preview).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish job' }).click();
  await expect(page).toHaveURL(/\/employers\/dashboard$/);
  // The dashboard opens at the top, the message in view, the new posting highlighted.
  await expectArrivedWithHighlight(page, `${word} Pastry Chef`, `Published: "${word} Pastry Chef" is live.`);

  // Live in public search at once.
  const [jobId] = await searchIds(page, word);
  expect(jobId).toBeGreaterThan(0);
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { name: `${word} Pastry Chef` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Bike storage');

  // Edit the title: the public page follows.
  await page.goto(`/employers/my_business/jobs/${jobId}/edit`);
  await expect(page.getByLabel(/^Title/)).toHaveValue(`${word} Pastry Chef`);
  await page.getByLabel(/^Title/).fill(`${word} Head Baker`);
  // Saved from the bottom of the long form: the dashboard still opens at the top.
  await page.getByRole('button', { name: 'Save changes' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/employers\/dashboard$/);
  await expectArrivedWithHighlight(
    page,
    `${word} Head Baker`,
    `Saved: "${word} Head Baker" is updated for candidates.`,
  );
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { name: `${word} Head Baker` })).toBeVisible();
  expect(await searchIds(page, 'Head Baker ' + word)).toEqual([jobId]);
});
