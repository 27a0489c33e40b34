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
export type TRewardTypeName = (typeof REWARD_TYPES)[number];

/** A reward type as the database's `RewardType` enum stores it: its wire name without `Reward::`. */
export type TStoredRewardType = TRewardTypeName extends `Reward::${infer Stored}` ? Stored : never;

const WIRE_PREFIX = 'Reward::';

/** The stored name of a reward type ('Reward::GiftCard' is stored 'GiftCard'). */
export const storedRewardType = (type: TRewardTypeName): TStoredRewardType =>
  type.slice(WIRE_PREFIX.length) as TStoredRewardType;

/** The wire name of a stored reward type ('GiftCard' goes out as 'Reward::GiftCard'). */
export const rewardTypeOnWire = (stored: TStoredRewardType): TRewardTypeName => `${WIRE_PREFIX}${stored}`;

/** The stored names of the reward types, in the order of REWARD_TYPES. */
export const STORED_REWARD_TYPES = REWARD_TYPES.map(storedRewardType) as unknown as readonly [
  TStoredRewardType,
  ...TStoredRewardType[],
];

/** Each reward type's name as people read it (spec §9), in the job form's choices and the reward labels. */
export const REWARD_TYPE_NAMES: Readonly<Record<TRewardTypeName, string>> = {
  'Reward::Cash': 'Cash',
  'Reward::Merchandise': 'Merchandise',
  'Reward::GiftCard': 'Gift Card',
  'Reward::Subscription': 'Subscription',
  'Reward::Experience': 'Experience',
  'Reward::EventTickets': 'Event Tickets',
  'Reward::ProfessionalServices': 'Services',
};

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

/** The cookie the web app keeps the board's last search in (spec §3, §9): JSON, URL-encoded. */
export const JOB_SEARCH_COOKIE = 'job_search';

/** A chosen filter of a saved search: the value sent and its display-name twin shown on the chip. */
export type TChosenFilter = { value: number; name: string };

/** A search as the web app keeps it (the `job_search` cookie, the remembered list place). */
export type TSavedJobSearch = {
  what_search_text: string;
  where_search_text: string;
  page: number;
  filters: Partial<Record<TJobSearchFilterKey, TChosenFilter>>;
  sort: TJobSearchSort;
  /** Miles around a city or ZIP. */
  radius: TSearchRadius;
};

export const EMPTY_SAVED_JOB_SEARCH: TSavedJobSearch = {
  what_search_text: '',
  where_search_text: '',
  page: 1,
  filters: {},
  sort: 'relevance',
  radius: DEFAULT_SEARCH_RADIUS_MILES,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const savedText = (value: unknown): string => (typeof value === 'string' && value.length <= 200 ? value : '');

function chosenFilter(value: unknown): TChosenFilter | undefined {
  if (!isRecord(value)) return undefined;
  const { value: id, name } = value;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return undefined;
  if (typeof name !== 'string' || name.length > 200) return undefined;
  return { value: id, name };
}

/**
 * A saved search read back (the web app's cookie, which the server reads too to preload the first page):
 * each field falls back on its own when unreadable, unknown or broken filters are dropped, and anything
 * but an object is the empty search. By hand, not with zod: the web app's first pages carry no zod.
 */
export function readSavedJobSearch(value: unknown): TSavedJobSearch {
  if (!isRecord(value)) return EMPTY_SAVED_JOB_SEARCH;
  const { page, sort, radius } = value;
  const filters: TSavedJobSearch['filters'] = {};
  if (isRecord(value.filters)) {
    for (const { key } of JOB_SEARCH_FILTERS) {
      const chosen = chosenFilter(value.filters[key]);
      if (chosen) filters[key] = chosen;
    }
  }
  return {
    what_search_text: savedText(value.what_search_text),
    where_search_text: savedText(value.where_search_text),
    page: typeof page === 'number' && Number.isInteger(page) && page >= 1 ? page : 1,
    filters,
    sort: JOB_SEARCH_SORTS.find((known) => known === sort) ?? EMPTY_SAVED_JOB_SEARCH.sort,
    radius: SEARCH_RADII_MILES.find((known) => known === radius) ?? EMPTY_SAVED_JOB_SEARCH.radius,
  };
}

/** The `job_search` cookie's value for a search: its JSON (the cookie encodes it for the URL). */
export const savedJobSearchCookie = (search: TSavedJobSearch): string => JSON.stringify(search);

/**
 * The search a `job_search` cookie's (decoded) value holds, as the web app restores it and the server
 * preloads its first page: the empty search when there is none or it is not JSON.
 */
export function readSavedJobSearchCookie(value: string | undefined): TSavedJobSearch {
  if (!value) return EMPTY_SAVED_JOB_SEARCH;
  try {
    return readSavedJobSearch(JSON.parse(value));
  } catch {
    return EMPTY_SAVED_JOB_SEARCH;
  }
}
