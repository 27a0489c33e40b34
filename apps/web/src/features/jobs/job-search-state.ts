import {
  DEFAULT_SEARCH_RADIUS_MILES,
  isUsStateText,
  JOB_SEARCH_FILTERS,
  JOB_SEARCH_SORTS,
  SEARCH_RADII_MILES,
  type TJobSearchFilterKey,
  type TJobSearchFilterValues,
  type TJobSearchSort,
  type TSearchRadius,
} from '@mainwork/contracts';
import { readCookie, writeCookie } from '../../lib/cookies.ts';
import type { JobSearchRequest } from './api/search-jobs.ts';

/** The filters of the search form (spec §3 Search form state), in the order the modal and chips show them. */
export const FILTER_FIELDS = JOB_SEARCH_FILTERS;

export type FilterKey = TJobSearchFilterKey;

/** A chosen filter: the value sent and its display-name twin shown on the chip. */
export type ChosenFilter = { value: number; name: string };
export type ChosenFilters = Partial<Record<FilterKey, ChosenFilter>>;

export type JobSearch = {
  what_search_text: string;
  where_search_text: string;
  page: number;
  filters: ChosenFilters;
  sort: TJobSearchSort;
  /** Miles around a city or ZIP. */
  radius: TSearchRadius;
};

export const EMPTY_SEARCH: JobSearch = {
  what_search_text: '',
  where_search_text: '',
  page: 1,
  filters: {},
  sort: 'relevance',
  radius: DEFAULT_SEARCH_RADIUS_MILES,
};

/** Whether the where text is searched within a radius: a city or ZIP, not Remote or a state (decision 011). */
export function searchesAroundPlace(where: string): boolean {
  const text = where.trim();
  return text !== '' && text.toLowerCase() !== 'remote' && !isUsStateText(text);
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

// Read by hand rather than with zod: the list pages are first pages, and zod is not in their code
// (decision 027). Each field falls back on its own when unreadable, as before.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' && value.length <= 200 ? value : '');

function chosenFilter(value: unknown): ChosenFilter | undefined {
  if (!isRecord(value)) return undefined;
  const { value: id, name } = value;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return undefined;
  if (typeof name !== 'string' || name.length > 200) return undefined;
  return { value: id, name };
}

function chosenFilters(value: unknown): ChosenFilters {
  const filters: ChosenFilters = {};
  if (!isRecord(value)) return filters;
  for (const { key } of FILTER_FIELDS) {
    const chosen = chosenFilter(value[key]);
    if (chosen) filters[key] = chosen;
  }
  return filters;
}

export const JOB_SEARCH_COOKIE = 'job_search';
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
export function parseSavedSearch(value: unknown): JobSearch {
  if (!isRecord(value)) return EMPTY_SEARCH;
  const { page, sort, radius } = value;
  return {
    what_search_text: text(value.what_search_text),
    where_search_text: text(value.where_search_text),
    page: typeof page === 'number' && Number.isInteger(page) && page >= 1 ? page : 1,
    filters: chosenFilters(value.filters),
    sort: JOB_SEARCH_SORTS.find((known) => known === sort) ?? EMPTY_SEARCH.sort,
    radius: SEARCH_RADII_MILES.find((known) => known === radius) ?? EMPTY_SEARCH.radius,
  };
}

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
