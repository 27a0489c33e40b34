import { z } from 'zod';
import { ZFormBoolean, ZFormText, ZId } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';
import { imageField } from './images.ts';

export const ZOrganizationSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  tagline: z.string().nullable(),
  logo: z.string().nullable(),
});

/** An organization's public face: its feed header and member businesses (spec §3 Organization). */
export const ZPublicOrganization = ZOrganizationSummary.extend({
  active: z.boolean(),
  banner: z.string().nullable(),
  join_url: z.string().nullable(),
  join_help_text: z.string().nullable(),
  display_info_when_framed: z.boolean(),
  business_ids: z.array(z.number().int()),
});
export type TPublicOrganization = z.infer<typeof ZPublicOrganization>;

export const organizationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/organizations',
    summary: 'Active organizations (community job feeds)',
    description: 'Organizations with an active job feed, with name, logo and tagline, for the list of community feeds.',
    access: 'public',
    responses: { 200: z.array(ZOrganizationSummary) },
  }),
  show: defineEndpoint({
    method: 'GET',
    path: '/api/v1/organizations/:organization_id',
    summary: 'An active organization with its member businesses',
    description:
      "An organization's public page: profile, join link and its member businesses. Inactive ones answer 404.",
    access: 'public',
    params: z.object({ organization_id: ZId }),
    responses: { 200: ZPublicOrganization, 404: ZErrorBody },
  }),
} as const;

/** The images of an organization's header: checked by content, re-encoded and resized (images.ts). */
export const ORGANIZATION_FILES = {
  'organization[logo]': imageField('logo', 'logo'),
  'organization[banner]': imageField('banner', 'banner'),
};

export const ORGANIZATION_LIMITS = { tagline: 140, joinHelpText: 350 } as const;

/** A list of ids in a multipart body (`organization[admin_ids][]`); an empty value stands for "none". */
const ZFormIdList = z.array(z.string().max(20)).max(500).optional();

/** The public profile an organization's own admins may change (decision 018). */
export const ZOrganizationProfileFields = z.object({
  tagline: ZFormText,
  join_url: ZFormText,
  join_help_text: ZFormText,
  display_info_when_framed: ZFormBoolean,
});

export const ZAdminOrganizationFields = z.object({
  organization: ZOrganizationProfileFields.extend({
    name: ZFormText,
    active: ZFormBoolean,
    region_id: ZFormText,
    admin_ids: ZFormIdList,
    business_ids: ZFormIdList,
  }).optional(),
});
export type TAdminOrganizationFields = z.infer<typeof ZAdminOrganizationFields>;

/**
 * What an organization admin sends for their own organization. The admin-only fields are named so
 * that a request carrying them is refused rather than silently half-applied.
 */
export const ZMyOrganizationFields = z.object({
  organization: ZOrganizationProfileFields.extend({
    name: z.unknown().optional(),
    active: z.unknown().optional(),
    region_id: z.unknown().optional(),
    admin_ids: z.unknown().optional(),
    business_ids: z.unknown().optional(),
  }).optional(),
});
export type TMyOrganizationFields = z.infer<typeof ZMyOrganizationFields>;

export const ZOrganizationListRow = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  admin_count: z.number().int(),
  business_count: z.number().int(),
});
export type TOrganizationListRow = z.infer<typeof ZOrganizationListRow>;

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

/** An organization as admins edit it (spec §3 Organization). */
export const ZAdminOrganization = ZPublicOrganization.extend({
  region_id: z.number().int().nullable(),
  admins: z.array(z.object({ id: z.number().int(), display_value: z.string() })),
  businesses: z.array(ZNamed),
  admin_count: z.number().int(),
  business_count: z.number().int(),
});
export type TAdminOrganization = z.infer<typeof ZAdminOrganization>;

/** An organization as its own admins see it: the public profile, member businesses and the feed's numbers. */
export const ZMyOrganization = ZPublicOrganization.omit({ business_ids: true }).extend({
  businesses: z.array(ZNamed),
  stats: z.object({
    live_jobs: z.number().int(),
    applications: z.number().int(),
    share_link_views: z.number().int(),
  }),
});
export type TMyOrganization = z.infer<typeof ZMyOrganization>;

const adminOrganizationResponses = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 422: ZErrorBody } as const;

export const adminOrganizationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/organizations',
    summary: 'Every organization with its admin and business counts (admins)',
    description: 'For admins: every organization, active or not, with counts of its admins and businesses.',
    access: 'signed_in',
    responses: { 200: z.array(ZOrganizationListRow), 401: ZErrorBody, 403: ZErrorBody },
  }),
  show: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/organizations/:id',
    summary: 'An organization with its admins and businesses (admins)',
    description: 'For admins: an organization with its admins and member businesses.',
    access: 'signed_in',
    params: z.object({ id: ZId }),
    responses: { 200: ZAdminOrganization, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/organizations',
    summary: 'Create an organization (multipart organization[...], admin_ids[] and business_ids[])',
    description:
      'For admins: the profile (`organization[...]`), images and `admin_ids[]` and `business_ids[]`. Invalid fields answer 422.',
    access: 'signed_in',
    body: ZAdminOrganizationFields,
    files: ORGANIZATION_FILES,
    responses: { 201: ZAdminOrganization, ...adminOrganizationResponses },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/admin/organizations/:id',
    summary: 'Change an organization; images only when new ones are sent; id lists replace the old ones',
    description:
      'For admins: changes the fields sent; lists sent replace the old ones; images only when new ones are sent.',
    access: 'signed_in',
    params: z.object({ id: ZId }),
    body: ZAdminOrganizationFields,
    files: ORGANIZATION_FILES,
    responses: { 200: ZAdminOrganization, 404: ZErrorBody, ...adminOrganizationResponses },
  }),
} as const;

export const myOrganizationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/me/organizations',
    summary: 'The organizations the signed-in user is an admin of',
    description: "The organizations the user administers, for the organization admin's panel.",
    access: 'signed_in',
    responses: { 200: z.array(ZOrganizationSummary), 401: ZErrorBody },
  }),
  show: defineEndpoint({
    method: 'GET',
    path: '/api/v1/me/organizations/:id',
    summary: "One of the signed-in user's organizations: profile, businesses, feed numbers (never its admins)",
    description:
      "For its admins: the organization's profile, member businesses and feed numbers (views, applications). Others get 404.",
    access: 'signed_in',
    params: z.object({ id: ZId }),
    responses: { 200: ZMyOrganization, 401: ZErrorBody, 404: ZErrorBody },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/me/organizations/:id',
    summary: "Change one's organization's public profile (tagline, logo, banner, join URL and help text, framing)",
    description: 'For its admins: changes the public profile only; name, members and admins stay with the site admins.',
    access: 'signed_in',
    params: z.object({ id: ZId }),
    body: ZMyOrganizationFields,
    files: ORGANIZATION_FILES,
    responses: { 200: ZMyOrganization, 404: ZErrorBody, ...adminOrganizationResponses },
  }),
} as const;
