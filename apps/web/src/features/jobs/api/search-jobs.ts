import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  DEFAULT_SEARCH_RADIUS_MILES,
  JOBS_PAGE_SIZE,
  type TJob,
  type TJobSearchFilterKey,
  type TJobSearchFilterValues,
  type TJobSearchSort,
  type TSearchRadius,
} from '@mainwork/contracts';
import { endpoints } from '../../../lib/endpoints.ts';
import { jobKeys } from '../../../lib/api/jobs.ts';
import { nextPageNumber, requestPage, type CallOptions, type Page } from '../../../lib/api-client.ts';

export type JobSearchRequest = {
  what: string;
  where: string;
  sort: TJobSearchSort;
  /** Miles around a city or ZIP. */
  radius: TSearchRadius;
  /** The form's filters, by their ransack names (DECISIONS.md). */
  filters: TJobSearchFilterValues;
  /** A feed's businesses (`filters[business_id_in][]`); absent for the whole board. */
  businessIds?: number[];
};

/** A page of the search; `didYouMean`: for a text that found nothing, a corrected text that finds jobs. */
export type JobSearchPage = Page<TJob> & { totalCapped: boolean; didYouMean: string | null };

type SearchQuery = NonNullable<CallOptions<typeof endpoints.jobs.search>['query']>;

/**
 * The Rails/qs form the API parses (DECISIONS.md): `what_search_text=…&page=2&filters[job_type_id_eq]=3&
 * filters[business_id_in][]=1&filters[business_id_in][]=2`. Blank text, absent filters, the default order and
 * the default radius (or any radius without a place) are left out.
 */
export function jobSearchQuery(request: JobSearchRequest, page: number): SearchQuery {
  const where = request.where.trim();
  const query: SearchQuery = { what_search_text: request.what.trim(), where_search_text: where, page };
  if (request.sort !== 'relevance') query.sort = request.sort;
  if (where && request.radius !== DEFAULT_SEARCH_RADIUS_MILES) query.radius = request.radius;
  for (const [key, value] of Object.entries(request.filters)) query[`filters[${key as TJobSearchFilterKey}]`] = value;
  if (request.businessIds) query['filters[business_id_in][]'] = request.businessIds;
  return query;
}

/** The `did-you-mean` header's text (sent URI-encoded); null when absent or not decodable. */
function correctedText(header: string | null): string | null {
  if (!header) return null;
  try {
    return decodeURIComponent(header);
  } catch {
    return null;
  }
}

/** One page of `GET /api/v1/jobs`, with the count of the `total` header (capped at 10,000). */
export async function searchJobs(
  request: JobSearchRequest,
  page: number,
  signal?: AbortSignal,
): Promise<JobSearchPage> {
  const answer = await requestPage(endpoints.jobs.search, {
    query: jobSearchQuery(request, page),
    ...(signal ? { signal } : {}),
  });
  const { headers } = answer;
  return {
    ...answer.page,
    totalCapped: headers.get('total-capped') === 'true',
    didYouMean: correctedText(headers.get('did-you-mean')),
  };
}

export const jobSearchKey = (request: JobSearchRequest) => [...jobKeys.all, 'search', request] as const;

/**
 * The infinite list (spec §4 Search): page 1 first; the next page while fewer jobs are loaded than the total,
 * and never after a short page (DECISIONS.md).
 */
export const jobSearchInfiniteOptions = (request: JobSearchRequest) =>
  infiniteQueryOptions({
    queryKey: jobSearchKey(request),
    queryFn: ({ pageParam, signal }) => searchJobs(request, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (_lastPage: JobSearchPage, pages: JobSearchPage[]) => nextPageNumber(pages, JOBS_PAGE_SIZE),
    // Coming back from a job page shows the list as it was instead of reloading every page.
    staleTime: 60_000,
  });
