import { z } from 'zod';
import { ZId, ZLookup } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';
import type { lookupEndpoints } from './lookups.ts';

export const SALARY_RATES = ['per_hour', 'per_day', 'per_week', 'per_month', 'per_year'] as const;
export const ZSalaryRate = z.enum(SALARY_RATES);
export type TSalaryRate = z.infer<typeof ZSalaryRate>;

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
export const ZRewardType = z.enum(REWARD_TYPES);

/** Reward source 1 stands for the hiring business itself: its gift cards carry the employer's name (spec §9). */
export const EMPLOYER_REWARD_SOURCE_ID = 1;

export const ZReward = z.object({
  type: ZRewardType,
  amount: z.number(),
  estimated_value: z.number(),
  url: z.string().nullable(),
  description: z.string().nullable(),
  reward_source: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  employer_business_name: z.string(),
});
export type TReward = z.infer<typeof ZReward>;

export const ZJob = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  posted_at: z.string(),
  business: z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() }),
  job_type: ZLookup.nullable(),
  job_experience_level: ZLookup.nullable(),
  job_industry: ZLookup.nullable(),
  job_function: ZLookup.nullable(),
  job_location_type: ZLookup.nullable(),
  address: z.object({ city: z.string(), state: z.object({ name: z.string(), code: z.string() }) }).nullable(),
  minimum_salary: z.number().nullable(),
  maximum_salary: z.number().nullable(),
  salary_rate: ZSalaryRate.nullable(),
  benefits: z.array(z.object({ name: z.string(), position: z.number().int() })),
  reward: ZReward.nullable(),
  use_mw_apply: z.boolean(),
  ats_link: z.string().nullable(),
  applications_paused: z.boolean(),
  require_resume: z.boolean(),
  require_cover_letter: z.boolean(),
});
export type TJob = z.infer<typeof ZJob>;

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

const ZFilterId = z.coerce.number().int().positive().max(2_147_483_647);
const ZMinSalary = z.coerce.number().int().min(0).max(10_000_000);

const filterShape = Object.fromEntries(
  JOB_SEARCH_FILTERS.map((filter) => [filter.key, (filter.lookup === null ? ZMinSalary : ZFilterId).optional()]),
) as { [Key in TJobSearchIdFilterKey]: z.ZodOptional<typeof ZFilterId> } & {
  [Key in Exclude<TJobSearchFilterKey, TJobSearchIdFilterKey>]: z.ZodOptional<typeof ZMinSalary>;
};

/** Search filters in the ransack form of DECISIONS.md: `filters[job_type_id_eq]=3`. Unknown keys are a 400. */
export const ZJobSearchFilters = z
  .object({
    ...filterShape,
    /** Scopes employer and organization feeds; not a filter of the search form. */
    business_id_in: z.array(ZFilterId).max(500).optional(),
  })
  .strict();

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

const ZSearchRadius = z.coerce.number().pipe(z.literal(SEARCH_RADII_MILES));

export const ZJobSearchQuery = z
  .object({
    what_search_text: z.string().max(200).optional(),
    where_search_text: z.string().max(200).optional(),
    sort: z.enum(JOB_SEARCH_SORTS).default('relevance'),
    /** Miles around a city or ZIP; ignored for other places. */
    radius: ZSearchRadius.default(DEFAULT_SEARCH_RADIUS_MILES),
    page: z.coerce.number().int().min(1).max(500).default(1),
    filters: ZJobSearchFilters.default({}),
  })
  .strict();
export type TJobSearchQuery = z.infer<typeof ZJobSearchQuery>;

export const JOBS_PAGE_SIZE = 20;
export const TOTAL_CAP = 10_000;

export const jobEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/v1/jobs',
    summary:
      'Search live jobs: text, place (a radius around a city or ZIP), filters, by relevance or date; 20 a page, the count in the `total` header',
    access: 'public',
    query: ZJobSearchQuery,
    headers: ['total', 'total-capped'],
    responses: { 200: z.array(ZJob), 400: ZErrorBody },
  }),
  eligibleToApply: defineEndpoint({
    method: 'GET',
    path: '/api/v1/me/eligible_to_apply_to_job',
    summary: 'Whether the signed-in user may apply to the job now (candidate, not applied, job open)',
    access: 'signed_in',
    query: z.object({ job_id: ZId }),
    responses: { 200: z.object({ result: z.boolean() }), 401: ZErrorBody },
  }),
  show: defineEndpoint({
    method: 'GET',
    path: '/api/v1/jobs/:id',
    summary: 'One live job with its reward (404 for unknown or closed jobs)',
    access: 'public',
    params: z.object({ id: ZId }),
    responses: { 200: ZJob, 404: ZErrorBody },
  }),
} as const;
