import { formatMinSalaryOption, jobSearchUrlQuery, type TJobSearchRequest } from './job-search-query.ts';
import { PUBLIC_PAGES } from './page-paths.ts';
import { placeTextMeaning } from './place-values.ts';
import {
  DEFAULT_SEARCH_RADIUS_MILES,
  JOB_SEARCH_FILTERS,
  SEARCH_RADII_MILES,
  type TJobSearchFilter,
  type TJobSearchFilterValues,
} from './job-values.ts';

/** The lookup whose ids a filter takes ('jobTypes', …). */
export type TJobSearchLookup = Exclude<TJobSearchFilter['lookup'], null>;

/** A lookup's name for an id ('Full-time'), or undefined while unknown. */
export type TLookupNamer = (lookup: TJobSearchLookup, id: number) => string | undefined;

/** A search's words as an alert keeps it: its texts, radius and the filters' values. */
export type TJobSearchInWords = {
  what_search_text: string;
  where_search_text: string;
  radius: number;
  filters: TJobSearchFilterValues;
};

// Here rather than with the query string, which the app's first code holds: only the alert screens, the
// alert e-mails and the server link to a search.

/** The `/jobs` page that shows a search: what the alert e-mails, the alert list and a shared search link to. */
export function jobSearchPagePath(request: TJobSearchRequest): string {
  const query = jobSearchUrlQuery(request);
  return query ? `${PUBLIC_PAGES.jobs}?${query}` : PUBLIC_PAGES.jobs;
}

/**
 * The `/jobs` page of an alert's search, newest first, where an alert e-mail sends for the jobs it does not
 * list and the alert list links each alert to: `?what_search_text=…&where_search_text=…&sort=date&radius=…&filters[job_type_id_eq]=3`.
 */
export const jobAlertSearchPath = (search: {
  what_search_text: string;
  where_search_text: string;
  radius: number;
  filters: TJobSearchFilterValues;
}): string =>
  jobSearchPagePath({
    what: search.what_search_text,
    where: search.where_search_text,
    sort: 'date',
    radius: SEARCH_RADII_MILES.find((miles) => miles === search.radius) ?? DEFAULT_SEARCH_RADIUS_MILES,
    filters: search.filters,
  });

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

/** A filter's value by its name: the lookup's name ('Full-time'), the amount ('$40,000+'), else its label. */
export function filterValueName(filter: TJobSearchFilter, value: number, nameOf: TLookupNamer): string {
  if (filter.lookup === null) return formatMinSalaryOption(value);
  return nameOf(filter.lookup, value) ?? filter.label;
}

/**
 * A search in words, as the alert e-mails, the alert list and the alert dialog name it: 'Nurse near Boston,
 * MA, Full-time', 'Nurse within 50 miles of Boston, MA', 'Cook in Massachusetts', 'Designer, remote',
 * 'All jobs'. The filters follow in the job search's order.
 */
export function jobSearchInWords(search: TJobSearchInWords, nameOf: TLookupNamer): string {
  const what = tidy(search.what_search_text) || 'All jobs';
  const where = tidy(search.where_search_text);
  const place = placeTextMeaning(where).kind;
  let words = what;
  if (place === 'remote') words = `${what}, remote`;
  else if (place === 'state') words = `${what} in ${where}`;
  else if (place === 'place')
    words =
      search.radius === DEFAULT_SEARCH_RADIUS_MILES
        ? `${what} near ${where}`
        : `${what} within ${search.radius} miles of ${where}`;
  const filters = JOB_SEARCH_FILTERS.flatMap((filter) => {
    const value = search.filters[filter.key];
    return value === undefined ? [] : [filterValueName(filter, value, nameOf)];
  });
  return [words, ...filters].join(', ');
}
