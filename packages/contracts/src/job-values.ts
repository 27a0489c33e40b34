import type { lookupEndpoints } from './lookups.ts';

// The jobs' plain values (no zod): what the web app's first pages import, so that zod stays out of their
// code (decision 027). The schemas built from them are in jobs.ts, which re-exports these.

export const SALARY_RATES = ['per_hour', 'per_day', 'per_week', 'per_month', 'per_year'] as const;
export type TSalaryRate = (typeof SALARY_RATES)[number];

/** Pay periods in a year: full-time hours, working days, weeks and months. */
export const PAY_PERIODS_PER_YEAR: Readonly<Record<TSalaryRate, number>> = {
  per_hour: 2080,
  per_day: 260,
  per_week: 52,
  per_month: 12,
  per_year: 1,
};

/**
 * A salary over a year, as jobs store it for the Min Salary filter: the range's maximum, or its minimum
 * when it has no maximum, times the pay periods of a year, to the cent.
 */
export function annualSalary(rate: TSalaryRate, minimum: number, maximum?: number | null): number {
  return (Math.round((maximum ?? minimum) * 100) * PAY_PERIODS_PER_YEAR[rate]) / 100;
}

/** Reward types as the spec writes them on the wire. */
export const REWARD_TYPES = [
  'Reward::Cash',
  'Reward::Merchandise',
  'Reward::GiftCard',
  'Reward::Subscription',
  'Reward::Experience',
  'Reward::EventTickets',
  'Reward::ProfessionalServices',
] as const;

/** Reward source 1 stands for the hiring business itself: its gift cards carry the employer's name (spec §9). */
export const EMPLOYER_REWARD_SOURCE_ID = 1;

/** Spec §9: the Min Salary filter's options, 40,000 to 200,000 a year in steps of 20,000. */
export const MIN_SALARY_OPTIONS = Array.from({ length: 9 }, (_, index) => 40_000 + index * 20_000);

/**
 * The search filters (spec §3 Search form state), in the order the filters modal and its chips show
 * them: the one list the query schema below, the web app's form and the API's search derive theirs
 * from. `lookup` names the lookup endpoint whose ids the filter takes; Min Salary takes a yearly amount.
 */
export const JOB_SEARCH_FILTERS = [
  { key: 'job_type_id_eq', label: 'Job Type', lookup: 'jobTypes' },
  { key: 'job_min_salary_eq', label: 'Min Salary', lookup: null },
  { key: 'job_experience_level_id_eq', label: 'Experience Level', lookup: 'jobExperienceLevels' },
  { key: 'job_location_type_id_eq', label: 'Location Type', lookup: 'jobLocationTypes' },
  { key: 'job_industry_id_eq', label: 'Industry', lookup: 'jobIndustries' },
  { key: 'job_function_id_eq', label: 'Function', lookup: 'jobFunctions' },
] as const satisfies ReadonlyArray<{ key: string; label: string; lookup: keyof typeof lookupEndpoints | null }>;

export type TJobSearchFilter = (typeof JOB_SEARCH_FILTERS)[number];
export type TJobSearchFilterKey = TJobSearchFilter['key'];
/** The filters that take a lookup's id. */
export type TJobSearchIdFilterKey = Extract<TJobSearchFilter, { lookup: string }>['key'];

/** The values of the search form's filters, as the API receives them. */
export type TJobSearchFilterValues = Partial<Record<TJobSearchFilterKey, number>>;

/**
 * The orders a search can take: `relevance` (the default: text ranks, a city or ZIP without text goes
 * nearest first, otherwise newest first) or `date` (newest first whatever was asked).
 */
export const JOB_SEARCH_SORTS = ['relevance', 'date'] as const;
export type TJobSearchSort = (typeof JOB_SEARCH_SORTS)[number];

/** The radii, in miles, a city or ZIP can be searched with; 25 unless asked. */
export const SEARCH_RADII_MILES = [10, 25, 50, 100] as const;
export type TSearchRadius = (typeof SEARCH_RADII_MILES)[number];
export const DEFAULT_SEARCH_RADIUS_MILES: TSearchRadius = 25;

export const JOBS_PAGE_SIZE = 20;
export const TOTAL_CAP = 10_000;
