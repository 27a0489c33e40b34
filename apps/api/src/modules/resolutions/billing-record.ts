import type { Prisma } from '@mainwork/db';
import { recordAudit } from '../billing/audit-trail.ts';
import { enqueueSendInvoiceItem } from '../billing/send-invoice-item-job.ts';

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
 * resolution), the referrer's reward when the hire was a referral (the `referrals` view), their audit
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
  await recordAudit(tx, {
    subjectType: 'BillingRecord',
    subjectId: billingRecordId,
    action: 'created',
    fromState: null,
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
    // Only a referral (the `referrals` view, the one definition) earns its referrer a reward.
    const [reward] = await tx.$queryRaw<Array<{ id: number; referrer_id: number }>>`
      INSERT INTO referral_rewards ("applicationId", "billingRecordId", "shareLinkId", "referrerId", "rewardType",
                                    "amountCents", status, "updatedAt")
      SELECT r."applicationId", ${billingRecordId}, r."shareLinkId", r."referrerId", ${hire.rewardType}::"RewardType",
             ${cost.rewardCents}, 'pending_payment', now() AT TIME ZONE 'UTC'
        FROM referrals r
       WHERE r."applicationId" = ${hire.applicationId}
      ON CONFLICT ("applicationId") DO NOTHING
      RETURNING id, "referrerId" AS referrer_id`;
    if (reward) {
      await recordAudit(tx, {
        subjectType: 'ReferralReward',
        subjectId: reward.id,
        action: 'created',
        fromState: null,
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
    await enqueueSendInvoiceItem(tx, billingRecordId);
  }
  return { billingRecordId };
}
