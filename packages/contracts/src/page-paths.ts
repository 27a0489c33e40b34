// The web app's pages (spec §2.1) that the server knows too: it writes the public pages' heads, preloads
// their code and data, lists them in the sitemap and feeds, lets them be framed, and links to pages in its
// emails. The web app's router reads these patterns, and both sides build and match paths with the
// functions below (plain, no zod).

/** The public pages' path patterns, in the router's form (`:name` stands for one path segment). */
export const PUBLIC_PAGES = {
  home: '/',
  homeAlias: '/home',
  about: '/about',
  employers: '/employers',
  terms: '/terms',
  privacy: '/privacy',
  /** Quick starts for partners building on the API (issue 40). */
  developers: '/developers',
  jobs: '/jobs',
  job: '/jobs/:jobId',
  businessJobs: '/employers/:businessId/jobs',
  businessJob: '/employers/:businessId/jobs/:jobId',
  organizationJobs: '/organizations/:organizationId/jobs',
  organizationJob: '/organizations/:organizationId/jobs/:jobId',
  shareLink: '/s/:key',
  affiliateLink: '/l/:key',
} as const;

/** The signed-in pages the server's emails link to. */
export const EMAILED_PAGES = {
  resetPassword: '/reset_password',
  myApplications: '/my_applications',
  myShareLinks: '/my_share_links',
  /** The referrer's rewards, payout setup, codes and gift cards (decision 065); Stripe's onboarding returns here. */
  myRewards: '/me/rewards',
  /** A gift card's page by its redemption code (its QR code's link): the business marks it redeemed there. */
  redeem: '/redeem/:code',
  employerDashboard: '/employers/dashboard',
  employerMembershipSignup: '/employers/membership_signup',
  employerJobAdd: '/employers/my_business/jobs/add',
  employerJobApplications: '/employers/my_business/jobs/:jobId/applications',
  /** Where an unsubscribe link opened in a browser lands (`?token=`), to confirm it. */
  unsubscribed: '/unsubscribed',
  /** The signed-in user's job alerts. */
  myJobAlerts: '/job_alerts',
  /** The signed-in candidate's saved jobs (decision 061). */
  savedJobs: '/saved_jobs',
  /** Where a visitor's job alert confirmation link lands (`?token=`), which confirms it with the POST. */
  confirmJobAlert: '/job_alerts/confirm',
  /** Where an account's e-mail confirmation link lands (`?token=`), which confirms the address with the POST. */
  confirmEmail: '/confirm_email',
  /** Where an expiry reminder's 'Extend 30 days' link lands (`?token=`), which extends the posting with the POST. */
  extendPosting: '/employers/extend_posting',
  /** Where a team invitation's link lands (the token in the path), to sign up, log in or accept. */
  memberInvitation: '/employers/invitations/:token',
} as const;

/**
 * Signed-in screens the server preloads the code and first data of (beside EMAILED_PAGES, decision 046):
 * the workspace of a Hunter, an Employer, an organization admin and an admin.
 */
export const SIGNED_IN_PAGES = {
  me: '/me',
  myOrganizations: '/my_organizations',
  adminDashboard: '/admin/dashboard',
  adminUsers: '/admin/users',
  employerProfile: '/employers/my_business/profile',
} as const;

/**
 * The rest of the web app's pages (spec §2.1). With the lists above they are every page there is: the server
 * answers any other path 404 with a 'Not found' title (`isAppPagePath`), so a new screen's path goes here.
 */
export const APP_PAGES = {
  attributions: '/attributions',
  signup: '/signup',
  jobApply: '/jobs/:jobId/mwapply',
  forgotPassword: '/forgot_password',
  notFound: '/not_found',
  businessJobApply: '/employers/:businessId/jobs/:jobId/mwapply',
  organizationJobApply: '/organizations/:organizationId/jobs/:jobId/mwapply',
  instantApplyDefaults: '/instant_apply_defaults',
  myOrganization: '/my_organizations/:id',
  adminAffiliateLinks: '/admin/affiliate_links',
  adminAffiliateLinkNew: '/admin/affiliate_links/new',
  adminAffiliateLinkEdit: '/admin/affiliate_links/:id/edit',
  adminAffiliateLinkDetails: '/admin/affiliate_links/:id/details',
  adminOrganizations: '/admin/organizations',
  adminOrganizationNew: '/admin/organizations/new',
  adminOrganizationEdit: '/admin/organizations/:id/edit',
  adminRegions: '/admin/regions',
  adminRegionNew: '/admin/regions/new',
  adminRegionEdit: '/admin/regions/:id/edit',
  adminRewardSources: '/admin/reward_sources',
  adminRewardSourceNew: '/admin/reward_sources/new',
  adminRewardSourceEdit: '/admin/reward_sources/:id/edit',
  adminBilling: '/admin/billing',
  adminRewards: '/admin/rewards',
  adminRewardTotals: '/admin/rewards/totals',
  employerJobs: '/employers/my_business/jobs',
  employerJobEdit: '/employers/my_business/jobs/:jobId/edit',
  employerTeam: '/employers/my_business/team',
  employerJobSources: '/employers/my_business/job_sources',
  employerWebhooks: '/employers/my_business/webhooks',
  employerApiKeys: '/employers/my_business/api_keys',
  adminJobSources: '/admin/job_sources',
} as const;

/** The pages search engines are sent to without a row behind them (the sitemap's static pages). */
export const STATIC_PUBLIC_PAGES = [
  PUBLIC_PAGES.home,
  PUBLIC_PAGES.jobs,
  PUBLIC_PAGES.about,
  PUBLIC_PAGES.employers,
  PUBLIC_PAGES.terms,
  PUBLIC_PAGES.privacy,
  PUBLIC_PAGES.developers,
] as const;

/** The job lists and job pages another site may show in a frame (spec §2.1 frame mode). */
export const EMBEDDABLE_PAGES = [
  PUBLIC_PAGES.jobs,
  PUBLIC_PAGES.job,
  PUBLIC_PAGES.businessJobs,
  PUBLIC_PAGES.businessJob,
  PUBLIC_PAGES.organizationJobs,
  PUBLIC_PAGES.organizationJob,
] as const;

type ParamName<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<Rest>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters of a path pattern, by name: `{ jobId }` for '/jobs/:jobId'. */
export type TPagePathParams<Pattern extends string> = { [Name in ParamName<Pattern>]: string };

/** A path of a pattern: '/jobs/:jobId' with `{ jobId: 5 }` is '/jobs/5'. Parameters are URI-encoded. */
export function pagePath<Pattern extends string>(
  pattern: Pattern,
  params: { [Name in ParamName<Pattern>]: string | number },
): string {
  const values = params as Record<string, string | number>;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/** A path without its trailing slashes ('/jobs/' is '/jobs'; '/' stays). */
export const withoutTrailingSlash = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

/**
 * The parameters of `pathname` when it is a page of `pattern`, else null: each parameter is one non-empty
 * segment, as it stands in the path; a trailing slash is the same page.
 */
export function matchPagePath<Pattern extends string>(
  pattern: Pattern,
  pathname: string,
): TPagePathParams<Pattern> | null {
  const wanted = pattern.split('/');
  const given = withoutTrailingSlash(pathname).split('/');
  if (pattern === '/') return given.join('/') === '/' ? ({} as TPagePathParams<Pattern>) : null;
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index]!;
    if (segment.startsWith(':')) {
      if (value === '') return null;
      params[segment.slice(1)] = value;
    } else if (segment !== value) return null;
  }
  return params as TPagePathParams<Pattern>;
}

/** The largest row id (a PostgreSQL integer). */
const MAX_ROW_ID = 2_147_483_647;

/** A path segment (or query value) that names a row by its id, written as ids are ('7', not '07'), else null. */
export function parsePathId(segment: string | null | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_ROW_ID ? id : null;
}

/**
 * `matchPagePath` for a page whose parameters are all row ids: the ids, or null unless each parameter is
 * one ('/employers/my_business/jobs' is no employer's list of jobs).
 */
export function matchPageIds<Pattern extends string>(
  pattern: Pattern,
  pathname: string,
): { [Name in ParamName<Pattern>]: number } | null {
  const params = matchPagePath(pattern, pathname);
  if (!params) return null;
  const ids: Record<string, number> = {};
  for (const [name, segment] of Object.entries<string>(params)) {
    const id = parsePathId(segment);
    if (id === null) return null;
    ids[name] = id;
  }
  return ids as { [Name in ParamName<Pattern>]: number };
}

/** A job's page: on the board, or under the business or organization whose list it was opened from. */
export type TJobPagePath =
  | { kind: 'job'; jobId: string }
  | { kind: 'business'; businessId: string; jobId: string }
  | { kind: 'organization'; organizationId: string; jobId: string };

/**
 * Which job page `pathname` is, if it is one, its ids as written (an unknown job id is still a job page).
 * The business or organization must be an id: '/employers/my_business/jobs/add' is the employer's own screen.
 */
export function matchJobPagePath(pathname: string): TJobPagePath | null {
  const board = matchPagePath(PUBLIC_PAGES.job, pathname);
  if (board) return { kind: 'job', ...board };
  const business = matchPagePath(PUBLIC_PAGES.businessJob, pathname);
  if (business && parsePathId(business.businessId) !== null) return { kind: 'business', ...business };
  const organization = matchPagePath(PUBLIC_PAGES.organizationJob, pathname);
  if (organization && parsePathId(organization.organizationId) !== null)
    return { kind: 'organization', ...organization };
  return null;
}

const ALL_PAGE_PATTERNS: readonly string[] = [
  ...Object.values(PUBLIC_PAGES),
  ...Object.values(EMAILED_PAGES),
  ...Object.values(SIGNED_IN_PAGES),
  ...Object.values(APP_PAGES),
];

/** Whether `pathname` is one of the web app's pages; any other path is not found. */
export function isAppPagePath(pathname: string): boolean {
  return ALL_PAGE_PATTERNS.some((pattern) => matchPagePath(pattern, pathname) !== null);
}
