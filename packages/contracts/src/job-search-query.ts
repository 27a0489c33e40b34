import {
  DEFAULT_SEARCH_RADIUS_MILES,
  JOB_SEARCH_FILTERS,
  readSavedJobSearch,
  type TJobSearchFilterValues,
  type TJobSearchSort,
  type TSavedJobSearch,
  type TSearchRadius,
} from './job-values.ts';
import { formatNumber } from './number-format.ts';

// The query string of `GET /api/v1/jobs`, built one way (plain, no zod): the web app asks with it, and the
// server preloads the very same URL from the page's HTML (decision 027), so the browser reuses that answer.

/** A search as the API is asked for it: the texts trimmed, the filters' values, a feed's businesses. */
export type TJobSearchRequest = {
  what: string;
  where: string;
  sort: TJobSearchSort;
  /** Miles around a city or ZIP. */
  radius: TSearchRadius;
  /** The form's filters, by their ransack names (DECISIONS.md). */
  filters: TJobSearchFilterValues;
  /** A feed's businesses (`filters[business_id_in][]`); absent for the whole board. */
  businessIds?: readonly number[];
};

/** A query in the API's flat bracket form: a key per parameter, an array repeating its key. */
export type TFlatQuery = Record<string, string | number | boolean | undefined | ReadonlyArray<string | number>>;

/** What the API is asked for a saved search, scoped to a feed's businesses when given. */
export function jobSearchRequest(search: TSavedJobSearch, businessIds?: readonly number[]): TJobSearchRequest {
  const filters: TJobSearchFilterValues = {};
  for (const { key } of JOB_SEARCH_FILTERS) {
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

/**
 * The Rails/qs form the API parses (DECISIONS.md): `what_search_text=…&page=2&filters[job_type_id_eq]=3&
 * filters[business_id_in][]=1&filters[business_id_in][]=2`, the filters in the form's order. Blank text,
 * absent filters, the default order and the default radius (or any radius without a place) are left out.
 */
export function jobSearchQuery(request: TJobSearchRequest, page: number): TFlatQuery {
  const what = request.what.trim();
  const where = request.where.trim();
  const query: TFlatQuery = {};
  if (what) query.what_search_text = what;
  if (where) query.where_search_text = where;
  query.page = page;
  if (request.sort !== 'relevance') query.sort = request.sort;
  if (where && request.radius !== DEFAULT_SEARCH_RADIUS_MILES) query.radius = request.radius;
  for (const { key } of JOB_SEARCH_FILTERS) {
    const value = request.filters[key];
    if (value !== undefined) query[`filters[${key}]`] = value;
  }
  if (request.businessIds) query['filters[business_id_in][]'] = request.businessIds;
  return query;
}

/** A flat query as a URL's query string (without '?'): absent and blank values are left out. */
export function flatQueryString(query: TFlatQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value))
      for (const item of value as ReadonlyArray<string | number>) params.append(key, String(item));
    else if (value !== undefined && value !== '') params.append(key, String(value));
  }
  return params.toString();
}

/**
 * The path and query of the first page of `GET /api/v1/jobs` the web app asks for a saved search (a feed's
 * businesses given): the server preloads it from the page's HTML.
 */
export const firstJobsPagePath = (search: TSavedJobSearch, businessIds?: readonly number[]): string =>
  `/api/v1/jobs?${flatQueryString(jobSearchQuery(jobSearchRequest(search, businessIds), 1))}`;

/** The query string of a `/jobs` page for a search: jobSearchQuery's, without the page. Empty for the empty search. */
export const jobSearchUrlQuery = (request: TJobSearchRequest): string =>
  flatQueryString({ ...jobSearchQuery(request, 1), page: undefined });

/** Whether a query parameter is part of a search (jobSearchQuery's keys), not something else a URL carries. */
export const isJobSearchQueryKey = (key: string): boolean =>
  ['what_search_text', 'where_search_text', 'page', 'sort', 'radius'].includes(key) || key.startsWith('filters[');

/**
 * Spec §9's Min Salary filter option: '$40,000+'. Here, with the search's query, so that naming a search's
 * filters needs nothing more on the job pages.
 */
export const formatMinSalaryOption = (amount: number): string => `$${formatNumber(amount)}+`;

/**
 * The search a `/jobs` URL carries, read back from jobSearchQuery's format (the web app starts from it, the
 * server preloads its first page): null when the URL carries no search, so the saved one applies. Read as a
 * saved search is, so unreadable parts fall back each on its own. The filters' names are unknown ('') until
 * the lookups name them (the Min Salary amount is its own name).
 */
export function readJobSearchUrlQuery(query: URLSearchParams): TSavedJobSearch | null {
  if (![...query.keys()].some((key) => key !== 'page' && isJobSearchQueryKey(key))) return null;
  const filters: Record<string, { value: number; name: string }> = {};
  for (const { key } of JOB_SEARCH_FILTERS) {
    // Digits only, and fewer than ten of them: within PostgreSQL's integer.
    const text = query.get(`filters[${key}]`) ?? '';
    if (/^\d{1,9}$/.test(text)) {
      const value = Number(text);
      filters[key] = { value, name: key === 'job_min_salary_eq' ? formatMinSalaryOption(value) : '' };
    }
  }
  return readSavedJobSearch({
    what_search_text: query.get('what_search_text')?.trim(),
    where_search_text: query.get('where_search_text')?.trim(),
    sort: query.get('sort'),
    radius: Number(query.get('radius')),
    filters,
  });
}
