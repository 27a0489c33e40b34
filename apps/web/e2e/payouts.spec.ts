import { expect as baseExpect, test, type Page } from '@playwright/test';
import { formatRewardLabel } from '@mainwork/contracts';
import { seriousViolations } from './support/accessibility.ts';
import { alertBar, fillContact, newPerson, RESUME_PDF, signUpCandidate } from './support/applying.ts';
import { answerUpToBilling, closeOutWizard } from './support/close-out.ts';
import { DEMO, signInAs } from './support/demo.ts';
import { chooseRowAction, jobRow } from './support/employer.ts';
import { signedInvoicePaid, type BillingRecord, type Job } from './support/money.ts';

/** The page that shows a referrer's rewards and payout setup (Stripe's return URL lands here). */
const REFERRER_REWARDS_PATH = '/me/rewards';

// Several people share this machine's two cores: screens may take a while to arrive.
const expect = baseExpect.configure({ timeout: 30_000 });

const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** The admin screen at a laptop's and a phone's width, nothing wider than the screen, for the record. */
async function screenshotAdmin(page: Page, name: string) {
  for (const [width, height] of [
    [1366, 900],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `e2e/screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a referrer is paid by Stripe transfer once the employer pays and they set up payouts', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000);

  // The employer posts a job with a $500 cash reward (its own: the other money journeys close the demo's).
  await signInAs(page, DEMO.employer, '/employers/dashboard');
  const me = (await (await page.request.get('/auth/verify_token')).json()) as { business_id: number };
  const lookupId = async (path: string, name: string) =>
    ((await (await page.request.get(path)).json()) as Array<{ id: number; name: string }>).find(
      (row) => row.name === name,
    )!.id;
  const created = await page.request.post(`/api/v1/businesses/${me.business_id}/jobs`, {
    data: {
      job: {
        title: `Payroll Clerk ${Date.now()}`,
        description: '<p>Runs the payroll of a busy bakery.</p>',
        job_type_id: await lookupId('/api/v1/job_types', 'Full-time'),
        job_location_type_id: await lookupId('/api/v1/job_location_types', 'Remote'),
        minimum_salary: 48000,
        maximum_salary: 56000,
        salary_rate: 'per_year',
        use_mw_apply: true,
        reward_attributes: { type: 'Reward::Cash', amount: 500 },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const job = (await (
    await page.request.get(`/api/v1/jobs/${((await created.json()) as { id: number }).id}`)
  ).json()) as Job;
  const label = formatRewardLabel({
    type: 'Reward::Cash',
    amount: job.reward!.amount!,
    reward_source: null,
    employer_business_name: '',
  });

  // A referrer shares it.
  const referrer = await newPerson(browser, baseURL);
  const referrerEmail = await signUpCandidate(referrer, 'payoutreferrer');
  await referrer.goto(`/jobs/${job.id}`);
  await referrer.getByRole('main').getByRole('button', { name: 'Share' }).click();
  const shareField = referrer.getByRole('dialog', { name: `Share job: ${job.title}` }).getByLabel('Share link');
  await expect(shareField).toHaveValue(/\/s\//);
  const link = await shareField.inputValue();
  await referrer.keyboard.press('Escape');

  // The candidate applies through the link.
  const candidate = await newPerson(browser, baseURL);
  await signUpCandidate(candidate, 'payoutcandidate');
  const name = { first: 'Pat', last: `Paid${letters()}` };
  await candidate.goto(new URL(link).pathname);
  await expect(candidate).toHaveURL(new RegExp(`/jobs/${job.id}$`));
  await candidate.goto(`/jobs/${job.id}/mwapply`);
  await fillContact(candidate, { ...name, email: `${name.last.toLowerCase()}@example.com`, phone: '4015550125' });
  if (job.require_resume) await candidate.getByLabel('Resume').setInputFiles(RESUME_PDF);
  await candidate.getByRole('button', { name: 'Submit application' }).click();
  await expect(alertBar(candidate)).toContainText('Application submitted successfully!');

  // The employer hires them in the close-out wizard.
  await page.goto(`/employers/my_business/jobs?search=${encodeURIComponent(job.title)}`);
  await chooseRowAction(jobRow(page, job.title).first(), job.title, 'Close');
  const wizard = closeOutWizard(page, job.title);
  await answerUpToBilling(wizard, new RegExp(`${name.first} ${name.last}`));
  await wizard.getByRole('button', { name: 'Confirm' }).click();
  await expect(wizard.getByRole('definition').last()).toHaveText(/on your next invoice$/);
  await wizard.getByRole('button', { name: 'Close', exact: true }).last().click();

  // The charge reaches Stripe as an invoice item, and Stripe says the invoice was paid.
  const admin = await newPerson(browser, baseURL);
  await signInAs(admin, DEMO.admin, '/admin/rewards');
  let record: BillingRecord | undefined;
  await expect
    .poll(
      async () => {
        const records = (await (await admin.request.get('/api/v1/admin/billing_records')).json()) as BillingRecord[];
        record = records.find((candidateRecord) => candidateRecord.job.id === job.id);
        return record?.stripe_invoice_item_id ?? null;
      },
      { timeout: 60_000 },
    )
    .toMatch(/^ii_/);
  const delivery = signedInvoicePaid(record!);
  const webhook = await page.request.post('/api/v1/webhooks/stripe', {
    headers: { 'content-type': 'application/json', 'stripe-signature': delivery.header },
    data: delivery.payload,
  });
  expect(webhook.status()).toBe(200);

  // The referrer has earned it and is asked to set up payouts; Stripe's onboarding (the fake's page) sends
  // them back here.
  await referrer.goto(REFERRER_REWARDS_PATH);
  const rewardRow = referrer.getByRole('article', { name: `Reward for ${job.title}` });
  await expect(rewardRow).toContainText('Earned');
  await referrer.getByRole('button', { name: 'Set up payouts' }).click();
  await expect(referrer.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
  await referrer.getByRole('button', { name: 'Agree and submit' }).click();
  await expect(referrer).toHaveURL(new RegExp(`${REFERRER_REWARDS_PATH}\\?payouts=return$`));
  await expect(referrer.getByTestId('payout-setup')).toContainText('Payouts are set up');

  // The transfer is made by the queue: the referrer sees the reward on its way.
  await expect
    .poll(
      async () => {
        await referrer.reload();
        return rewardRow.textContent();
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toContain(`${label} is on its way`);
  await expect(rewardRow).toContainText('Issued');
  expect(await seriousViolations(referrer, 'main')).toEqual([]);

  // The admin sees the transfer on the rewards list.
  await admin.goto('/admin/rewards');
  const adminRow = admin.getByRole('row').filter({ hasText: referrerEmail }).filter({ hasText: job.title });
  await expect(adminRow).toContainText('Issued');
  await expect(adminRow).toContainText(/Paid by Stripe transfer tr_\w+/);
  await expect(adminRow.getByRole('button')).toHaveCount(0);
  expect(await seriousViolations(admin, 'main')).toEqual([]);
  await screenshotAdmin(admin, 'admin-rewards-transfer');

  // This year's totals count it as paid by Stripe transfer.
  await admin.getByRole('link', { name: 'Yearly totals' }).click();
  await expect(admin).toHaveURL(/\/admin\/rewards\/totals$/);
  const totals = admin.getByRole('table', { name: 'Yearly reward totals' });
  const totalRow = totals.getByRole('row').filter({ hasText: referrerEmail });
  await expect(totalRow).toContainText(`$${job.reward!.amount!.toLocaleString('en-US')}.00`);
  await expect(admin.getByLabel('Year')).toHaveValue(String(new Date().getUTCFullYear()));
  expect(await seriousViolations(admin, 'main')).toEqual([]);
  await screenshotAdmin(admin, 'admin-reward-totals');

  for (const person of [referrer, candidate, admin]) await person.context().close();
});
