import { z } from 'zod';
import { API_KEY_SCOPES } from './api-key-scopes.ts';
import { ZId } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';

export const ZApiKeyScope = z.enum(API_KEY_SCOPES, { error: 'Choose jobs:read, jobs:write or applications:read.' });

export const API_KEY_NAME_MAX = 100;

export const ZApiKeyCreate = z.object({
  api_key: z.object({
    name: z
      .string({ error: "can't be blank" })
      .trim()
      .min(1, { error: "can't be blank" })
      .max(API_KEY_NAME_MAX, { error: `is too long (maximum is ${API_KEY_NAME_MAX} characters)` }),
    scopes: z
      .array(ZApiKeyScope, { error: 'Choose at least one scope.' })
      .min(1, { error: 'Choose at least one scope.' })
      .max(API_KEY_SCOPES.length)
      .refine((scopes) => new Set(scopes).size === scopes.length, { error: 'Name each scope once.' }),
  }),
});
export type TApiKeyCreate = z.infer<typeof ZApiKeyCreate>;

/** A key as listed: never its token, which only the answer that made it carries. */
export const ZApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(ZApiKeyScope),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

/** The key just made, with its token (`mw_…`), shown this once. */
export const ZCreatedApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(ZApiKeyScope),
  token: z.string(),
  created_at: z.string(),
});
export type TCreatedApiKey = z.infer<typeof ZCreatedApiKey>;

export const API_KEY_MESSAGES = {
  invalid: 'This API key is not valid: it may have been revoked.',
  outsideScopes: 'This API key may not be used for this request.',
  ownersOnly: 'Only an owner of the business can manage its API keys.',
} as const;

const ZApiKeysParams = z.object({ business_id: ZId });

export const apiKeyEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/businesses/:business_id/api_keys',
    summary: "The business's API keys with their scopes and when each was last used, never their tokens (owners)",
    description:
      'Owners of the business only. Each key with its name, scopes, when it was made and `last_used_at` (updated at most once a minute); never the token.',
    access: 'signed_in',
    params: ZApiKeysParams,
    responses: { 200: z.array(ZApiKey), 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/businesses/:business_id/api_keys',
    summary: 'Makes an API key with scopes (owners); its token is in this answer only',
    description:
      'Owners of the business only. The token (`mw_` and 43 characters) is in this answer alone: only its SHA-256 is kept. Scopes: `jobs:read` (list and read postings), `jobs:write` (post, edit and close them), `applications:read` (applicants, their CSV, resumes and cover letters). A key acts as the business while the owner who made it is still one.',
    access: 'signed_in',
    params: ZApiKeysParams,
    body: ZApiKeyCreate,
    responses: {
      201: ZCreatedApiKey,
      400: ZErrorBody,
      401: ZErrorBody,
      403: ZErrorBody,
      404: ZErrorBody,
      422: ZErrorBody,
    },
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/businesses/:business_id/api_keys/:id',
    summary: 'Revokes an API key (owners): it is refused from the next request on',
    description: 'Owners of the business only. The key is deleted: a request carrying it gets 401 from then on.',
    access: 'signed_in',
    params: z.object({ business_id: ZId, id: ZId }),
    responses: { 204: z.null(), 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody },
  }),
} as const;
