import {
  EMPTY_SAVED_JOB_SEARCH,
  JOB_SEARCH_COOKIE,
  JOB_SEARCH_FILTERS,
  placeTextMeaning,
  readSavedJobSearch,
  type TChosenFilter,
  type TJobSearchFilterKey,
  type TJobSearchFilterValues,
  type TSavedJobSearch,
} from '@mainwork/contracts';
import { readCookie, writeCookie } from '../../lib/cookies.ts';
import type { JobSearchRequest } from './api/search-jobs.ts';

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
export function loadSavedSearch(): JobSearch {
  const raw = readCookie(JOB_SEARCH_COOKIE);
  if (!raw) return EMPTY_SEARCH;
  try {
    return parseSavedSearch(JSON.parse(raw));
  } catch {
    return EMPTY_SEARCH;
  }
}

/** A search kept elsewhere (the cookie, the remembered list place), or the empty search when unreadable. */
export const parseSavedSearch: (value: unknown) => JobSearch = readSavedJobSearch;

export function saveSearch(search: JobSearch): void {
  writeCookie(JOB_SEARCH_COOKIE, JSON.stringify(search), COOKIE_MAX_AGE_S);
}

/** What the API is asked for this search, scoped to a feed's businesses when given. */
export function toSearchRequest(search: JobSearch, businessIds?: number[]): JobSearchRequest {
  const filters: TJobSearchFilterValues = {};
  for (const { key } of FILTER_FIELDS) {
    const chosen = search.filters[key];
    if (chosen) filters[key] = chosen.value;
  }
  return {
    what: search.what_search_text.trim(),
    where: search.where_search_text.trim(),
    sort: search.sort,
    radius: search.radius,
    filters,
    ...(businessIds ? { businessIds } : {}),
  };
}
