import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@mainwork/db';
import type { Mailer } from './infra/mail/mailer.ts';
import { sendMailJob } from './infra/mail/send-mail-job.ts';
import { pruneRateLimitBuckets, type RateLimitSettings } from './infra/rate-limits/rate-limiter.ts';
import { startWorker, type Worker } from './infra/queue/queue.ts';
import { PASSWORD_RESET_QUEUE, passwordResetMailJob } from './modules/auth/password-reset-mail.ts';

/** The jobs this process runs: queued mail and reset links, and housekeeping of expired rows every ten minutes. */
export function startBackgroundWork(options: {
  database: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  pollMs?: number | undefined;
  publicUrl: string;
  rateLimits: RateLimitSettings;
}): Promise<Worker> {
  const { prisma, pool } = options.database;
  return startWorker({
    prisma,
    pool,
    log: options.log,
    ...(options.pollMs !== undefined ? { pollMs: options.pollMs } : {}),
    handlers: {
      'mail.send': sendMailJob(options.mailer),
      [PASSWORD_RESET_QUEUE]: passwordResetMailJob({ prisma, publicUrl: options.publicUrl }),
    },
    maintenance: async () => {
      const now = new Date();
      await pruneRateLimitBuckets(prisma, options.rateLimits);
      await prisma.session.deleteMany({ where: { expiresAt: { lt: now } } });
      await prisma.passwordResetToken.deleteMany({ where: { expiresAt: { lt: now } } });
    },
  });
}
