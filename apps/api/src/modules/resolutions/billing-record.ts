import sql from 'sql-template-tag';
import { z } from 'zod';
import type { Prisma } from '@mainwork/db';
import { recordAudit } from '../../domain/audit-trail.ts';
import { queryRows } from '../../infra/database-rows.ts';
import { enqueueSendInvoiceItem } from '../billing/send-invoice-item-job.ts';
import { hireCost } from './hire-cost.ts';

type Tx = Prisma.TransactionClient;

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

const ZReferral = z.object({ share_link_id: z.number().int(), referrer_id: z.number().int() });

/**
 * In the transaction that completes the resolution: the one billing record of the hire (unique per
 * resolution), the referrer's reward when the hire was a referral (the `referrals` view), their audit
 * rows, and the queued Stripe invoice item. Returns the billing record's id.
 */
export async function recordConfirmedHire(tx: Tx, hire: ConfirmedHire): Promise<{ billingRecordId: number }> {
  const cost = hireCost(hire.rewardValueCents, hire.feePercent);
  const status = hire.stripeConfigured ? 'pending' : 'not_sent';
  const { id: billingRecordId } = await tx.billingRecord.create({
    data: {
      resolutionId: hire.resolutionId,
      businessId: hire.businessId,
      applicationId: hire.applicationId,
      rewardAmountCents: cost.rewardCents,
      feeAmountCents: cost.feeCents,
      totalAmountCents: cost.totalCents,
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
      reward_amount_cents: cost.rewardCents,
      fee_amount_cents: cost.feeCents,
      total_amount_cents: cost.totalCents,
      fee_percent: hire.feePercent,
    },
  });

  if (hire.applicationId !== null && hire.rewardType !== null) {
    // Only a referral (the `referrals` view, the one definition) earns its referrer a reward.
    const [referral] = await queryRows(
      tx,
      ZReferral,
      sql`SELECT "shareLinkId" AS share_link_id, "referrerId" AS referrer_id
            FROM referrals WHERE "applicationId" = ${hire.applicationId}`,
    );
    const [reward] = referral
      ? await tx.referralReward.createManyAndReturn({
          data: {
            applicationId: hire.applicationId,
            billingRecordId,
            shareLinkId: referral.share_link_id,
            referrerId: referral.referrer_id,
            rewardType: hire.rewardType,
            amountCents: cost.rewardCents,
            status: 'pending_payment',
          },
          skipDuplicates: true,
          select: { id: true },
        })
      : [];
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
