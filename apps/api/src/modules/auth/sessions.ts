import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import sql from 'sql-template-tag';
import { z } from 'zod';
import { Role, type PrismaClient } from '@mainwork/db';
import { queryRows, runStatement } from '../../infra/database-rows.ts';
import type { SessionUser } from './session-user.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Re-stamping lastSeenAt on every request would write on every read; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

export type SessionPolicy = { idleMs: number; absoluteMs: number };

/** Opens a session: a 32-byte random token for the cookie; only its hash is stored. */
export async function createSession(
  prisma: Pick<PrismaClient, 'session'>,
  options: { userId: number; policy: SessionPolicy; ip?: string; userAgent?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + options.policy.absoluteMs);
  await prisma.session.create({
    data: {
      userId: options.userId,
      tokenHash: hashToken(token),
      expiresAt,
      ip: options.ip ?? null,
      userAgent: options.userAgent?.slice(0, 500) ?? null,
    },
  });
  return { token, expiresAt };
}

const ZSessionRow = z.object({
  session_id: z.number().int(),
  expires_at: z.date(),
  last_seen_at: z.date(),
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(Role),
  referral_payment_method_id: z.number().int().nullable(),
  email_confirmed: z.boolean(),
  business_id: z.number().int().nullable(),
  business_role: z.enum(['owner', 'recruiter']).nullable(),
  organization_ids: z.array(z.number().int()),
});

// Every signed-in request runs this, so it is one round trip on the pool rather than Prisma's includes.
const sessionUserStatement = (tokenHash: string) => sql`
  SELECT s.id AS session_id,
         -- Prisma keeps UTC in timestamp columns; AT TIME ZONE makes pg read them as UTC on any machine.
         s."expiresAt" AT TIME ZONE 'UTC' AS expires_at, s."lastSeenAt" AT TIME ZONE 'UTC' AS last_seen_at,
         u.id, u.email, u."firstName" AS first_name, u."lastName" AS last_name, u.phone, u.role,
         u."referralPaymentMethodId" AS referral_payment_method_id,
         u."emailConfirmedAt" IS NOT NULL AS email_confirmed,
         m."businessId" AS business_id, m.role::text AS business_role,
         ARRAY(SELECT oa."organizationId" FROM organization_admins oa WHERE oa."userId" = u.id ORDER BY 1) AS organization_ids
  FROM sessions s JOIN users u ON u.id = s."userId"
  LEFT JOIN business_members m ON m."userId" = u.id AND m.status = 'active'
  WHERE s."tokenHash" = ${tokenHash} AND u."deactivatedAt" IS NULL`;

/** The user behind a session token, or null when it is unknown, idle too long or past its absolute expiry. */
export async function findSessionUser(
  pool: pg.Pool,
  token: string,
  policy: SessionPolicy,
): Promise<{ sessionId: number; user: SessionUser } | null> {
  const [row] = await queryRows(pool, ZSessionRow, sessionUserStatement(hashToken(token)));
  if (!row) return null;
  const now = Date.now();
  if (row.expires_at.getTime() <= now || row.last_seen_at.getTime() + policy.idleMs <= now) {
    await runStatement(pool, sql`DELETE FROM sessions WHERE id = ${row.session_id}`);
    return null;
  }
  if (now - row.last_seen_at.getTime() > TOUCH_INTERVAL_MS) {
    await runStatement(
      pool,
      sql`UPDATE sessions SET "lastSeenAt" = now() AT TIME ZONE 'UTC' WHERE id = ${row.session_id}`,
    );
  }
  return {
    sessionId: row.session_id,
    user: {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      phone: row.phone,
      role: row.role,
      businessId: row.business_id,
      businessRole: row.business_role,
      organizationIds: row.organization_ids,
      referralPaymentMethodId: row.referral_payment_method_id,
      emailConfirmed: row.email_confirmed,
    },
  };
}

export async function endSession(prisma: PrismaClient, sessionId: number): Promise<void> {
  await prisma.session.deleteMany({ where: { id: sessionId } });
}

export async function endAllSessions(prisma: Pick<PrismaClient, 'session'>, userId: number): Promise<void> {
  await prisma.session.deleteMany({ where: { userId } });
}

/** Ends every session of the user but one (a changed password, "sign out other sessions"). */
export async function endOtherSessions(
  prisma: Pick<PrismaClient, 'session'>,
  options: { userId: number; keepSessionId: number },
): Promise<number> {
  const { count } = await prisma.session.deleteMany({
    where: { userId: options.userId, id: { not: options.keepSessionId } },
  });
  return count;
}

export type LiveSession = {
  id: number;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
};

/** The user's sessions still in force (neither idle too long nor past their absolute expiry), most recent first. */
export async function listLiveSessions(
  prisma: Pick<PrismaClient, 'session'>,
  options: { userId: number; policy: SessionPolicy },
): Promise<LiveSession[]> {
  const now = Date.now();
  return prisma.session.findMany({
    where: {
      userId: options.userId,
      expiresAt: { gt: new Date(now) },
      lastSeenAt: { gt: new Date(now - options.policy.idleMs) },
    },
    select: { id: true, ip: true, userAgent: true, createdAt: true, lastSeenAt: true },
    orderBy: [{ lastSeenAt: 'desc' }, { id: 'desc' }],
  });
}
