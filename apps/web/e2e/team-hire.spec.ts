import { expect as baseExpect, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility.ts';
import { alertBar, fillContact, newPerson, signUpCandidate } from './support/applying.ts';
import { answerUpToBilling, closeOutWizard, screenshotBillingStep } from './support/close-out.ts';
import { confirmAddressFromWelcome, readMailTo, uniqueEmail } from './support/demo.ts';
import {
  becomeMember,
  chooseRowAction,
  expectArrivedWithHighlight,
  jobRow,
  signUpAsEmployer,
  typeJobDescription,
} from './support/employer.ts';
import { inviteToTeam, openTeam, signUpFromInvitation } from './support/team.ts';

// Three people on a shared two-core machine: screens may take a while to arrive.
const expect = baseExpect.configure({ timeout: 30_000 });

test('an owner invites a recruiter, who posts a job with screening questions, moves an applicant to interviewing, and closes it up to the charge the owner confirms', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const business = `Hiring Bakery ${Date.now()}`;
  const title = `Sourdough Lead ${Date.now()}`;

  // The owner signs the business up, takes the membership (postings need it) and invites a recruiter.
  const ownerEmail = await signUpAsEmployer(page, business);
  await becomeMember(page);
  // Only an owner whose address is confirmed invites anyone (decision 054).
  await confirmAddressFromWelcome(page, ownerEmail);
  await page.goto('/employers/dashboard');
  await openTeam(page);
  const recruiterEmail = uniqueEmail('hirerecruiter');
  const invitation = await inviteToTeam(page, business, recruiterEmail, 'recruiter');
  expect(await seriousViolations(page)).toEqual([]);

  // The recruiter accepts: signs up from the link in their own browser.
  const recruiter = await newPerson(browser, baseURL);
  await recruiter.setViewportSize({ width: 1366, height: 900 });
  await signUpFromInvitation(
    recruiter,
    { path: invitation, business, email: recruiterEmail },
    { first: 'Rae', last: 'Recruiter' },
  );

  // The recruiter posts a job, with a cash reward and two screening questions written in the job form.
  await recruiter.goto('/employers/my_business/jobs/add');
  await recruiter.getByLabel(/^Title/).fill(title);
  await typeJobDescription(recruiter, 'Shape and bake the morning loaves with a small team.');
  await recruiter.getByLabel(/^Job type/).selectOption({ index: 1 });
  await recruiter.getByLabel(/^Location type/).selectOption({ label: 'Remote' });
  await recruiter.getByLabel(/^Minimum/).fill('48000');
  await recruiter.getByLabel(/^Maximum/).fill('56000');
  await recruiter.getByLabel('Reward type').selectOption({ label: 'Cash' });
  await recruiter.getByLabel('Amount ($)').fill('500');
  const editor = recruiter.getByRole('group', { name: 'Screening questions' });
  const questions = editor.getByTestId('screening-question');
  await editor.getByRole('button', { name: 'Add a question' }).click();
  await questions.nth(0).getByLabel('Question 1').fill('Can you start at 4 am?');
  await questions.nth(0).getByLabel('Disqualifying answer').selectOption({ label: 'No' });
  await editor.getByRole('button', { name: 'Add a question' }).click();
  await questions.nth(1).getByLabel('Question 2').fill('Which oven have you used most?');
  await questions.nth(1).getByLabel('Answer type').selectOption({ label: 'One of several choices' });
  await questions.nth(1).getByLabel('Choices, one per line').fill('Deck\nConvection');
  await questions.nth(1).getByLabel('Must be answered').uncheck();
  await expect(questions).toHaveCount(2);
  expect(await seriousViolations(recruiter)).toEqual([]);
  await recruiter.getByRole('button', { name: 'Publish job' }).click();
  await expect(recruiter).toHaveURL(/\/employers\/dashboard$/);
  await expectArrivedWithHighlight(recruiter, title, `Published: "${title}" is live.`);
  expect(await seriousViolations(recruiter)).toEqual([]);

  // A candidate applies with Instant Apply and answers both questions.
  const candidate = await newPerson(browser, baseURL);
  await candidate.setViewportSize({ width: 1366, height: 900 });
  const candidateEmail = await signUpCandidate(candidate, 'hirecandidate');
  await confirmAddressFromWelcome(candidate, candidateEmail);
  const jobs = (await (
    await candidate.request.get(`/api/v1/jobs?what_search_text=${encodeURIComponent(title)}`)
  ).json()) as Array<{ id: number; title: string }>;
  const job = jobs.find((row) => row.title === title)!;
  expect(job).toBeDefined();
  await candidate.goto(`/jobs/${job.id}/mwapply`);
  const name = { first: 'Morgan', last: `Crumb${Date.now() % 100000}` };
  await fillContact(candidate, { ...name, email: candidateEmail, phone: '6175550177' });
  await candidate
    .getByRole('radiogroup', { name: /Can you start at 4 am\?/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await candidate.getByRole('radio', { name: 'Deck' }).check();
  expect(await seriousViolations(candidate)).toEqual([]);
  await candidate.getByRole('button', { name: 'Submit application' }).click();
  await expect(alertBar(candidate)).toContainText('Application submitted successfully!');
  await readMailTo(candidateEmail, `Thanks for applying: ${title} at ${business}`);

  // The recruiter reads the answers and moves the candidate to interviewing, with the e-mail.
  await recruiter.goto('/employers/dashboard');
  await recruiter.getByRole('link', { name: `Applicants (1) for ${title}` }).click();
  const applicantRow = recruiter.getByRole('row').filter({ hasText: name.last });
  await expect(applicantRow).toBeVisible();
  await applicantRow.getByText(/^Answers \(2\)$/).click();
  await expect(applicantRow).toContainText('Can you start at 4 am?');
  await expect(applicantRow).toContainText('Deck');
  await expect(applicantRow).not.toContainText('Disqualifying answer');
  await applicantRow.getByLabel(/^Status of /).selectOption('interviewing');
  await applicantRow.getByRole('button', { name: /^Move .+ to Interviewing$/ }).click();
  const stageDialog = recruiter.getByRole('dialog');
  await expect(stageDialog.getByRole('region', { name: 'E-mail preview' })).toContainText(
    'would like to interview you',
  );
  await stageDialog.getByRole('checkbox', { name: 'E-mail the candidate this message' }).check();
  expect(await seriousViolations(recruiter)).toEqual([]);
  await stageDialog.getByRole('button', { name: 'Move and send' }).click();
  await expect(alertBar(recruiter)).toContainText(': Interviewing.');

  // The candidate gets the e-mail and sees the stage on My Applications.
  await readMailTo(candidateEmail, `An interview for ${title}`);
  await candidate.goto('/my_applications');
  await expect(candidate.getByRole('row').filter({ hasText: title })).toContainText('Interviewing');
  expect(await seriousViolations(candidate)).toEqual([]);

  // The recruiter closes the job, and stops at the billing step: confirming the charge is an owner's.
  await recruiter.goto(`/employers/my_business/jobs?search=${encodeURIComponent(title)}`);
  await chooseRowAction(jobRow(recruiter, title).first(), title, 'Close');
  const recruiterWizard = closeOutWizard(recruiter, title);
  await answerUpToBilling(recruiterWizard, new RegExp(`${name.first} ${name.last}`));
  await expect(recruiterWizard.getByTestId('billing-text')).toHaveText(
    "Once an owner confirms, $100.00 for this hire appears on your business's next invoice. We have e-mailed your business's owners.",
  );
  const ownersTold = await readMailTo(ownerEmail, `Confirm the charge to close ${title}`);
  expect(ownersTold.text).toContain(`has closed ${title} up to the billing step.`);
  await expect(recruiterWizard.getByTestId('owner-confirms')).toHaveText('Ask an owner to confirm the charge.');
  await expect(recruiterWizard.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect(recruiterWizard.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  expect(await seriousViolations(recruiter, '.modal')).toEqual([]);
  await screenshotBillingStep(recruiter, recruiterWizard, 'team-hire-recruiter-billing');
  await recruiterWizard.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(recruiterWizard).toBeHidden();
  await expect(jobRow(recruiter, title).first()).toContainText('Live');

  // The owner opens the same close-out, which resumes at the billing step, and confirms.
  await page.goto(`/employers/my_business/jobs?search=${encodeURIComponent(title)}`);
  await chooseRowAction(jobRow(page, title).first(), title, 'Close');
  const ownerWizard = closeOutWizard(page, title);
  await expect(ownerWizard.getByText(new RegExp(`^Hired: ${name.first} ${name.last}`))).toBeVisible();
  await expect(ownerWizard.getByTestId('owner-confirms')).toHaveCount(0);
  await expect(ownerWizard.getByRole('button', { name: 'Confirm' })).toBeFocused();
  expect(await seriousViolations(page, '.modal')).toEqual([]);
  await ownerWizard.getByRole('button', { name: 'Confirm' }).click();
  await expect(ownerWizard.getByRole('definition').last()).toHaveText('$100.00, on your next invoice');
  await ownerWizard.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(ownerWizard).toBeHidden();
  await expectArrivedWithHighlight(page, title, `Closed: "${title}" no longer takes applications.`);
  await expect(jobRow(page, title).first()).toContainText('Closed');
  await expect(jobRow(page, title).first()).toContainText('Charge $100.00');
  expect(await seriousViolations(page)).toEqual([]);

  // The candidate was hired.
  await candidate.reload();
  await expect(candidate.getByRole('row').filter({ hasText: title })).toContainText('Hired');

  for (const person of [recruiter, candidate]) await person.context().close();
});
