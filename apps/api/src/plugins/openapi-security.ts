import type { Endpoint } from '@mainwork/contracts';

/**
 * The API-key scopes a business's system may call the endpoint with (`Authorization: Bearer mw_…`): its
 * contract entry's `apiKeyScope` (decision 069), or null when keys are refused on it. The document lists the
 * `apiKey` scheme beside the session on these operations, and only on these.
 */
export function apiKeyScopesOf(endpoint: Pick<Endpoint, 'apiKeyScope'>): ReadonlyArray<string> | null {
  return endpoint.apiKeyScope ? [endpoint.apiKeyScope] : null;
}

export const SESSION_SCHEME = 'session';
export const API_KEY_SCHEME = 'apiKey';

/** The schemes of the document: how a caller proves who it is. */
export function securitySchemes(sessionCookie: string): Record<string, Record<string, unknown>> {
  return {
    [SESSION_SCHEME]: {
      type: 'apiKey',
      in: 'cookie',
      name: sessionCookie,
      description: [
        'The session cookie set by `POST /auth/login` and `POST /auth/register`, for the web app and scripts acting as a person.',
        'Requests that change something (POST, PUT, PATCH, DELETE) are refused with 403 when they come from another site:',
        'an `Origin` header must name this site (or one of its allowed origins), and without `Origin` a browser’s',
        '`Sec-Fetch-Site` must be `same-origin`, `same-site` or `none`. Clients outside a browser send neither and are not refused.',
      ].join(' '),
    },
    [API_KEY_SCHEME]: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'mw_…',
      description: [
        'An API key of a business, created by its owner in the employer panel (“API keys”) and sent as',
        '`Authorization: Bearer mw_…`. The token is shown once. A key acts as its business on the routes its scopes',
        'allow (`jobs:read`, `jobs:write`, `applications:read`) and is refused elsewhere (403); it needs no `Origin`.',
        'Every answer to a key carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`; past the limit',
        'the answer is 429 with `Retry-After`.',
      ].join(' '),
    },
  };
}
