import { randomBytes } from 'node:crypto';
import {
  API_KEY_MESSAGES,
  type TApiKey,
  type TApiKeyCreate,
  type TApiKeyScope,
  type TCreatedApiKey,
} from '@mainwork/contracts';
import type { PrismaClient } from '@mainwork/db';
import { AppError } from '../../http/app-error.ts';
import { canOn, type AppAbility } from '../../permissions/abilities.ts';
import { API_KEY_PREFIX } from '../auth/api-key-requests.ts';
import { hashToken } from '../auth/sessions.ts';

/**
 * Only the business's owners manage its keys (a key acts with an owner's trust): a recruiter of it is refused,
 * another business's people learn nothing of it (404), everyone else (admins included) is refused.
 */
function assertMayManageKeys(ability: AppAbility, businessId: number, action: 'read' | 'create' | 'delete'): void {
  if (canOn(ability, action, 'ApiKey', { businessId })) return;
  if (canOn(ability, 'read', 'Business', { id: businessId })) throw AppError.forbidden(API_KEY_MESSAGES.ownersOnly);
  if (ability.can('read', 'employers_dashboard')) throw AppError.notFound('Business');
  throw AppError.forbidden();
}

type KeyRow = { id: number; name: string; scopes: string[]; createdAt: Date; lastUsedAt: Date | null };

const toApiKey = (row: KeyRow): TApiKey => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes as TApiKeyScope[],
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

/** The business's keys, newest first, without their tokens (only hashes are kept). */
export async function listApiKeys(
  prisma: PrismaClient,
  options: { ability: AppAbility; businessId: number },
): Promise<TApiKey[]> {
  assertMayManageKeys(options.ability, options.businessId, 'read');
  const rows = await prisma.apiKey.findMany({
    where: { businessId: options.businessId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { id: true, name: true, scopes: true, createdAt: true, lastUsedAt: true },
  });
  return rows.map(toApiKey);
}

/** Makes a key: 32 random bytes after `mw_`, answered this once; the table keeps only their SHA-256. */
export async function createApiKey(
  prisma: PrismaClient,
  options: { ability: AppAbility; businessId: number; ownerId: number; input: TApiKeyCreate['api_key'] },
): Promise<TCreatedApiKey> {
  assertMayManageKeys(options.ability, options.businessId, 'create');
  const token = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await prisma.apiKey.create({
    data: {
      businessId: options.businessId,
      createdById: options.ownerId,
      name: options.input.name,
      scopes: options.input.scopes,
      tokenHash: hashToken(token),
    },
  });
  const { last_used_at: _unused, ...key } = toApiKey(row);
  return { ...key, token };
}

/** Revokes a key: the row goes, so the next request with its token is refused (401). */
export async function revokeApiKey(
  prisma: PrismaClient,
  options: { ability: AppAbility; businessId: number; keyId: number },
): Promise<void> {
  assertMayManageKeys(options.ability, options.businessId, 'delete');
  const { count } = await prisma.apiKey.deleteMany({ where: { id: options.keyId, businessId: options.businessId } });
  if (count === 0) throw AppError.notFound('API key');
}
