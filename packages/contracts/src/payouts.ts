import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';

export const PAYOUT_ACCOUNT_STATUSES = ['none', 'pending', 'enabled'] as const;

/**
 * A referrer's payout account: `none` before they start, `pending` once Stripe has an account for them
 * that cannot receive payouts yet, `enabled` when it can (kept current from `account.updated`).
 */
export const ZPayoutAccount = z.object({
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
  payouts_enabled: z.boolean(),
});
export type TPayoutAccount = z.infer<typeof ZPayoutAccount>;

/** Where to send the referrer to set up (or finish setting up) payouts with Stripe. */
export const ZPayoutAccountLink = z.object({ url: z.string() });
export type TPayoutAccountLink = z.infer<typeof ZPayoutAccountLink>;

export const PAYOUT_MESSAGES = {
  notOffered: 'Automatic payouts are not set up on this site: rewards are issued by an admin.',
} as const;

export const myPayoutAccountEndpoints = {
  show: defineEndpoint({
    method: 'GET',
    path: '/api/v1/me/payout_account',
    summary: "The signed-in referrer's payout account status (409 when payouts are not offered)",
    description:
      'Whether the referrer has a payout account and can receive transfers (`none`, `pending`, `enabled`). 409 when the site pays rewards by hand.',
    access: 'signed_in',
    responses: { 200: ZPayoutAccount, 401: ZErrorBody, 403: ZErrorBody, 409: ZErrorBody },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/me/payout_account',
    summary:
      "A Stripe onboarding link for the signed-in referrer's payout account, made once (409 when payouts are not offered)",
    description:
      'Answers `{ url }`, a new single-use Stripe onboarding link each time; the account itself is made once. 409 when the site pays rewards by hand.',
    access: 'signed_in',
    responses: { 200: ZPayoutAccountLink, 401: ZErrorBody, 403: ZErrorBody, 409: ZErrorBody },
  }),
} as const;
