import { setTimeout as sleep } from 'node:timers/promises';
import type { Prisma, PrismaClient } from '@mainwork/db';
import { AppError } from '../../http/app-error.ts';
import { canonicalMailbox } from '../mail/mailbox.ts';

/** Where attempts are counted: the client, or a transaction's client so the count commits or rolls back with it. */
type CounterDb = Pick<Prisma.TransactionClient, '$queryRaw' | '$executeRaw'>;

/** At most `max` counted attempts per fixed window of `windowMs`. */
export type Limit = { max: number; windowMs: number };

/** Beyond a slowing limit each attempt waits `firstMs`, then twice as long each time, up to `maxMs`. */
export type Slowdown = { firstMs: number; maxMs: number };

export type AccountLimits = { perAddress: Limit; perAccountAndAddress: Limit; perAccount: Limit };

/**
 * The limits of the sensitive endpoints (docs/decisions/005-sessions-and-csrf.md). "perAddress" and
 * "perAccountAndAddress" refuse with 429; "perAccount" only slows, so no one can lock an owner out.
 */
export type RateLimitSettings = {
  login: AccountLimits;
  register: { perAddress: Limit };
  /** A visitor's job alert subscriptions (each mails a confirmation link to the address given). */
  jobAlertSubscribe: { perAddress: Limit };
  /** Wrong tokens sent to the public `/metrics` (METRICS_TOKEN) from one address. */
  metricsToken: { perAddress: Limit };
  forgotPassword: AccountLimits;
  resetPassword: AccountLimits;
  /**
   * Reset e-mails sent to one account, however many addresses ask: past it a request sends nothing, and
   * the link last sent keeps working (parallel requests from many addresses are only slowed one by one).
   */
  resetMailsPerAccount: Limit;
  /**
   * Links that ask a mailbox for its consent (the sign-up's confirmation, a new address's confirmation, a
   * visitor's job alert confirmation), counted per mailbox in canonical form (`dana+1@` is `dana@`): past it
   * nothing more is mailed there in the window.
   */
  confirmationMailsPerRecipient: Limit;
  /** Confirmation links one account may have mailed (e-mail changes and resends): 429 past it. */
  emailConfirmationsPerAccount: Limit;
  /** Team invitations (and their resends) one account may have mailed: 429 past it. */
  invitationMailsPerAccount: Limit;
  /** Team invitations (and their resends) mailed for one business, by all its owners together: 429 past it. */
  invitationMailsPerBusiness: Limit;
  /** Requests one API key may make (docs/decisions/069-api-keys.md): 429 past it. */
  apiKey: Limit;
  slowdown: Slowdown;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The values in force before the limits became settings; the old per-account limits now refuse only
 * per (account, address) pair, and past them per account the attempts are slowed.
 */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  login: {
    perAddress: { max: 60, windowMs: 15 * MINUTE },
    perAccountAndAddress: { max: 10, windowMs: 15 * MINUTE },
    perAccount: { max: 10, windowMs: 15 * MINUTE },
  },
  register: { perAddress: { max: 30, windowMs: HOUR } },
  jobAlertSubscribe: { perAddress: { max: 30, windowMs: HOUR } },
  metricsToken: { perAddress: { max: 30, windowMs: 15 * MINUTE } },
  forgotPassword: {
    perAddress: { max: 20, windowMs: HOUR },
    perAccountAndAddress: { max: 5, windowMs: HOUR },
    perAccount: { max: 5, windowMs: HOUR },
  },
  resetPassword: {
    perAddress: { max: 30, windowMs: 15 * MINUTE },
    perAccountAndAddress: { max: 10, windowMs: 15 * MINUTE },
    perAccount: { max: 10, windowMs: 15 * MINUTE },
  },
  resetMailsPerAccount: { max: 20, windowMs: HOUR },
  confirmationMailsPerRecipient: { max: 10, windowMs: DAY },
  emailConfirmationsPerAccount: { max: 5, windowMs: HOUR },
  invitationMailsPerAccount: { max: 30, windowMs: HOUR },
  invitationMailsPerBusiness: { max: 50, windowMs: DAY },
  apiKey: { max: 600, windowMs: MINUTE },
  slowdown: { firstMs: 1000, maxMs: 30_000 },
};

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** A counter: the limit and what it counts, e.g. `login:account` of `dana@example.com`. */
export type Counter = {
  name: string;
  subject: string;
  limit: Limit;
  /** A success starts it again from zero (only where the one who succeeded is the one counted). */
  clearedOnSuccess?: boolean;
};

export type CountedAttempt = {
  /** How long to wait before handling the attempt: 0 until the slowing counter passes its limit. */
  delayMs: number;
  /**
   * Takes the attempt back off every counter (a successful log-in is not a failure) and clears the
   * counters marked `clearedOnSuccess`.
   */
  succeeded(): Promise<void>;
};

type Bucket = { key: string; windowStart: Date; clearedOnSuccess: boolean };

/**
 * Counts one attempt on each refusing counter, then on the slowing one. When a refusing counter is past
 * its limit the attempt is refused with 429 and Retry-After (and not counted against the account). The
 * counters are fixed windows in PostgreSQL, so every API process shares them; an attempt is counted
 * before it is handled, so attempts sent in parallel cannot slip past a limit together.
 */
export async function countAttempt(
  prisma: CounterDb,
  counters: { refuse: Counter[]; slow?: { counter: Counter; slowdown: Slowdown } },
): Promise<CountedAttempt> {
  const now = Date.now();
  const counted: Bucket[] = [];
  let retryAfterMs = 0;
  for (const counter of counters.refuse) {
    const { bucket, count } = await increment(prisma, counter, now);
    counted.push(bucket);
    if (count > counter.limit.max) retryAfterMs = Math.max(retryAfterMs, windowEnd(bucket, counter) - now);
  }
  if (retryAfterMs > 0) {
    throw new AppError('rate_limited', TOO_MANY_ATTEMPTS, {
      headers: { 'retry-after': String(Math.ceil(retryAfterMs / 1000)) },
    });
  }
  let delayMs = 0;
  if (counters.slow) {
    const { bucket, count } = await increment(prisma, counters.slow.counter, now);
    counted.push(bucket);
    delayMs = slowdownDelay(count, counters.slow.counter.limit, counters.slow.slowdown);
  }
  return {
    delayMs,
    async succeeded() {
      for (const bucket of counted) {
        if (bucket.clearedOnSuccess) await prisma.$executeRaw`DELETE FROM rate_limit_buckets WHERE key = ${bucket.key}`;
        else {
          await prisma.$executeRaw`
            UPDATE rate_limit_buckets SET count = GREATEST(count - 1, 0)
            WHERE key = ${bucket.key} AND "windowStart" = ${bucket.windowStart}`;
        }
      }
    },
  };
}

/**
 * An attempt on an account: refused past the limit per client address and per (account, address) pair,
 * slowed past the limit per account, so an attacker elsewhere cannot lock the owner out. The counters
 * count failures: a success starts the account's and the pair's counts again (as OWASP advises; only
 * the one who knows the password can do that), and takes just itself back off the address's count, or
 * an attacker with an account of their own could wipe their address's count between guesses.
 */
export function countAccountAttempt(
  prisma: PrismaClient,
  settings: RateLimitSettings,
  action: 'login' | 'forgotPassword' | 'resetPassword',
  who: { account: string; ip: string },
): Promise<CountedAttempt> {
  const limits = settings[action];
  const address = clientAddress(who.ip);
  return countAttempt(prisma, {
    refuse: [
      { name: `${action}:address`, subject: address, limit: limits.perAddress },
      {
        name: `${action}:account+address`,
        // An IP address or network never contains "|", so the pair's key cannot be another pair's.
        subject: `${who.account}|${address}`,
        limit: limits.perAccountAndAddress,
        clearedOnSuccess: true,
      },
    ],
    slow: {
      counter: { name: `${action}:account`, subject: who.account, limit: limits.perAccount, clearedOnSuccess: true },
      slowdown: settings.slowdown,
    },
  });
}

/**
 * An attempt counted only per client address (sign-up, checking a reset link, subscribing to a job alert,
 * a token sent to the public metrics).
 */
export function countAddressAttempt(
  prisma: PrismaClient,
  action: 'register' | 'resetPassword' | 'jobAlertSubscribe' | 'metricsToken',
  limit: Limit,
  ip: string,
): Promise<CountedAttempt> {
  return countAttempt(prisma, { refuse: [{ name: `${action}:address`, subject: clientAddress(ip), limit }] });
}

/**
 * One more e-mail to a recipient under a per-recipient limit, the address compared in canonical form
 * (`canonicalMailbox`), so `dana+1@`, `dana+2@`… share one allowance. Refused with 429 past the limit;
 * `mayMail` answers false instead, for senders that must not tell the requester.
 */
export function countRecipientMail(
  prisma: CounterDb,
  purpose: string,
  limit: Limit,
  address: string,
): Promise<CountedAttempt> {
  return countAttempt(prisma, { refuse: [{ name: `${purpose}:mailbox`, subject: canonicalMailbox(address), limit }] });
}

/** Whether a per-recipient limit lets one more e-mail go (counting it): false past the limit, nothing thrown. */
export async function mayMail(prisma: CounterDb, purpose: string, limit: Limit, address: string): Promise<boolean> {
  try {
    await countRecipientMail(prisma, purpose, limit, address);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'rate_limited') return false;
    throw error;
  }
}

/** Where a client stands in its window: the IETF draft's `RateLimit-*` headers (draft-ietf-httpapi-ratelimit-headers). */
export type Allowance = { limit: number; remaining: number; resetSeconds: number };

export function allowanceHeaders(allowance: Allowance): Record<string, string> {
  return {
    'ratelimit-limit': String(allowance.limit),
    'ratelimit-remaining': String(allowance.remaining),
    'ratelimit-reset': String(allowance.resetSeconds),
  };
}

/**
 * One request of an API key, counted in the same shared windows as the other limits. Answers what is left of
 * the window; past the limit refuses with 429, `Retry-After` and the same headers.
 */
export async function countKeyRequest(prisma: CounterDb, limit: Limit, keyId: number): Promise<Allowance> {
  const now = Date.now();
  const counter: Counter = { name: 'apiKey', subject: String(keyId), limit };
  const { bucket, count } = await increment(prisma, counter, now);
  const resetSeconds = Math.max(Math.ceil((windowEnd(bucket, counter) - now) / 1000), 1);
  const allowance = { limit: limit.max, remaining: Math.max(limit.max - count, 0), resetSeconds };
  if (count > limit.max) {
    throw new AppError('rate_limited', 'This API key made too many requests. Please wait and try again.', {
      headers: { ...allowanceHeaders(allowance), 'retry-after': String(resetSeconds) },
    });
  }
  return allowance;
}

/** Waits out an attempt's delay; services take it as a dependency so tests can see the delay without waiting. */
export type Pause = (ms: number) => Promise<void>;
export const pauseFor: Pause = (ms) => (ms > 0 ? sleep(ms) : Promise.resolve());

/** The wait before the `count`-th attempt in a window: none up to the limit, then doubling up to the ceiling. */
export function slowdownDelay(count: number, limit: Limit, slowdown: Slowdown): number {
  const beyond = count - limit.max;
  if (beyond <= 0) return 0;
  // 2 ** 31 and more would only ever be capped; stop the exponent before it overflows.
  return Math.min(slowdown.firstMs * 2 ** Math.min(beyond - 1, 30), slowdown.maxMs);
}

async function increment(prisma: CounterDb, counter: Counter, now: number) {
  const bucket: Bucket = {
    key: `${counter.name}:${counter.subject.toLowerCase()}`,
    windowStart: new Date(now - (now % counter.limit.windowMs)),
    clearedOnSuccess: counter.clearedOnSuccess ?? false,
  };
  const rows = await prisma.$queryRaw<Array<{ count: number }>>`
    INSERT INTO rate_limit_buckets (key, "windowStart", count) VALUES (${bucket.key}, ${bucket.windowStart}, 1)
    ON CONFLICT (key, "windowStart") DO UPDATE SET count = rate_limit_buckets.count + 1
    RETURNING count`;
  return { bucket, count: rows[0]?.count ?? 0 };
}

function windowEnd(bucket: Bucket, counter: Counter): number {
  return bucket.windowStart.getTime() + counter.limit.windowMs;
}

/**
 * The part of a client address that one client controls: an IPv4 address, or the /64 network of an
 * IPv6 one (a single connection is usually given a whole /64 and can pick any address in it).
 */
export function clientAddress(ip: string): string {
  const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mappedIpv4) return mappedIpv4[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.includes('::') ? ip.split('::') : [ip, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? 0 : Math.max(8 - headGroups.length - tailGroups.length, 0);
  const groups = [...headGroups, ...Array<string>(zeros).fill('0'), ...tailGroups];
  const network = groups.slice(0, 4).map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
  return `${network.join(':')}::/64`;
}

/** Drops windows that ended: those that started longer ago than the longest window in use. */
export async function pruneRateLimitBuckets(prisma: PrismaClient, settings: RateLimitSettings): Promise<number> {
  const longest = Math.max(
    settings.resetMailsPerAccount.windowMs,
    settings.confirmationMailsPerRecipient.windowMs,
    settings.emailConfirmationsPerAccount.windowMs,
    settings.invitationMailsPerAccount.windowMs,
    settings.invitationMailsPerBusiness.windowMs,
    settings.apiKey.windowMs,
    ...[
      settings.login,
      settings.register,
      settings.jobAlertSubscribe,
      settings.metricsToken,
      settings.forgotPassword,
      settings.resetPassword,
    ].flatMap((limits) => Object.values(limits).map((limit: Limit) => limit.windowMs)),
  );
  const oldest = new Date(Date.now() - longest);
  const { count } = await prisma.rateLimitBucket.deleteMany({ where: { windowStart: { lt: oldest } } });
  return count;
}
