import { z } from 'zod';
import { ZAddress, ZFormText, ZId, ZLookup, ZFormAddress } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';
import { imageField } from './images.ts';

export const ZBusiness = z.object({
  id: z.number().int(),
  name: z.string(),
  tagline: z.string().nullable(),
  active: z.boolean(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  employer_size: ZLookup.nullable(),
  region: ZLookup.nullable(),
  address: ZAddress.nullable(),
});
export type TBusiness = z.infer<typeof ZBusiness>;

/** What anyone sees in an employer's profile header (spec §3 Business public profile). */
export const ZBusinessPublicProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  tagline: z.string().nullable(),
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  employer_size: z.object({ name: z.string() }).nullable(),
  address: z.object({ city: z.string(), state: z.object({ code: z.string() }) }).nullable(),
});
export type TBusinessPublicProfile = z.infer<typeof ZBusinessPublicProfile>;

export const BUSINESS_LIMITS = { name: 200, tagline: 140 } as const;

/** The images of an employer's profile header: checked by content, re-encoded and resized (images.ts). */
export const BUSINESS_FILES = {
  'business[logo]': imageField('logo', 'logo'),
  'business[banner]': imageField('banner', 'banner'),
};

/**
 * The business profile form (multipart `business[...]`, decision 024). A field not sent is left as it is; a
 * blank tagline or region clears it; an address with every field blank removes it. Loose strings: the
 * service checks ownership before it answers 422 keyed by field (`name`, `tagline`, `employer_size`,
 * `region`, `address.city`…, `logo`, `banner`).
 */
export const ZBusinessFields = z.object({
  business: z
    .object({
      name: ZFormText,
      tagline: ZFormText,
      employer_size_id: ZFormText,
      region_id: ZFormText,
      address_attributes: ZFormAddress.optional(),
    })
    .optional(),
});
export type TBusinessFields = z.infer<typeof ZBusinessFields>;

export const ZBusinessSearchQuery = z.object({ search: z.string().max(200).optional() }).strict();

export const businessEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/businesses',
    summary: "Businesses whose name has these words (at most 20, by name), for choosing an organization's members",
    description: 'For admins: businesses by words of their name, to pick members of an organization.',
    access: 'signed_in',
    query: ZBusinessSearchQuery,
    responses: { 200: z.array(ZLookup), 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody },
  }),
  all: defineEndpoint({
    method: 'GET',
    path: '/api/v1/businesses/all',
    summary: 'Every business, id and name (admins: organization membership)',
    description: 'For admins: id and name of every business.',
    access: 'signed_in',
    responses: { 200: z.array(ZLookup), 401: ZErrorBody, 403: ZErrorBody },
  }),
  show: defineEndpoint({
    method: 'GET',
    path: '/api/v1/businesses/:id',
    summary: 'A business, for its owner (and admins); others get 404',
    description:
      'The profile the owner edits: name, tagline, size, region, address, logo and public links. Anyone else than its owners and admins gets 404.',
    access: 'signed_in',
    params: z.object({ id: ZId }),
    responses: { 200: ZBusiness, 401: ZErrorBody, 404: ZErrorBody },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/businesses/:id',
    summary: "Change a business's profile (its owner, and admins; others get 404), multipart business[...]",
    description: 'Changes the fields sent; the logo only when a new one is sent. Invalid fields answer 422.',
    access: 'signed_in',
    params: z.object({ id: ZId }),
    body: ZBusinessFields,
    files: BUSINESS_FILES,
    responses: { 200: ZBusiness, 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 422: ZErrorBody },
  }),
  publicProfile: defineEndpoint({
    method: 'GET',
    path: '/api/v1/businesses/:business_id/public_profile',
    summary: "An active business's public profile header",
    description:
      "The header of a business's public job list: name, logo, tagline and place. Inactive businesses answer 404.",
    access: 'public',
    params: z.object({ business_id: ZId }),
    responses: { 200: ZBusinessPublicProfile, 404: ZErrorBody },
  }),
} as const;
