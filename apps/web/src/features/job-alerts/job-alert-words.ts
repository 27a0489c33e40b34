import {
  DEFAULT_SEARCH_RADIUS_MILES,
  JOB_SEARCH_FILTERS,
  placeTextMeaning,
  type TJobAlertFrequency,
  type TJobSearchFilterKey,
} from '@mainwork/contracts';
import type { TLookup } from '@mainwork/contracts';
import { useLookup, type JobLookupName } from '../../lib/api/lookups.ts';
import { formatMinSalaryOption } from '../../lib/formatters.ts';
import type { JobAlertSearch } from './api/job-alerts.ts';

export const FREQUENCY_WORDS: Record<TJobAlertFrequency, string> = {
  instant: 'instantly',
  daily: 'daily',
  weekly: 'weekly',
};

/** A filter's value by its name: a lookup's name, or the Min Salary amount as the filter shows it. */
export type FilterNamer = (key: TJobSearchFilterKey, value: number) => string;

const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * A search in words, as the alert list and the alert dialog name it: 'Nurse near Boston, MA, Full-time',
 * 'Nurse within 50 miles of Boston, MA', 'Cook in Massachusetts', 'Designer, remote', 'All jobs'.
 */
export function describeJobAlertSearch(search: JobAlertSearch, nameOf: FilterNamer): string {
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
  const filters = JOB_SEARCH_FILTERS.flatMap(({ key }) => {
    const value = search.filters[key];
    return value === undefined ? [] : [nameOf(key, value)];
  });
  return [words, ...filters].join(', ');
}

/** An alert in words with its frequency: 'Nurse near Boston, MA, Full-time · daily'. */
export const describeJobAlert = (alert: JobAlertSearch & { frequency: TJobAlertFrequency }, nameOf: FilterNamer) =>
  `${describeJobAlertSearch(alert, nameOf)} · ${FREQUENCY_WORDS[alert.frequency]}`;

/**
 * Names the filters of the given searches with the lookups the job search uses (each asked only when a search
 * has that filter; cached with the search's own). Until a lookup answers, or when it failed, the filter's
 * label stands in: 'Job Type'.
 */
export function useFilterNamer(searches: readonly JobAlertSearch[]): FilterNamer {
  const uses = (key: TJobSearchFilterKey) => searches.some((search) => search.filters[key] !== undefined);
  const lists: Record<JobLookupName, TLookup[] | undefined> = {
    jobTypes: useLookup('jobTypes', uses('job_type_id_eq')).data,
    jobExperienceLevels: useLookup('jobExperienceLevels', uses('job_experience_level_id_eq')).data,
    jobLocationTypes: useLookup('jobLocationTypes', uses('job_location_type_id_eq')).data,
    jobIndustries: useLookup('jobIndustries', uses('job_industry_id_eq')).data,
    jobFunctions: useLookup('jobFunctions', uses('job_function_id_eq')).data,
  };
  return (key, value) => {
    const filter = JOB_SEARCH_FILTERS.find((candidate) => candidate.key === key)!;
    if (filter.lookup === null) return formatMinSalaryOption(value);
    return lists[filter.lookup]?.find((option) => option.id === value)?.name ?? filter.label;
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** When an alert last mailed: 'Last sent today', 'Last sent 3 days ago', 'Last sent 2 weeks ago', 'Not sent yet'. */
export function formatLastSent(lastSentAt: string | null, now: Date = new Date()): string {
  if (lastSentAt === null) return 'Not sent yet';
  const days = Math.max(0, Math.floor((now.getTime() - new Date(lastSentAt).getTime()) / DAY_MS));
  if (days < 14) return `Last sent ${relative.format(-days, 'day')}`;
  if (days < 60) return `Last sent ${relative.format(-Math.floor(days / 7), 'week')}`;
  return `Last sent ${relative.format(-Math.floor(days / 30), 'month')}`;
}
