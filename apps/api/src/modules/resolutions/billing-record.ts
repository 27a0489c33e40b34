import type { Prisma } from '@mainwork/db';
import { recordAudit } from '../../domain/audit-trail.ts';
import { enqueueSendInvoiceItem } from '../billing/send-invoice-item-job.ts';
import type { HireCharge } from './hire-charge.ts';

type Tx = Prisma.TransactionClient;

export type ConfirmedHire = {
  resolutionId: number;
  businessId: number;
  /** The selected application, or null when the employer did not find their applicant. */
  applicationId: number | null;
  /** The hire's price and who earns its reward (`hireCharge`, the one place it is computed). */
  charge: HireCharge;
  feePercent: number;
  /** False: no Stripe key is configured, the record stays in our ledger (`not_sent`). */
  stripeConfigured: boolean;
  actorId: number;
};

/**
 * In the transaction that completes the resolution: the one billing record of the hire (unique per
 * resolution) for what the charge says, the referrer's reward only when someone earns it (the
 * `referrals` view), their audit rows, and the queued Stripe invoice item. Returns the billing record's id.
 */
export async function recordConfirmedHire(tx: Tx, hire: ConfirmedHire): Promise<{ billingRecordId: number }> {
  const { charge } = hire;
  const status = hire.stripeConfigured ? 'pending' : 'not_sent';
  const { id: billingRecordId } = await tx.billingRecord.create({
    data: {
      resolutionId: hire.resolutionId,
      businessId: hire.businessId,
      applicationId: hire.applicationId,
      rewardAmountCents: charge.rewardCents,
      feeAmountCents: charge.feeCents,
      totalAmountCents: charge.totalCents,
      status,
    },
    select: { id: true },
  });
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
      reward_due: charge.rewardDue,
      reward_amount_cents: charge.rewardCents,
      fee_amount_cents: charge.feeCents,
      total_amount_cents: charge.totalCents,
      fee_percent: hire.feePercent,
    },
  });

  if (hire.applicationId !== null && charge.rewardDue && charge.referral && charge.reward) {
    const [reward] = await tx.referralReward.createManyAndReturn({
      data: {
        applicationId: hire.applicationId,
        billingRecordId,
        shareLinkId: charge.referral.shareLinkId,
        referrerId: charge.referral.referrerId,
        rewardType: charge.reward.type,
        amountCents: charge.rewardCents,
        status: 'pending_payment',
      },
      skipDuplicates: true,
      select: { id: true },
    });
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
          amount_cents: charge.rewardCents,
        },
      });
    }
  }

  if (hire.stripeConfigured) {
    await enqueueSendInvoiceItem(tx, billingRecordId);
  }
  return { billingRecordId };
}
