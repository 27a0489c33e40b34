import type { PrismaClient } from '@mainwork/db';
import {
  EMAILED_PAGES,
  EMPTY_SAVED_JOB_SEARCH,
  firstJobsPagePath,
  JOB_SEARCH_COOKIE,
  matchJobPagePath,
  matchPagePath,
  parsePathId,
  PUBLIC_PAGES,
  readJobSearchUrlQuery,
  readSavedJobSearchCookie,
  SIGNED_IN_PAGES,
} from '@mainwork/contracts';
import { publicFileUrl } from '../jobs/job-rows.ts';
import { escapeHtml } from './escape.ts';

/** An active organization's member businesses, in the order its page asks the search for them. */
async function organizationBusinessIds(prisma: PrismaClient, organizationId: number): Promise<number[] | null> {
  const organization = await prisma.organization.findUnique({
    where: { id: organizationId },
    select: {
      active: true,
      businesses: {
        where: { business: { active: true } },
        select: { businessId: true },
        orderBy: { businessId: 'asc' },
      },
    },
  });
  if (!organization?.active) return null;
  return organization.businesses.map((member) => member.businessId);
}

/** An active business, whose feed searches its own jobs; null when its profile would not load. */
async function employerBusinessIds(prisma: PrismaClient, businessId: number): Promise<number[] | null> {
  const business = await prisma.business.findUnique({ where: { id: businessId }, select: { active: true } });
  return business?.active ? [businessId] : null;
}

const jobApiPath = (jobId: number) => `/api/v1/jobs/${jobId}`;

/** An employer's or organization's list of jobs, or a job page in it, with the ids as written. */
function feedOf(pathname: string): { kind: 'business' | 'organization'; id: string; jobId?: string } | null {
  const businessJobs = matchPagePath(PUBLIC_PAGES.businessJobs, pathname);
  if (businessJobs) return { kind: 'business', id: businessJobs.businessId };
  const organizationJobs = matchPagePath(PUBLIC_PAGES.organizationJobs, pathname);
  if (organizationJobs) return { kind: 'organization', id: organizationJobs.organizationId };
  const job = matchJobPagePath(pathname);
  if (job?.kind === 'business') return { kind: 'business', id: job.businessId, jobId: job.jobId };
  if (job?.kind === 'organization') return { kind: 'organization', id: job.organizationId, jobId: job.jobId };
  return null;
}

/** Who the session cookie names, as far as the first data of a signed-in screen depends on it. */
export type PreloadUser = { businessId: number | null };

/** The lookups the job form and the business profile fill their selects from. */
const JOB_FORM_LOOKUPS = [
  '/api/v1/job_types',
  '/api/v1/job_experience_levels',
  '/api/v1/job_industries',
  '/api/v1/job_functions',
  '/api/v1/job_location_types',
  '/api/v1/states',
];

/**
 * The API answers each signed-in screen asks for first, in the order it asks, as the web app asks for them
 * (its queries' URLs with their default filters; the bundle-size journey checks each is used, none asked
 * twice). An employer's screens need the user's business.
 */
const SIGNED_IN_FIRST_DATA: Array<[string, (user: PreloadUser, params: Record<string, string>) => string[]]> = [
  [EMAILED_PAGES.myApplications, () => ['/api/v1/me/applications']],
  [EMAILED_PAGES.myShareLinks, () => ['/api/v1/me/share_links', '/api/v1/me/rewards']],
  [EMAILED_PAGES.myJobAlerts, () => ['/api/v1/me/job_alerts']],
  [SIGNED_IN_PAGES.me, () => ['/api/v1/users/me', '/api/v1/payment_methods']],
  [SIGNED_IN_PAGES.myOrganizations, () => ['/api/v1/me/organizations']],
  [SIGNED_IN_PAGES.adminDashboard, () => ['/api/v1/admin/dashboard']],
  [SIGNED_IN_PAGES.adminUsers, () => ['/api/v1/admin/users?page=1']],
  [
    EMAILED_PAGES.employerDashboard,
    ({ businessId }) =>
      businessId === null
        ? []
        : [
            `/api/v1/businesses/${businessId}/dashboard`,
            `/api/v1/businesses/${businessId}/jobs?sort=posted_at&direction=desc&page=1`,
          ],
  ],
  [
    EMAILED_PAGES.employerJobApplications,
    ({ businessId }, params) => {
      const jobId = parsePathId(params.jobId);
      if (businessId === null || jobId === null) return [];
      const job = `/api/v1/businesses/${businessId}/jobs/${jobId}`;
      return [`${job}/summary`, `${job}/applications?page=1`];
    },
  ],
  [
    EMAILED_PAGES.employerJobAdd,
    ({ businessId }) =>
      businessId === null ? [] : [`/api/v1/businesses/${businessId}`, '/api/v1/me/membership', ...JOB_FORM_LOOKUPS],
  ],
  [
    SIGNED_IN_PAGES.employerProfile,
    ({ businessId }) =>
      businessId === null
        ? []
        : [
            `/api/v1/businesses/${businessId}`,
            `/api/v1/businesses/${businessId}/public_profile`,
            '/api/v1/employer_sizes',
            '/api/v1/regions',
            '/api/v1/states',
          ],
  ],
];

/**
 * What a signed-in user's page asks for first: who is signed in (every page of the app starts with it),
 * then the screen's own first data, so neither waits for the code nor for the other (decision 046).
 */
function signedInPreloadPaths(user: PreloadUser, pathname: string): string[] {
  for (const [pattern, paths] of SIGNED_IN_FIRST_DATA) {
    const params = matchPagePath(pattern, pathname);
    if (params) return ['/auth/verify_token', ...paths(user, params)];
  }
  return ['/auth/verify_token'];
}

/**
 * The API answers a public page asks for first, started by the browser with the page itself instead of
 * after its code has loaded (no waterfall, decision 027): the same URLs, byte for byte, that the web app
 * then fetches, so the browser hands it the preloaded answers.
 *
 * - `/jobs`: the first page of the search its URL carries, else of the one saved in the `job_search` cookie
 *   (the app starts from the same);
 * - `/jobs/{id}`: the job;
 * - `/organizations/{id}/jobs` (and a job in it): the organization's header and, in parallel rather than
 *   after it, the first page of its businesses' jobs (the server knows them already);
 * - `/employers/{id}/jobs` (and a job in it): the employer's profile header and, in parallel, the first page
 *   of its jobs (the app asks for them once the header has arrived).
 *
 * With a valid session (`user`), the session check and the signed-in screen's first data come first.
 */
export async function dataPreloadPaths(
  prisma: PrismaClient,
  pathname: string,
  query: URLSearchParams,
  cookies: Record<string, string | undefined>,
  user: PreloadUser | null = null,
): Promise<string[]> {
  const publicPaths = await publicPreloadPaths(prisma, pathname, query, cookies);
  return user ? [...signedInPreloadPaths(user, pathname), ...publicPaths] : publicPaths;
}

async function publicPreloadPaths(
  prisma: PrismaClient,
  pathname: string,
  query: URLSearchParams,
  cookies: Record<string, string | undefined>,
): Promise<string[]> {
  if (matchPagePath(PUBLIC_PAGES.jobs, pathname))
    return [firstJobsPagePath(readJobSearchUrlQuery(query) ?? readSavedJobSearchCookie(cookies[JOB_SEARCH_COOKIE]))];
  const board = matchPagePath(PUBLIC_PAGES.job, pathname);
  if (board) {
    const jobId = parsePathId(board.jobId);
    return jobId === null ? [] : [jobApiPath(jobId)];
  }
  const feed = feedOf(pathname);
  if (!feed) return [];
  const feedId = parsePathId(feed.id);
  if (feedId === null) return [];
  const header =
    feed.kind === 'organization' ? `/api/v1/organizations/${feedId}` : `/api/v1/businesses/${feedId}/public_profile`;
  if (feed.jobId !== undefined) {
    const jobId = parsePathId(feed.jobId);
    return jobId === null ? [header] : [header, jobApiPath(jobId)];
  }
  const businessIds =
    feed.kind === 'organization'
      ? await organizationBusinessIds(prisma, feedId)
      : await employerBusinessIds(prisma, feedId);
  if (businessIds === null) return [header];
  // A feed without businesses asks for no jobs at all.
  return businessIds.length === 0 ? [header] : [header, firstJobsPagePath(EMPTY_SAVED_JOB_SEARCH, businessIds)];
}

/**
 * The image a signed-in screen paints largest, started with the page rather than once its data has named it:
 * the business profile's banner (its public header, shown while the business is active), the screen's LCP.
 */
async function signedInImagePaths(prisma: PrismaClient, user: PreloadUser, pathname: string): Promise<string[]> {
  if (user.businessId === null || !matchPagePath(SIGNED_IN_PAGES.employerProfile, pathname)) return [];
  const business = await prisma.business.findUnique({
    where: { id: user.businessId },
    select: { active: true, bannerFileId: true },
  });
  const banner = business?.active ? publicFileUrl(business.bannerFileId) : null;
  return banner ? [banner] : [];
}

/**
 * `<link rel="preload" as="fetch">` for those answers. The web app fetches with credentials (the session
 * cookie), so the preloads do too (`use-credentials`): otherwise the browser would not reuse them. Then a
 * signed-in screen's first image (`as="image"`).
 */
export async function dataPreloadLinks(
  prisma: PrismaClient,
  pathname: string,
  query: URLSearchParams,
  cookies: Record<string, string | undefined>,
  user: PreloadUser | null = null,
): Promise<string> {
  const paths = await dataPreloadPaths(prisma, pathname, query, cookies, user);
  const images = user ? await signedInImagePaths(prisma, user, pathname) : [];
  return [
    ...paths.map((path) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(path)}">`),
    // As the page's <img> asks for it (no crossorigin), so the browser hands it the preloaded image; at the
    // image's own priority, after the code, which must run before the image can be shown.
    ...images.map((path) => `<link rel="preload" as="image" href="${escapeHtml(path)}">`),
  ].join('\n');
}
