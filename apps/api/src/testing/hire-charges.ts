import type { BillingStatus, ReferralRewardStatus, RewardType } from '@mainwork/db';
import type { TestDatabase } from '@mainwork/db/testing';
import { invoiceEvent, invoiceLine, postStripeWebhook } from './fake-stripe.ts';
import { createJob } from './jobs.ts';
import type { StripeTestApp } from './test-app.ts';
import { createUser, type TestUser } from './users.ts';

let counter = 0;

export type HireCharge = {
  employer: TestUser;
  referrer: TestUser;
  candidate: TestUser;
  businessId: number;
  jobId: number;
  jobTitle: string;
  shareLinkId: number;
  applicationId: number;
  resolutionId: number;
  billingRecordId: number;
  referralRewardId: number;
};

/**
 * A confirmed hire as the resolution's `confirm_billing` leaves it: an employer's job with a reward, a
 * referrer's share link, the candidate's application through it, the completed resolution, its charge
 * (reward + fee, in cents) and the referral reward waiting for the payment. Made directly in the database.
 */
export async function createHireCharge(
  db: TestDatabase,
  options: {
    employer?: TestUser;
    referrer?: TestUser;
    billingStatus?: BillingStatus;
    rewardStatus?: ReferralRewardStatus;
    reward?: { type: RewardType; amount: number; code?: string; rewardSourceId?: number };
    feePercent?: number;
    times?: { shared?: Date; applied?: Date; confirmed?: Date };
  } = {},
): Promise<HireCharge> {
  const n = ++counter;
  const employer = options.employer ?? (await createUser(db, { role: 'Employer' }));
  const referrer = options.referrer ?? (await createUser(db));
  const candidate = await createUser(db);
  const reward = options.reward ?? { type: 'Cash', amount: 100 };
  const jobTitle = `Line cook ${n}`;
  const job = await createJob(db, { businessId: employer.businessId!, title: jobTitle, reward });
  const shareLink = await db.prisma.shareLink.create({
    data: {
      key: `hire-charge-${n}-${Date.now()}`,
      userId: referrer.id,
      jobId: job.id,
      ...(options.times?.shared ? { createdAt: options.times.shared } : {}),
    },
  });
  const application = await db.prisma.application.create({
    data: {
      jobId: job.id,
      userId: candidate.id,
      shareLinkId: shareLink.id,
      firstName: 'Casey',
      lastName: `Candidate ${n}`,
      email: candidate.email,
      status: 'hired',
      ...(options.times?.applied ? { createdAt: options.times.applied } : {}),
    },
  });
  const confirmed = options.times?.confirmed ?? new Date();
  const resolution = await db.prisma.resolution.create({
    data: {
      jobId: job.id,
      status: 'complete',
      isPositionFilled: true,
      isMwHire: true,
      foundApplicant: true,
      completedAt: confirmed,
      selectedApplicants: { create: { applicationId: application.id } },
    },
  });
  const rewardCents = Math.round(reward.amount * 100);
  const feeCents = Math.round((rewardCents * (options.feePercent ?? 20)) / 100);
  const billing = await db.prisma.billingRecord.create({
    data: {
      resolutionId: resolution.id,
      businessId: employer.businessId!,
      applicationId: application.id,
      rewardAmountCents: rewardCents,
      feeAmountCents: feeCents,
      totalAmountCents: rewardCents + feeCents,
      status: options.billingStatus ?? 'pending',
      createdAt: confirmed,
    },
  });
  const referralReward = await db.prisma.referralReward.create({
    data: {
      applicationId: application.id,
      billingRecordId: billing.id,
      shareLinkId: shareLink.id,
      referrerId: referrer.id,
      rewardType: reward.type,
      amountCents: rewardCents,
      status: options.rewardStatus ?? 'pending_payment',
      createdAt: confirmed,
    },
  });
  return {
    employer,
    referrer,
    candidate,
    businessId: employer.businessId!,
    jobId: job.id,
    jobTitle,
    shareLinkId: shareLink.id,
    applicationId: application.id,
    resolutionId: resolution.id,
    billingRecordId: billing.id,
    referralRewardId: referralReward.id,
  };
}

/**
 * A charge as the sending job leaves it in Stripe: its business has a Stripe customer, its invoice item id
 * is stored. Returns the customer and the invoice line Stripe lists for the item.
 */
export async function markChargeSent(db: TestDatabase, charge: HireCharge, amountCents = 12_000) {
  const itemId = `ii_sent_${charge.billingRecordId}`;
  const customer = await giveStripeCustomer(db, charge.businessId);
  await db.prisma.billingRecord.update({
    where: { id: charge.billingRecordId },
    data: { stripeInvoiceItemId: itemId },
  });
  const line = invoiceLine({
    id: itemId,
    amount: amountCents,
    metadata: { billing_record_id: String(charge.billingRecordId) },
  });
  return { itemId, customer, line };
}

/** Gives the business a Stripe customer, as the membership's customer job does, and returns its id. */
export async function giveStripeCustomer(db: TestDatabase, businessId: number): Promise<string> {
  const customer = `cus_business_${businessId}`;
  await db.prisma.business.update({ where: { id: businessId }, data: { stripeCustomerId: customer } });
  return customer;
}

/** The charge is sent to Stripe and Stripe says its invoice was paid: the referral reward is earned. */
export async function payThroughStripe(t: StripeTestApp, charge: HireCharge): Promise<void> {
  const { customer, line } = await markChargeSent(t.db, charge, 1);
  const event = invoiceEvent('invoice.paid', { id: `in_paid_${charge.billingRecordId}`, customer, lines: [line] });
  const answer = await postStripeWebhook(t.baseUrl, t.stripe.signed(event));
  if (answer.status !== 200) throw new Error(`invoice.paid: ${answer.status} ${JSON.stringify(answer.body)}`);
}
