import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { uniqueEmail } from './demo.ts';

/** A one-page PDF resume, uploaded as a candidate would. */
export const RESUME_PDF = path.resolve(import.meta.dirname, '../fixtures/resume.pdf');

const PASSWORD = 'apply-journey-1';

type JobRow = {
  id: number;
  title: string;
  use_mw_apply: boolean;
  applications_paused: boolean;
  require_resume: boolean;
  require_cover_letter: boolean;
  ats_link: string | null;
};

async function findJob(request: APIRequestContext, fits: (job: JobRow) => boolean): Promise<JobRow> {
  for (let page = 1; page <= 5; page += 1) {
    const response = await request.get(`/api/v1/jobs?page=${page}`);
    const job = ((await response.json()) as JobRow[]).find(fits);
    if (job) return job;
  }
  throw new Error('no such job in the demo data');
}

/**
 * Signs up a new candidate (Hunter) in the page's browser context: the sign-up signs them in. Each journey
 * gets its own people, so journeys neither depend on each other nor on what an earlier run left.
 */
export async function signUpCandidate(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const response = await page.request.post('/auth/register', {
    multipart: { email, password: PASSWORD, role_name: 'Hunter', first_name: 'Jamie', last_name: label },
  });
  expect(response.status()).toBe(201);
  return email;
}

/** A second person in their own browser (own cookies), at the same server. */
export async function newPerson(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** A live job taking Instant Apply that asks for a resume and nothing else, from the demo data. */
export const resumeOnlyJob = (request: APIRequestContext) =>
  findJob(
    request,
    (job) => job.use_mw_apply && !job.applications_paused && job.require_resume && !job.require_cover_letter,
  );

/** A live job taking applications on the employer's own site only. */
export const externalJob = async (request: APIRequestContext) =>
  (await findJob(
    request,
    (job) => !job.use_mw_apply && !job.applications_paused && job.ats_link !== null,
  )) as JobRow & {
    ats_link: string;
  };

/** Fills the contact fields of the Instant Apply or defaults form. */
export async function fillContact(page: Page, contact: { first: string; last: string; email: string; phone: string }) {
  await page.getByLabel('First name').fill(contact.first);
  await page.getByLabel('Last name').fill(contact.last);
  await page.getByLabel('Email').fill(contact.email);
  await page.getByLabel('Phone').fill(contact.phone);
}

export const alertBar = (page: Page) => page.getByRole('alert');

/** A candidate's name and contact. */
export type Applicant = { first: string; last: string; email: string; phone: string };

/**
 * A candidate whose last name is `lastPrefix` and six random letters: the employer picks the hire by name,
 * and the demo data keeps what earlier runs left.
 */
export function newApplicant(first: string, lastPrefix: string, phone: string): Applicant {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  const last = `${lastPrefix}${letters}`;
  return { first, last, email: `${last.toLowerCase()}@example.com`, phone };
}

/** Applies to the job with Instant Apply (with a resume when it asks for one) and sees it sent. */
export async function applyWithInstantApply(
  candidate: Page,
  job: { id: number; require_resume: boolean },
  applicant: Applicant,
) {
  await candidate.goto(`/jobs/${job.id}/mwapply`);
  await fillContact(candidate, applicant);
  if (job.require_resume) await candidate.getByLabel('Resume').setInputFiles(RESUME_PDF);
  await candidate.getByRole('button', { name: 'Submit application' }).click();
  // Several people share this machine's two cores: the answer may take a while to arrive.
  await expect(alertBar(candidate)).toContainText('Application submitted successfully!', { timeout: 30_000 });
}
