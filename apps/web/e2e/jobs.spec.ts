import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectWholeListCounted, jobCount, listedJobCount, signInAs } from './support/demo.ts';
import { seriousViolations, tooSmallTargets } from './support/accessibility.ts';
import { appTakenOver } from './support/taken-over.ts';

const END_OF_LIST = 'There are no more jobs that match your search.';

const jobList = (page: Page) => page.getByRole('list', { name: 'Jobs' });
const cards = (page: Page) => page.getByTestId('job-card');
const panel = (page: Page) => page.getByRole('complementary', { name: 'Selected job' });

/** The number in the job count label ('90 jobs' → 90, '12 engineer jobs near Boston, MA' → 12). */
async function countShown(page: Page): Promise<number> {
  await expect(jobCount(page)).toHaveText(/^[\d,]+\+? (.+ )?jobs?( (near|in) .+)?$/);
  return Number((await jobCount(page).innerText()).split(' ')[0]!.replace(/[^\d]/g, ''));
}

async function organizationId(page: Page, name: string): Promise<number> {
  const response = await page.request.get('/api/v1/organizations');
  const organizations = (await response.json()) as Array<{ id: number; name: string }>;
  const organization = organizations.find((candidate) => candidate.name.startsWith(name));
  if (!organization) throw new Error(`no organization ${name}`);
  return organization.id;
}

test.describe('job search', () => {
  test('searches by text and by a place picked from the autocomplete', async ({ page }) => {
    const listed = await listedJobCount(page);
    await page.goto('/jobs');
    await expectWholeListCounted(page, listed);

    await page.getByLabel('What').fill('engineer');
    const where = page.getByRole('combobox', { name: 'Where' });
    await expect(where).toHaveAttribute('placeholder', 'Where? (e.g. Boston, Remote, Antarctica)');
    await where.fill('Bosto');
    const boston = page.getByRole('option', { name: /^Boston\s*MA$/ });
    await expect(boston).toBeVisible();
    await boston.click();
    await expect(where).toHaveValue('Boston, MA');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page.getByText(END_OF_LIST)).toBeVisible();
    const found = await countShown(page);
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(await listedJobCount(page));
    await expect(cards(page)).toHaveCount(found);
    // Every job is near Boston: on-site or hybrid in Massachusetts.
    for (const line of await jobList(page)
      .getByRole('link', { name: /jobs at/ })
      .allInnerTexts()) {
      expect(line).toContain('Massachusetts');
    }

    await where.fill('Xyzzyq');
    await expect(page.getByText('No matches found.')).toBeVisible();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('We are sorry. No jobs match your search.')).toBeVisible();

    // The search is kept in the job_search cookie and restored on the next visit.
    await page.goto('/about');
    await page.goto('/jobs');
    await expect(page.getByLabel('What')).toHaveValue('engineer');
    await expect(where).toHaveValue('Xyzzyq');
  });

  test("offers 'Did you mean …?' when nothing matches and the corrected search finds jobs", async ({ page }) => {
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/jobs');
      await page.getByLabel('What').fill('nuse');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByText('We are sorry. No jobs match your search.')).toBeVisible();
      await expect(page.getByText('Did you mean nurse?')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `e2e/screenshots/jobs-did-you-mean-${width}.png` });
      await page.getByRole('button', { name: 'nurse' }).click();
      await expect(page.getByLabel('What')).toHaveValue('nurse');
      expect(await countShown(page)).toBeGreaterThan(0);
      await expect(cards(page).first()).toContainText(/nurs/i);
    }
  });

  test('suggests titles and words of live jobs while typing, and searches the one picked', async ({ page }) => {
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/jobs');
      const what = page.getByRole('combobox', { name: 'What' });
      // The search picked at the first width comes back from the job_search cookie.
      await what.clear();
      await what.pressSequentially('nur');
      await expect(what).toHaveAttribute('aria-expanded', 'true');
      const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
      // Each suggestion shows how many live jobs it finds.
      await expect(options.first()).toHaveText(/nurs.*\d+ jobs?$/i);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `e2e/screenshots/jobs-suggestions-${width}.png` });
      const picked = (await options.first().innerText()).replace(/\s*\d+ jobs?$/, '').trim();
      await what.press('ArrowDown');
      await expect(what).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
      await what.press('Enter');
      await expect(what).toHaveValue(picked);
      await expect(what).toHaveAttribute('aria-expanded', 'false');
      await expect(jobCount(page)).toContainText(picked);
      expect(await countShown(page)).toBeGreaterThan(0);
      await expect(cards(page).first()).toContainText(/nurs/i);
    }
  });

  test('adds a filter as a chip and removes it', async ({ page }) => {
    const listed = await listedJobCount(page);
    await page.goto('/jobs');
    await expectWholeListCounted(page, listed);
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog.getByLabel('Location Type').locator('option', { hasText: 'Remote' })).toHaveCount(1);
    await dialog.getByLabel('Location Type').selectOption({ label: 'Remote' });
    await expect(dialog.getByRole('button', { name: 'Remove filter Location Type: Remote' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(dialog).toHaveCount(0);

    const chip = page.getByRole('button', { name: 'Remove filter Location Type: Remote' });
    await expect(chip).toBeVisible();
    await expect(jobCount(page)).not.toHaveText(`${await listedJobCount(page)} jobs`);
    const remote = await countShown(page);
    expect(remote).toBeGreaterThan(0);
    await expect(cards(page).first()).toContainText('(Remote)');
    for (const line of await jobList(page)
      .getByRole('link', { name: /jobs at/ })
      .allInnerTexts()) {
      expect(line).toMatch(/^\(Remote\)\s*: jobs at /);
    }

    const beforeRemoving = await listedJobCount(page);
    await chip.click();
    await expect(chip).toHaveCount(0);
    await expectWholeListCounted(page, beforeRemoving);
  });

  test('loads more jobs while scrolling until the end of the results', async ({ page }) => {
    const listed = await listedJobCount(page);
    await page.goto('/jobs');
    await expectWholeListCounted(page, listed);
    await expect(cards(page)).toHaveCount(20);
    await expect(page.getByText(END_OF_LIST)).toHaveCount(0);
    await expect(async () => {
      await page.mouse.wheel(0, 4000);
      await expect(page.getByText(END_OF_LIST)).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 30_000 });
    await expect(cards(page)).toHaveCount(await listedJobCount(page));

    await page.getByRole('link', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByLabel('What')).toBeFocused();
  });
});

test.describe('job details', () => {
  test('on a desktop the chosen job sits beside the list', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/jobs');
    await expect(page).toHaveURL(/\/jobs\?job_id=\d+$/);
    const firstTitle = await cards(page).first().getByRole('heading').innerText();
    await expect(panel(page).getByRole('heading', { level: 2, name: firstTitle })).toBeVisible();

    const second = cards(page).nth(1);
    const secondTitle = await second.getByRole('heading').innerText();
    await second.getByRole('link', { name: secondTitle }).click();
    await expect(panel(page).getByRole('heading', { level: 2, name: secondTitle })).toBeVisible();
    await expect(page).toHaveURL(/\/jobs\?job_id=\d+$/);
    await expect(second.getByRole('link', { name: secondTitle })).toHaveAttribute('aria-current', 'true');

    // The panel and the list are side by side.
    const listBox = await jobList(page).boundingBox();
    const panelBox = await panel(page).boundingBox();
    expect(panelBox!.x).toBeGreaterThan(listBox!.x + listBox!.width - 1);
    await expect(panel(page).getByText(/^Posted \d+ \w+ ago$/)).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Share' })).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/jobs-desktop.png' });
  });

  test('on a phone a job opens as a page, and a visitor who applies is asked to sign up', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const listed = await listedJobCount(page);
    await page.goto('/jobs');
    await expectWholeListCounted(page, listed);
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(panel(page)).toHaveCount(0);
    const title = await cards(page).first().getByRole('heading').innerText();
    await cards(page).first().getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/jobs\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'jobs' })).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/job-page-mobile.png', fullPage: true });
    await page.getByRole('main').getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('dialog').getByRole('tab', { name: 'Candidate/Referrer' })).toBeVisible();
  });

  test('an unknown job page goes to /not_found', async ({ page }) => {
    await page.goto('/jobs/999999');
    await expect(page).toHaveURL(/\/not_found$/);
    await expect(page.getByRole('heading', { name: 'OOPS! PAGE NOT FOUND' })).toBeVisible();
  });

  test('a candidate gets Share and Instant Apply (disabled once applied), an employer a disabled Apply', async ({
    page,
  }) => {
    await signInAs(page, DEMO.hunter, '/jobs');
    const main = page.getByRole('main');
    // A live job the hunter applied to, and the first live job they may apply to (the demo data closes one
    // of its postings with a hire, so no id is taken for granted).
    const applied = (
      (await (await page.request.get('/api/v1/me/applications')).json()) as Array<{
        job_id: number;
        job_active: boolean;
      }>
    ).find((application) => application.job_active)!.job_id;
    // Applied to through MainWork (Instant Apply, open to applications), oldest first.
    type Listed = { id: number; use_mw_apply: boolean; applications_paused: boolean };
    const live = ((await (await page.request.get('/api/v1/jobs')).json()) as Listed[])
      .filter((job) => job.use_mw_apply && !job.applications_paused)
      .map(({ id }) => id)
      .sort((a, b) => a - b);
    let eligibleId: number | undefined;
    for (const id of live) {
      const answer = await page.request.get(`/api/v1/me/eligible_to_apply_to_job?job_id=${id}`);
      if (((await answer.json()) as { result: boolean }).result) {
        eligibleId = id;
        break;
      }
    }
    for (const jobId of [eligibleId!, applied]) {
      const answer = await page.request.get(`/api/v1/me/eligible_to_apply_to_job?job_id=${jobId}`);
      const { result: eligible } = (await answer.json()) as { result: boolean };
      await page.goto(`/jobs/${jobId}`);
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(main.getByRole('button', { name: 'Share' })).toBeVisible();
      if (eligible) {
        await expect(main.getByRole('link', { name: 'Instant Apply' })).toHaveAttribute(
          'href',
          `/jobs/${jobId}/mwapply`,
        );
      } else {
        const instantApply = main.getByRole('button', { name: 'Instant Apply' });
        await expect(instantApply).toBeDisabled();
        await instantApply.locator('..').hover();
        await expect(page.getByRole('tooltip')).toHaveText('You have already applied to this job.');
      }
    }

    await page.request.get('/auth/logout');
    await signInAs(page, DEMO.employer, `/jobs/${applied}`);
    const apply = main.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeDisabled();
    await expect(main.getByRole('button', { name: 'Share' })).toHaveCount(0);
    await apply.locator('..').hover();
    await expect(page.getByRole('tooltip')).toHaveText('Create a candidate profile to apply to jobs.');
  });
});

test.describe('job feeds', () => {
  test("an employer's feed lists its jobs under its header; its owner may edit it", async ({ page }) => {
    await page.goto('/employers/1/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Harbor Point Digital' })).toBeVisible();
    const total = await countShown(page);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(await listedJobCount(page));
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain('Harbor Point Digital');
    await expect(page.getByRole('link', { name: 'Edit job feed' })).toHaveCount(0);

    await signInAs(page, DEMO.employer, '/employers/1/jobs');
    await expect(page.getByRole('link', { name: 'Edit job feed' })).toHaveAttribute(
      'href',
      '/employers/my_business/profile',
    );
  });

  /** Opens a feed and checks it came prerendered with its header and jobs: the app asks the API for neither. */
  async function expectFeedInThePage(page: Page, feedPath: string) {
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/v1/') && !url.pathname.startsWith('/api/v1/files/')) asked.push(url.pathname);
    });
    await page.goto(feedPath);
    expect(await countShown(page)).toBeGreaterThan(0);
    // Prerendered by the server with its data (decision 027): the app starts from it instead of asking.
    expect(asked).toEqual([]);
  }

  test('an organization feed comes with its header and jobs in the page, asking the API for neither', async ({
    page,
  }) => {
    const id = await organizationId(page, 'Rhode Island');
    await expectFeedInThePage(page, `/organizations/${id}/jobs`);
  });

  test('an employer feed comes with its profile and jobs in the page, asking the API for neither', async ({ page }) => {
    await expectFeedInThePage(page, '/employers/1/jobs');
  });

  test('an unknown employer shows the employer-not-found page', async ({ page }) => {
    await page.goto('/employers/999999/jobs');
    await expect(page.getByText('The employer you are looking for does not exist.')).toBeVisible();
  });

  test('organization feeds, framed and not: the header hides in a frame unless the organization shows it', async ({
    page,
  }) => {
    const boston = await organizationId(page, 'Greater Boston Chamber of Commerce');
    const rhodeIsland = await organizationId(page, 'Rhode Island');

    await page.goto(`/organizations/${boston}/jobs`);
    await expect(page.getByRole('heading', { level: 1, name: 'Greater Boston Chamber of Commerce' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Post your job/ })).toHaveAttribute('href', 'https://example.org/join');
    expect(await countShown(page)).toBeGreaterThan(0);
    await expect(page.getByTestId('site-header')).toBeVisible();
    await page.screenshot({ path: 'e2e/screenshots/organization-feed-desktop.png' });

    await page.goto(`/organizations/${boston}/jobs?frame=1`);
    await expect(page.getByTestId('organization-header')).toBeVisible();
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    // In a frame a job opens as its employer's page, still framed.
    const title = await cards(page).first().getByRole('heading').innerText();
    await cards(page).first().getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/employers\/\d+\/jobs\/\d+\?frame=1$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('site-header')).toHaveCount(0);

    await page.goto(`/organizations/${rhodeIsland}/jobs`);
    await expect(page.getByTestId('organization-header')).toContainText('Rhode Island Business Association');
    await page.goto(`/organizations/${rhodeIsland}/jobs?frame=1`);
    expect(await countShown(page)).toBeGreaterThan(0);
    await expect(page.getByTestId('organization-header')).toHaveCount(0);
    await expect(page.getByTestId('site-header')).toHaveCount(0);

    await page.goto('/organizations/999999/jobs');
    await expect(page.getByText('The organization you are looking for does not exist.')).toBeVisible();
  });
});

test.describe('the first load', () => {
  const JOB_PAGES = new Set(['/', '/jobs', '/jobs/{id}', '/organizations/{id}/jobs']);
  for (const [width, height, kind] of [
    [1366, 900, 'a desktop'],
    [375, 812, 'a phone-sized window of a desktop browser'],
  ] as const)
    test(`a visitor's prerendered pages are hydrated in place, with nothing in the console, on ${kind}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      // Counts the server's elements taken out of #root: a fresh render replaces them all, hydration none.
      await page.addInitScript(() => {
        const counts = window as unknown as { rootChildrenRemoved: number };
        counts.rootChildrenRemoved = 0;
        new MutationObserver((mutations) => {
          for (const mutation of mutations)
            if ((mutation.target as Element).id === 'root') counts.rootChildrenRemoved += mutation.removedNodes.length;
        }).observe(document, { childList: true, subtree: true });
      });
      // Lists every use of the browser's locale data: the first starts it, 45 to 70 ms of a phone's task inside
      // whatever asked (decision 077), so the job pages' numbers, money and 'Posted X ago' are written without it.
      await page.addInitScript(() => {
        const uses = ((window as unknown as { localeDataUses: string[] }).localeDataUses = [] as string[]);
        const intl = Intl as unknown as Record<string, unknown>;
        for (const name of ['NumberFormat', 'DateTimeFormat', 'RelativeTimeFormat', 'PluralRules', 'Collator'])
          intl[name] = new Proxy(intl[name] as (...args: unknown[]) => unknown, {
            construct: (target, args) => (uses.push(`Intl.${name}`), Reflect.construct(target, args)),
            apply: (target, self, args) => (uses.push(`Intl.${name}`), Reflect.apply(target, self, args)),
          });
        for (const [prototype, method] of [
          [Number.prototype, 'toLocaleString'],
          [Date.prototype, 'toLocaleString'],
          [Date.prototype, 'toLocaleDateString'],
          [Date.prototype, 'toLocaleTimeString'],
          [String.prototype, 'localeCompare'],
        ] as const) {
          const original = (prototype as unknown as Record<string, (...args: unknown[]) => unknown>)[method]!;
          Object.defineProperty(prototype, method, {
            value(this: unknown, ...args: unknown[]) {
              uses.push(method);
              return original.apply(this, args);
            },
          });
        }
      });
      const [job] = (await (await page.request.get('/api/v1/jobs')).json()) as Array<{ id: number }>;
      const feed = await organizationId(page, 'Rhode Island');
      for (const path of [
        '/',
        '/jobs',
        `/jobs/${job!.id}`,
        `/organizations/${feed}/jobs`,
        '/terms',
        '/attributions',
        '/signup',
        '/forgot_password',
      ]) {
        // A saved job search gets the plain shell (decision 027).
        await page.context().clearCookies();
        await page.goto(path);
        await expect(page.locator('#prerendered-data')).toHaveAttribute('data-audience', 'visitor');
        // Live once the app has taken over.
        await appTakenOver(page);
        expect(
          await page.evaluate(() => (window as unknown as { rootChildrenRemoved: number }).rootChildrenRemoved),
          path,
        ).toBe(0);
        if (JOB_PAGES.has(path.replace(/\d+/, '{id}')))
          expect(
            await page.evaluate(() => (window as unknown as { localeDataUses: string[] }).localeDataUses),
            path,
          ).toEqual([]);
      }
      expect(problems).toEqual([]);
    });
});

test.describe('accessibility', () => {
  test('/jobs and a job page have no serious or critical violations', async ({ page }) => {
    await page.goto('/jobs');
    await expect(panel(page).getByRole('heading', { level: 2 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/jobs/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a job card's bookmark and place link are each big enough to tap, on a phone and a laptop", async ({ page }) => {
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/jobs');
      await appTakenOver(page);
      await expect(cards(page).first().getByTestId('save-job-toggle')).toBeVisible();
      expect(await tooSmallTargets(page, '[data-testid="job-card"]'), `${width} px`).toEqual([]);
    }
  });
});
