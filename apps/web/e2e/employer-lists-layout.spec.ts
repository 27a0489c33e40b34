import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, signInAs } from './support/demo.ts';
import { layoutFindings, settle } from './support/layout-guard.ts';

// Pictures of the employer's lists (decision 053) at a phone's, a small laptop's and a laptop's width, with a
// closed posting carrying a charge and a long title: e2e/screenshots/lists/. Each picture is also checked by
// the layout guard. Runs with the layout guard, after the journeys that count the demo jobs.
const WIDTHS = [375, 820, 1024, 1366] as const;
const CLOSED_TITLE =
  'Closed: Senior Registered Nurse, Cardiothoracic Intensive Care Unit (Nights, Weekends) – Pharmacotherapy/Anticoagulation-Clinic-Coordinator';

type Row = { id: number; title: string; status: string; applications_count: number; charge: unknown };

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The demo employer's closed, long-titled posting with its charge: posted and closed through the API once. */
async function closedLongTitledJob(request: APIRequestContext, businessId: number): Promise<Row> {
  const jobs = `/api/v1/businesses/${businessId}/jobs`;
  const made = (await ok<Row[]>(await request.get(`${jobs}?status=closed`))).find((row) => row.title === CLOSED_TITLE);
  if (made) return made;
  const [model] = await ok<Row[]>(await request.get(`${jobs}?status=live`));
  const source = await ok<Record<string, unknown>>(await request.get(`${jobs}/${model!.id}`));
  const pick = (key: string) => (source[key] as { id: number } | null)?.id;
  const address = source.address as { address_one: string | null; city: string; zip: string; state: { id: number } };
  const created = await ok<{ id: number }>(
    await request.post(jobs, {
      data: {
        job: {
          title: CLOSED_TITLE,
          description: source.description,
          job_type_id: pick('job_type'),
          job_experience_level_id: pick('job_experience_level'),
          job_industry_id: pick('job_industry'),
          job_function_id: pick('job_function'),
          job_location_type_id: pick('job_location_type'),
          address_attributes: address && {
            address_one: address.address_one,
            city: address.city,
            zip: address.zip,
            state_id: address.state.id,
          },
          minimum_salary: source.minimum_salary,
          maximum_salary: source.maximum_salary,
          salary_rate: source.salary_rate,
          reward_attributes: { type: 'Reward::Cash', amount: 1000 },
          use_mw_apply: true,
        },
      },
    }),
  );
  // Closed as a MainWork hire with no applicant named: the business is charged the fee.
  const resolutions = `${jobs}/${created.id}/resolutions`;
  const resolution = await ok<{ id: number }>(await request.post(resolutions));
  for (const body of [
    { event: 'respond_to_hire_inquiry', resolution: { is_position_filled: true } },
    { event: 'respond_to_mw_hire_inquiry', resolution: { is_mw_hire: true } },
    { event: 'respond_to_applicant_selection', resolution: { found_applicant: false } },
    { event: 'confirm_billing' },
  ])
    await ok(await request.put(`${resolutions}/${resolution.id}`, { data: body }));
  return (await ok<Row[]>(await request.get(`${jobs}?status=closed`))).find((row) => row.title === CLOSED_TITLE)!;
}

async function picture(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    const findings = await layoutFindings(page);
    expect(findings, `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: `e2e/screenshots/lists/${name}-${width}.png`, fullPage: true });
  }
}

test('the employer’s dashboard, jobs and applicants fit at 375, 820, 1024 and 1366 px, a closed job and a long title included', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, DEMO.employer, '/employers/dashboard');
  const { business_id: businessId } = await ok<{ business_id: number }>(await page.request.get('/auth/verify_token'));
  const closed = await closedLongTitledJob(page.request, businessId);
  expect(closed.charge).not.toBeNull();
  const rows = await ok<Row[]>(await page.request.get(`/api/v1/businesses/${businessId}/jobs`));
  // A live posting (its menu has Close; the journeys before may have closed any demo posting), the one with
  // the most applicants.
  const applied = rows
    .filter((row) => row.status === 'live')
    .reduce((best, row) => (row.applications_count > best.applications_count ? row : best));

  await page.goto('/employers/dashboard');
  await expect(page.getByRole('link', { name: CLOSED_TITLE }).first()).toBeVisible();
  await expect(page.getByText(/Charge \$[\d,]+\.\d{2}, on your next invoice/).first()).toBeVisible();
  await picture(page, 'dashboard');

  await page.goto('/employers/my_business/jobs?status=closed');
  await expect(page.getByRole('link', { name: CLOSED_TITLE }).first()).toBeVisible();
  await picture(page, 'jobs-closed');
  await page.goto('/employers/my_business/jobs');
  await picture(page, 'jobs');

  // A row's menu, open, at a laptop's width.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page
    .getByRole('button', { name: `More actions for ${applied.title}` })
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: 'Close' })).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/lists/jobs-menu-1366.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: `More actions for ${applied.title}` }).first()).toBeFocused();

  await page.goto(`/employers/my_business/jobs/${applied.id}/applications`);
  await expect(page.getByRole('heading', { name: `Applicants: ${applied.title}` })).toBeVisible();
  await picture(page, 'applicants');
});
