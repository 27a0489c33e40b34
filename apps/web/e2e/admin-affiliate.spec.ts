import { expect as baseExpect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility.ts';
import { newPerson } from './support/applying.ts';
import { DEMO, signInAs, uniqueEmail } from './support/demo.ts';

// Each journey signs in, loads lazy admin screens and runs axe several times: on a shared, busy machine
// that takes longer than the default budgets.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const PASSWORD = 'walk1ng-the-dog';
/** A 1×1 PNG: the server decodes and re-encodes it. */
const ICON_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

const main = (page: Page) => page.getByRole('main');

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

const LISTS = [
  {
    path: '/admin/affiliate_links',
    api: '**/api/v1/affiliate_links',
    empty: 'There are no affiliate links yet.',
    error: 'Error loading affiliate links.',
  },
  {
    path: '/admin/regions',
    api: '**/api/v1/regions',
    empty: 'There are no regions yet.',
    error: 'Error loading regions.',
  },
  {
    path: '/admin/reward_sources',
    api: '**/api/v1/reward_sources',
    empty: 'There are no reward sources yet.',
    error: 'Error loading reward sources.',
  },
] as const;

for (const list of LISTS) {
  test(`${list.path} shows its empty and its error state`, async ({ page }) => {
    await signInAs(page, DEMO.admin);
    await page.route(list.api, (route) => route.fulfill({ status: 200, json: [] }));
    await page.goto(list.path);
    await expect(main(page).getByText(list.empty)).toBeVisible();
    await expectAccessible(page);
    await page.unroute(list.api);
    await page.route(list.api, (route) => route.fulfill({ status: 500, json: { error: 'Something went wrong.' } }));
    await page.reload();
    await expect(main(page).getByText(list.error)).toBeVisible();
  });
}

test('an admin makes an affiliate link; a visitor follows it and signs up; the details show the view and the attributed sign-up', async ({
  page,
  browser,
  baseURL,
}) => {
  const key = `fair-${Date.now()}`;
  await signInAs(page, DEMO.admin, '/admin/affiliate_links');
  await expect(main(page).getByRole('columnheader', { name: 'Key' })).toBeVisible();
  await expectAccessible(page);
  await main(page).getByRole('link', { name: 'New Affiliate Link' }).click();
  await expect(page).toHaveURL(/\/admin\/affiliate_links\/new$/);
  await expect(main(page).getByLabel('Sign up type')).toHaveValue('all');
  await expectAccessible(page);

  // A key without a letter is refused under the field.
  await main(page).getByLabel('Name').fill('Street fair');
  await main(page).getByLabel('Key').fill('2026');
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expect(main(page).getByText('must contain a letter')).toBeVisible();

  await main(page).getByLabel('Key').fill(key);
  await main(page).getByLabel('Message').fill('Welcome from the street fair!');
  await main(page).getByLabel('Sign up type').selectOption({ label: 'Candidates' });
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/affiliate_links$/);
  const row = main(page).getByRole('row').filter({ hasText: key });
  await expect(row).toContainText('Street fair');

  // A visitor follows /l/{key}, sees the message and signs up.
  const visitor = await newPerson(browser, baseURL);
  await visitor.goto(`/l/${key}`);
  await expect(visitor).toHaveURL(/\/signup\?al=\d+$/);
  await expect(visitor.getByText('Welcome from the street fair!')).toBeVisible();
  const email = uniqueEmail('fair');
  await visitor.getByLabel('Email').fill(email);
  await visitor.locator('input[type="password"]').first().fill(PASSWORD);
  await visitor.getByRole('main').getByRole('button', { name: 'Sign up' }).click();
  await expect(visitor).toHaveURL(/\/jobs(\?|$)/);

  // The details page shows the link, its counts, the View and the attributed Sign up.
  await row.getByRole('link', { name: /Details/ }).click();
  await expect(main(page).getByText(`${baseURL}/l/${key}`)).toBeVisible();
  await expect(main(page).getByText('Candidates')).toBeVisible();
  const events = main(page).getByRole('table').last();
  const signUp = events.getByRole('row').filter({ hasText: email });
  await expect(signUp).toContainText('Sign up');
  await expect(signUp).toContainText('True');
  await expect(events.getByRole('row').filter({ hasText: 'View' })).toHaveCount(1);
  await expectAccessible(page);

  await main(page).getByLabel('Activity filter').selectOption({ label: 'Attributed sign ups' });
  await expect(events.getByRole('row')).toHaveCount(2);
  await expect(events.getByRole('row').nth(1)).toContainText(email);
  await main(page).getByLabel('Activity filter').selectOption({ label: 'Views' });
  await expect(events.getByRole('row').nth(1)).toContainText('View');
  await expect(events.getByRole('row').nth(1)).toContainText('—');
});

test('an admin creates a region', async ({ page }) => {
  const name = `North Shore ${Date.now()}`;
  await signInAs(page, DEMO.admin, '/admin/regions');
  await expect(main(page).getByRole('rowheader', { name: 'Greater Boston' })).toBeVisible();
  await expectAccessible(page);
  await main(page).getByRole('link', { name: 'New Region' }).click();
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expect(main(page).getByText('Enter a name.')).toBeVisible();
  await expectAccessible(page);
  await main(page).getByLabel('Name').fill(name);
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/regions$/);
  await expect(main(page).getByRole('rowheader', { name })).toBeVisible();
});

test('an admin creates a reward source with an address and an icon, then finds it in the marketplace by keyword and by place', async ({
  page,
}) => {
  const name = `Lantern Bookshop ${Date.now()}`;
  await signInAs(page, DEMO.admin, '/admin/reward_sources');
  await expect(main(page).getByRole('columnheader', { name: 'Approved' })).toBeVisible();
  await expectAccessible(page);
  await main(page).getByRole('link', { name: 'New Reward Source' }).click();
  await main(page).getByLabel('Name').fill(name);
  await main(page).getByLabel('Save Address').check();
  await main(page).getByLabel('Address one').fill('12 Lantern Lane');
  await main(page).getByLabel('City').fill('Salem');
  await main(page).getByLabel('State').selectOption({ label: 'Massachusetts' });
  await main(page).getByLabel('Zip').fill('01970');
  await main(page)
    .getByLabel('Icon image')
    .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: ICON_PNG });
  await main(page).getByLabel('URL').fill('https://lantern-books.example.com');
  await main(page).getByLabel('Description').fill('Lanternlit reading nooks, rare maps and local authors.');
  await main(page).getByLabel('Approved').check();
  await expectAccessible(page);
  await main(page).getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/reward_sources$/);
  const row = main(page).getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.locator('img')).toHaveAttribute('src', /\/api\/v1\/files\/\d+$/);

  // Its edit form no longer offers the switch: the address is shown.
  await row.getByRole('link', { name: /Edit/ }).click();
  await expect(main(page).getByLabel('City')).toHaveValue('Salem');
  await expect(main(page).getByLabel('Save Address')).toHaveCount(0);
  await main(page).getByRole('button', { name: 'Cancel', exact: true }).click();

  await main(page).getByRole('button', { name: 'Open Reward Marketplace' }).click();
  const modal = page.getByRole('dialog', { name: 'Reward Marketplace | Job referrals meet community' });
  await expect(modal.getByText(/^\d+ businesses$/)).toBeVisible();
  await expect(modal.getByText('Old Port Kayak Tours')).toHaveCount(0);
  await modal.getByLabel('Name or keywords').fill('lanternlit');
  await modal.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(modal.getByText('1 business', { exact: true })).toBeVisible();
  const card = modal.getByRole('listitem').filter({ hasText: name });
  await expect(card.getByRole('link', { name })).toHaveAttribute('href', 'https://lantern-books.example.com');
  await expect(card.getByText('Featured')).toBeVisible();
  await expect(card.getByText('Salem, MA')).toBeVisible();
  await expectAccessible(page);

  await modal.getByLabel('Name or keywords').fill('');
  await modal.getByLabel('Location').fill('Salem, MA');
  await modal.getByLabel('Location').press('Enter');
  await expect(modal.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await modal.getByLabel('Location').fill('Atlantis');
  await modal.getByLabel('Location').press('Enter');
  await expect(modal.getByText('There are no matching businesses.')).toBeVisible();
  await expect(modal.getByText('0 businesses')).toBeVisible();

  await modal.getByLabel('Location').fill('01970');
  await modal.getByLabel('Location').press('Enter');
  // Keyboard selection: the card's Select button, reached by Tab, chooses it and closes the modal.
  const select = modal.getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: 'Select' });
  await select.focus();
  await page.keyboard.press('Enter');
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/reward_sources\/\d+\/edit$/);
  await expect(main(page).getByLabel('Name')).toHaveValue(name);
});
