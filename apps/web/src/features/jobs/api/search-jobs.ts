import { infiniteQueryOptions } from '@tanstack/react-query';
import { JOBS_PAGE_SIZE, jobSearchQuery, type TJob, type TJobSearchRequest } from '@mainwork/contracts';
import * as endpoints from '../../../lib/endpoints.ts';
import { jobKeys } from '../../../lib/api/jobs.ts';
import { nextPageNumber, requestPage, type Page } from '../../../lib/api-client.ts';

/**
 * A page of the search; `didYouMean`: for a text that found nothing, a corrected text that finds jobs;
 * `showingResultsFor`: the text as corrected when its misspelt words were corrected while searching.
 */
export type JobSearchPage = Page<TJob> & {
  totalCapped: boolean;
  didYouMean: string | null;
  showingResultsFor: string | null;
};

/** A corrected text's header (`did-you-mean`, `showing-results-for`; sent URI-encoded); null when absent or not decodable. */
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
  request: TJobSearchRequest,
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
    showingResultsFor: correctedText(headers.get('showing-results-for')),
  };
}

export const jobSearchKey = (request: TJobSearchRequest) => [...jobKeys.all, 'search', request] as const;

/**
 * The infinite list (spec §4 Search): page 1 first; the next page while fewer jobs are loaded than the total,
 * and never after a short page (DECISIONS.md).
 */
export const jobSearchInfiniteOptions = (request: TJobSearchRequest) =>
  infiniteQueryOptions({
    queryKey: jobSearchKey(request),
    queryFn: ({ pageParam, signal }) => searchJobs(request, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (_lastPage: JobSearchPage, pages: JobSearchPage[]) => nextPageNumber(pages, JOBS_PAGE_SIZE),
    // Coming back from a job page shows the list as it was instead of reloading every page.
    staleTime: 60_000,
  });
