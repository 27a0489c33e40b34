import type { Prisma } from '@mainwork/db';

/**
 * Closes a posting in the caller's transaction: inactive with its closing time, so it leaves search
 * (the search table's trigger), its page answers 404 and candidates' and referrers' rows show it closed.
 */
export async function closeJob(tx: Pick<Prisma.TransactionClient, 'job'>, jobId: number): Promise<void> {
  await tx.job.updateMany({ where: { id: jobId, active: true }, data: { active: false, closedAt: new Date() } });
}
