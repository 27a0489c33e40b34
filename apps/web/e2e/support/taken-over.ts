import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has taken over the server's markup (decision 027): a signed-in screen's elements are
 * replaced by the app's own in that commit, so a locator resolved before it may point at a removed element.
 */
export async function appTakenOver(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}
