import { expect, type Locator, type Page } from '@playwright/test';

/** The close-out wizard of a posting, once opened from its row's menu. */
export const closeOutWizard = (page: Page, title: string) =>
  page.getByRole('dialog', { name: `Closing ${title} Position` });

/**
 * Answers the wizard up to its billing step: ready, the opening filled, through MainWork, by this applicant
 * (the radio named like `applicant`).
 */
export async function answerUpToBilling(wizard: Locator, applicant: RegExp) {
  await wizard.getByRole('button', { name: 'Yes' }).click();
  await expect(wizard.getByText('Did you fill the opening?')).toBeVisible();
  await wizard.getByRole('button', { name: 'Yes' }).click();
  await expect(wizard.getByText('Did you find a hire through MainWork?')).toBeVisible();
  await wizard.getByRole('button', { name: 'Yes' }).click();
  await wizard.getByRole('radio', { name: applicant }).check();
  await wizard.getByRole('button', { name: 'Yes' }).click();
  await expect(wizard.getByTestId('billing-text')).toBeVisible();
}

/** The billing step at a laptop's and a phone's width, its dialog fitting both (decision 049's screenshots). */
export async function screenshotBillingStep(page: Page, wizard: Locator, name: string) {
  for (const [width, height] of [
    [1366, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    const overflow = await wizard.locator('.modal-body').evaluate((body) => body.scrollWidth - body.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}
