import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/accessibility.ts';
import { DEMO, readMailTo, signInAs } from './support/demo.ts';
import { newPerson } from './support/applying.ts';
import { layoutFindings, settle } from './support/layout-guard.ts';

const SIZES = [
  { name: '375', width: 375, height: 800 },
  { name: '1024', width: 1024, height: 800 },
  { name: '1366', width: 1366, height: 900 },
];

async function shoot(page: Page, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.screenshot({ path: `e2e/screenshots/${name}-${size.name}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const idOf = async (page: Page, path: string, name: string) =>
  ((await (await page.request.get(path)).json()) as Array<{ id: number; name: string }>).find(
    (row) => row.name === name,
  )!.id;

test('a job asks two screening questions, a candidate answers, the employer moves them to interviewing with the e-mail, the candidate sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, DEMO.employer, '/employers/dashboard');
  const me = (await (await page.request.get('/auth/verify_token')).json()) as { business_id: number };
  const title = `Night Baker ${Date.now()}`;
  const created = await page.request.post(`/api/v1/businesses/${me.business_id}/jobs`, {
    data: {
      job: {
        title,
        description: '<p>Bread by five in the morning.</p>',
        job_type_id: await idOf(page, '/api/v1/job_types', 'Full-time'),
        job_location_type_id: await idOf(page, '/api/v1/job_location_types', 'Remote'),
        minimum_salary: 20,
        maximum_salary: 25,
        salary_rate: 'per_hour',
        screening_questions: [
          { prompt: 'Can you start at 4 am?', kind: 'yes_no', required: true, disqualifying_answer: 'no' },
          { prompt: 'Which oven have you used most?', kind: 'single_choice', choices: ['Deck', 'Convection'] },
        ],
      },
    },
  });
  expect(created.status()).toBe(201);
  const job = (await created.json()) as { id: number };

  // The job form shows the questions in their editor.
  await page.goto(`/employers/my_business/jobs/${job.id}/edit`);
  await expect(page.getByLabel('Question 1')).toHaveValue('Can you start at 4 am?');
  await page.getByRole('group', { name: 'Screening questions' }).scrollIntoViewIfNeeded();
  await shoot(page, 'job-form-questions');

  // The candidate answers them with Instant Apply.
  const candidate = await newPerson(browser, baseURL);
  await candidate.setViewportSize({ width: 1366, height: 900 });
  await signInAs(candidate, DEMO.hunter, `/jobs/${job.id}/mwapply`);
  const early = candidate.getByRole('radiogroup', { name: /Can you start at 4 am\?/ });
  await expect(early).toBeVisible();
  await candidate.getByLabel(/^Phone/).fill('6175550100');
  await early.getByRole('radio', { name: 'No' }).check();
  await candidate.getByRole('radio', { name: 'Deck' }).check();
  expect(await seriousViolations(candidate)).toEqual([]);
  await shoot(candidate, 'instant-apply-questions');
  await candidate.getByRole('button', { name: 'Submit application' }).click();
  await expect(candidate.getByRole('alert')).toContainText('Application submitted successfully!');
  await readMailTo(
    DEMO.hunter.email,
    `Thanks for applying: ${title} at ${(await (await page.request.get(`/api/v1/jobs/${job.id}`)).json()).business.name}`,
  );

  // The employer sees the answers, flagged, and moves the candidate to interviewing with the e-mail.
  await page.goto(`/employers/my_business/jobs/${job.id}/applications`);
  const row = page.getByRole('row').filter({ hasText: 'Disqualifying answer' });
  await expect(row).toBeVisible();
  await row.getByText(/^Answers \(2\)$/).click();
  await shoot(page, 'applicants-answers');
  await row.getByLabel(/^Status of /).selectOption('interviewing');
  // Picked, not moved: the Move button under the select keeps the table whole at a laptop's width.
  await expect(row.getByRole('button', { name: /^Move .+ to Interviewing$/ })).toBeVisible();
  for (const width of [1024, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    await settle(page);
    expect(await layoutFindings(page)).toEqual([]);
  }
  await shoot(page, 'applicants-stage-picked');
  await row.getByRole('button', { name: /^Move .+ to Interviewing$/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('region', { name: 'E-mail preview' })).toContainText('would like to interview you');
  await dialog.getByRole('checkbox', { name: 'E-mail the candidate this message' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'applicants-stage-mail');
  await dialog.getByRole('button', { name: 'Move and send' }).click();
  await expect(page.getByRole('alert')).toContainText(': Interviewing.');
  await readMailTo(DEMO.hunter.email, `An interview for ${title}`);

  // The candidate sees the stage, and the job says when they applied.
  await candidate.goto('/my_applications');
  await expect(candidate.getByText('Interviewing').first()).toBeVisible();
  await shoot(candidate, 'my-applications-stages');
  await candidate.goto(`/jobs/${job.id}`);
  await expect(candidate.getByText(/^Applied on \d\d\/\d\d\/\d{4}$/).first()).toBeVisible();
  await shoot(candidate, 'job-page-applied-on');
  await candidate.goto(`/jobs?what_search_text=${encodeURIComponent(title)}`);
  await expect(candidate.getByTestId('job-card').getByText(/^Applied on /)).toBeVisible();
  await shoot(candidate, 'job-list-applied-on');
});
