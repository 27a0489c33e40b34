import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { AppError } from '../../http/app-error.ts';
import {
  clientAddress,
  countAccountAttempt,
  countAttempt,
  countRecipientMail,
  mayMail,
  DEFAULT_RATE_LIMITS,
  pruneRateLimitBuckets,
  slowdownDelay,
  TOO_MANY_ATTEMPTS,
  type Counter,
} from './rate-limiter.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

let unique = 0;
// Day-long windows: a test cannot straddle a window boundary unless it runs over midnight UTC.
const counter = (max: number, windowMs = 24 * 60 * 60_000): Counter => ({
  name: `test-${++unique}`,
  subject: 'someone',
  limit: { max, windowMs },
});

async function refusal(attempt: Promise<unknown>): Promise<AppError> {
  const error = await attempt.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('a refusing counter', () => {
  it('lets `max` attempts through in a window, then refuses with 429 and the seconds left in the window', async () => {
    const limit = counter(3);
    for (let attempt = 0; attempt < 3; attempt++) await countAttempt(db.prisma, { refuse: [limit] });
    const refused = await refusal(countAttempt(db.prisma, { refuse: [limit] }));
    expect(refused.status).toBe(429);
    expect(refused.message).toBe(TOO_MANY_ATTEMPTS);
    const retryAfter = Number(refused.headers?.['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
  });

  it('counts each subject on its own, whatever its case', async () => {
    const limit = counter(1);
    await countAttempt(db.prisma, { refuse: [{ ...limit, subject: 'Dana@Example.com' }] });
    expect(
      (await refusal(countAttempt(db.prisma, { refuse: [{ ...limit, subject: 'dana@example.com' }] }))).status,
    ).toBe(429);
    const other = await countAttempt(db.prisma, { refuse: [{ ...limit, subject: 'lee@example.com' }] });
    expect(other.delayMs).toBe(0);
  });

  it('gives an attempt that succeeded back, so only failures use up the limit', async () => {
    const limit = counter(2);
    for (let attempt = 0; attempt < 5; attempt++) {
      await (await countAttempt(db.prisma, { refuse: [limit] })).succeeded();
    }
    await countAttempt(db.prisma, { refuse: [limit] });
    await countAttempt(db.prisma, { refuse: [limit] });
    expect((await refusal(countAttempt(db.prisma, { refuse: [limit] }))).status).toBe(429);
  });

  it('starts a counter marked cleared-on-success again from zero when an attempt succeeds', async () => {
    const pair = { ...counter(2), clearedOnSuccess: true };
    await countAttempt(db.prisma, { refuse: [pair] });
    await (await countAttempt(db.prisma, { refuse: [pair] })).succeeded();
    await countAttempt(db.prisma, { refuse: [pair] });
    await countAttempt(db.prisma, { refuse: [pair] });
    expect((await refusal(countAttempt(db.prisma, { refuse: [pair] }))).status).toBe(429);
  });
});

describe('a slowing counter', () => {
  const slowdown = { firstMs: 1000, maxMs: 30_000 };

  it('decides no delay up to its limit, then one that doubles from the first delay up to the ceiling', async () => {
    const slow = { counter: counter(3), slowdown };
    const delays: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      delays.push((await countAttempt(db.prisma, { refuse: [], slow })).delayMs);
    }
    expect(delays).toEqual([0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('never refuses', async () => {
    const slow = { counter: counter(1), slowdown };
    for (let attempt = 0; attempt < 40; attempt++) await countAttempt(db.prisma, { refuse: [], slow });
    expect((await countAttempt(db.prisma, { refuse: [], slow })).delayMs).toBe(30_000);
  });

  it('does not count an attempt that a refusing counter turned away', async () => {
    const refuse = counter(1);
    const slow = { counter: counter(1), slowdown };
    await countAttempt(db.prisma, { refuse: [refuse], slow });
    for (let attempt = 0; attempt < 5; attempt++) await refusal(countAttempt(db.prisma, { refuse: [refuse], slow }));
    // One attempt counted so far: the next one is the first beyond the limit.
    expect((await countAttempt(db.prisma, { refuse: [], slow })).delayMs).toBe(1000);
  });

  it('computes the delay from the count alone, without overflowing for very large counts', () => {
    const limit = { max: 10, windowMs: 60_000 };
    expect(slowdownDelay(10, limit, slowdown)).toBe(0);
    expect(slowdownDelay(11, limit, slowdown)).toBe(1000);
    expect(slowdownDelay(12, limit, { firstMs: 5000, maxMs: 60_000 })).toBe(10_000);
    expect(slowdownDelay(1_000_000, limit, slowdown)).toBe(30_000);
  });
});

describe('attempts on an account', () => {
  const day = 24 * 60 * 60_000;
  const settings = {
    ...DEFAULT_RATE_LIMITS,
    login: {
      perAddress: { max: 60, windowMs: day },
      perAccountAndAddress: { max: 10, windowMs: day },
      perAccount: { max: 10, windowMs: day },
    },
  };
  const attempt = (account: string, ip: string) => countAccountAttempt(db.prisma, settings, 'login', { account, ip });

  it('refuses one address after 10 failures on one account, while another address is only slowed', async () => {
    for (let failure = 0; failure < 10; failure++) await attempt('owner-1@example.com', '198.51.100.1');
    expect((await refusal(attempt('owner-1@example.com', '198.51.100.1'))).status).toBe(429);
    const fromElsewhere = await attempt('owner-1@example.com', '198.51.100.2');
    expect(fromElsewhere.delayMs).toBe(1000);
  });

  it('refuses an address after 60 failures on any accounts', async () => {
    for (let failure = 0; failure < 60; failure++) await attempt(`user-${failure}@example.com`, '198.51.100.3');
    expect((await refusal(attempt('fresh@example.com', '198.51.100.3'))).status).toBe(429);
    expect((await attempt('fresh@example.com', '198.51.100.4')).delayMs).toBe(0);
  });

  it('counts the addresses of one IPv6 /64 network together', async () => {
    for (let failure = 0; failure < 10; failure++) {
      await attempt('owner-2@example.com', `2001:db8:1:2::${failure.toString(16)}`);
    }
    expect((await refusal(attempt('owner-2@example.com', '2001:db8:1:2:ffff:1:2:3'))).status).toBe(429);
    // Another /64 is another client; the account's 11th failure is slowed, not refused.
    expect((await attempt('owner-2@example.com', '2001:db8:1:3::1')).delayMs).toBe(1000);
  });
});

describe('client addresses', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and reduces IPv6 to its /64 network', () => {
    expect(clientAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:DB8:1:2::7')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
  });
});

describe('housekeeping', () => {
  it('drops windows older than the longest limit and keeps the current ones', async () => {
    // The longest default window: a day, of the links that ask a mailbox for its consent.
    const longest = DEFAULT_RATE_LIMITS.confirmationMailsPerRecipient.windowMs;
    const stale = new Date(Date.now() - longest - 60_000);
    await db.prisma.rateLimitBucket.create({ data: { key: 'stale', windowStart: stale, count: 3 } });
    const current = counter(5, longest);
    await countAttempt(db.prisma, { refuse: [current] });
    await pruneRateLimitBuckets(db.prisma, DEFAULT_RATE_LIMITS);
    expect(await db.prisma.rateLimitBucket.count({ where: { key: 'stale' } })).toBe(0);
    expect(await db.prisma.rateLimitBucket.count({ where: { key: { startsWith: current.name } } })).toBe(1);
  });

  it('keeps a window an operator made longer than an hour', async () => {
    const dayLong = { max: 5, windowMs: 24 * 60 * 60_000 };
    const settings = { ...DEFAULT_RATE_LIMITS, register: { perAddress: dayLong } };
    const started = new Date(Date.now() - 3 * 60 * 60_000);
    await db.prisma.rateLimitBucket.create({ data: { key: 'register:address:long', windowStart: started, count: 3 } });
    await pruneRateLimitBuckets(db.prisma, settings);
    expect(await db.prisma.rateLimitBucket.count({ where: { key: 'register:address:long' } })).toBe(1);
  });
});

describe('per-recipient limits', () => {
  it('count one mailbox once, however its address is written, and leave other mailboxes alone', async () => {
    const limit = { max: 2, windowMs: 60 * 60_000 };
    const purpose = `test-${Date.now()}`;
    expect(await mayMail(db.prisma, purpose, limit, 'Sam.Lee+1@gmail.com')).toBe(true);
    expect(await mayMail(db.prisma, purpose, limit, 'samlee+2@googlemail.com')).toBe(true);
    expect(await mayMail(db.prisma, purpose, limit, 'SAMLEE@gmail.com')).toBe(false);
    await expect(countRecipientMail(db.prisma, purpose, limit, 's.a.m.lee+9@gmail.com')).rejects.toMatchObject({
      code: 'rate_limited',
    });
    expect(await mayMail(db.prisma, purpose, limit, 'samlee@example.com')).toBe(true);
  });

  it("count inside the sender's transaction: a rolled-back e-mail leaves its allowance untouched", async () => {
    const limit = { max: 1, windowMs: 60 * 60_000 };
    const purpose = `test-tx-${Date.now()}`;
    await expect(
      db.prisma.$transaction(async (tx) => {
        expect(await mayMail(tx, purpose, limit, 'robin@example.com')).toBe(true);
        throw new Error('the e-mail was not saved');
      }),
    ).rejects.toThrow('the e-mail was not saved');
    expect(await db.prisma.rateLimitBucket.count({ where: { key: { startsWith: `${purpose}:` } } })).toBe(0);
    expect(await mayMail(db.prisma, purpose, limit, 'robin@example.com')).toBe(true);
  });
});
