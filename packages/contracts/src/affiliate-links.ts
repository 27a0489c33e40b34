import { z } from 'zod';
import { ZIdParams } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';

export const AFFILIATE_SIGN_UP_TYPES = ['all', 'candidate', 'employer'] as const;
export const ZAffiliateSignUpType = z.enum(AFFILIATE_SIGN_UP_TYPES);
export type TAffiliateSignUpType = z.infer<typeof ZAffiliateSignUpType>;

/** Spec §4 "Affiliate event filter": changing it starts again from page 1. */
export const AFFILIATE_EVENT_SELECTIONS = ['views', 'sign_ups', 'attributed'] as const;
export const AFFILIATE_EVENTS_PER_PAGE = 25;

export const ZAffiliateLinkView = z.object({
  id: z.number().int(),
  sign_up_type: ZAffiliateSignUpType,
  message: z.string().nullable(),
});
export type TAffiliateLinkView = z.infer<typeof ZAffiliateLinkView>;

/**
 * What became of a link's visitors, from the stored events (bots and prefetches are never stored):
 * views, sign-ups, attributed sign-ups, and of the attributed users those who applied to a job, posted
 * a job, or were hired.
 */
export const ZAffiliateFunnel = z.object({
  views: z.number().int(),
  sign_ups: z.number().int(),
  attributed: z.number().int(),
  applied: z.number().int(),
  posted_job: z.number().int(),
  hired: z.number().int(),
});
export type TAffiliateFunnel = z.infer<typeof ZAffiliateFunnel>;

export const ZAffiliateLink = z.object({
  id: z.number().int(),
  name: z.string(),
  key: z.string(),
  message: z.string().nullable(),
  sign_up_type: ZAffiliateSignUpType,
  view_count: z.number().int(),
  sign_up_count: z.number().int(),
  event_count: z.number().int(),
  attributed_count: z.number().int(),
});
export type TAffiliateLink = z.infer<typeof ZAffiliateLink>;

export const ZAffiliateLinkDetails = ZAffiliateLink.extend({ funnel: ZAffiliateFunnel });
export type TAffiliateLinkDetails = z.infer<typeof ZAffiliateLinkDetails>;

export const ZAffiliateLinkEvent = z.object({
  id: z.number().int(),
  type: z.enum(['AffiliateLinkEvent::View', 'AffiliateLinkEvent::SignUp']),
  signature: z.string().nullable(),
  user: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  created_at: z.string(),
  attributed: z.boolean().nullable(),
});
export type TAffiliateLinkEvent = z.infer<typeof ZAffiliateLinkEvent>;

/**
 * The admin form's body (spec §7 `{name, key, message, sign_up_type}`). Loose on purpose: the service
 * checks permission first, then answers 422 keyed `name`, `key`, `message`, `sign_up_type`.
 */
export const ZAffiliateLinkFields = z.object({
  name: z.string().max(10_000).optional(),
  key: z.string().max(10_000).optional(),
  message: z.string().max(100_000).nullable().optional(),
  sign_up_type: z.string().max(100).optional(),
});
export type TAffiliateLinkFields = z.infer<typeof ZAffiliateLinkFields>;

export const AFFILIATE_LINK_LIMITS = { name: 200, key: 100, message: 1000 } as const;

export const ZAffiliateEventsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  selection: z.enum(AFFILIATE_EVENT_SELECTIONS).optional(),
});

const admin = { 401: ZErrorBody, 403: ZErrorBody } as const;

export const affiliateLinkEndpoints = {
  view: defineEndpoint({
    method: 'GET',
    path: '/api/v1/affiliate_links/:key/view',
    summary: 'Look up an affiliate link by key (counts a view for the visitor) or by id with no_event=true (no view)',
    description:
      "What the sign-up page shows for `/signup?al=…`: the link's message and sign-up type. Each visitor's first view is counted unless `no_event=true`.",
    access: 'public',
    publicRead: false,
    params: z.object({ key: z.string().min(1).max(100) }),
    query: z.object({ no_event: z.enum(['true', 'false']).optional() }),
    responses: { 200: ZAffiliateLinkView, 404: ZErrorBody },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/affiliate_links',
    summary: 'Every affiliate link with its counts (admins)',
    description: 'For admins: every affiliate link with its views and sign-ups.',
    access: 'signed_in',
    responses: { 200: z.array(ZAffiliateLink), ...admin },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/affiliate_links',
    summary: 'Create an affiliate link (admins); keys are unique and contain a letter',
    description:
      "For admins. The key becomes the link's address (`/signup?al=key`); a key already used, or without a letter, answers 422.",
    access: 'signed_in',
    body: ZAffiliateLinkFields,
    responses: { 201: ZAffiliateLinkDetails, ...admin, 422: ZErrorBody },
  }),
  show: defineEndpoint({
    method: 'GET',
    path: '/api/v1/affiliate_links/:id',
    summary: 'One affiliate link with its counts and funnel (admins)',
    description: 'For admins: one link with its counts and the funnel from view to sign-up to activity.',
    access: 'signed_in',
    params: ZIdParams,
    responses: { 200: ZAffiliateLinkDetails, ...admin, 404: ZErrorBody },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/affiliate_links/:id',
    summary: 'Change an affiliate link (admins)',
    description: 'For admins: changes the fields sent; the key stays unique.',
    access: 'signed_in',
    params: ZIdParams,
    body: ZAffiliateLinkFields,
    responses: { 200: ZAffiliateLinkDetails, ...admin, 404: ZErrorBody, 422: ZErrorBody },
  }),
  events: defineEndpoint({
    method: 'GET',
    path: '/api/v1/affiliate_links/:id/events',
    summary: "A link's views and sign-ups, newest first, 25 a page; the count in the `total` header",
    description: "For admins: the link's events, `page` selects the page.",
    access: 'signed_in',
    params: ZIdParams,
    query: ZAffiliateEventsQuery,
    headers: ['total'],
    responses: { 200: z.array(ZAffiliateLinkEvent), ...admin, 404: ZErrorBody },
  }),
} as const;
