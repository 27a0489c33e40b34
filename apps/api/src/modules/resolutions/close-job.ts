import type { Prisma } from '@mainwork/db';
import { recordAudit } from '../../domain/audit-trail.ts';

/**
 * Closes a posting in the caller's transaction: inactive with its closing time, so it leaves search
 * (the search table's trigger), its page answers 404 and candidates' and referrers' rows show it closed.
 * The job's audit trail records who closed it (the Team screen's activity).
 */
export async function closeJob(tx: Prisma.TransactionClient, jobId: number, actorId: number | null): Promise<void> {
  const closed = await tx.job.updateMany({
    where: { id: jobId, active: true },
    data: { active: false, closedAt: new Date() },
  });
  if (closed.count === 0) return;
  await recordAudit(tx, {
    subjectType: 'Job',
    subjectId: jobId,
    action: 'closed',
    fromState: 'open',
    toState: 'closed',
    actorId,
  });
}
