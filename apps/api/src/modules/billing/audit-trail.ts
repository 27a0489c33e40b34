import type { Prisma } from '@mainwork/db';

export type AuditSubject = 'BillingRecord' | 'ReferralReward';

/**
 * One line of the audit trail, written in the transaction of the change it records: who (an admin's id)
 * or what (a Stripe event id, in `data`) moved the charge or reward from one state to the next.
 */
export async function recordAudit(
  tx: Prisma.TransactionClient,
  entry: {
    subjectType: AuditSubject;
    subjectId: number;
    action: string;
    fromState: string | null;
    toState: string | null;
    actorId?: number | null;
    data?: Prisma.InputJsonValue;
  },
): Promise<void> {
  await tx.auditEvent.create({
    data: {
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      action: entry.action,
      fromState: entry.fromState,
      toState: entry.toState,
      actorId: entry.actorId ?? null,
      ...(entry.data !== undefined ? { data: entry.data } : {}),
    },
  });
}
