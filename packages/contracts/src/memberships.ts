import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';

/** One part of the membership terms, as the sign-up page shows it. */
export const ZMembershipTermsSection = z.object({ title: z.string(), body: z.string() });

/**
 * The terms an employer accepts: their version (what the acceptance records), the platform fee added
 * to each confirmed hire's reward, and the text in sections (billing per confirmed hire, rewards).
 */
export const ZMembershipTerms = z.object({
  version: z.string(),
  platform_fee_percent: z.number(),
  text: z.string(),
  sections: z.array(ZMembershipTermsSection),
});
export type TMembershipTerms = z.infer<typeof ZMembershipTerms>;

export const ZMembership = z.object({
  id: z.number().int(),
  business_id: z.number().int(),
  status: z.enum(['active', 'canceled']),
  active: z.boolean(),
  terms_version: z.string(),
  accepted_at: z.string(),
});
export type TMembership = z.infer<typeof ZMembership>;

/** DECISIONS "Membership": `{ membership: { accept_terms: true, terms_version } }`. */
export const ZMembershipCreate = z.object({
  membership: z.object({
    accept_terms: z.boolean({ error: 'must be accepted' }),
    terms_version: z.string({ error: "can't be blank" }).max(50, { error: 'is invalid' }),
  }),
});
export type TMembershipCreate = z.infer<typeof ZMembershipCreate>;

export const MEMBERSHIP_REQUIRED_MESSAGE = 'An active membership is required to post jobs.';

export const membershipEndpoints = {
  terms: defineEndpoint({
    method: 'GET',
    path: '/api/v1/settings/new_membership_terms',
    summary: 'The membership terms an employer accepts (version, platform fee, billing, rewards)',
    description:
      'The current version of the terms an employer accepts before posting: the platform fee per hire, how it is billed and how rewards work.',
    access: 'public',
    responses: { 200: ZMembershipTerms },
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/v1/me/membership',
    summary: "The signed-in employer's membership (404 when none)",
    description:
      'For the owner of a business: the membership with the version of the terms it accepted and when. 404 before any was accepted; 403 for users without a business.',
    access: 'signed_in',
    responses: { 200: ZMembership, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/me/membership',
    summary:
      "Accepts the current terms for the signed-in employer's business (201); an active membership is returned as is (200)",
    description:
      'Records that the business accepts the current terms, which lets it post jobs. Idempotent: an active membership is answered as it is with 200.',
    access: 'signed_in',
    body: ZMembershipCreate,
    responses: { 200: ZMembership, 201: ZMembership, 401: ZErrorBody, 403: ZErrorBody, 422: ZErrorBody },
  }),
} as const;
