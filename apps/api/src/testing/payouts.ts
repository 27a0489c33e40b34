import type { RewardType } from '@mainwork/db';
import { createStripeConnect, type StripeConnect } from '../infra/billing/stripe-connect.ts';
import { transferRewardJob } from '../modules/payouts/transfer-reward-job.ts';
import { postStripeWebhook } from './fake-stripe.ts';
import { createHireCharge, type HireCharge } from './hire-charges.ts';
import type { StripeTestApp } from './test-app.ts';
import { createUser, signedInClient, type TestUser } from './users.ts';

/** Stripe delivers the event to the app's webhook endpoint, signed. */
export const deliverStripeEvent = (t: StripeTestApp, event: unknown) =>
  postStripeWebhook(t.baseUrl, t.stripe.signed(event));

/**
 * The referrer goes through Stripe's onboarding and Stripe says so with `account.updated` (payouts enabled,
 * unless told not). Returns the Stripe account's id.
 */
export async function onboardReferrer(t: StripeTestApp, referrer: TestUser, payoutsEnabled = true): Promise<string> {
  const client = await signedInClient(t, referrer);
  const link = await client.post('/api/v1/me/payout_account');
  if (link.status !== 200) throw new Error(`payout account link: ${link.status} ${link.text}`);
  const account = await t.db.prisma.payoutAccount.findUniqueOrThrow({ where: { userId: referrer.id } });
  const updated = await deliverStripeEvent(t, t.stripe.updateAccount(account.stripeAccountId!, { payoutsEnabled }));
  if (updated.status !== 200) throw new Error(`account.updated: ${updated.status} ${JSON.stringify(updated.body)}`);
  return account.stripeAccountId!;
}

/**
 * A referrer set up for payouts and a reward they have earned: their referral was hired and the employer's
 * invoice paid. A $500 cash reward unless told otherwise.
 */
export async function onboardedReferrerWithEarnedReward(
  t: StripeTestApp,
  reward: { type: RewardType; amount: number } = { type: 'Cash', amount: 500 },
): Promise<{ referrer: TestUser; account: string; charge: HireCharge }> {
  const referrer = await createUser(t.db);
  const account = await onboardReferrer(t, referrer);
  const charge = await createHireCharge(t.db, { referrer, reward, rewardStatus: 'earned' });
  return { referrer, account, charge };
}

/** The transfer job as a worker runs it, against the fake Stripe (or a stand-in wrapping it). */
export const runTransferJob = (
  t: StripeTestApp,
  referralRewardId: number,
  connect: StripeConnect = createStripeConnect(t.config.stripeConnect!),
) => transferRewardJob({ prisma: t.db.prisma, connect, publicUrl: t.config.publicUrl })({ referralRewardId });

/** The charge's referral reward as the database holds it now. */
export const rewardOf = (t: StripeTestApp, charge: HireCharge) =>
  t.db.prisma.referralReward.findUniqueOrThrow({ where: { id: charge.referralRewardId } });

/** The transfers the fake Stripe has made for the charge's reward. */
export const transfersFor = (t: StripeTestApp, charge: HireCharge) =>
  [...t.stripe.transfers.values()].filter(
    (transfer) => transfer.metadata.referral_reward_id === String(charge.referralRewardId),
  );
