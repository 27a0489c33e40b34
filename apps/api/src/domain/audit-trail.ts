import type { Prisma } from '@mainwork/db';

/**
 * What the audit trail records changes of: charges, rewards, postings (posted, edited, closed), team members
 * and referrers' payout accounts.
 */
export type AuditSubject =
  'BillingRecord' | 'ReferralReward' | 'Resolution' | 'Job' | 'BusinessMember' | 'PayoutAccount';

/**
 * One line of the audit trail, written in the transaction of the change it records: who (a user's id)
 * or what (a Stripe event id, in `data`) moved the record from one state to the next, or made it.
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
): Promise<number> {
  const { id } = await tx.auditEvent.create({
    data: {
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      action: entry.action,
      fromState: entry.fromState,
      toState: entry.toState,
      actorId: entry.actorId ?? null,
      ...(entry.data !== undefined ? { data: entry.data } : {}),
    },
    select: { id: true },
  });
  return id;
}
