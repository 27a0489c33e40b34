import { z } from 'zod';
import { ZId } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';

/** A card version's file name: its 16-hex-digit version and `.png` (decision 035). */
const ZCardFile = z.string().regex(/^[0-9a-f]{16}\.png$/, 'is invalid');

/**
 * Social cards, the 1200 × 630 PNGs link previews show (decision 035). Their URLs carry the card's version:
 * a version is cached for good; an old one redirects to the current card.
 */
export const socialCardEndpoints = {
  show: defineEndpoint({
    method: 'GET',
    path: '/api/v1/social_cards/:kind/:id/:file',
    summary: "A live job's, or an active organization's or business's feed's, social card (PNG) at a version",
    description:
      "The image link previews show for a job, an organization's or a business's feed. The version in the file name changes with the content, so the answer is cached for good; an old version redirects (301) to the current one.",
    access: 'public',
    params: z.object({ kind: z.enum(['jobs', 'organizations', 'businesses']), id: ZId, file: ZCardFile }),
    responses: { 200: z.any(), 301: z.any(), 400: ZErrorBody, 404: ZErrorBody },
    fileAnswer: ['image/png'],
  }),
  site: defineEndpoint({
    method: 'GET',
    path: '/api/v1/social_cards/site/:file',
    summary: "The site's social card (PNG) at a version, for the pages without a card of their own",
    description: "The site's own preview image. An old version redirects (301) to the current one.",
    access: 'public',
    params: z.object({ file: ZCardFile }),
    responses: { 200: z.any(), 301: z.any(), 400: ZErrorBody },
    fileAnswer: ['image/png'],
  }),
} as const;
