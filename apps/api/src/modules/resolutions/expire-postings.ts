import { Prisma, type PrismaClient } from '@mainwork/db';

/** Postings closed per transaction; the sweep repeats until none is left. */
const BATCH = 200;

/**
 * The expiry sweep (crontab, background-work.ts): postings still open past their expiry are closed by
 * the product. Each gets a complete resolution with `auto_completed: true` (an open one the employer left
 * midway is completed as it stands); nothing is billed, nobody is marked hired. The job rows are locked
 * first, as the wizard's transitions lock them, and rows another transaction holds are left to the next
 * run. Returns how many postings it closed.
 */
export async function expirePostings(prisma: PrismaClient, now: Date = new Date()): Promise<number> {
  // Timestamps are stored as UTC without a zone.
  const at = Prisma.sql`(${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;
  let total = 0;
  for (;;) {
    const closed = await prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<Array<{ id: number }>>`
        WITH expired AS (
          SELECT id FROM jobs WHERE active AND "expiresAt" <= ${at}
          ORDER BY "expiresAt", id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED),
        closed AS (
          UPDATE jobs j SET active = FALSE, "closedAt" = ${at}, "updatedAt" = ${at}
            FROM expired WHERE j.id = expired.id RETURNING j.id)
        SELECT id FROM closed`;
      if (rows.length === 0) return 0;
      const ids = rows.map((row) => row.id);
      await tx.$executeRaw`
        INSERT INTO resolutions ("jobId", status, "autoCompleted", "completedAt", "updatedAt")
        SELECT id, 'complete', TRUE, ${at}, ${at} FROM unnest(${ids}::int[]) AS id
        ON CONFLICT ("jobId") DO UPDATE
          SET status = 'complete', "autoCompleted" = TRUE, "completedAt" = EXCLUDED."completedAt",
              "updatedAt" = EXCLUDED."updatedAt"
          WHERE resolutions.status <> 'complete'`;
      return rows.length;
    });
    total += closed;
    if (closed < BATCH) return total;
  }
}
