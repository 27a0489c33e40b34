import { z } from 'zod';
import { ZId } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';

export * from './share-link-values.ts';

/** Share link keys are URL-safe random strings. */
export const ZShareLinkKey = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'is invalid');

export const ZShareLinkKeyResponse = z.object({ share_link_key: z.string() });
export type TShareLinkKeyResponse = z.infer<typeof ZShareLinkKeyResponse>;

/** What /s/{key} reads before redirecting to /jobs/{job_id}. */
export const ZShareLinkLookup = z.object({ job_id: z.number().int() });
export type TShareLinkLookup = z.infer<typeof ZShareLinkLookup>;

/** A row of /my_share_links (spec §3 "Share link row"). */
export const ZMyShareLink = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  job_title: z.string(),
  /** False once the job is closed or its business inactive: the UI hides the copy control. */
  job_active: z.boolean(),
  views_count: z.number().int(),
  applications_count: z.number().int(),
  share_link_key: z.string(),
});
export type TMyShareLink = z.infer<typeof ZMyShareLink>;

export const shareLinkEndpoints = {
  key: defineEndpoint({
    method: 'GET',
    path: '/api/v1/jobs/:id/share_link_key',
    summary: "The signed-in user's share link key for a live job, created on first read (idempotent)",
    description:
      "The key of the user's own link to the job (`/jobs/{id}?key=…`); the same key on every call. Applications and hires through it are credited to the user.",
    access: 'signed_in',
    params: z.object({ id: ZId }),
    responses: { 200: ZShareLinkKeyResponse, 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
  }),
  show: defineEndpoint({
    method: 'GET',
    path: '/api/v1/share_links/:key',
    summary: 'Follow a share link: its job id; counts a view once per visitor per 24 h (never bots or prefetches)',
    description:
      'Where a share link leads, and counts the visit for its owner. Views by bots and prefetches are not counted.',
    access: 'public',
    publicRead: false,
    params: z.object({ key: ZShareLinkKey }),
    responses: { 200: ZShareLinkLookup, 400: ZErrorBody, 404: ZErrorBody },
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/v1/me/share_links',
    summary: "The signed-in user's share links with views and applications, newest first",
    description: "The user's links with their job, views, applications and hires.",
    access: 'signed_in',
    responses: { 200: z.array(ZMyShareLink), 401: ZErrorBody, 403: ZErrorBody },
  }),
} as const;
