import { createHash, randomBytes } from 'node:crypto';
import type { PrismaClient } from '@mainwork/db';
import { sessionUserInclude, toSessionUser, type SessionUser } from './session-user.ts';

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

/** The user behind a session token, or null when it is unknown, idle too long or past its absolute expiry. */
export async function findSessionUser(
  prisma: PrismaClient,
  token: string,
  policy: SessionPolicy,
): Promise<{ sessionId: number; user: SessionUser } | null> {
  const session = await prisma.session.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: { include: sessionUserInclude } },
  });
  if (!session) return null;
  const now = Date.now();
  if (session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + policy.idleMs <= now) {
    await prisma.session.deleteMany({ where: { id: session.id } });
    return null;
  }
  if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await prisma.session.update({ where: { id: session.id }, data: { lastSeenAt: new Date(now) } });
  }
  return { sessionId: session.id, user: toSessionUser(session.user) };
}

export async function endSession(prisma: PrismaClient, sessionId: number): Promise<void> {
  await prisma.session.deleteMany({ where: { id: sessionId } });
}

export async function endAllSessions(prisma: Pick<PrismaClient, 'session'>, userId: number): Promise<void> {
  await prisma.session.deleteMany({ where: { userId } });
}
