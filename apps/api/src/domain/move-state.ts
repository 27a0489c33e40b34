import type { BillingStatus, Prisma, ReferralRewardStatus, ResolutionStatus } from '@mainwork/db';
import { recordAudit } from './audit-trail.ts';

type Tx = Prisma.TransactionClient;

/** The records that move through states, each with its states and what else a move may set on it. */
type StateMachines = {
  Resolution: { state: ResolutionStatus; set: Prisma.ResolutionUpdateManyMutationInput };
  BillingRecord: { state: BillingStatus; set: Prisma.BillingRecordUpdateManyMutationInput };
  ReferralReward: { state: ReferralRewardStatus; set: Prisma.ReferralRewardUpdateManyMutationInput };
};

export type StateSubject = keyof StateMachines;
type State<S extends StateSubject> = StateMachines[S]['state'];
type ConditionalUpdate<S extends StateSubject> = (
  tx: Tx,
  id: number,
  from: State<S>,
  data: StateMachines[S]['set'] & { status: State<S> },
) => Promise<Prisma.BatchPayload>;

/** `UPDATE <table> SET status = <to>, … WHERE id = <id> AND status = <from>` for each kind of record. */
const conditionalUpdates: { [S in StateSubject]: ConditionalUpdate<S> } = {
  Resolution: (tx, id, from, data) => tx.resolution.updateMany({ where: { id, status: from }, data }),
  BillingRecord: (tx, id, from, data) => tx.billingRecord.updateMany({ where: { id, status: from }, data }),
  ReferralReward: (tx, id, from, data) => tx.referralReward.updateMany({ where: { id, status: from }, data }),
};

export type StateMove<S extends StateSubject> = {
  subject: S;
  id: number;
  /** The state the caller read the record in. */
  from: State<S>;
  to: State<S>;
  /** Other columns the move sets (a timestamp, a reference). */
  set?: StateMachines[S]['set'];
  /** The audit row's action (an event's name), its actor (a user) and what else it keeps. */
  audit: { action: string; actorId?: number | null; data?: Prisma.InputJsonValue };
};

/**
 * Moves a record from the state it was read in to the next, with its audit row, in the caller's
 * transaction. The update is conditional (`WHERE id = … AND status = from`): of concurrent writers that
 * read the same state exactly one moves it; the others get false and write nothing. Order among
 * deliveries, clicks and retries is kept by this condition, never by the order they arrive in.
 */
export async function moveState<S extends StateSubject>(tx: Tx, move: StateMove<S>): Promise<boolean> {
  const update: ConditionalUpdate<S> = conditionalUpdates[move.subject];
  const data = { ...move.set, status: move.to } as Parameters<ConditionalUpdate<S>>[3];
  const { count } = await update(tx, move.id, move.from, data);
  if (count !== 1) return false;
  await recordAudit(tx, {
    subjectType: move.subject,
    subjectId: move.id,
    action: move.audit.action,
    fromState: move.from,
    toState: move.to,
    actorId: move.audit.actorId ?? null,
    ...(move.audit.data !== undefined ? { data: move.audit.data } : {}),
  });
  return true;
}
