import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility.ts';
import { confirmAddressFromWelcome, DEMO, linkPathIn, mailsTo, readMailTo, uniqueEmail } from './support/demo.ts';

// The journey's server runs instant alerts every two seconds (JOB_ALERTS_INSTANT_EVERY_S in start-server.mjs).
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

type Lookup = { id: number; name: string };

async function lookupId(request: APIRequestContext, path: string, name: string): Promise<number> {
  const list = (await (await request.get(path)).json()) as Lookup[];
  return list.find((item) => item.name === name)!.id;
}

/** The demo employer posts a live job in Boston through the API, as the job form does. */
async function postJob(request: APIRequestContext, title: string, jobTypeId: number): Promise<number> {
  const login = await request.post('/auth/login', { data: DEMO.employer });
  expect(login.status()).toBe(200);
  const { business_id: businessId } = (await login.json()) as { business_id: number };
  const onSite = await lookupId(request, '/api/v1/job_location_types', 'On-site');
  const states = (await (await request.get('/api/v1/states')).json()) as Array<Lookup & { code: string }>;
  const response = await request.post(`/api/v1/businesses/${businessId}/jobs`, {
    data: {
      job: {
        title,
        description: '<p>Shoe horses at a friendly stable.</p>',
        job_type_id: jobTypeId,
        job_location_type_id: onSite,
        address_attributes: {
          address_one: '1 Beacon St',
          city: 'Boston',
          state_id: states.find((state) => state.code === 'MA')!.id,
          zip: '02108',
        },
        minimum_salary: 52000,
        maximum_salary: 64000,
        salary_rate: 'per_year',
        use_mw_apply: true,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** An instant alert of a visitor's, confirmed from its e-mail's link as the page does: answers the address. */
async function subscribeConfirmed(
  request: APIRequestContext,
  email: string,
  search: { what_search_text: string; where_search_text: string; filters: Record<string, number> },
): Promise<string> {
  const subscribed = await request.post('/api/v1/job_alerts', {
    data: { job_alert: { ...search, email, frequency: 'instant' } },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(202);
  const confirmation = await readMailTo(email, 'Confirm your MainWork job alert');
  const token = /\/job_alerts\/confirm\?token=(\S+)/.exec(confirmation.text ?? '')![1]!;
  const confirmed = await request.post(`/api/v1/job_alerts/confirm?token=${token}`);
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return email;
}

async function screenshotAt(page: Page, name: string) {
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
  }
}

/** A filter chosen for the list, above it (the filter dialog's own list of them may still be closing). */
const chosenFilter = (page: Page, filter: string) =>
  page.getByRole('list', { name: 'Chosen filters' }).getByRole('button', { name: `Remove filter ${filter}` });

test('a visitor subscribes to a search, confirms, gets exactly the new matching job, then unsubscribes in one click', async ({
  page,
  browser,
}) => {
  const word = `Farrier${Date.now()}`;
  const email = uniqueEmail('alerts');
  const employer = await browser.newContext();
  const fullTime = await lookupId(employer.request, '/api/v1/job_types', 'Full-time');
  const partTime = await lookupId(employer.request, '/api/v1/job_types', 'Part-time');

  // The search, run on /jobs and written into its URL as it runs.
  await page.goto('/jobs');
  await page.getByRole('combobox', { name: 'What' }).fill(word);
  await page.getByRole('combobox', { name: 'Where' }).fill('Boston, MA');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`what_search_text=${word}&where_search_text=Boston%2C\\+MA`));
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await filters.getByLabel('Job Type').selectOption({ label: 'Full-time' });
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(new RegExp(`filters%5Bjob_type_id_eq%5D=${fullTime}`));
  await expect(chosenFilter(page, 'Job Type: Full-time')).toBeVisible();

  // Subscribing: the dialog names the search and asks for an address.
  await page.getByRole('button', { name: 'Get alerts for this search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Get alerts for this search' });
  await expect(dialog.getByTestId('alert-search')).toHaveText(`${word} near Boston, MA, Full-time`);
  expect(await seriousViolations(page, '.modal')).toEqual([]);
  await screenshotAt(page, 'job-alert-dialog');
  await page.setViewportSize({ width: 1280, height: 720 });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel(/^Instantly/).check();
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByRole('status')).toContainText('Check your e-mail to confirm this alert.');
  await dialog.locator('.modal-footer').getByRole('button', { name: 'Close' }).click();

  // Nothing is mailed before the address is confirmed from the e-mail's link.
  const confirmation = await readMailTo(email, 'Confirm your MainWork job alert');
  // Sent to an address no one has confirmed: the search in the product's words only, never the typed ones.
  expect(confirmation.text).toContain('for a job search: Jobs near Boston, MA, Full-time.');
  expect(confirmation.text).not.toContain(word);
  await page.goto(linkPathIn(confirmation, /https?:\/\/\S+\/job_alerts\/confirm\?token=\S+/));
  await expect(page.getByRole('heading', { name: 'Your job alert is on.' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAt(page, 'job-alert-confirmed');
  await page.setViewportSize({ width: 1280, height: 720 });

  // A matching job and, beside it, one of another job type: the alert mails the first only.
  const matching = await postJob(employer.request, `${word} Full-time Farrier`, fullTime);
  await postJob(employer.request, `${word} Part-time Farrier`, partTime);
  const subject = `1 new job: ${word} near Boston, MA, Full-time`;
  const alert = await readMailTo(email, subject, 60_000);
  expect(alert.text).toContain(`/jobs/${matching}`);
  expect(alert.text).toContain(`${word} Full-time Farrier`);
  expect(alert.text).not.toContain('Part-time Farrier');

  // Its link to the search opens exactly that search on /jobs, newest first.
  const searchLink = new URL(/https?:\/\/\S+\/jobs\?\S+/.exec(alert.text ?? '')![0]);
  expect(searchLink.searchParams.get('sort')).toBe('date');
  await page.goto(`${searchLink.pathname}${searchLink.search}`);
  await expect(page.getByRole('combobox', { name: 'What' })).toHaveValue(word);
  await expect(page.getByRole('combobox', { name: 'Where' })).toHaveValue('Boston, MA');
  await expect(chosenFilter(page, 'Job Type: Full-time')).toBeVisible();
  const cards = page.getByRole('list', { name: 'Jobs' }).getByTestId('job-card');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(`${word} Full-time Farrier`);

  // One click, as a mail client sends it (RFC 8058): a POST to the List-Unsubscribe address.
  const headerLine = (key: string) => alert.headerLines.find((line) => line.key === key)?.line ?? '';
  expect(headerLine('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const header = headerLine('list-unsubscribe');
  const unsubscribe = new URL(/<(https?:\/\/[^>]+)>/.exec(header)![1]!);
  const mailClient = await browser.newContext();
  const stopped = await mailClient.request.post(`${unsubscribe.pathname}${unsubscribe.search}`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(stopped.status()).toBe(200);
  await mailClient.close();

  // Then no more mail, however many matching jobs go live. A second address subscribed to the same search
  // gets the next job: once its mail is in, the run that would have mailed the first address is over.
  const mailed = (await mailsTo(email)).length;
  const witness = await subscribeConfirmed(employer.request, uniqueEmail('alerts-witness'), {
    what_search_text: word,
    where_search_text: 'Boston, MA',
    filters: { job_type_id_eq: fullTime },
  });
  await postJob(employer.request, `${word} Full-time Farrier, second shift`, fullTime);
  const witnessed = await readMailTo(witness, subject, 60_000);
  expect(witnessed.text).toContain('Full-time Farrier, second shift');
  expect(await mailsTo(email)).toHaveLength(mailed);
  await employer.close();
});

test("a user's job alerts link to their searches, and the page and its dialogs pass axe", async ({ page }) => {
  const email = uniqueEmail('alerts-user');
  const signUp = await page.request.post('/auth/register', {
    multipart: { email, password: 'walk1ng-the-dog', role_name: 'Hunter' },
  });
  expect(signUp.status()).toBe(201);
  // A new account's alerts wait for its address: the page says so until the welcome's link is followed.
  await page.goto('/job_alerts');
  await expect(page.getByText(/Your job alerts wait until you confirm your e-mail address/)).toBeVisible();
  await confirmAddressFromWelcome(page, email);
  const fullTime = await lookupId(page.request, '/api/v1/job_types', 'Full-time');
  for (const job_alert of [
    {
      what_search_text: 'Nurse',
      where_search_text: 'Boston, MA',
      filters: { job_type_id_eq: fullTime },
      frequency: 'daily',
    },
    { what_search_text: 'Web designer', where_search_text: 'remote', frequency: 'weekly' },
  ]) {
    const saved = await page.request.post('/api/v1/me/job_alerts', { data: { job_alert } });
    expect(saved.status()).toBe(201);
  }

  await page.goto('/job_alerts');
  await expect(page.getByText(/Your job alerts wait until/)).toHaveCount(0);
  const alerts = page.getByRole('list', { name: 'Your job alerts' });
  await expect(alerts.getByTestId('job-alert')).toHaveCount(2);
  await expect(alerts.getByRole('link', { name: 'Nurse near Boston, MA, Full-time' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotAt(page, 'job-alerts-list');
  await page.setViewportSize({ width: 1280, height: 720 });

  await alerts.getByRole('button', { name: 'Delete Web designer, remote' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete this job alert?' })).toBeVisible();
  expect(await seriousViolations(page, '.modal')).toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await alerts.getByRole('link', { name: 'Nurse near Boston, MA, Full-time' }).click();
  await expect(page).toHaveURL(/\/jobs\?what_search_text=Nurse&where_search_text=Boston%2C\+MA&sort=date/);
  await expect(page.getByRole('combobox', { name: 'What' })).toHaveValue('Nurse');
  await expect(chosenFilter(page, 'Job Type: Full-time')).toBeVisible();
});
