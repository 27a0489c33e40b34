import {
  EMPTY_SAVED_JOB_SEARCH,
  isJobSearchQueryKey,
  JOB_SEARCH_COOKIE,
  JOB_SEARCH_FILTERS,
  jobSearchRequest,
  jobSearchUrlQuery,
  placeTextMeaning,
  readSavedJobSearch,
  readSavedJobSearchCookie,
  savedJobSearchCookie,
  type TChosenFilter,
  type TJobSearchFilterKey,
  type TSavedJobSearch,
} from '@mainwork/contracts';
import { readCookie, writeCookie } from '../../lib/cookies.ts';

/** The filters of the search form (spec §3 Search form state), in the order the modal and chips show them. */
export const FILTER_FIELDS = JOB_SEARCH_FILTERS;

export type FilterKey = TJobSearchFilterKey;

/** A chosen filter: the value sent and its display-name twin shown on the chip. */
export type ChosenFilter = TChosenFilter;
export type ChosenFilters = Partial<Record<FilterKey, ChosenFilter>>;

export type JobSearch = TSavedJobSearch;

export const EMPTY_SEARCH: JobSearch = EMPTY_SAVED_JOB_SEARCH;

/** Whether the where text is searched within a radius: a city or ZIP, not Remote or a state (decision 011). */
export function searchesAroundPlace(where: string): boolean {
  return placeTextMeaning(where).kind === 'place';
}

/** Whether the search asks for anything: text, a place, a filter, another order or radius. */
export function isEmptySearch(search: JobSearch): boolean {
  return (
    !search.what_search_text.trim() &&
    !search.where_search_text.trim() &&
    Object.keys(search.filters).length === 0 &&
    search.sort === EMPTY_SEARCH.sort &&
    search.radius === EMPTY_SEARCH.radius
  );
}

export { JOB_SEARCH_COOKIE };
const COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** The search saved in the `job_search` cookie (spec §3, §9), or the empty search when none or unreadable. */
export const loadSavedSearch = (): JobSearch => readSavedJobSearchCookie(readCookie(JOB_SEARCH_COOKIE));

/** A search kept elsewhere (the remembered list place), or the empty search when unreadable. */
export const parseSavedSearch: (value: unknown) => JobSearch = readSavedJobSearch;

export function saveSearch(search: JobSearch): void {
  writeCookie(JOB_SEARCH_COOKIE, savedJobSearchCookie(search), COOKIE_MAX_AGE_S);
}

/** Whether a chosen filter still waits for its name (a search read from a URL carries values only). */
export const hasUnnamedFilters = (search: JobSearch): boolean =>
  Object.values(search.filters).some((chosen) => chosen.name === '');

/**
 * The page's query string with the search in it (jobSearchQuery's format, shared and bookmarked as is), the
 * other parameters (a chosen job, a frame) kept after it; the chosen job dropped when `dropJob`.
 */
export function searchParamsWith(current: URLSearchParams, search: JobSearch, dropJob: boolean): URLSearchParams {
  const next = new URLSearchParams(jobSearchUrlQuery(jobSearchRequest(search)));
  for (const [key, value] of current)
    if (!isJobSearchQueryKey(key) && !(dropJob && key === 'job_id')) next.append(key, value);
  return next;
}
