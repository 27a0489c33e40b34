import { z } from 'zod';
import { ZId, ZLookup } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';
import { ZRewardType } from './jobs.ts';
import { REFERRAL_REWARD_STATUSES, REWARD_CHAIN_STEPS } from './reward-values.ts';

export * from './reward-values.ts';

export const ZReferralRewardStatus = z.enum(REFERRAL_REWARD_STATUSES);

export const ZRewardChainStepName = z.enum(REWARD_CHAIN_STEPS);

/** One step of the chain; `at` is when it happened (ISO 8601, UTC), null while it has not. */
export const ZRewardChainStep = z.object({ step: ZRewardChainStepName, at: z.string().nullable() });
export type TRewardChainStep = z.infer<typeof ZRewardChainStep>;

export const REWARD_PAYOUT_STATUSES = ['none', 'waiting_for_setup', 'requested', 'sent', 'failed'] as const;

/**
 * A cash reward's automatic payout (decision 064): `none` (not paid through Stripe: not cash, not earned yet,
 * or payouts not offered), `waiting_for_setup` (earned; the referrer cannot receive payouts yet),
 * `requested` (the transfer was asked for), `sent` (paid by `transfer_id`), `failed` (refused or reversed:
 * `failure` says why).
 */
export const ZRewardPayout = z.object({
  status: z.enum(REWARD_PAYOUT_STATUSES),
  transfer_id: z.string().nullable(),
  failure: z.string().nullable(),
});
export type TRewardPayout = z.infer<typeof ZRewardPayout>;

/** The job's promotion code, once MainWork e-mailed it (the reward is issued by that e-mail). */
export const ZRewardPromotionCode = z.object({
  code: z.string(),
  description: z.string().nullable(),
  /** Where the code is used, when the business gave one. */
  url: z.string().nullable(),
});
export type TRewardPromotionCode = z.infer<typeof ZRewardPromotionCode>;

/**
 * A local business's gift card (decision 065): its redemption code, given once earned, and the page the
 * business opens to mark it redeemed (the QR code's text).
 */
export const ZRewardGiftCard = z.object({
  code: z.string(),
  redeem_url: z.string(),
  redeemed_at: z.string().nullable(),
});
export type TRewardGiftCard = z.infer<typeof ZRewardGiftCard>;

/** A referrer's reward, as `/me/rewards` lists it. `chain` always has the five steps in order. */
export const ZMyReward = z.object({
  id: z.number().int(),
  job: z.object({
    id: z.number().int(),
    title: z.string(),
    business: z.object({ id: z.number().int(), name: z.string() }),
  }),
  /** Spec §9 reward label: '$100 Gift Card to Harbor Books', '$500', 'Merchandise'… */
  label: z.string(),
  type: ZRewardType,
  /** The reward's value in dollars. */
  amount: z.number(),
  amount_cents: z.number().int(),
  /** Who gives it (a reward source; id 1 is the employer itself), for the reward in words. */
  reward_source: ZLookup.nullable(),
  status: ZReferralRewardStatus,
  /**
   * How an issued reward reached the referrer: `stripe_transfer` (sent to their payout account: on its way to
   * their bank), `admin` (paid by hand), `code_email` or `redemption` (a gift card redeemed); null until issued.
   */
  issued_via: z.enum(['code_email', 'admin', 'stripe_transfer', 'redemption']).nullable(),
  chain: z.array(ZRewardChainStep),
  created_at: z.string(),
  earned_at: z.string().nullable(),
  issued_at: z.string().nullable(),
  payout: ZRewardPayout,
  /** Set once the code was e-mailed; null otherwise. */
  promotion_code: ZRewardPromotionCode.nullable(),
  /** Set for an earned (or redeemed) gift card of a reward source; null otherwise. */
  gift_card: ZRewardGiftCard.nullable(),
});
export type TMyReward = z.infer<typeof ZMyReward>;

/**
 * How an issued reward was delivered: by e-mail (a promotion code), by an admin with a reference, or by a
 * Stripe Transfer (its id is the reference).
 */
export const ZRewardIssue = z.object({
  method: z.enum(['code_email', 'admin', 'stripe_transfer', 'redemption']),
  /** The admin's payment reference (e.g. a transfer number); null for a code e-mailed by MainWork. */
  reference: z.string().nullable(),
  /** The referrer's referral payment method when the reward was issued (its name), if they had one. */
  payment_method: z.string().nullable(),
  issued_by: z.object({ id: z.number().int(), email: z.string() }).nullable(),
});
export type TRewardIssue = z.infer<typeof ZRewardIssue>;

export const ZAdminReward = ZMyReward.extend({
  referrer: z.object({ id: z.number().int(), email: z.string(), display_value: z.string() }),
  /** The referrer's current referral payment method (spec §2.6 settings), null when they chose none. */
  referral_payment_method: ZLookup.nullable(),
  /** True when the job's reward carries a promotion code (MainWork e-mails it once earned). */
  has_code: z.boolean(),
  billing_record_id: z.number().int().nullable(),
  issue: ZRewardIssue.nullable(),
});
export type TAdminReward = z.infer<typeof ZAdminReward>;

export const ADMIN_REWARDS_PAGE_SIZE = 25;

export const ZAdminRewardsQuery = z
  .object({
    status: ZReferralRewardStatus.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type TAdminRewardsQuery = z.infer<typeof ZAdminRewardsQuery>;

export const ZRewardIssueBody = z
  .object({
    reference: z
      .string({ error: "can't be blank" })
      .trim()
      .min(1, "can't be blank")
      .max(200, 'is too long (maximum is 200 characters)'),
  })
  .strict();
export type TRewardIssueBody = z.infer<typeof ZRewardIssueBody>;

export const REWARD_MESSAGES = {
  notEarned: 'Only an earned reward can be issued.',
  transferRequested: 'This reward is being paid by a Stripe transfer: it cannot also be issued by hand.',
  alreadyIssued: 'This reward was already issued: its payout cannot be retried.',
  retryUnderWay: 'A transfer for this reward is already under way.',
  notFailed: 'Only a failed payout can be retried.',
  notPayable:
    "The referrer's Stripe account cannot receive payouts: pay this reward by hand or wait for them to finish setting up payouts.",
} as const;

/** A gift card as its redemption page shows it (decision 065). */
export const ZRedemption = z.object({
  code: z.string(),
  label: z.string(),
  type: ZRewardType,
  amount: z.number(),
  /** Who gives it; id 1 is the hiring employer itself. */
  reward_source: ZLookup.nullable(),
  /** The employer whose job the referral was for. */
  employer_business_name: z.string(),
  /** The job reward's own words (what the card is good for), if the employer wrote some. */
  description: z.string().nullable(),
  /** The referrer's name, for the business to check against the person showing the code. */
  referrer_name: z.string(),
  status: z.enum(['ready', 'redeemed']),
  redeemed_at: z.string().nullable(),
  /** True for the reward source's contact and admins while the card is ready. */
  can_redeem: z.boolean(),
});
export type TRedemption = z.infer<typeof ZRedemption>;

export const REDEMPTION_MESSAGES = {
  alreadyRedeemed: 'This gift card was already redeemed.',
  notAllowed: "Only the business that gives this gift card (its contact's account) or an admin can redeem it.",
} as const;

const ZRedemptionParams = z.object({ code: z.string().min(1).max(64) });

export const redemptionEndpoints = {
  show: defineEndpoint({
    method: 'GET',
    path: '/api/v1/redemptions/:code',
    summary:
      "A gift card by its redemption code, for the referrer, the reward source's contact and admins (404 for an unknown code)",
    description:
      "What a gift card is, who gives it and whose it is (the referrer's name, to check against the person showing the code), and whether it was redeemed. For the referrer, the reward source's contact and admins; 403 for anyone else.",
    access: 'signed_in',
    params: ZRedemptionParams,
    responses: { 200: ZRedemption, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
  }),
  redeem: defineEndpoint({
    method: 'POST',
    path: '/api/v1/redemptions/:code/redeem',
    summary: "Marks a gift card redeemed, once: by the reward source's contact or an admin (409 when it already was)",
    description:
      "The reward source's contact (the signed-in user whose confirmed e-mail is the source's contact e-mail; for the employer's own gift cards, its team) or an admin marks the gift card redeemed, once, in the reward's audit trail. 409 when it already was; 403 for anyone else; codes are accepted in any case, with or without dashes.",
    access: 'signed_in',
    params: ZRedemptionParams,
    responses: { 200: ZRedemption, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
  }),
} as const;

/**
 * Per referrer, what they were paid in a calendar year (by the day each reward was issued, in UTC), split by
 * how: Stripe transfers and by hand (an admin's payment; e-mailed codes are not money). `at_threshold` when
 * the total is at or above the United States reporting threshold of that year (decision 066).
 */
export const ZRewardYearTotal = z.object({
  referrer: z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string().nullable(),
    display_value: z.string(),
  }),
  stripe_transfer_cents: z.number().int(),
  by_hand_cents: z.number().int(),
  total_cents: z.number().int(),
  count: z.number().int(),
  at_threshold: z.boolean(),
});
export type TRewardYearTotal = z.infer<typeof ZRewardYearTotal>;

export const ZRewardYearTotals = z.object({
  year: z.number().int(),
  /** The reporting threshold of that year, in cents ($600 before 2026, $2,000 from 2026). */
  threshold_cents: z.number().int(),
  /** The years with any paid reward, newest first (for the year selector). */
  years: z.array(z.number().int()),
  referrers: z.array(ZRewardYearTotal),
});
export type TRewardYearTotals = z.infer<typeof ZRewardYearTotals>;

export const FIRST_REWARD_YEAR = 2000;
export const LAST_REWARD_YEAR = 2100;

export const ZRewardYearQuery = z
  .object({ year: z.coerce.number().int().min(FIRST_REWARD_YEAR).max(LAST_REWARD_YEAR) })
  .strict();
export type TRewardYearQuery = z.infer<typeof ZRewardYearQuery>;

/** The United States reporting threshold for a year's payments to one referrer (decision 064), in cents. */
export const reportingThresholdCents = (year: number): number => (year >= 2026 ? 200_000 : 60_000);

export const myRewardEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/me/rewards',
    summary: "The signed-in referrer's rewards, newest first, each with its chain of dates",
    description:
      'Each reward the user earned as a referrer with its job, amount and the dates it was earned, paid and issued.',
    access: 'signed_in',
    responses: { 200: z.array(ZMyReward), 401: ZErrorBody, 403: ZErrorBody },
  }),
} as const;

export const adminRewardEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/rewards',
    summary: `Referral rewards by status, newest first; ${ADMIN_REWARDS_PAGE_SIZE} a page, the count in \`total\``,
    description:
      'For admins: rewards with their referrer, job and chain of dates; `status` filters, `page` selects a page of 25.',
    access: 'signed_in',
    query: ZAdminRewardsQuery,
    headers: ['total'],
    responses: { 200: z.array(ZAdminReward), 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody },
  }),
  totals: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/rewards/totals',
    summary:
      'Per referrer, what they were paid in a calendar year (UTC) by Stripe transfer and by hand, marked at the reporting threshold',
    description:
      'Admins only. Per referrer, what they were paid in the calendar `year` (by the day each reward was issued, in UTC): by Stripe transfer, by hand, the total and the count, and `at_threshold` when the total reaches the United States reporting threshold of that year ($600 before 2026, $2,000 from 2026).',
    access: 'signed_in',
    query: ZRewardYearQuery,
    responses: { 200: ZRewardYearTotals, 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody },
  }),
  totalsCsv: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/rewards/totals.csv',
    summary: "The year's totals per referrer as a CSV attachment (formula-safe cells)",
    description:
      'Admins only. The same yearly totals as a CSV attachment (one row per referrer), cells made safe for spreadsheets.',
    access: 'signed_in',
    query: ZRewardYearQuery,
    responses: { 200: z.any(), 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody },
    fileAnswer: ['text/csv'],
  }),
  retryPayout: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/rewards/:id/retry_payout',
    summary:
      'Asks Stripe again for a failed cash payout, as a new transfer attempt with its own key (409 unless the payout failed)',
    description:
      "Admins only. Makes a new Stripe transfer attempt for a reward whose automatic payout failed or was reversed, with a new idempotency key (`…-transfer-{attempt}`), and records who asked in the reward's audit trail. 409 when the reward is already issued, a transfer is under way, its payout did not fail, the referrer's account cannot receive payouts, or payouts are not set up; a hand payment and a retry never both happen (decision 066).",
    access: 'signed_in',
    params: z.object({ id: ZId }),
    responses: {
      200: ZAdminReward,
      400: ZErrorBody,
      401: ZErrorBody,
      403: ZErrorBody,
      404: ZErrorBody,
      409: ZErrorBody,
    },
  }),
  issue: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/rewards/:id/issue',
    summary:
      "Marks an earned reward issued with the admin's payment reference and the referrer's payment method (409 unless earned)",
    description:
      'For admins, when a reward was paid by hand: records the payment reference and method. Only an earned reward can be issued (409 otherwise).',
    access: 'signed_in',
    params: z.object({ id: ZId }),
    body: ZRewardIssueBody,
    responses: {
      200: ZAdminReward,
      400: ZErrorBody,
      401: ZErrorBody,
      403: ZErrorBody,
      404: ZErrorBody,
      409: ZErrorBody,
      422: ZErrorBody,
    },
  }),
} as const;
