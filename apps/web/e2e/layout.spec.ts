import { randomUUID } from 'node:crypto';
import { expect, request as requestFactory, test, type APIRequestContext, type Page } from '@playwright/test';
import { routes } from '../src/lib/paths.ts';
import { DEMO } from './support/demo.ts';
import { animationsDone, layoutFindings, settle, type LayoutFinding } from './support/layout-guard.ts';

// Every route of the app, drawn at these widths, must fit (decision 034): no sideways page scroll, no box
// past its parent or the screen, no text over text. Screenshots land in e2e/screenshots/layout/.
const WIDTHS = [375, 768, 1024, 1366, 1920] as const;
const HEIGHT = 900;

const ACTORS = {
  visitor: null,
  hunter: DEMO.hunter,
  employer: DEMO.employer,
  orgAdmin: DEMO.orgAdmin,
  admin: DEMO.admin,
};
type Actor = keyof typeof ACTORS;

/** Long texts as people type them: a long job title with a long unbroken word, a long link name. */
export const LONG_JOB_TITLE =
  'Senior Registered Nurse, Cardiothoracic Intensive Care Unit (Nights, Weekends) – Pharmacotherapy/Anticoagulation-Clinic-Coordinator';
const LONG_LINK_NAME = 'Harbor Point Chamber of Commerce Spring Hiring Fair 2026 – Downtown Waterfront Pavilion Booths';

/** The ids the routes' parameters take: real rows of the demo data, and the long-titled posting. */
type Ids = {
  jobId: number;
  appliedJobId: number;
  businessId: number;
  organizationId: number;
  myOrganizationId: number;
  shareKey: string;
  affiliateKey: string;
  affiliateId: number;
  regionId: number;
  rewardSourceId: number;
};

type RouteCase = { actor: Actor; path: (ids: Ids) => string; open?: (page: Page) => Promise<void> };
const as = (actor: Actor, path: string | ((ids: Ids) => string)): RouteCase => ({
  actor,
  path: typeof path === 'string' ? () => path : path,
});

/**
 * One case per route of the route table (lib/paths.ts `routes`, which the router reads): the type makes a
 * new route a compile error until it is listed here, and the first test checks it at run time too.
 */
const ROUTE_CASES: Record<keyof typeof routes, RouteCase> = {
  home: as('visitor', '/'),
  homeAlias: as('hunter', '/home'),
  about: as('visitor', '/about'),
  employers: as('visitor', '/employers'),
  terms: as('visitor', '/terms'),
  privacy: as('visitor', '/privacy'),
  developers: as('visitor', '/developers'),
  attributions: as('visitor', '/attributions'),
  signup: as('visitor', '/signup?role=employer'),
  jobs: as('visitor', '/jobs'),
  job: as('visitor', (ids) => `/jobs/${ids.jobId}`),
  jobApply: as('hunter', (ids) => `/jobs/${ids.jobId}/mwapply`),
  resetPassword: as('visitor', '/reset_password?token=not-a-real-token&id=1'),
  forgotPassword: as('visitor', '/forgot_password'),
  unsubscribed: as('visitor', '/unsubscribed?token=not-a-real-token'),
  shareLink: as('visitor', (ids) => `/s/${ids.shareKey}`),
  affiliateLink: as('visitor', (ids) => `/l/${ids.affiliateKey}`),
  notFound: as('visitor', '/not_found'),
  businessJobs: as('visitor', (ids) => `/employers/${ids.businessId}/jobs`),
  businessJob: as('visitor', (ids) => `/employers/${ids.businessId}/jobs/${ids.jobId}`),
  businessJobApply: as('hunter', (ids) => `/employers/${ids.businessId}/jobs/${ids.jobId}/mwapply`),
  organizationJobs: as('visitor', (ids) => `/organizations/${ids.organizationId}/jobs`),
  organizationJob: as('visitor', (ids) => `/organizations/${ids.organizationId}/jobs/${ids.jobId}`),
  organizationJobApply: as('hunter', (ids) => `/organizations/${ids.organizationId}/jobs/${ids.jobId}/mwapply`),
  instantApplyDefaults: as('hunter', '/instant_apply_defaults'),
  me: as('hunter', '/me'),
  myApplications: as('hunter', '/my_applications'),
  myShareLinks: as('hunter', '/my_share_links'),
  myRewards: as('hunter', '/me/rewards'),
  redeem: as('hunter', '/redeem/ZZZZ-ZZZZ-ZZZZ-ZZZZ'),
  myJobAlerts: as('hunter', '/job_alerts'),
  savedJobs: as('hunter', '/saved_jobs'),
  confirmJobAlert: as('visitor', '/job_alerts/confirm?token=not-a-real-token'),
  confirmEmail: as('visitor', '/confirm_email?token=not-a-real-token'),
  extendPosting: as('visitor', '/employers/extend_posting?token=not-a-real-token'),
  memberInvitation: as('visitor', '/employers/invitations/not-a-real-token'),
  myOrganizations: as('orgAdmin', '/my_organizations'),
  myOrganization: as('orgAdmin', (ids) => `/my_organizations/${ids.myOrganizationId}`),
  adminAffiliateLinks: as('admin', '/admin/affiliate_links'),
  adminAffiliateLinkNew: as('admin', '/admin/affiliate_links/new'),
  adminAffiliateLinkEdit: as('admin', (ids) => `/admin/affiliate_links/${ids.affiliateId}/edit`),
  adminAffiliateLinkDetails: as('admin', (ids) => `/admin/affiliate_links/${ids.affiliateId}/details`),
  adminOrganizations: as('admin', '/admin/organizations'),
  adminOrganizationNew: as('admin', '/admin/organizations/new'),
  adminOrganizationEdit: as('admin', (ids) => `/admin/organizations/${ids.organizationId}/edit`),
  adminRegions: as('admin', '/admin/regions'),
  adminRegionNew: as('admin', '/admin/regions/new'),
  adminRegionEdit: as('admin', (ids) => `/admin/regions/${ids.regionId}/edit`),
  adminRewardSources: as('admin', '/admin/reward_sources'),
  adminRewardSourceNew: as('admin', '/admin/reward_sources/new'),
  adminRewardSourceEdit: as('admin', (ids) => `/admin/reward_sources/${ids.rewardSourceId}/edit`),
  adminDashboard: as('admin', '/admin/dashboard'),
  adminUsers: as('admin', '/admin/users'),
  adminBilling: as('admin', '/admin/billing'),
  adminRewards: as('admin', '/admin/rewards'),
  adminRewardTotals: as('admin', '/admin/rewards/totals'),
  adminJobSources: as('admin', '/admin/job_sources'),
  employerDashboard: as('employer', '/employers/dashboard'),
  employerMembershipSignup: as('employer', '/employers/membership_signup'),
  employerProfile: as('employer', '/employers/my_business/profile'),
  employerJobs: as('employer', '/employers/my_business/jobs'),
  employerJobAdd: as('employer', '/employers/my_business/jobs/add'),
  employerJobEdit: as('employer', (ids) => `/employers/my_business/jobs/${ids.jobId}/edit`),
  employerJobApplications: as('employer', (ids) => `/employers/my_business/jobs/${ids.appliedJobId}/applications`),
  employerTeam: as('employer', '/employers/my_business/team'),
  employerJobSources: as('employer', '/employers/my_business/job_sources'),
  employerWebhooks: as('employer', '/employers/my_business/webhooks'),
  employerApiKeys: as('employer', '/employers/my_business/api_keys'),
};

/** Dialogs drawn over a screen: they must fit a phone too (their last button within reach). */
const DIALOG_CASES: Record<string, RouteCase> = {
  jobsFiltersModal: {
    ...as('visitor', '/jobs'),
    open: (page) => page.getByRole('button', { name: 'Filters' }).click(),
  },
  jobAlertModal: {
    ...as('visitor', '/jobs'),
    open: (page) => page.getByRole('button', { name: 'Get alerts for this search' }).click(),
  },
  signUpModal: {
    ...as('visitor', '/about'),
    open: async (page) => {
      await page.getByRole('button', { name: 'Account' }).click();
      await page.getByRole('button', { name: 'Sign up' }).click();
    },
  },
};

async function signedIn(baseURL: string, actor: Actor): Promise<APIRequestContext> {
  const context = await requestFactory.newContext({ baseURL });
  const user = ACTORS[actor];
  if (user) expect((await context.post('/auth/login', { data: user })).status()).toBe(200);
  return context;
}

const json = async <T>(context: APIRequestContext, url: string): Promise<T> => {
  const response = await context.get(url);
  expect(response.ok(), `${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
};

type BusinessJob = {
  id: number;
  description: string;
  job_type: { id: number } | null;
  job_experience_level: { id: number } | null;
  job_industry: { id: number } | null;
  job_function: { id: number } | null;
  job_location_type: { id: number } | null;
  address: { address_one: string | null; city: string; zip: string; state: { id: number } } | null;
  minimum_salary: number | null;
  maximum_salary: number | null;
  salary_rate: string | null;
  reward: { type: string; amount: number | null; description: string | null } | null;
};

/**
 * The demo employer's long-titled posting. The guard's two workers each load the ids: the first posts it,
 * the other waits for it (the layout project runs after the journeys that count jobs).
 */
async function longTitledJob(employer: APIRequestContext, businessId: number, poster: boolean): Promise<number> {
  type Row = { id: number; title: string };
  const live = () => json<Row[]>(employer, `/api/v1/businesses/${businessId}/jobs?status=live`);
  const deadline = Date.now() + (poster ? 0 : 30_000);
  for (;;) {
    const posted = (await live()).find((row) => row.title === LONG_JOB_TITLE);
    if (posted) return posted.id;
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const model = await json<BusinessJob>(employer, `/api/v1/businesses/${businessId}/jobs/${(await live())[0]!.id}`);
  const created = await employer.post(`/api/v1/businesses/${businessId}/jobs`, {
    data: {
      job: {
        title: LONG_JOB_TITLE,
        description: model.description,
        job_type_id: model.job_type?.id,
        job_experience_level_id: model.job_experience_level?.id,
        job_industry_id: model.job_industry?.id,
        job_function_id: model.job_function?.id,
        job_location_type_id: model.job_location_type?.id,
        address_attributes: model.address && {
          address_one: model.address.address_one,
          city: model.address.city,
          zip: model.address.zip,
          state_id: model.address.state.id,
        },
        minimum_salary: model.minimum_salary,
        maximum_salary: model.maximum_salary,
        salary_rate: model.salary_rate,
        benefits_attributes: ['Dental', 'Vision', 'Tuition reimbursement up to $5,250 a year', '401(k) match'].map(
          (name, position) => ({ name, position }),
        ),
        reward_attributes: { type: 'Reward::Cash', amount: 1500 },
        use_mw_apply: true,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

async function longNamedAffiliateLink(admin: APIRequestContext) {
  type Link = { id: number; key: string; name: string };
  const links = await json<Link[]>(admin, '/api/v1/affiliate_links');
  const made = links.find((link) => link.name === LONG_LINK_NAME);
  if (made) return made;
  const created = await admin.post('/api/v1/affiliate_links', {
    data: {
      name: LONG_LINK_NAME,
      key: `spring-fair-${randomUUID().slice(0, 8)}`,
      message: 'Welcome!',
      sign_up_type: 'all',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()) as Link;
}

async function loadIds(baseURL: string, poster: boolean): Promise<Ids> {
  const [employer, admin, hunter, orgAdmin] = await Promise.all(
    (['employer', 'admin', 'hunter', 'orgAdmin'] as const).map((actor) => signedIn(baseURL, actor)),
  );
  const { business_id: businessId } = await json<{ business_id: number }>(employer!, '/auth/verify_token');
  const jobId = await longTitledJob(employer!, businessId, poster);
  type Row = { id: number; applications_count: number };
  const rows = await json<Row[]>(employer!, `/api/v1/businesses/${businessId}/jobs`);
  const applied = rows.reduce((best, row) => (row.applications_count > best.applications_count ? row : best));
  const affiliate = await longNamedAffiliateLink(admin!);
  const [organization] = await json<Array<{ id: number }>>(admin!, '/api/v1/organizations');
  const [myOrganization] = await json<Array<{ id: number }>>(orgAdmin!, '/api/v1/me/organizations');
  const [region] = await json<Array<{ id: number }>>(admin!, '/api/v1/regions');
  const [rewardSource] = await json<Array<{ id: number }>>(admin!, '/api/v1/reward_sources');
  const { share_link_key: shareKey } = await json<{ share_link_key: string }>(
    hunter!,
    `/api/v1/jobs/${jobId}/share_link_key`,
  );
  await Promise.all([employer, admin, hunter, orgAdmin].map((context) => context!.dispose()));
  return {
    jobId,
    appliedJobId: applied.id,
    businessId,
    organizationId: organization!.id,
    myOrganizationId: myOrganization!.id,
    shareKey,
    affiliateKey: affiliate.key,
    affiliateId: affiliate.id,
    regionId: region!.id,
    rewardSourceId: rewardSource!.id,
  };
}

/** The findings at one width, the first few in full (the rest are mostly the same fault on further rows). */
function format(width: number, findings: LayoutFinding[]) {
  const SHOWN = 8;
  const lines = findings
    .slice(0, SHOWN)
    .map((finding) => `  [${width}px] ${finding.rule}: ${finding.where}\n      ${finding.detail}`);
  if (findings.length > SHOWN) lines.push(`  [${width}px] …and ${findings.length - SHOWN} more`);
  return `  [${width}px] ${findings.length} finding(s)\n${lines.join('\n')}`;
}

test('the layout guard covers every route of the route table', () => {
  expect(Object.keys(ROUTE_CASES).sort()).toEqual(Object.keys(routes).sort());
});

test('the guard finds a card wider than its column, text over text and a sideways scroll, and lets a scrolling table be', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 600 });
  // Today's job list in small: a grid cell grown to its one-line text, a label over another, a wide table.
  await page.setContent(`
    <div style="display: grid; width: 250px">
      <div><p style="white-space: nowrap; overflow: hidden; text-overflow: ellipsis">A long business line, longer than the list's column</p></div>
    </div>
    <div style="position: relative; height: 20px"><span>Posted 2 days ago</span><span style="position: relative; left: -60px">Overlapping</span></div>
    <div style="overflow-x: auto"><table><tr><td style="white-space: nowrap">${'wide cell '.repeat(20)}</td></tr></table></div>
    <div style="width: 500px">Past the screen</div>`);
  const findings = await layoutFindings(page);
  const rules = findings.map((finding) => `${finding.rule} ${finding.where}`);
  expect(rules).toContainEqual(expect.stringMatching(/^page-scrolls-sideways /));
  expect(rules).toContainEqual(expect.stringMatching(/^drawn-past-parent div > div$/));
  expect(rules).toContainEqual(expect.stringMatching(/^text-over-text div > span +OVER +div > span$/));
  expect(rules).toContainEqual(expect.stringMatching(/^drawn-off-screen div$/));
  // The table scrolls in its own box: nothing inside it is a fault.
  expect(rules.filter((rule) => rule.includes('table'))).toEqual([]);
});

test('from 768 px the guard finds a table cut off in its box and a control narrower than its label', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 600 });
  // Today's dashboard in small: a table scrolling in its 400 px box, one clipped by its card, its actions
  // squeezed to 'App / Edi'; a select narrower than its choice. Then a table and controls that fit.
  await page.setContent(`
    <div style="width: 400px; overflow-x: auto"><table><caption>Scrolling jobs</caption><tr><td style="white-space: nowrap">${'wide cell '.repeat(10)}</td></tr></table></div>
    <div style="width: 400px; overflow: hidden"><table style="width: 600px"><caption>Clipped jobs</caption><tr><td>Job</td><td style="width: 300px"><a href="#">Close</a></td></tr></table></div>
    <button style="width: 40px; overflow: hidden; white-space: nowrap">Applicants</button>
    <button style="width: 40px">Duplicate</button>
    <select style="width: 60px; padding: 0 20px 0 4px"><option>Not selected</option></select>
    <div style="width: 600px"><table><caption>Fitting jobs</caption><tr><td>Barista</td><td><button>Applicants (3)</button></td></tr></table></div>
    <button>Resume applications</button>
    <select><option>Not selected</option></select>`);
  const findings = await layoutFindings(page);
  const rules = findings.map((finding) => `${finding.rule}: ${finding.detail}`);
  expect(rules).toContainEqual(
    expect.stringMatching(/^table-cut-off: "Scrolling jobs" is \d+ px wide in a 400 px box that scrolls or clips it/),
  );
  expect(rules).toContainEqual(expect.stringMatching(/^table-cut-off: "Clipped jobs" is 600 px wide in a 400 px box/));
  expect(rules).toContainEqual(
    expect.stringMatching(/^control-narrower-than-label: "Applicants" needs \d+ px, has 40 px/),
  );
  expect(rules).toContainEqual(
    expect.stringMatching(/^control-narrower-than-label: "Duplicate" needs \d+ px, has 40 px/),
  );
  expect(rules).toContainEqual(expect.stringMatching(/^control-narrower-than-label: "Not selected" needs \d+ px/));
  expect(rules.filter((rule) => /Fitting|Resume applications|Applicants \(3\)/.test(rule))).toEqual([]);
  expect(findings.filter((finding) => finding.rule === 'control-narrower-than-label')).toHaveLength(3);

  // On a phone a table may still scroll in its own box (lists are cards there).
  await page.setViewportSize({ width: 767, height: 600 });
  expect((await layoutFindings(page)).filter((finding) => finding.rule === 'table-cut-off')).toEqual([]);
});

test.describe('every screen fits at 375, 768, 1024, 1366 and 1920 px', () => {
  test.describe.configure({ mode: 'parallel' });
  let ids: Ids;
  test.beforeAll(async ({ baseURL }, testInfo) => {
    ids = await loadIds(baseURL!, testInfo.parallelIndex === 0);
  });

  for (const [name, route] of Object.entries({ ...ROUTE_CASES, ...DIALOG_CASES })) {
    test(`${name} (${route.actor})`, async ({ page }) => {
      const user = ACTORS[route.actor];
      if (user) expect((await page.request.post('/auth/login', { data: user })).status()).toBe(200);
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
      await page.goto(route.path(ids));
      await page.waitForLoadState('networkidle');
      if (route.open) {
        await route.open(page);
        await expect(page.getByRole('dialog')).toBeVisible();
        // The dialog's fade-in ends.
        await animationsDone(page);
      }
      const report: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await settle(page);
        const findings = await layoutFindings(page);
        if (findings.length) report.push(format(width, findings));
        await page.screenshot({ path: `e2e/screenshots/layout/${name}-${width}.png`, fullPage: true });
      }
      expect(report.length, `${name} at ${page.url()} does not fit:\n${report.join('\n')}`).toBe(0);
    });
  }
});
