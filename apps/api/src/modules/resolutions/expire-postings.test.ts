import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { crontab, startBackgroundWork } from '../../background-work.ts';
import { createMailer } from '../../infra/mail/mailer.ts';
import { DEFAULT_RATE_LIMITS } from '../../infra/rate-limits/rate-limiter.ts';
import { createJob } from '../../testing/jobs.ts';
import { createUser } from '../../testing/users.ts';
import { loadConfig } from '../../config.ts';

let db: TestDatabase;
let dataDir: string;
const silent = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined };

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mw-expiry-'));
});
afterAll(async () => {
  await db.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the expiry sweep on the crontab', () => {
  it('is scheduled every ten minutes and closes a posting past its expiry through the worker', async () => {
    expect(crontab(60)).toContain('*/10 * * * * expire-postings ?fill=10m');
    const employer = await createUser(db, { role: 'Employer' });
    const job = await createJob(db, { businessId: employer.businessId!, title: 'Night porter' });
    await db.prisma.job.update({ where: { id: job.id }, data: { expiresAt: new Date(Date.now() - 60_000) } });
    // As after a restart: the worker knew the schedule before its last tick, which it catches up on.
    await db.pool.query(
      `INSERT INTO graphile_worker._private_known_crontabs (identifier, known_since)
       VALUES ('expire-postings', now() - interval '11 minutes')`,
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
        async () =>
          expect(await db.prisma.resolution.findUnique({ where: { jobId: job.id } })).toMatchObject({
            status: 'complete',
            autoCompleted: true,
          }),
        { timeout: 15_000, interval: 100 },
      );
      expect((await db.prisma.job.findUniqueOrThrow({ where: { id: job.id } })).active).toBe(false);
      expect(await db.prisma.billingRecord.count()).toBe(0);
    } finally {
      await worker.stop();
      mailer.close();
    }
  });
});
