import fs from 'node:fs/promises';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, signInAs } from './support/demo.ts';
import { alertBar, fillContact, newPerson, RESUME_PDF, signUpCandidate } from './support/applying.ts';
import { seriousViolations } from './support/accessibility.ts';
import { chooseRowAction } from './support/employer.ts';

// Seven people share this machine's two cores: screens may take a while to arrive.
const expect = baseExpect.configure({ timeout: 30_000 });

type DashboardRow = { id: number; title: string; status: string };
type Job = { id: number; title: string; use_mw_apply: boolean; require_resume: boolean; require_cover_letter: boolean };

/** A live posting of the demo employer's business that takes Instant Apply. */
async function liveInstantApplyJob(request: APIRequestContext, businessId: number): Promise<Job> {
  const rows = (await (
    await request.get(`/api/v1/businesses/${businessId}/jobs?status=live`)
  ).json()) as DashboardRow[];
  for (const row of rows) {
    const job = (await (await request.get(`/api/v1/jobs/${row.id}`)).json()) as Job;
    if (job.use_mw_apply) return job;
  }
  throw new Error('the demo employer has no live Instant Apply job');
}

const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const jobRow = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });

test('an employer sees a new applicant, marks them reviewed, pauses and resumes the job and exports the CSV', async ({
  page,
  browser,
  baseURL,
}) => {
  // A long journey with two people, on a shared two-core machine.
  test.setTimeout(300_000);
  // The demo employer's dashboard: no membership is needed to look.
  await signInAs(page, DEMO.employer, '/employers/dashboard');
  const me = await (await page.request.get('/auth/verify_token')).json();
  const job = await liveInstantApplyJob(page.request, me.business_id);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText('Applications');

  // A candidate applies.
  const candidate = await newPerson(browser, baseURL);
  await signUpCandidate(candidate, 'dashboard');
  const name = { first: 'Morgan', last: `Applicant${letters()}` };
  await candidate.goto(`/jobs/${job.id}/mwapply`);
  await fillContact(candidate, { ...name, email: `${name.last.toLowerCase()}@example.com`, phone: '4015550123' });
  if (job.require_resume) await candidate.getByLabel('Resume').setInputFiles(RESUME_PDF);
  if (job.require_cover_letter) await candidate.getByLabel('Cover letter').setInputFiles(RESUME_PDF);
  await candidate.getByRole('button', { name: 'Submit application' }).click();
  await expect(alertBar(candidate)).toContainText('Application submitted successfully!');

  // The employer finds the job on the dashboard, and its applicant.
  await page.goto(`/employers/my_business/jobs?search=${encodeURIComponent(job.title)}`);
  const row = jobRow(page, job.title).first();
  await expect(row).toContainText('Live');
  expect(await seriousViolations(page)).toEqual([]);
  // The row's one visible action: 'Applicants (n)'.
  await row.getByRole('link', { name: /^Applicants \(\d+\) for / }).click();
  await expect(page.getByRole('heading', { name: `Applicants: ${job.title}` })).toBeVisible();
  const applicant = page.getByRole('row').filter({ hasText: `${name.first} ${name.last}` });
  await expect(applicant).toContainText('Received');
  await expect(applicant).toContainText('—');
  expect(await seriousViolations(page)).toEqual([]);

  // Marks them reviewed; the candidate sees it.
  await applicant.getByLabel(`Status of ${name.first} ${name.last}`).selectOption('reviewed');
  await applicant.getByRole('button', { name: `Move ${name.first} ${name.last} to Reviewed` }).click();
  await expect(alertBar(page)).toHaveText(`${name.first} ${name.last}: Reviewed.`);
  await candidate.goto('/my_applications');
  await expect(candidate.getByRole('row').filter({ hasText: job.title })).toContainText('Reviewed');

  // Exports the CSV.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`applicants-job-${job.id}.csv`);
  const csv = await fs.readFile((await file.path())!, 'utf8');
  expect(csv).toContain(`"${name.first}","${name.last}"`);
  expect(csv).toContain('"Reviewed"');

  // Pauses applications: the job page says so.
  await page.goto(`/employers/my_business/jobs?search=${encodeURIComponent(job.title)}`);
  await chooseRowAction(jobRow(page, job.title).first(), job.title, 'Pause applications');
  await expect(alertBar(page)).toContainText('Applications paused');
  await expect(jobRow(page, job.title).first()).toContainText('Paused');
  await candidate.goto(`/jobs/${job.id}`);
  await expect(candidate.getByRole('main').getByText('Not currently accepting new applications')).toBeVisible();

  // Resumes it through the bulk selection, leaving the demo job as it was.
  await jobRow(page, job.title).first().getByLabel(`Select ${job.title}`).check();
  await page
    .getByRole('region', { name: 'Selected jobs' })
    .getByRole('button', { name: 'Resume applications' })
    .click();
  await expect(alertBar(page)).toContainText('Applications resumed');
  await expect(jobRow(page, job.title).first()).toContainText('Live');
  await candidate.context().close();
});
