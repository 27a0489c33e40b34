import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';

export const AFFILIATE_SIGN_UP_TYPES = ['all', 'candidate', 'employer'] as const;
export const ZAffiliateSignUpType = z.enum(AFFILIATE_SIGN_UP_TYPES);

export const ZAffiliateLinkView = z.object({
  id: z.number().int(),
  sign_up_type: ZAffiliateSignUpType,
  message: z.string().nullable(),
});
export type TAffiliateLinkView = z.infer<typeof ZAffiliateLinkView>;

export const affiliateLinkEndpoints = {
  view: defineEndpoint({
    method: 'GET',
    path: '/api/v1/affiliate_links/:key/view',
    summary: 'Look up an affiliate link by key (counts a view for the visitor) or by id with no_event=true (no view)',
    access: 'public',
    params: z.object({ key: z.string().min(1).max(100) }),
    query: z.object({ no_event: z.enum(['true', 'false']).optional() }),
    responses: { 200: ZAffiliateLinkView, 404: ZErrorBody },
  }),
} as const;
