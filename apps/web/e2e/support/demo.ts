import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';

/** Demo users seeded into the journeys' database (prisma/seed). */
export const DEMO = {
  admin: { email: 'admin@mainwork.test', password: 'MainWork-demo-1' },
  employer: { email: 'employer@mainwork.test', password: 'MainWork-demo-1' },
  hunter: { email: 'hunter@mainwork.test', password: 'MainWork-demo-1' },
  orgAdmin: { email: 'orgadmin@mainwork.test', password: 'MainWork-demo-1' },
};

/** The demo users by their role's name in the seed's demo logins (perf/asset-sizes.mjs names them so). */
export const DEMO_BY_ROLE: Record<string, { email: string; password: string }> = {
  Admin: DEMO.admin,
  Employer: DEMO.employer,
  Hunter: DEMO.hunter,
  'Organization admin': DEMO.orgAdmin,
};

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Signs in through the API with the page's cookie jar, then loads `path`. */
export async function signInAs(page: Page, user: { email: string; password: string }, path = '/') {
  const response = await page.request.post('/auth/login', { data: user });
  expect(response.status()).toBe(200);
  await page.goto(path);
}

export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  const menu = page.locator('.dropdown-menu.show');
  await expect(menu).toBeVisible();
  return menu;
}

/** Text of the rows of the open dropdown menu. */
export async function menuRows(page: Page): Promise<string[]> {
  const menu = page.locator('.dropdown-menu.show');
  return (await menu.locator('a, button').allInnerTexts()).map((text) => text.trim());
}

const mailDir = path.resolve(import.meta.dirname, '../../../../.data/e2e/mail');

/**
 * The newest e-mail written for `to` whose subject is `subject` (the server writes mail to disk when no
 * SMTP server is set). The subject matters: a new account also gets a welcome e-mail, which may be
 * written just before the one a journey waits for.
 */
export async function readMailTo(to: string, subject: string | RegExp, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = await fs.readdir(mailDir).catch(() => [] as string[]);
    for (const file of files.sort().reverse()) {
      const mail = await simpleParser(await fs.readFile(path.join(mailDir, file)));
      const subjectMatches = typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject ?? '');
      if (JSON.stringify(mail.to ?? '').includes(to) && subjectMatches) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The path and query of the mail's first link matching `link`, as the page a visitor following it opens. */
export function linkPathIn(mail: { text?: string }, link: RegExp): string {
  const url = new URL(link.exec(mail.text ?? '')![0]);
  return `${url.pathname}${url.search}`;
}

/**
 * Follows the confirmation link of a new account's welcome e-mail in the page's browser: mail about the
 * person's applications waits for a confirmed address (decision 051).
 */
export async function confirmAddressFromWelcome(page: Page, email: string) {
  const welcome = await readMailTo(email, 'Welcome to MainWork');
  await page.goto(linkPathIn(welcome, /https?:\/\/\S+\/confirm_email\?token=\S+/));
  await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed.' })).toBeVisible();
}

/** Every e-mail written for `to` so far, oldest first. */
export async function mailsTo(to: string) {
  const files = (await fs.readdir(mailDir).catch(() => [] as string[])).sort();
  const mails = await Promise.all(files.map(async (file) => simpleParser(await fs.readFile(path.join(mailDir, file)))));
  return mails.filter((mail) => JSON.stringify(mail.to ?? '').includes(to));
}

/**
 * How many jobs the unfiltered list holds now: the demo jobs, and any a journey running beside this one
 * has posted (the journeys share one database).
 */
export async function listedJobCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/v1/jobs');
  expect(response.ok()).toBe(true);
  return Number(response.headers()['total']);
}

/** The job list's count line ('95 jobs', '3 nurse jobs'). */
export const jobCount = (page: Page) => page.getByTestId('job-count');

/**
 * Waits until the job list's count line says the whole list ('95 jobs'): the API's total when the page asked
 * for it. A journey beside this one may post or close a job meanwhile, so the total taken just before the
 * page asked (`before`) is as right as the total now.
 */
export async function expectWholeListCounted(page: Page, before: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const shown = /^(\d+) jobs$/.exec((await jobCount(page).textContent()) ?? '')?.[1];
        if (shown === undefined) return 'not counted yet';
        const now = await listedJobCount(page);
        return Number(shown) === before || Number(shown) === now
          ? 'the whole list'
          : `${shown} jobs shown, ${before} then ${now} listed`;
      },
      { timeout: 30_000 },
    )
    .toBe('the whole list');
}
