import { expect as baseExpect, test, type Page } from '@playwright/test';
import { formatRewardLabel } from '@mainwork/contracts';
import { seriousViolations } from './support/accessibility.ts';
import { newApplicant, newPerson, signUpCandidate } from './support/applying.ts';
import { DEMO, signInAs } from './support/demo.ts';
import {
  applyThroughLink,
  deliverInvoicePaid,
  hireInCloseOut,
  invoicedRecord,
  shareLinkOf,
  type Job,
} from './support/money.ts';

/** The page that shows a referrer's rewards and payout setup (Stripe's return URL lands here). */
const REFERRER_REWARDS_PATH = '/me/rewards';

// Several people share this machine's two cores: screens may take a while to arrive.
const expect = baseExpect.configure({ timeout: 30_000 });

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

  // A referrer shares it, a candidate applies through the link, and the employer hires them.
  const referrer = await newPerson(browser, baseURL);
  const referrerEmail = await signUpCandidate(referrer, 'payoutreferrer');
  const link = await shareLinkOf(referrer, job);
  const candidate = await newPerson(browser, baseURL);
  await signUpCandidate(candidate, 'payoutcandidate');
  const applicant = newApplicant('Pat', 'Paid', '4015550125');
  await applyThroughLink(candidate, link, job, applicant);
  await hireInCloseOut(page, job, applicant);

  // The charge reaches Stripe as an invoice item, and Stripe says the invoice was paid.
  const admin = await newPerson(browser, baseURL);
  await signInAs(admin, DEMO.admin, '/admin/rewards');
  await deliverInvoicePaid(page.request, await invoicedRecord(admin.request, job.id));

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
