import type { PrismaClient } from '@mainwork/db';
import { AppError } from '../../http/app-error.ts';

export type Limit = { name: string; max: number; windowMs: number };

/** Limits for the sensitive endpoints, per IP and per account (docs/decisions/005-sessions-and-csrf.md). */
export const LIMITS = {
  loginPerIp: { name: 'login:ip', max: 60, windowMs: 15 * 60_000 },
  loginPerAccount: { name: 'login:account', max: 10, windowMs: 15 * 60_000 },
  registerPerIp: { name: 'register:ip', max: 30, windowMs: 60 * 60_000 },
  forgotPerIp: { name: 'forgot:ip', max: 20, windowMs: 60 * 60_000 },
  forgotPerAccount: { name: 'forgot:account', max: 5, windowMs: 60 * 60_000 },
  resetPerIp: { name: 'reset:ip', max: 30, windowMs: 15 * 60_000 },
  resetPerAccount: { name: 'reset:account', max: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;

/**
 * Fixed-window counters in PostgreSQL, so every API process shares them.
 * Throws 429 with Retry-After once a key has been hit more than `max` times in the window.
 */
export async function hitRateLimit(prisma: PrismaClient, limit: Limit, subject: string): Promise<void> {
  const now = Date.now();
  const windowStart = new Date(now - (now % limit.windowMs));
  const key = `${limit.name}:${subject.toLowerCase()}`;
  const rows = await prisma.$queryRaw<Array<{ count: number }>>`
    INSERT INTO rate_limit_buckets (key, "windowStart", count) VALUES (${key}, ${windowStart}, 1)
    ON CONFLICT (key, "windowStart") DO UPDATE SET count = rate_limit_buckets.count + 1
    RETURNING count`;
  if ((rows[0]?.count ?? 0) > limit.max) {
    const retryAfter = Math.ceil((windowStart.getTime() + limit.windowMs - now) / 1000);
    throw new AppError('rate_limited', 'Too many attempts. Please wait a few minutes and try again.', {
      headers: { 'retry-after': String(retryAfter) },
    });
  }
}

export async function pruneRateLimitBuckets(prisma: PrismaClient): Promise<number> {
  const oldest = new Date(Date.now() - 2 * 60 * 60_000);
  const { count } = await prisma.rateLimitBucket.deleteMany({ where: { windowStart: { lt: oldest } } });
  return count;
}
