import type { Prisma } from '@mainwork/db';
import { recordWebhookEvents } from '../../domain/webhook-events.ts';

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
  await recordJobsClosed(tx, [jobId], { actorId });
}

/**
 * The audit trail's "closed" entries of postings just closed: by a member (`actorId`), or by MainWork (null,
 * a posting closed on its expiry, with what the sweep did in `data`). The Team screen's activity reads them.
 */
export async function recordJobsClosed(
  tx: Prisma.TransactionClient,
  jobIds: number[],
  by: { actorId: number | null; data?: Prisma.InputJsonValue },
): Promise<void> {
  await tx.auditEvent.createMany({
    data: jobIds.map((jobId) => ({
      subjectType: 'Job' as const,
      subjectId: jobId,
      action: 'closed',
      fromState: 'open',
      toState: 'closed',
      actorId: by.actorId,
      ...(by.data !== undefined ? { data: by.data } : {}),
    })),
  });
  const closed = await tx.job.findMany({
    where: { id: { in: jobIds } },
    select: { id: true, title: true, businessId: true, closedAt: true },
  });
  await recordWebhookEvents(
    tx,
    closed.map((job) => ({
      businessId: job.businessId,
      type: 'job.closed' as const,
      data: {
        job: {
          id: job.id,
          title: job.title,
          closed_at: (job.closedAt ?? new Date()).toISOString(),
          closed_by: by.actorId === null ? 'mainwork' : 'member',
        },
      },
    })),
  );
}
