import { z } from 'zod';
import { ZId } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';

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
    access: 'public',
    responses: { 200: z.array(ZOrganizationSummary) },
  }),
  show: defineEndpoint({
    method: 'GET',
    path: '/api/v1/organizations/:organization_id',
    summary: 'An active organization with its member businesses',
    access: 'public',
    params: z.object({ organization_id: ZId }),
    responses: { 200: ZPublicOrganization, 404: ZErrorBody },
  }),
} as const;
