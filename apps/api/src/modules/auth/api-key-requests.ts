import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import sql from 'sql-template-tag';
import { z } from 'zod';
import { API_KEY_MESSAGES, API_KEY_SCOPES, type TApiKeyScope } from '@mainwork/contracts';
import { Role, type PrismaClient } from '@mainwork/db';
import { AppError } from '../../http/app-error.ts';
import { queryRows, runStatement } from '../../infra/database-rows.ts';
import { allowanceHeaders, countKeyRequest, type Limit } from '../../infra/rate-limits/rate-limiter.ts';
import type { SessionUser } from './session-user.ts';
import { hashToken } from './sessions.ts';

/** The key a request came with (docs/decisions/069-api-keys.md). */
export type RequestApiKey = { id: number; businessId: number; scopes: TApiKeyScope[] };

/** Tokens are `mw_` and 43 base64url characters (32 random bytes). */
export const API_KEY_PREFIX = 'mw_';

/** Stamping lastUsedAt on every request would write on every read; once a minute tells an owner enough. */
const LAST_USED_INTERVAL_MS = 60_000;

const ZKeyRow = z.object({
  key_id: z.number().int(),
  business_id: z.number().int(),
  scopes: z.array(z.string()),
  last_used_at: z.date().nullable(),
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(Role),
  referral_payment_method_id: z.number().int().nullable(),
  email_confirmed: z.boolean(),
});

// A key works while the owner who made it is an active owner of its business and their account is active:
// an owner leaving the team, demoted or deactivated takes their keys with them. One round trip on the pool.
const keyStatement = (tokenHash: string) => sql`
  SELECT k.id AS key_id, k."businessId" AS business_id, k.scopes,
         k."lastUsedAt" AT TIME ZONE 'UTC' AS last_used_at,
         u.id, u.email, u."firstName" AS first_name, u."lastName" AS last_name, u.phone, u.role,
         u."referralPaymentMethodId" AS referral_payment_method_id,
         u."emailConfirmedAt" IS NOT NULL AS email_confirmed
  FROM api_keys k
  JOIN users u ON u.id = k."createdById" AND u."deactivatedAt" IS NULL
  JOIN business_members m ON m."userId" = u.id AND m."businessId" = k."businessId"
   AND m.status = 'active' AND m.role = 'owner'
  WHERE k."tokenHash" = ${tokenHash}`;

/** The bearer token of an `Authorization` header, or null for any other scheme. */
export function bearerToken(authorization: string): string | null {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization);
  return match ? match[1]! : null;
}

const isScope = (scope: string): scope is TApiKeyScope => (API_KEY_SCOPES as readonly string[]).includes(scope);

/**
 * Authenticates a request sent with `Authorization: Bearer mw_…` to a signed-in endpoint: 401 for an unknown or
 * revoked key; counted against the key's limit (429, with the `RateLimit-*` headers on every answer); 403 for an
 * endpoint its scopes do not open or another business's path. Then the request acts as the business, through
 * the owner who made the key (audit lines name them). The session cookie is never read for such a request.
 */
export async function authenticateApiKey(
  db: { pool: pg.Pool; prisma: PrismaClient },
  request: FastifyRequest,
  reply: FastifyReply,
  options: { authorization: string; limit: Limit },
): Promise<void> {
  const token = bearerToken(options.authorization);
  if (!token || !token.startsWith(API_KEY_PREFIX) || token.length > 100)
    throw AppError.unauthorized(API_KEY_MESSAGES.invalid);
  const [row] = await queryRows(db.pool, ZKeyRow, keyStatement(hashToken(token)));
  if (!row) throw AppError.unauthorized(API_KEY_MESSAGES.invalid);

  reply.headers(allowanceHeaders(await countKeyRequest(db.prisma, options.limit, row.key_id)));

  const endpoint = request.routeOptions.config.endpoint;
  const scopes = row.scopes.filter(isScope);
  if (!endpoint?.apiKeyScope || !scopes.includes(endpoint.apiKeyScope))
    throw AppError.forbidden(API_KEY_MESSAGES.outsideScopes);
  const params = request.params as Record<string, string | undefined>;
  if (params.business_id !== undefined && params.business_id !== String(row.business_id))
    throw AppError.forbidden(API_KEY_MESSAGES.outsideScopes);

  const now = Date.now();
  if (row.last_used_at === null || now - row.last_used_at.getTime() > LAST_USED_INTERVAL_MS) {
    await runStatement(
      db.pool,
      sql`UPDATE api_keys SET "lastUsedAt" = now() AT TIME ZONE 'UTC' WHERE id = ${row.key_id}`,
    );
  }
  request.apiKey = { id: row.key_id, businessId: row.business_id, scopes };
  request.currentUser = {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    role: row.role,
    businessId: row.business_id,
    businessRole: null,
    organizationIds: [],
    referralPaymentMethodId: row.referral_payment_method_id,
    emailConfirmed: row.email_confirmed,
  } satisfies SessionUser;
}
