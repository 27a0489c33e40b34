import type { PrismaClient } from '@mainwork/db';
import { ADMIN_USER_MESSAGES, type TLoginBody } from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import {
  countAccountAttempt,
  pauseFor,
  type Pause,
  type RateLimitSettings,
} from '../../infra/rate-limits/rate-limiter.ts';
import type { PasswordHasher } from '../../infra/password-hashing.ts';
import { sessionUserInclude, toSessionUser, type SessionUser } from './session-user.ts';
import { createSession, type SessionPolicy } from './sessions.ts';

export const INVALID_LOGIN = 'Invalid email or password.';

/**
 * Signs in; unknown accounts and wrong passwords get the same answer in the same time. Failures are
 * counted per address and per (account, address), which refuse, and per account, which only slows.
 */
export async function login(
  deps: {
    prisma: PrismaClient;
    passwords: PasswordHasher;
    sessionPolicy: SessionPolicy;
    rateLimits: RateLimitSettings;
    pause?: Pause;
  },
  input: { body: TLoginBody; ip: string; userAgent?: string },
): Promise<{ user: SessionUser; token: string; expiresAt: Date }> {
  const email = input.body.email.trim().toLowerCase();
  const attempt = await countAccountAttempt(deps.prisma, deps.rateLimits, 'login', {
    account: email || '(blank)',
    ip: input.ip,
  });
  await (deps.pause ?? pauseFor)(attempt.delayMs);
  const user = email ? await deps.prisma.user.findUnique({ where: { email }, include: sessionUserInclude }) : null;
  if (!user) {
    await deps.passwords.verifyNothing(input.body.password);
    throw new AppError('unauthorized', INVALID_LOGIN);
  }
  if (!(await deps.passwords.verify(user.passwordHash, input.body.password))) {
    throw new AppError('unauthorized', INVALID_LOGIN);
  }
  await attempt.succeeded();
  // Told only once the password is right, so the message reveals nothing to someone guessing.
  if (user.deactivatedAt) throw new AppError('forbidden', ADMIN_USER_MESSAGES.deactivated);
  await deps.prisma.user.update({ where: { id: user.id }, data: { lastSignInAt: new Date() } });
  const session = await createSession(deps.prisma, {
    userId: user.id,
    policy: deps.sessionPolicy,
    ip: input.ip,
    ...(input.userAgent ? { userAgent: input.userAgent } : {}),
  });
  return { user: toSessionUser(user), ...session };
}
