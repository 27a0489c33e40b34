import sql from 'sql-template-tag';
import { z } from 'zod';
import type { Prisma, PrismaClient } from '@mainwork/db';
import { queryRows } from '../../infra/database-rows.ts';
import { recordJobsClosed } from './close-job.ts';

/** Postings closed per transaction; the sweep repeats until none is left. */
const BATCH = 200;

const ZClosedJob = z.object({ id: z.number().int() });

/**
 * The expiry sweep (crontab, background-work.ts): postings still open past their expiry are closed by
 * the product. Each gets a complete resolution with `auto_completed: true` (an open one the employer left
 * midway is completed as it stands); nothing is billed, nobody is marked hired. The job rows are locked
 * first, as the wizard's transitions lock them, and rows another transaction holds are left to the next
 * run. Returns how many postings it closed.
 */
export async function expirePostings(prisma: PrismaClient, now: Date = new Date()): Promise<number> {
  // Timestamps are stored as UTC without a zone.
  const at = sql`(${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
  let total = 0;
  for (;;) {
    const closed = await prisma.$transaction(async (tx) => {
      const rows = await queryRows(
        tx,
        ZClosedJob,
        sql`WITH expired AS (
              SELECT id FROM jobs WHERE active AND "expiresAt" <= ${at}
              ORDER BY "expiresAt", id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
            UPDATE jobs j SET active = FALSE, "closedAt" = ${at}, "updatedAt" = ${at}
              FROM expired WHERE j.id = expired.id RETURNING j.id`,
      );
      if (rows.length === 0) return 0;
      await completeAutomatically(
        tx,
        rows.map((row) => row.id),
        now,
        { auto_completed: true },
      );
      return rows.length;
    });
    total += closed;
    if (closed < BATCH) return total;
  }
}

/**
 * What closing postings by the product writes, in the transaction that closed them: a complete resolution with
 * `auto_completed: true` for each (an open one the employer left midway is completed as it stands; the wizard's
 * summary reads 'Automatically closed by the product'), nothing billed, nobody marked hired, and the jobs' audit
 * trail entry by MainWork (no actor) with `data` saying why. The expiry sweep and job sources (a posting gone
 * from its source) both close this way.
 */
export async function completeAutomatically(
  tx: Prisma.TransactionClient,
  jobIds: number[],
  now: Date,
  data: Prisma.InputJsonValue,
): Promise<void> {
  if (jobIds.length === 0) return;
  await recordJobsClosed(tx, jobIds, { actorId: null, data });
  await tx.resolution.createMany({
    data: jobIds.map((jobId) => ({
      jobId,
      status: 'complete' as const,
      autoCompleted: true,
      completedAt: now,
      updatedAt: now,
    })),
    skipDuplicates: true,
  });
  await tx.resolution.updateMany({
    where: { jobId: { in: jobIds }, status: { not: 'complete' } },
    data: { status: 'complete', autoCompleted: true, completedAt: now, updatedAt: now },
  });
}
