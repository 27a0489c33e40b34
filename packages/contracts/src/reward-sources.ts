import { z } from 'zod';
import { ZAddress, ZFormBoolean, ZFormText, ZIdParams, ZFormAddress } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';
import { imageField } from './images.ts';

export const REWARD_SOURCE_DESCRIPTION_MAX = 1000;

/**
 * A reward source (spec §3): a business whose gift cards employers offer as referral rewards. The
 * address reads 'city, state code' in the Reward Marketplace (spec §2.3).
 */
export const ZRewardSource = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string().nullable(),
  icon: z.string().nullable(),
  description: z.string().nullable(),
  approved: z.boolean(),
  active: z.boolean(),
  address: ZAddress.extend({ state_code: z.string() }).nullable(),
  /**
   * Admins only (absent for others): the address whose confirmed account marks this source's gift cards
   * redeemed (decision 065).
   */
  contact_email: z.string().nullable().optional(),
});
export type TRewardSource = z.infer<typeof ZRewardSource>;

/** Spec §7: `filters[active_eq]`, `order_for=reward_marketplace` (approved first), both searches. */
export const ZRewardSourceQuery = z
  .object({
    what_search_text: z.string().max(200).optional(),
    where_search_text: z.string().max(200).optional(),
    order_for: z.enum(['reward_marketplace']).optional(),
    filters: z
      .object({ active_eq: z.enum(['true', 'false']).optional() })
      .strict()
      .default({}),
  })
  .strict();
export type TRewardSourceQuery = z.infer<typeof ZRewardSourceQuery>;

/** Multipart `reward_source[...]` (spec §7); the icon is `reward_source[icon]`. */
export const ZRewardSourceFields = z.object({
  reward_source: z
    .object({
      name: ZFormText,
      url: ZFormText,
      description: ZFormText,
      contact_email: ZFormText,
      approved: ZFormBoolean,
      active: ZFormBoolean,
      address_attributes: ZFormAddress.optional(),
    })
    .optional(),
});
export type TRewardSourceFields = z.infer<typeof ZRewardSourceFields>;

const ICON = { 'reward_source[icon]': imageField('icon', 'icon') };

const admin = { 401: ZErrorBody, 403: ZErrorBody, 422: ZErrorBody } as const;

export const rewardSourceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/reward_sources',
    summary:
      'Search reward sources (active ones for everyone; inactive ones too for admins); marketplace order puts approved first',
    description:
      'The places rewards come from (shops, restaurants…), searchable by name. Admins also see inactive ones.',
    access: 'public',
    query: ZRewardSourceQuery,
    responses: { 200: z.array(ZRewardSource), 400: ZErrorBody },
  }),
  show: defineEndpoint({
    method: 'GET',
    path: '/api/v1/reward_sources/:id',
    summary: 'One reward source (an inactive one for admins only)',
    description: 'One reward source with its address and image; inactive ones answer 404 except to admins.',
    access: 'public',
    params: ZIdParams,
    responses: { 200: ZRewardSource, 404: ZErrorBody },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/reward_sources',
    summary: 'Create a reward source (admins), multipart reward_source[...]',
    description: 'For admins: a reward source with an optional logo (multipart `reward_source[logo]`) and address.',
    access: 'signed_in',
    body: ZRewardSourceFields,
    files: ICON,
    responses: { 201: ZRewardSource, ...admin },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/reward_sources/:id',
    summary: 'Change a reward source (admins), multipart reward_source[...]',
    description: 'For admins: changes the fields sent; the logo only when a new one is sent.',
    access: 'signed_in',
    params: ZIdParams,
    body: ZRewardSourceFields,
    files: ICON,
    responses: { 200: ZRewardSource, ...admin, 404: ZErrorBody },
  }),
} as const;
