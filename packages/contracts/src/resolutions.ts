import { z } from 'zod';
import { ZApplicationStatus } from './applications.ts';
import { ZBillingStatus } from './billing.ts';
import { ZId } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';
import { ZRewardType } from './jobs.ts';

/** Spec §4 "Job resolution status": none -> hire_inquiry -> … -> complete (DECISIONS "Resolution state machine"). */
export const RESOLUTION_STATUSES = [
  'hire_inquiry',
  'mw_hire_inquiry',
  'applicant_selection',
  'billing_confirmation',
  'complete',
] as const;
export const ZResolutionStatus = z.enum(RESOLUTION_STATUSES);
export type TResolutionStatus = z.infer<typeof ZResolutionStatus>;

/** Spec §4: the events the wizard sends in `PUT …/resolutions/{id}`. */
export const RESOLUTION_EVENTS = [
  'respond_to_hire_inquiry',
  'respond_to_mw_hire_inquiry',
  'respond_to_applicant_selection',
  'go_back_to_applicant_selection',
  'confirm_billing',
] as const;
export const ZResolutionEvent = z.enum(RESOLUTION_EVENTS);
export type TResolutionEvent = z.infer<typeof ZResolutionEvent>;

/** Spec §4 progress bar: 14 before the resolution exists, then one value per status. */
export const RESOLUTION_PROGRESS_INITIAL = 14;
export const RESOLUTION_PROGRESS: Record<TResolutionStatus, number> = {
  hire_inquiry: 32,
  mw_hire_inquiry: 50,
  applicant_selection: 68,
  billing_confirmation: 86,
  complete: 100,
};

/** One applicant the employer may pick in the wizard ("Who was hired?"). */
export const ZResolutionApplicant = z.object({
  application_id: z.number().int(),
  /** 'First Last (email)'; the e-mail alone when the candidate gave no name. */
  display_value: z.string(),
  status: ZApplicationStatus,
  /** True when the candidate applied through another user's share link (a referral reward is at stake). */
  referred: z.boolean(),
  /** ISO date-time of the application. */
  applied_at: z.string(),
});
export type TResolutionApplicant = z.infer<typeof ZResolutionApplicant>;

export const ZSelectedApplicant = z.object({ application_id: z.number().int(), display_value: z.string() });
export type TSelectedApplicant = z.infer<typeof ZSelectedApplicant>;

/** Spec §3 Resolution, plus the charge once billing was confirmed. */
export const ZResolution = z.object({
  id: z.number().int(),
  status: ZResolutionStatus,
  is_position_filled: z.boolean().nullable(),
  is_mw_hire: z.boolean().nullable(),
  found_applicant: z.boolean().nullable(),
  selected_applicants: z.array(ZSelectedApplicant),
  /** True when the product closed a posting left open past its expiry (summary shows N/A). */
  auto_completed: z.boolean(),
  /** The billing record, null until `confirm_billing`; amount in dollars (reward value plus fee). */
  billing: z.object({ amount: z.number(), status: ZBillingStatus }).nullable(),
});
export type TResolution = z.infer<typeof ZResolution>;

/**
 * `PUT …/resolutions/{id}`: which fields count depends on the event (DECISIONS table); the server answers
 * 422 keyed by field when one that the event needs is missing, 409 when the event does not fit the status.
 */
export const ZResolutionEventBody = z.object({
  event: ZResolutionEvent,
  resolution: z
    .object({
      is_position_filled: z.boolean({ error: 'must be true or false' }).nullish(),
      is_mw_hire: z.boolean({ error: 'must be true or false' }).nullish(),
      found_applicant: z.boolean({ error: 'must be true or false' }).nullish(),
      application_id: z
        .number({ error: 'is invalid' })
        .int('is invalid')
        .positive('is invalid')
        .max(2_147_483_647, 'is invalid')
        .nullish(),
    })
    .nullish(),
});
export type TResolutionEventBody = z.infer<typeof ZResolutionEventBody>;

/** Which billing text the wizard shows (spec §4 "Billing text"). */
export const BILLING_TEXT_KINDS = ['cash', 'code', 'other'] as const;
export const ZBillingTextKind = z.enum(BILLING_TEXT_KINDS);
export type TBillingTextKind = z.infer<typeof ZBillingTextKind>;

/**
 * What a MainWork hire costs the employer, shown before they confirm. Amounts in dollars. The platform fee
 * is a percent of the reward's value; the reward itself is charged only when someone earns it (a referral
 * by the one rule, decision 049): a hire with no one to reward costs the fee alone.
 */
export const ZCostForMwHiresBreakdown = z.object({
  /** The fee plus the reward when due, e.g. "$1,200.00" (or "$200.00" with no reward due). */
  human_friendly_cost_for_mw_hires: z.string(),
  cost_for_mw_hires: z.number(),
  /** True when a referrer earns the reward for this hire; false: no referral link led to it (or no applicant named). */
  reward_due: z.boolean(),
  /** The reward charged: its value when due, else 0. */
  reward_value: z.number(),
  /** e.g. "$1,000.00". */
  human_friendly_reward_value: z.string(),
  /** Spec §9 label: '$1,000', '$50 Gift Card to Harbor Books', 'Merchandise'…; null when the job has no reward. */
  reward_label: z.string().nullable(),
  reward_type: ZRewardType.nullable(),
  fee_percent: z.number(),
  fee: z.number(),
  /** e.g. "$200.00". */
  human_friendly_fee: z.string(),
  billing_text_kind: ZBillingTextKind,
});
export type TCostForMwHiresBreakdown = z.infer<typeof ZCostForMwHiresBreakdown>;

const ZJobParams = z.object({ business_id: ZId, job_id: ZId });
const ZResolutionParams = ZJobParams.extend({ id: ZId });
const refusals = { 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody } as const;

export const resolutionEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/businesses/:business_id/jobs/:job_id/resolutions',
    summary: 'Starts closing the posting (hire_inquiry); an open resolution is returned as it is so the wizard resumes',
    description:
      'Closing a posting is a short wizard (who was hired, through which link); this starts it, or answers the one already open with 200 so the wizard resumes.',
    access: 'signed_in',
    apiKeyScope: 'jobs:write',
    params: ZJobParams,
    responses: { 200: ZResolution, 201: ZResolution, ...refusals, 409: ZErrorBody },
  }),
  current: defineEndpoint({
    method: 'GET',
    path: '/api/v1/businesses/:business_id/jobs/:job_id/resolution',
    summary: "The posting's resolution (open or complete); 404 when it has none",
    description:
      "The posting's resolution with its status and the hire, open or complete. 404 when closing never started.",
    access: 'signed_in',
    apiKeyScope: 'jobs:write',
    params: ZJobParams,
    responses: { 200: ZResolution, ...refusals },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/businesses/:business_id/jobs/:job_id/resolutions/:id',
    summary: 'Moves the resolution by one event; the server decides the next status (409 when the event does not fit)',
    description:
      'Sends one event of the wizard (chose a hire, confirmed, no hire…). The server decides the next status; an event that does not fit the current one answers 409.',
    access: 'signed_in',
    apiKeyScope: 'jobs:write',
    params: ZResolutionParams,
    body: ZResolutionEventBody,
    responses: { 200: ZResolution, ...refusals, 409: ZErrorBody, 422: ZErrorBody },
  }),
  applicants: defineEndpoint({
    method: 'GET',
    path: '/api/v1/businesses/:business_id/jobs/:job_id/applicants',
    summary: "The posting's applicants the wizard picks the hire from, newest first",
    description: 'The applicants the wizard offers as the hire.',
    access: 'signed_in',
    params: ZJobParams,
    responses: { 200: z.array(ZResolutionApplicant), ...refusals },
  }),
  costBreakdown: defineEndpoint({
    method: 'GET',
    path: '/api/v1/businesses/:business_id/jobs/:job_id/resolutions/:id/cost_for_mw_hires_breakdown',
    summary:
      'What a MainWork hire costs: the platform fee, plus the reward value when a referral link led to the hire (the fee alone when no one is to be rewarded), and which billing text applies',
    description: 'The fee and the reward that confirming this hire would bill, and the wording of the invoice.',
    access: 'signed_in',
    params: ZResolutionParams,
    responses: { 200: ZCostForMwHiresBreakdown, ...refusals },
  }),
} as const;
