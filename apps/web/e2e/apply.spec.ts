import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInAs, uniqueEmail } from './support/demo.ts';
import {
  alertBar,
  externalJob,
  fillContact,
  newPerson,
  RESUME_PDF,
  resumeOnlyJob,
  signUpCandidate,
} from './support/applying.ts';
import { seriousViolations } from './support/accessibility.ts';

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;
/** The confirmation after applying, with what happens next. */
const APPLIED =
  /^Application submitted successfully! .+ has been notified and will review it\. Follow its status in My Applications\.$/;

const rowOf = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

/** On the jobs list, whichever job it has selected since (`?job_id=` on wide screens). */
const expectJobsList = (page: Page) => expect.poll(() => new URL(page.url()).pathname).toBe('/jobs');

test('a referrer shares a job; a friend follows the link and applies with a resume; both see it counted', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpCandidate(page, 'referrer');
  const job = await resumeOnlyJob(page.request);

  // The referrer shares the job and copies the link.
  await page.goto(`/jobs/${job.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Share' }).click();
  const modal = page.getByRole('dialog', { name: `Share job: ${job.title}` });
  const linkField = modal.getByLabel('Share link');
  await expect(linkField).toHaveValue(new RegExp(`^${baseURL}/s/[A-Za-z0-9_-]{22}$`));
  const link = await linkField.inputValue();
  await expect(modal.getByText(/must apply using this link and be hired/)).toBeVisible();
  await modal.getByRole('button', { name: 'Copy share link' }).click();
  await expect(modal.getByRole('button', { name: /Copied!/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(modal.getByRole('button', { name: 'Copy share link' })).toBeVisible({ timeout: 3000 });
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // A friend, in their own browser, follows it: the share cookie keeps the key for 30 days on every path.
  const friend = await newPerson(browser, baseURL);
  await signUpCandidate(friend, 'friend');
  await friend.goto(new URL(link).pathname);
  await expect(friend).toHaveURL(new RegExp(`/jobs/${job.id}$`));
  const cookie = (await friend.context().cookies()).find((candidate) => candidate.name === `sl-jid-${job.id}`);
  expect(cookie?.value).toBe(link.split('/s/')[1]);
  expect(cookie?.path).toBe('/');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(THIRTY_DAYS_S - 120);
  expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(THIRTY_DAYS_S);

  // …and applies through Instant Apply with a resume.
  await friend.getByRole('main').getByRole('link', { name: 'Instant Apply' }).click();
  await expect(friend.getByRole('heading', { name: 'Instant Apply' })).toBeVisible();
  await fillContact(friend, { first: 'Jamie', last: 'Rivera', email: 'jamie.rivera@example.com', phone: '' });
  await friend.getByLabel('Phone').pressSequentially('(401) 555-0188');
  await expect(friend.getByLabel('Phone')).toHaveValue('4015550188');
  await friend.getByLabel('Resume').setInputFiles(RESUME_PDF);
  await expect(friend.getByText('resume.pdf')).toBeVisible();
  await friend.getByLabel('Comments').fill('I can start next month.');
  await friend.getByRole('button', { name: 'Submit application' }).click();
  await expectJobsList(friend);
  await expect(alertBar(friend)).toHaveText(APPLIED);

  // The friend finds the application, with its resume, in My Applications.
  await friend.goto('/my_applications');
  const application = rowOf(friend, job.title);
  await expect(application).toContainText('Jamie Rivera');
  await expect(application).toContainText('(401)-555-0188');
  await expect(application).toContainText('Received');
  await expect(application).toContainText(/\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M/);
  const download = friend.waitForEvent('download');
  await application.getByRole('button', { name: 'resume.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('resume.pdf');
  await friend.context().close();

  // The referrer's My Share Links counts the view and the application.
  await page.goto('/my_share_links');
  const shared = rowOf(page, job.title);
  await expect(shared.getByRole('cell')).toHaveText(['1', '1', new RegExp(link.replace(/[/.]/g, '\\$&'))]);
});

test('a visitor who signs up from Share or Apply goes on with it, and after applying the list opens on the job', async ({
  page,
  browser,
  baseURL,
}) => {
  const job = await resumeOnlyJob(page.request);
  const signUpIn = async (visitor: Page, reason: RegExp) => {
    const dialog = visitor.getByRole('dialog', { name: 'Sign up' });
    await expect(dialog.getByText(reason)).toBeVisible();
    await dialog.getByLabel('Email').fill(uniqueEmail('from-job'));
    await dialog.locator('input[type="password"]').first().fill('walk1ng-the-dog');
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await expect(dialog).toBeHidden();
  };

  // Share: the sign-up says why, then the share modal opens on the same job.
  await page.goto(`/jobs/${job.id}`);
  await page.getByRole('main').getByRole('button', { name: 'Share' }).click();
  await signUpIn(page, /^Sign up to share this job( and earn the .+ reward)?$/);
  await expect(page.getByRole('dialog', { name: `Share job: ${job.title}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));

  // Apply: the sign-up says why, then the Instant Apply page opens; after applying, the list is on the job.
  const visitor = await newPerson(browser, baseURL);
  await visitor.goto(`/jobs/${job.id}`);
  await visitor.getByRole('main').getByRole('button', { name: 'Apply' }).click();
  await signUpIn(visitor, /^Sign up to apply to this job$/);
  await expect(visitor).toHaveURL(new RegExp(`/jobs/${job.id}/mwapply$`));
  await fillContact(visitor, {
    first: 'Robin',
    last: 'Signup',
    email: 'robin.signup@example.com',
    phone: '4015550123',
  });
  await visitor.getByLabel('Resume').setInputFiles(RESUME_PDF);
  await visitor.getByRole('button', { name: 'Submit application' }).click();
  await expect(alertBar(visitor)).toHaveText(APPLIED);
  await expect(visitor).toHaveURL(new RegExp(`/jobs\\?job_id=${job.id}$`));
  await expect(
    visitor.getByRole('complementary', { name: 'Selected job' }).getByRole('heading', { name: job.title }),
  ).toBeVisible();
  await visitor.context().close();
});

test('a second application to the same job is refused with the spec’s message', async ({ page }) => {
  await signUpCandidate(page, 'twice');
  const job = await resumeOnlyJob(page.request);

  // The form is open when an application for the same candidate arrives (another tab, say).
  await page.goto(`/jobs/${job.id}/mwapply`);
  await fillContact(page, { first: 'Sam', last: 'Twice', email: 'sam.twice@example.com', phone: '6175550142' });
  await page.getByLabel('Resume').setInputFiles(RESUME_PDF);
  const elsewhere = await page.request.post(`/api/v1/jobs/${job.id}/applications`, {
    multipart: {
      'application[first_name]': 'Sam',
      'application[last_name]': 'Twice',
      'application[email]': 'sam.twice@example.com',
      'application[phone]': '6175550142',
      'application[resume]': { name: 'resume.pdf', mimeType: 'application/pdf', buffer: await fs.readFile(RESUME_PDF) },
    },
  });
  expect(elsewhere.status()).toBe(201);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(alertBar(page)).toHaveText('You have already applied to this job.');
  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}/mwapply$`));

  // Coming back to the form sends the candidate to the jobs list with the same message.
  await page.goto(`/jobs/${job.id}/mwapply`);
  await expectJobsList(page);
  await expect(alertBar(page)).toHaveText('You have already applied to this job.');
});

test('Instant Apply defaults: created, changed, cancelled, then prefilling the apply form', async ({ page }) => {
  const email = await signUpCandidate(page, 'defaults');
  await page.goto('/instant_apply_defaults');
  await expect(page.getByText('We are sorry. Instant Apply defaults do not exist.')).toBeVisible();

  await page.getByRole('button', { name: 'Create Instant Apply defaults' }).click();
  await fillContact(page, { first: 'Riley', last: 'Chen', email, phone: '6175550177' });
  await page.getByLabel('Resume').setInputFiles(RESUME_PDF);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(alertBar(page)).toHaveText('Successfully created Instant Apply defaults.');
  await expect(page.getByLabel('Last name')).toBeDisabled();
  await expect(page.getByLabel('Last name')).toHaveValue('Chen');
  await expect(page.getByText('resume.pdf')).toBeVisible();

  // Cancel restores the saved values.
  await page.getByRole('button', { name: 'Edit Instant Apply defaults' }).click();
  await page.getByLabel('Last name').fill('Changed-my-mind');
  await page.getByRole('button', { name: 'Cancel editing' }).click();
  await expect(page.getByLabel('Last name')).toHaveValue('Chen');

  // A change the server refuses shows its message under the field; a good one is saved.
  await page.getByRole('button', { name: 'Edit Instant Apply defaults' }).click();
  await page.getByLabel('Phone').fill('555');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(alertBar(page)).toHaveText('Instant Apply defaults have failed to update.');
  await expect(page.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Phone')).toBeFocused();
  await page.getByLabel('Phone').fill('6175550178');
  await page.getByLabel('Last name').fill('Chen-Park');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(alertBar(page)).toHaveText('Successfully updated Instant Apply defaults.');
  await page.reload();
  await expect(page.getByLabel('Last name')).toHaveValue('Chen-Park');
  await expect(page.getByLabel('Phone')).toHaveValue('(617)-555-0178');

  // The apply form starts from the defaults, the saved resume attached.
  const job = await resumeOnlyJob(page.request);
  await page.goto(`/jobs/${job.id}/mwapply`);
  await expect(page.getByLabel('Last name')).toHaveValue('Chen-Park');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByText('From your Instant Apply defaults.')).toBeVisible();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(alertBar(page)).toHaveText(APPLIED);
  await page.goto('/my_applications');
  await expect(rowOf(page, job.title).getByRole('button', { name: 'resume.pdf' })).toBeVisible();
});

test('Apply for a job on the employer’s own site records it and opens the employer’s page', async ({ page }) => {
  await signUpCandidate(page, 'external');
  const job = await externalJob(page.request);
  // The employer's own site (a demo posting's, or an imported job's page at its applicant-tracking system).
  await page
    .context()
    .route(`${new URL(job.ats_link).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Careers</title><h1>Apply with us</h1>' }),
    );
  await page.goto(`/jobs/${job.id}`);
  const popup = page.waitForEvent('popup');
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Apply/ })
    .click();
  const employerPage = await popup;
  await expect(employerPage).toHaveURL(job.ats_link);
  await expect(employerPage.getByRole('heading', { name: 'Apply with us' })).toBeVisible();

  await page.goto('/my_applications');
  await expect(rowOf(page, job.title)).toContainText('On the employer’s site');
});

test('the Instant Apply page, the share modal and the two lists have no serious or critical violations', async ({
  page,
}) => {
  // Five pages checked by axe in one test: on a busy two-core CI machine that can pass the default minute.
  test.slow();
  await signInAs(page, DEMO.hunter, '/my_share_links');
  await expect(page.getByRole('table')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The job the demo hunter already shares: opening the modal creates nothing new.
  const [shared] = (await (await page.request.get('/api/v1/me/share_links')).json()) as Array<{ job_id: number }>;
  await page.goto(`/jobs/${shared!.job_id}`);
  await page.getByRole('main').getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('dialog').getByLabel('Share link')).toHaveValue(/\/s\//);
  await expect(page.getByRole('dialog').getByLabel('Share link')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  const job = await resumeOnlyJob(page.request);
  await page.goto(`/jobs/${job.id}/mwapply`);
  await expect(page.getByRole('button', { name: 'Submit application' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // With the server's field errors on show.
  await page.getByLabel('First name').fill('');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(alertBar(page)).toHaveText('Failed to submit application. Please correct the issues below.');
  await expect(page.getByLabel('First name')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/my_applications');
  await expect(page.getByRole('table')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
