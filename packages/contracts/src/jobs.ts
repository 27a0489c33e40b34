import { z } from 'zod';
import { ZId, ZLookup } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';
import { ZPublicScreeningQuestion } from './screening-questions.ts';
import {
  DEFAULT_SEARCH_RADIUS_MILES,
  JOB_SEARCH_FILTERS,
  JOB_SEARCH_SORTS,
  REWARD_TYPES,
  SALARY_RATES,
  SEARCH_RADII_MILES,
  type TJobSearchFilterKey,
  type TJobSearchIdFilterKey,
} from './job-values.ts';

export * from './job-values.ts';

export const ZSalaryRate = z.enum(SALARY_RATES);
export const ZRewardType = z.enum(REWARD_TYPES);

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

/** The job page's job: the listed job and the screening questions Instant Apply asks (without which answer disqualifies). */
export const ZJobDetail = ZJob.extend({ screening_questions: z.array(ZPublicScreeningQuestion) });
export type TJobDetail = z.infer<typeof ZJobDetail>;

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

/** At most this many suggestions answer a half-typed search. */
export const MAX_JOB_SUGGESTIONS = 8;

/** A suggestion for the search box: a title of live jobs, or a word they hold, with how many jobs. */
export const ZJobSuggestion = z.object({
  text: z.string(),
  kind: z.enum(['title', 'word']),
  jobs: z.number().int().positive(),
});
export type TJobSuggestion = z.infer<typeof ZJobSuggestion>;

export const ZJobSuggestionsQuery = z.object({ q: z.string().trim().min(1).max(100) }).strict();

export const jobEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/v1/jobs',
    summary:
      'Search live jobs: text, place (a radius around a city or ZIP), filters, by relevance or date; 20 a page, the count in the `total` header; a text that found nothing gets `did-you-mean` (URI-encoded) when its correction finds jobs; a text searched with misspelt words corrected gets `showing-results-for` (URI-encoded), the text as corrected',
    description:
      "The job board's search. Without text, newest first. `page` selects a page of 20; filters go as `filters[job_type_id_eq]=1`. Only live postings of active businesses are returned.",
    access: 'public',
    query: ZJobSearchQuery,
    headers: ['total', 'total-capped', 'did-you-mean', 'showing-results-for'],
    responses: { 200: z.array(ZJob), 400: ZErrorBody },
  }),
  suggestions: defineEndpoint({
    method: 'GET',
    path: '/api/v1/jobs/suggestions',
    summary:
      'Suggest what to search as it is typed: titles of live jobs holding the text (its last word as the start of a word) and words of live jobs starting with its last word, each with its count of jobs, most jobs first',
    description: 'What the search box offers while typing: at most eight suggestions for `q` (1 to 100 characters).',
    access: 'public',
    query: ZJobSuggestionsQuery,
    responses: { 200: z.array(ZJobSuggestion).max(MAX_JOB_SUGGESTIONS), 400: ZErrorBody },
  }),
  eligibleToApply: defineEndpoint({
    method: 'GET',
    path: '/api/v1/me/eligible_to_apply_to_job',
    summary: 'Whether the signed-in user may apply to the job now (candidate, not applied, job open)',
    description:
      'Lets the job page show or hide its apply button for the signed-in user: false for employers, for a job already applied to, or one closed or paused.',
    access: 'signed_in',
    query: z.object({ job_id: ZId }),
    responses: { 200: z.object({ result: z.boolean() }), 401: ZErrorBody },
  }),
  show: defineEndpoint({
    method: 'GET',
    path: '/api/v1/jobs/:id',
    summary: 'One live job with its reward (404 for unknown or closed jobs)',
    description:
      'A live job as its page shows it, with its business, place, pay, benefits, screening questions and reward. Closed or unknown jobs answer 404.',
    access: 'public',
    params: z.object({ id: ZId }),
    responses: { 200: ZJobDetail, 404: ZErrorBody },
  }),
} as const;
