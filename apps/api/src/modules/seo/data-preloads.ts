import type { PrismaClient } from '@mainwork/db';
import {
  EMPTY_SAVED_JOB_SEARCH,
  firstJobsPagePath,
  JOB_SEARCH_COOKIE,
  matchJobPagePath,
  matchPagePath,
  parsePathId,
  PUBLIC_PAGES,
  readJobSearchUrlQuery,
  readSavedJobSearchCookie,
} from '@mainwork/contracts';
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
 * Nothing of the session: a page asked for with one gets a visitor's preloads (the page the server renders
 * for the session carries its data instead, decision 046).
 */
export async function dataPreloadPaths(
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
 * `<link rel="preload" as="fetch">` for those answers. The web app fetches with credentials (the session
 * cookie), so the preloads do too (`use-credentials`): otherwise the browser would not reuse them.
 */
export async function dataPreloadLinks(
  prisma: PrismaClient,
  pathname: string,
  query: URLSearchParams,
  cookies: Record<string, string | undefined>,
): Promise<string> {
  const paths = await dataPreloadPaths(prisma, pathname, query, cookies);
  return paths
    .map((path) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(path)}">`)
    .join('\n');
}
