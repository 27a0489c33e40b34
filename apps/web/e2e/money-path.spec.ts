import { expect as baseExpect, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility.ts';
import { alertBar, applyWithInstantApply, newApplicant, newPerson, signUpCandidate } from './support/applying.ts';
import { DEMO, signInAs } from './support/demo.ts';
import { answerUpToBilling, closeOutWizard, screenshotBillingStep } from './support/close-out.ts';
import { chooseRowAction, expectArrivedWithHighlight, jobRow } from './support/employer.ts';
import {
  applyThroughLink,
  deliverInvoicePaid,
  invoicedRecord,
  liveCashRewardJob,
  shareLinkOf,
} from './support/money.ts';

// Several people share this machine's two cores: screens may take a while to arrive.
const expect = baseExpect.configure({ timeout: 30_000 });

test('a shared job is closed in the wizard, billed, paid through Stripe, and the referrer is rewarded', async ({
  page,
  browser,
  baseURL,
}) => {
  // Four people and a long path on a shared two-core machine.
  test.setTimeout(600_000);

  // The employer's posting with a cash reward.
  await signInAs(page, DEMO.employer, '/employers/dashboard');
  const me = (await (await page.request.get('/auth/verify_token')).json()) as { business_id: number };
  const job = await liveCashRewardJob(page.request, me.business_id);

  // A referrer shares it.
  const referrer = await newPerson(browser, baseURL);
  const referrerEmail = await signUpCandidate(referrer, 'moneyreferrer');
  const link = await shareLinkOf(referrer, job);

  // A candidate follows the link and applies.
  const candidate = await newPerson(browser, baseURL);
  await signUpCandidate(candidate, 'moneycandidate');
  const applicant = newApplicant('Casey', 'Hire', '4015550123');
  await applyThroughLink(candidate, link, job, applicant);

  // The employer closes the posting in the wizard.
  await page.goto(`/employers/my_business/jobs?search=${encodeURIComponent(job.title)}`);
  const row = jobRow(page, job.title).first();
  await expect(row).toContainText('Live');
  await chooseRowAction(row, job.title, 'Close');
  const wizard = closeOutWizard(page, job.title);
  const progress = wizard.getByRole('progressbar', { name: 'Closing progress' });
  await expect(wizard.getByText('Are you ready to close this job posting?')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '14');
  await expect(wizard.getByRole('button', { name: 'Yes' })).toBeFocused();
  expect(await seriousViolations(page, '.modal')).toEqual([]);
  await wizard.getByRole('button', { name: 'Yes' }).click();

  await expect(wizard.getByText('Did you fill the opening?')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '32');
  await wizard.getByRole('button', { name: 'Yes' }).click();

  await expect(wizard.getByText('Did you find a hire through MainWork?')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '50');
  await wizard.getByRole('button', { name: 'Yes' }).click();

  await expect(wizard.getByText('Who was hired?')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '68');
  await wizard.getByRole('radio', { name: new RegExp(`${applicant.first} ${applicant.last}`) }).check();
  await expect(wizard.getByText('Did you find your applicant?')).toBeVisible();
  expect(await seriousViolations(page, '.modal')).toEqual([]);
  await wizard.getByRole('button', { name: 'Yes' }).click();

  await expect(wizard.getByText('Fantastic! Everyone gets paid for a job well done.')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '86');
  // A bar that is drawn, filled to its value (once its width has moved there), not only its number.
  await expect
    .poll(() =>
      progress
        .locator('.progress-bar')
        .evaluate((bar) => bar.getBoundingClientRect().width / bar.parentElement!.getBoundingClientRect().width),
    )
    .toBeCloseTo(0.86, 1);
  const billingText = wizard.getByTestId('billing-text');
  await expect(billingText).toHaveText(
    /^By confirming, you agree to pay \$[\d,]+\.\d{2} for this hire\. The charge will appear on your next invoice\.$/,
  );
  await expect(wizard.getByRole('definition').last()).toHaveText(/^\$[\d,]+\.\d{2}$/);
  // A referral: the reward is due, so no reason for a fee-alone charge is given.
  await expect(wizard.getByTestId('no-reward-reason')).toHaveCount(0);
  expect(await seriousViolations(page, '.modal')).toEqual([]);
  await screenshotBillingStep(page, wizard, 'close-out-billing-referred');
  await wizard.getByRole('button', { name: 'Confirm' }).click();

  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(wizard.getByText('Please do not leave or refresh this page...')).toBeHidden();
  const summary = wizard.getByRole('definition');
  // The charge in the employer's words ('on your next invoice'), never the ledger's ('Not sent', 'Pending').
  await expect(summary).toHaveText([
    'Yes',
    'Yes',
    new RegExp(`${applicant.first} ${applicant.last}`),
    'Yes',
    /^\$[\d,]+\.\d{2}, on your next invoice$/,
  ]);
  expect(await seriousViolations(page, '.modal')).toEqual([]);
  // The summary fits the dialog, also on a phone.
  await page.setViewportSize({ width: 375, height: 740 });
  const overflow = await wizard.locator('.modal-body').evaluate((body) => body.scrollWidth - body.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'e2e/screenshots/close-out-summary-mobile.png' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await wizard.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(wizard).toBeHidden();
  // Back at the top of the list, with the message in view and the closed posting highlighted.
  await expectArrivedWithHighlight(page, job.title, `Closed: "${job.title}" no longer takes applications.`);
  await expect(jobRow(page, job.title).first()).toContainText('Closed');
  await expect(jobRow(page, job.title).first()).toContainText(/Charge \$[\d,]+\.\d{2}/);

  // The charge became a Stripe invoice item (the queued job), visible to admins with its id.
  const admin = await newPerson(browser, baseURL);
  await signInAs(admin, DEMO.admin, '/admin/billing');
  const record = await invoicedRecord(admin.request, job.id);
  await admin.reload();
  await expect(admin.getByRole('table', { name: 'Billing' })).toContainText(record.stripe_invoice_item_id!);

  // Stripe says the invoice was paid.
  await deliverInvoicePaid(page.request, record);

  // The referrer sees the reward earned, with its chain.
  await referrer.goto('/me/rewards');
  const rewardRow = referrer.getByRole('article', { name: `Reward for ${job.title}` });
  await expect(rewardRow).toContainText('Earned');
  const chain = rewardRow.getByRole('list', { name: `Progress of the reward for ${job.title}` });
  await expect(chain.getByRole('listitem')).toHaveText([
    /^Shared: \d{2}\/\d{2}\/\d{4}/,
    /^Applied: \d{2}\/\d{2}\/\d{4}/,
    /^Hire confirmed: \d{2}\/\d{2}\/\d{4}/,
    /^Employer paid: \d{2}\/\d{2}\/\d{4}/,
    /^Issued: not yet/,
  ]);

  // An admin issues it.
  await admin.goto('/admin/rewards');
  const adminRow = admin.getByRole('row').filter({ hasText: referrerEmail }).filter({ hasText: job.title });
  await expect(adminRow).toContainText('Earned');
  await adminRow.getByRole('button', { name: /^Issue/ }).click();
  const issue = admin.getByRole('dialog');
  await issue.getByLabel('Reference').fill('JOURNEY-TRANSFER-1');
  await issue.getByRole('button', { name: 'Issue' }).click();
  await expect(alertBar(admin)).toContainText(`was issued to ${referrerEmail}`);
  await expect(adminRow).toContainText('Issued');

  // The referrer sees it issued.
  await referrer.reload();
  await expect(rewardRow).toContainText('Issued');
  await expect(chain.getByRole('listitem').last()).toHaveText(/^Issued: \d{2}\/\d{2}\/\d{4}/);

  // The candidate sees they were hired.
  await candidate.goto('/my_applications');
  await expect(candidate.getByRole('row').filter({ hasText: job.title })).toContainText('Hired');

  for (const person of [referrer, candidate, admin]) await person.context().close();
});

test('a direct hire is billed the platform fee alone, and the billing step says why before Confirm', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await signInAs(page, DEMO.employer, '/employers/dashboard');
  const me = (await (await page.request.get('/auth/verify_token')).json()) as { business_id: number };
  // The first journey closed the last such posting: this takes the next one.
  const job = await liveCashRewardJob(page.request, me.business_id);
  const feeCents = Math.round(job.reward!.amount! * 100 * 0.2);
  const fee = `$${(feeCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  // A candidate applies straight from the job's page: no share link.
  const candidate = await newPerson(browser, baseURL);
  await signUpCandidate(candidate, 'directcandidate');
  const applicant = newApplicant('Dana', 'Direct', '4015550124');
  await applyWithInstantApply(candidate, job, applicant);

  await page.goto(`/employers/my_business/jobs?search=${encodeURIComponent(job.title)}`);
  await chooseRowAction(jobRow(page, job.title).first(), job.title, 'Close');
  const wizard = closeOutWizard(page, job.title);
  await answerUpToBilling(wizard, new RegExp(`${applicant.first} ${applicant.last}`));

  await expect(wizard.getByTestId('no-reward-reason')).toHaveText(
    `No referral link led to this hire, so no reward is due. MainWork's fee: ${fee}`,
  );
  await expect(wizard.getByTestId('billing-text')).toHaveText(
    `By confirming, you agree to pay ${fee} for this hire. The charge will appear on your next invoice.`,
  );
  await expect(wizard.getByRole('definition')).toHaveText(['Not due', fee, fee]);
  expect(await seriousViolations(page, '.modal')).toEqual([]);
  await screenshotBillingStep(page, wizard, 'close-out-billing-direct');
  await wizard.getByRole('button', { name: 'Confirm' }).click();
  await expect(wizard.getByRole('definition').last()).toHaveText(`${fee}, on your next invoice`);
  await wizard.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(jobRow(page, job.title).first()).toContainText(`Charge ${fee}`);

  // Stripe gets an invoice item for the fee alone; no reward waits for anyone.
  const admin = await newPerson(browser, baseURL);
  await signInAs(admin, DEMO.admin, '/admin/billing');
  const record = await invoicedRecord(admin.request, job.id);
  expect(record.amount_cents).toBe(feeCents);
  const rewards = (await (await admin.request.get('/api/v1/admin/rewards')).json()) as Array<{ job: { id: number } }>;
  expect(rewards.filter((reward) => reward.job.id === job.id)).toEqual([]);

  for (const person of [candidate, admin]) await person.context().close();
});
