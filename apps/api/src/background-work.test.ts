import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { crontab, startBackgroundWork } from './background-work.ts';
import { createMailer } from './infra/mail/mailer.ts';
import { enqueue } from './infra/queue/queue.ts';
import { DEFAULT_RATE_LIMITS } from './infra/rate-limits/rate-limiter.ts';
import { createBusiness, createJob, PLACES } from './testing/jobs.ts';
import { queuedJobs } from './testing/queued-jobs.ts';
import { createUser } from './testing/users.ts';
import { loadConfig } from './config.ts';

let db: TestDatabase;
let dataDir: string;
const silent = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined };

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mw-background-'));
});
afterAll(async () => {
  await db.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('background work', () => {
  it('deletes expired sessions, reset tokens, rate-limit windows and long-failed jobs from the crontab, keeping live ones', async () => {
    const user = await createUser(db);
    const hour = 60 * 60_000;
    const past = new Date(Date.now() - hour);
    const future = new Date(Date.now() + hour);
    await db.prisma.session.createMany({
      data: [
        { userId: user.id, tokenHash: 'expired-session', expiresAt: past },
        { userId: user.id, tokenHash: 'live-session', expiresAt: future },
      ],
    });
    await db.prisma.passwordResetToken.createMany({
      data: [
        { userId: user.id, tokenHash: 'expired-token', expiresAt: past },
        { userId: user.id, tokenHash: 'live-token', expiresAt: future },
      ],
    });
    await db.prisma.rateLimitBucket.createMany({
      data: [
        // Older than the longest window in use (a day: the confirmation mails per recipient).
        { key: 'login:ip:old', windowStart: new Date(Date.now() - 49 * hour), count: 3 },
        { key: 'login:ip:current', windowStart: new Date(), count: 1 },
      ],
    });
    // A mail that failed for good 31 days ago, as the worker leaves it.
    await db.prisma.$transaction((tx) => enqueue(tx, 'mail.send', { to: 'gone@example.com' }, { maxAttempts: 1 }));
    await db.pool.query(
      `UPDATE graphile_worker._private_jobs
       SET attempts = max_attempts, last_error = 'mailbox full', run_at = now() - interval '31 days'`,
    );
    // As after a restart: the worker knew the housekeeping schedule before its last tick, which it catches up on.
    await db.pool.query(
      `INSERT INTO graphile_worker._private_known_crontabs (identifier, known_since)
       VALUES ('housekeeping', now() - interval '11 minutes')`,
    );

    const mailer = createMailer({ smtpUrl: undefined, from: 'test@example.com', mailDir: dataDir, log: silent });
    const worker = await startBackgroundWork({
      database: db,
      searchPool: db.pool,
      jobAlertsTimeZone: 'America/New_York',
      jobAlertsInstantEverySeconds: 60,
      mailer,
      log: silent,
      pollMs: 200,
      publicUrl: 'http://localhost:3000',
      supportEmail: 'support@mainwork.example',
      rateLimits: DEFAULT_RATE_LIMITS,
      stripe: null,
      jobSources: loadConfig({}).jobSources,
      webhooks: loadConfig({}).webhooks,
      stripeConnect: null,
    });
    try {
      await vi.waitFor(
        async () => expect((await db.prisma.session.findMany()).map((row) => row.tokenHash)).toEqual(['live-session']),
        { timeout: 15_000, interval: 100 },
      );
      expect((await db.prisma.passwordResetToken.findMany()).map((row) => row.tokenHash)).toEqual(['live-token']);
      expect((await db.prisma.rateLimitBucket.findMany()).map((row) => row.key)).toEqual(['login:ip:current']);
      expect(await queuedJobs(db, 'mail.send')).toEqual([]);
    } finally {
      await worker.stop();
      mailer.close();
    }
  });

  it('runs instant job alerts every JOB_ALERTS_INSTANT_EVERY_S seconds when set below a minute', async () => {
    expect(crontab(60)).toContain('* * * * * job-alerts-instant');
    expect(crontab(5)).not.toContain('job-alerts-instant');
    const user = await createUser(db);
    await db.prisma.jobAlert.create({
      data: {
        userId: user.id,
        whatSearchText: 'Wheelwright',
        radius: 25,
        frequency: 'instant',
        confirmedAt: new Date(Date.now() - 60_000),
      },
    });
    const business = await createBusiness(db, { name: 'Harbor Wheels' });
    await createJob(db, { businessId: business.id, title: 'Wheelwright', place: PLACES.boston });
    const mailDir = path.join(dataDir, 'instant');
    const mailer = createMailer({ smtpUrl: undefined, from: 'test@example.com', mailDir, log: silent });
    const started = Date.now();
    const worker = await startBackgroundWork({
      database: db,
      searchPool: db.pool,
      jobAlertsTimeZone: 'America/New_York',
      jobAlertsInstantEverySeconds: 1,
      mailer,
      log: silent,
      pollMs: 200,
      publicUrl: 'http://localhost:3000',
      supportEmail: 'support@mainwork.example',
      rateLimits: DEFAULT_RATE_LIMITS,
      stripe: null,
      jobSources: loadConfig({}).jobSources,
      webhooks: loadConfig({}).webhooks,
      stripeConnect: null,
    });
    try {
      await vi.waitFor(
        async () => {
          const files = await fs.readdir(mailDir).catch(() => []);
          const mails = await Promise.all(files.map((file) => fs.readFile(path.join(mailDir, file), 'utf8')));
          expect(mails.some((mail) => mail.includes('Subject: 1 new job: Wheelwright'))).toBe(true);
        },
        { timeout: 20_000, interval: 200 },
      );
      // Well before the crontab's next minute could have run it.
      expect(Date.now() - started).toBeLessThan(20_000);
    } finally {
      await worker.stop();
      mailer.close();
    }
  });
});
