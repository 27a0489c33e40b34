import type { Prisma } from '@mainwork/db';
import { enqueue } from '../../infra/queue/queue.ts';

/**
 * The queued job that sends a billing record to Stripe as an invoice item (its task lives in
 * modules/billing). Payload `{ billingRecordId }`; the record's id is the idempotency key's source.
 */
export const SEND_INVOICE_ITEM_QUEUE = 'billing.send-invoice-item';

export type SendInvoiceItemPayload = { billingRecordId: number };

/**
 * Until the billing module's task sends invoice items, a queued one fails its attempt and waits for the
 * next (graphile-worker's back-off): the job is kept, never dropped, and is sent once the task exists.
 */
export async function invoiceItemNotYetSent(): Promise<void> {
  throw new Error('Invoice items are not sent by this version; the job is kept for the billing task.');
}

type Tx = Prisma.TransactionClient;

/** What a MainWork hire costs, in cents: the reward's value plus the platform fee (a percent of it). */
export function hireCost(rewardValueCents: number, feePercent: number) {
  const feeCents = Math.round((rewardValueCents * feePercent) / 100);
  return { rewardCents: rewardValueCents, feeCents, totalCents: rewardValueCents + feeCents };
}

/** Dollars as cents, exactly (a Decimal(12, 2) read as text). */
export function dollarsToCents(amount: string | number | null | undefined): number {
  if (amount === null || amount === undefined) return 0;
  const [whole = '0', fraction = ''] = String(amount).split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)));
}

export type ConfirmedHire = {
  resolutionId: number;
  businessId: number;
  /** The selected application, or null when the employer did not find their applicant. */
  applicationId: number | null;
  rewardValueCents: number;
  rewardType: Prisma.ReferralRewardCreateManyInput['rewardType'] | null;
  feePercent: number;
  /** False: no Stripe key is configured, the record stays in our ledger (`not_sent`). */
  stripeConfigured: boolean;
  actorId: number;
};

/**
 * In the transaction that completes the resolution: the one billing record of the hire (unique per
 * resolution), the referrer's reward when another user's share link brought the candidate, their audit
 * rows, and the queued Stripe invoice item. Returns the billing record's id.
 */
export async function recordConfirmedHire(tx: Tx, hire: ConfirmedHire): Promise<{ billingRecordId: number }> {
  const cost = hireCost(hire.rewardValueCents, hire.feePercent);
  const status = hire.stripeConfigured ? 'pending' : 'not_sent';
  const [record] = await tx.$queryRaw<Array<{ id: number }>>`
    INSERT INTO billing_records ("resolutionId", "businessId", "applicationId", "rewardAmountCents", "feeAmountCents",
                                 "totalAmountCents", status, "updatedAt")
    VALUES (${hire.resolutionId}, ${hire.businessId}, ${hire.applicationId}, ${cost.rewardCents}, ${cost.feeCents},
            ${cost.totalCents}, ${status}::"BillingStatus", now() AT TIME ZONE 'UTC')
    RETURNING id`;
  const billingRecordId = record!.id;
  await audit(tx, {
    subjectType: 'billing_record',
    subjectId: billingRecordId,
    action: 'created',
    toState: status,
    actorId: hire.actorId,
    data: {
      resolution_id: hire.resolutionId,
      application_id: hire.applicationId,
      reward_amount_cents: cost.rewardCents,
      fee_amount_cents: cost.feeCents,
      total_amount_cents: cost.totalCents,
      fee_percent: hire.feePercent,
    },
  });

  if (hire.applicationId !== null && hire.rewardType !== null) {
    // A referral: the candidate came through a share link of someone else, who is not the hiring business's owner (its one member).
    const [reward] = await tx.$queryRaw<Array<{ id: number; referrer_id: number }>>`
      INSERT INTO referral_rewards ("applicationId", "billingRecordId", "shareLinkId", "referrerId", "rewardType",
                                    "amountCents", status, "updatedAt")
      SELECT ap.id, ${billingRecordId}, sl.id, sl."userId", ${hire.rewardType}::"RewardType", ${cost.rewardCents},
             'pending_payment', now() AT TIME ZONE 'UTC'
        FROM applications ap
        JOIN share_links sl ON sl.id = ap."shareLinkId" AND sl."jobId" = ap."jobId"
        JOIN businesses b ON b.id = ${hire.businessId}
       WHERE ap.id = ${hire.applicationId}
         AND sl."userId" <> ap."userId"
         AND b."ownerId" IS DISTINCT FROM sl."userId"
      ON CONFLICT ("applicationId") DO NOTHING
      RETURNING id, "referrerId" AS referrer_id`;
    if (reward) {
      await audit(tx, {
        subjectType: 'referral_reward',
        subjectId: reward.id,
        action: 'created',
        toState: 'pending_payment',
        actorId: hire.actorId,
        data: {
          billing_record_id: billingRecordId,
          application_id: hire.applicationId,
          amount_cents: cost.rewardCents,
        },
      });
    }
  }

  if (hire.stripeConfigured) {
    const payload: SendInvoiceItemPayload = { billingRecordId };
    await enqueue(tx, SEND_INVOICE_ITEM_QUEUE, payload, { jobKey: `billing-invoice-item-${billingRecordId}` });
  }
  return { billingRecordId };
}

async function audit(
  tx: Tx,
  event: {
    subjectType: string;
    subjectId: number;
    action: string;
    toState: string;
    actorId: number;
    data: Prisma.InputJsonValue;
  },
): Promise<void> {
  await tx.auditEvent.create({
    data: {
      subjectType: event.subjectType,
      subjectId: event.subjectId,
      action: event.action,
      fromState: null,
      toState: event.toState,
      actorId: event.actorId,
      data: event.data,
    },
  });
}
