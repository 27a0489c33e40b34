import { z } from 'zod';
import { ZId, ZLookup } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';

export const SALARY_RATES = ['per_hour', 'per_day', 'per_week', 'per_month', 'per_year'] as const;
export const ZSalaryRate = z.enum(SALARY_RATES);

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

const ZFilterId = z.coerce.number().int().positive().max(2_147_483_647);

/** Search filters in the ransack form of DECISIONS.md: `filters[job_type_id_eq]=3`. Unknown keys are a 400. */
export const ZJobSearchFilters = z
  .object({
    job_type_id_eq: ZFilterId.optional(),
    job_min_salary_eq: z.coerce.number().int().min(0).max(10_000_000).optional(),
    job_experience_level_id_eq: ZFilterId.optional(),
    job_location_type_id_eq: ZFilterId.optional(),
    job_industry_id_eq: ZFilterId.optional(),
    job_function_id_eq: ZFilterId.optional(),
    business_id_in: z.array(ZFilterId).max(500).optional(),
  })
  .strict();

export const ZJobSearchQuery = z
  .object({
    what_search_text: z.string().max(200).optional(),
    where_search_text: z.string().max(200).optional(),
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
    summary: 'Search live jobs: text, place, filters; 20 a page, the count in the `total` header',
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
