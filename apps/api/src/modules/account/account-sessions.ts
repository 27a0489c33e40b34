import type { PrismaClient } from '@mainwork/db';
import { ACCOUNT_MESSAGES, type TAccountSession } from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { endOtherSessions, listLiveSessions, type SessionPolicy } from '../auth/sessions.ts';
import { deviceName } from './device-name.ts';

/** Where the user is signed in: each session's device, address and times, the current one marked. */
export async function listAccountSessions(
  prisma: PrismaClient,
  input: { userId: number; sessionId: number; policy: SessionPolicy },
): Promise<TAccountSession[]> {
  const sessions = await listLiveSessions(prisma, { userId: input.userId, policy: input.policy });
  return sessions.map((session) => ({
    id: session.id,
    device: deviceName(session.userAgent),
    ip: session.ip,
    created_at: session.createdAt.toISOString(),
    last_used_at: session.lastSeenAt.toISOString(),
    current: session.id === input.sessionId,
  }));
}

export async function signOutOtherSessions(
  prisma: PrismaClient,
  input: { userId: number; sessionId: number },
): Promise<string> {
  await endOtherSessions(prisma, { userId: input.userId, keepSessionId: input.sessionId });
  return ACCOUNT_MESSAGES.otherSessionsEnded;
}

/** Ends one other session of the user; someone else's, or the current one (that is "Log out"), is not found. */
export async function signOutSession(
  prisma: PrismaClient,
  input: { userId: number; sessionId: number; targetId: number },
): Promise<string> {
  if (input.targetId === input.sessionId) throw AppError.notFound('Session');
  const { count } = await prisma.session.deleteMany({ where: { id: input.targetId, userId: input.userId } });
  if (count === 0) throw AppError.notFound('Session');
  return ACCOUNT_MESSAGES.sessionEnded;
}
