import { z } from 'zod';
import { requiredInDocument, ZAddress, ZId } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { INCOMPLETE_LINK_MESSAGE } from './mailed-link-values.ts';
import { formatNumber } from './number-format.ts';
import { ZErrorBody } from './errors.ts';
import { ZJob, ZReward, ZRewardType, ZSalaryRate } from './jobs.ts';
import { ZScreeningQuestion, ZScreeningQuestionsInput } from './screening-questions.ts';

/** A posting stays open this long unless the employer picks another expiry date. */
export const JOB_DEFAULT_EXPIRY_DAYS = 60;
export const JOB_MAX_EXPIRY_DAYS = 365;
export const JOB_TITLE_MAX = 200;
export const JOB_DESCRIPTION_MAX = 50_000;
export const JOB_BENEFITS_MAX = 30;
export const BENEFIT_NAME_MAX = 100;
export const REWARD_DESCRIPTION_MAX = 1000;
export const MAX_SALARY = 10_000_000;
export const MAX_REWARD_AMOUNT = 1_000_000;

const optionalId = z
  .number({ error: 'is invalid' })
  .int('is invalid')
  .positive('is invalid')
  .max(2_147_483_647)
  .nullish();
const text = (max: number) => z.string({ error: 'is invalid' }).max(max, `is too long (maximum is ${max} characters)`);
const money = (max: number) =>
  z
    .number({ error: 'must be a number' })
    .min(0, 'must be 0 or more')
    .max(max, `must be at most ${formatNumber(max)}`)
    .nullish();

export const ZJobAddressInput = z.object({
  address_one: text(200).nullish(),
  address_two: text(200).nullish(),
  city: text(200).nullish(),
  state_id: z.number({ error: 'is invalid' }).int('is invalid').positive('is invalid').max(2_147_483_647).nullish(),
  zip: text(10).nullish(),
});

export const ZJobRewardInput = z.object({
  type: ZRewardType.nullish(),
  amount: money(MAX_REWARD_AMOUNT),
  reward_source_id: optionalId,
  description: text(REWARD_DESCRIPTION_MAX).nullish(),
  url: text(2000).nullish(),
  code: text(100).nullish(),
});

/**
 * DECISIONS "Employer API": the body of `POST`/`PUT …/jobs`; the server checks every rule and keys errors by
 * field, so what must be given is marked for the document only (`requiredInDocument`).
 */
export const ZJobInput = z.object({
  job: z.object({
    title: requiredInDocument(text(JOB_TITLE_MAX).nullish()),
    description: requiredInDocument(text(JOB_DESCRIPTION_MAX).nullish()),
    job_type_id: requiredInDocument(optionalId),
    job_experience_level_id: optionalId,
    job_industry_id: optionalId,
    job_function_id: optionalId,
    job_location_type_id: requiredInDocument(optionalId),
    address_attributes: ZJobAddressInput.nullish(),
    minimum_salary: requiredInDocument(money(MAX_SALARY)),
    maximum_salary: requiredInDocument(money(MAX_SALARY)),
    salary_rate: requiredInDocument(ZSalaryRate.nullish()),
    benefits_attributes: z
      .array(z.object({ name: text(BENEFIT_NAME_MAX), position: z.number().int().min(0).max(1000).optional() }))
      .max(JOB_BENEFITS_MAX, `at most ${JOB_BENEFITS_MAX} benefits`)
      .nullish(),
    reward_attributes: ZJobRewardInput.nullish(),
    use_mw_apply: z.boolean({ error: 'is invalid' }).nullish(),
    ats_link: text(2000).nullish(),
    applications_paused: z.boolean({ error: 'is invalid' }).nullish(),
    require_resume: z.boolean({ error: 'is invalid' }).nullish(),
    require_cover_letter: z.boolean({ error: 'is invalid' }).nullish(),
    /** Asked by Instant Apply, in this order; the whole list is replaced on update (at most 10). */
    screening_questions: ZScreeningQuestionsInput.nullish(),
    /** ISO date or date-time; unset on create: 60 days from now. */
    expires_at: z.string({ error: 'is invalid' }).max(40).nullish(),
  }),
});
export type TJobInput = z.infer<typeof ZJobInput>['job'];

/**
 * The job as its business sees it (spec §7 "the job with its reward"): the public job plus the full
 * address, the lookup ids, the reward's promotion code, whether it is open and when it expires.
 */
export const ZBusinessJob = ZJob.extend({
  address: ZAddress.nullable(),
  reward: ZReward.extend({ code: z.string().nullable() }).nullable(),
  active: z.boolean(),
  expires_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  screening_questions: z.array(ZScreeningQuestion),
});
export type TBusinessJob = z.infer<typeof ZBusinessJob>;

const ZBusinessJobParams = z.object({ business_id: ZId, job_id: ZId });

/** The expiry reminder goes this many days before a posting expires (docs/decisions/040-employer-mail.md). */
export const EXPIRY_REMINDER_DAYS = 3;
/** How much longer the reminder's link keeps a posting open. */
export const POSTING_EXTENSION_DAYS = 30;

/** The signed, single-use token of an expiry reminder's 'Extend 30 days' link. */
export const ZPostingExtensionQuery = z.object({
  token: z.string({ error: INCOMPLETE_LINK_MESSAGE }).min(1, INCOMPLETE_LINK_MESSAGE).max(300),
});

/** A followed 'Extend 30 days' link: what happened, and the posting's new expiry. */
export const ZPostingExtended = z.object({ message: z.string(), expires_at: z.string() });
export type TPostingExtended = z.infer<typeof ZPostingExtended>;

export const businessJobEndpoints = {
  show: defineEndpoint({
    method: 'GET',
    path: '/api/v1/businesses/:business_id/jobs/:job_id',
    summary: "One of the business's jobs, open or closed, with its reward (promotion code included): owner and admins",
    description:
      "A posting as its edit form shows it, including the reward's promotion code that the public page hides.",
    access: 'signed_in',
    apiKeyScope: 'jobs:read',
    params: ZBusinessJobParams,
    responses: { 200: ZBusinessJob, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/businesses/:business_id/jobs',
    summary: 'Posts a job, live and searchable at once; needs an active membership (owner and admins)',
    description:
      'The body is the whole posting: title, description, type and other lookups, place, pay, benefits, screening questions and the reward for a hire. Needs an active membership (403 otherwise); invalid fields answer 422.',
    access: 'signed_in',
    apiKeyScope: 'jobs:write',
    params: z.object({ business_id: ZId }),
    body: ZJobInput,
    responses: { 201: ZBusinessJob, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
    example: {
      request: {
        job: {
          title: 'Warehouse Supervisor',
          description: '<p>Lead a team of eight on the day shift.</p>',
          job_type_id: 1,
          job_location_type_id: 1,
          address_attributes: { city: 'Boston', state_id: 22, zip: '02110' },
          minimum_salary: 24,
          maximum_salary: 28,
          salary_rate: 'per_hour',
          benefits_attributes: [{ name: 'Health insurance' }],
          reward_attributes: { type: 'Reward::Cash', amount: 500 },
        },
      } satisfies z.input<typeof ZJobInput>,
    },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/businesses/:business_id/jobs/:job_id',
    summary: 'Edits a job (every field of the body; benefits and reward replaced): owner and admins',
    description:
      "Replaces every field of the posting with the body's; benefits and the reward are replaced as a whole. A closed posting can no longer be edited (422).",
    access: 'signed_in',
    apiKeyScope: 'jobs:write',
    params: ZBusinessJobParams,
    body: ZJobInput,
    responses: { 200: ZBusinessJob, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
  }),
  extend: defineEndpoint({
    method: 'POST',
    path: '/api/v1/job_extensions',
    summary:
      "An expiry reminder's 'Extend 30 days' link: the posting stays open 30 days longer, once (no session: the token decides)",
    description:
      'The token of the reminder e-mail decides, so no session is needed. Works once per reminder: a second use answers 409.',
    access: 'public',
    query: ZPostingExtensionQuery,
    responses: { 200: ZPostingExtended, 400: ZErrorBody, 409: ZErrorBody },
  }),
} as const;
