import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TAdminReward } from '@mainwork/contracts';
import { createStripeConnect, type StripeConnect } from '../../infra/billing/stripe-connect.ts';
import { invoiceEvent, stripeEvent } from '../../testing/fake-stripe.ts';
import { createHireCharge, markChargeSent } from '../../testing/hire-charges.ts';
import {
  deliverStripeEvent,
  onboardedReferrerWithEarnedReward,
  onboardReferrer,
  rewardOf,
  runTransferJob,
  transfersFor,
} from '../../testing/payouts.ts';
import { waitForQueueToEmpty } from '../../testing/queued-jobs.ts';
import { startTestApp, type StripeTestApp } from '../../testing/test-app.ts';
import { createUser, signedInClient, type TestUser } from '../../testing/users.ts';
import { TRANSFER_REWARD_QUEUE } from './transfer-queue.ts';
import { transferIdempotencyKey } from './transfer-reward-job.ts';

let t: StripeTestApp;

beforeAll(async () => {
  t = await startTestApp({ mail: true, stripe: true });
});
afterAll(() => t.close());

const payoutAccountOf = (user: TestUser) => t.db.prisma.payoutAccount.findUniqueOrThrow({ where: { userId: user.id } });

/** A $500 cash reward's charge, sent to Stripe and waiting for the employer's payment. */
async function cashCharge(referrer?: TestUser) {
  const charge = await createHireCharge(t.db, {
    reward: { type: 'Cash', amount: 500 },
    ...(referrer ? { referrer } : {}),
  });
  return { ...charge, ...(await markChargeSent(t.db, charge)) };
}

const paid = (charge: Awaited<ReturnType<typeof cashCharge>>) =>
  invoiceEvent('invoice.paid', { id: `in_${charge.billingRecordId}`, customer: charge.customer, lines: [charge.line] });

const subjectsTo = (user: TestUser) =>
  t.inbox!.messages.filter((mail) => JSON.stringify(mail.to).includes(user.email)).map((mail) => mail.subject);

async function waitForMail(user: TestUser, subject: string) {
  await vi.waitFor(() => expect(subjectsTo(user)).toContain(subject), { timeout: 15_000, interval: 50 });
}

describe('payout account', () => {
  it('is none, then pending once Stripe has the account, then enabled when account.updated says so', async () => {
    const referrer = await createUser(t.db);
    const client = await signedInClient(t, referrer);
    expect((await client.get('/api/v1/me/payout_account')).body).toEqual({ status: 'none', payouts_enabled: false });

    const link = await client.post('/api/v1/me/payout_account');
    expect(link.status).toBe(200);
    const account = await payoutAccountOf(referrer);
    expect(link.body).toEqual({ url: expect.stringContaining(`/${account.stripeAccountId}/`) });
    expect(t.stripe.accounts.get(account.stripeAccountId!)).toMatchObject({
      email: referrer.email,
      metadata: { user_id: String(referrer.id), payout_account_id: String(account.id) },
    });
    const linkCall = t.stripe.calls.findLast((call) => call.path === '/v1/account_links')!;
    expect(linkCall.form.get('return_url')).toBe(`${t.config.publicUrl}/me/rewards?payouts=return`);
    expect(linkCall.form.get('refresh_url')).toBe(`${t.config.publicUrl}/me/rewards?payouts=refresh`);
    expect((await client.get('/api/v1/me/payout_account')).body).toEqual({ status: 'pending', payouts_enabled: false });

    // Details submitted, payouts not yet enabled (Stripe still verifying): still pending.
    const submitted = t.stripe.updateAccount(account.stripeAccountId!, {
      payoutsEnabled: false,
      detailsSubmitted: true,
    });
    expect((await deliverStripeEvent(t, submitted)).status).toBe(200);
    expect((await client.get('/api/v1/me/payout_account')).body).toEqual({ status: 'pending', payouts_enabled: false });

    const enabled = t.stripe.updateAccount(account.stripeAccountId!, { payoutsEnabled: true });
    expect((await deliverStripeEvent(t, enabled)).status).toBe(200);
    expect((await client.get('/api/v1/me/payout_account')).body).toEqual({ status: 'enabled', payouts_enabled: true });
    expect(await t.db.prisma.stripeEvent.findUniqueOrThrow({ where: { id: enabled.id } })).toMatchObject({
      type: 'account.updated',
      outcome: 'applied',
    });

    // Stripe disables payouts again (a verification lapsed): the status follows.
    await deliverStripeEvent(t, t.stripe.updateAccount(account.stripeAccountId!, { payoutsEnabled: false }));
    expect((await client.get('/api/v1/me/payout_account')).body).toEqual({ status: 'pending', payouts_enabled: false });
    expect(t.stripe.problems).toEqual([]);
  });

  it('makes one Stripe account per referrer, keyed by our row, however many links are asked for at once', async () => {
    const referrer = await createUser(t.db);
    const client = await signedInClient(t, referrer);
    const answers = await Promise.all(Array.from({ length: 5 }, () => client.post('/api/v1/me/payout_account')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    const again = await client.post('/api/v1/me/payout_account');
    expect(again.status).toBe(200);

    const account = await payoutAccountOf(referrer);
    const mine = [...t.stripe.accounts.values()].filter((made) => made.metadata.user_id === String(referrer.id));
    expect(mine.map((made) => made.id)).toEqual([account.stripeAccountId]);
    const accountCalls = t.stripe.calls.filter(
      (call) => call.path === '/v1/accounts' && call.form.get('metadata[user_id]') === String(referrer.id),
    );
    expect(new Set(accountCalls.map((call) => call.idempotencyKey))).toEqual(
      new Set([`mainwork-payout-account-${account.id}-account`]),
    );
    expect(await t.db.prisma.auditEvent.count({ where: { subjectType: 'PayoutAccount', subjectId: account.id } })).toBe(
      1,
    );
  });

  it('an account.updated for an account that is not ours is kept as seen and changes nothing', async () => {
    const event = stripeEvent('account.updated', { id: 'acct_someone_else', object: 'account', payouts_enabled: true });
    expect((await deliverStripeEvent(t, event)).status).toBe(200);
    expect(await t.db.prisma.stripeEvent.findUniqueOrThrow({ where: { id: event.id } })).toMatchObject({
      outcome: 'no_change',
    });
  });

  it('answers 400 to a malformed account.updated and stores nothing', async () => {
    const event = { id: 'evt_bad_account', type: 'account.updated', data: { object: { object: 'account' } } };
    const answer = await deliverStripeEvent(t, event);
    expect(answer.status).toBe(400);
    expect(await t.db.prisma.stripeEvent.findUnique({ where: { id: 'evt_bad_account' } })).toBeNull();
  });
});

describe('automatic cash payout', () => {
  it('pays an earned reward once under 10 concurrent paid webhooks, and tells the referrer it is on its way', async () => {
    const referrer = await createUser(t.db);
    const account = await onboardReferrer(t, referrer);
    const charge = await cashCharge(referrer);
    // Ten deliveries at once: five of one event, five distinct events for the same invoice.
    const repeated = paid(charge);
    const events = [...Array(5).fill(repeated), ...Array.from({ length: 5 }, () => paid(charge))];
    const answers = await Promise.all(events.map((event) => deliverStripeEvent(t, event)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    await waitForQueueToEmpty(t.db, TRANSFER_REWARD_QUEUE);

    const transfers = transfersFor(t, charge);
    expect(transfers).toEqual([
      expect.objectContaining({
        amount: 50_000,
        currency: 'usd',
        destination: account,
        transfer_group: `referral_reward_${charge.referralRewardId}`,
        metadata: { referral_reward_id: String(charge.referralRewardId), referrer_id: String(referrer.id) },
      }),
    ]);
    expect(await rewardOf(t, charge)).toMatchObject({
      status: 'paid_out',
      stripeTransferId: transfers[0]!.id,
      issuedVia: 'stripe_transfer',
      issuedReference: transfers[0]!.id,
      payoutFailure: null,
    });
    const transferCalls = t.stripe.calls.filter(
      (call) =>
        call.path === '/v1/transfers' &&
        call.form.get('metadata[referral_reward_id]') === String(charge.referralRewardId),
    );
    expect(new Set(transferCalls.map((call) => call.idempotencyKey))).toEqual(
      new Set([transferIdempotencyKey(charge.referralRewardId)]),
    );
    await waitForMail(referrer, '$500 is on its way');
    await waitForQueueToEmpty(t.db, 'mail.send');
    expect(subjectsTo(referrer)).toEqual(['$500 is on its way']);
    expect(t.stripe.problems).toEqual([]);
  });

  it('a lost answer (a crash after Stripe made the transfer, before our commit) is retried into the same transfer', async () => {
    const { charge } = await onboardedReferrerWithEarnedReward(t);
    const real = createStripeConnect(t.config.stripeConnect!);
    const crashing: StripeConnect = {
      ...real,
      async createTransfer(transfer, key) {
        await real.createTransfer(transfer, key);
        throw new Error('the process died before it could commit');
      },
    };
    await expect(runTransferJob(t, charge.referralRewardId, crashing)).rejects.toThrow('died');
    expect(await rewardOf(t, charge)).toMatchObject({ status: 'earned', stripeTransferId: null });
    expect(transfersFor(t, charge)).toHaveLength(1);

    // Meanwhile an admin cannot also pay it by hand: the transfer was asked for.
    const admin = await signedInClient(t, await createUser(t.db, { role: 'Admin' }));
    const byHand = await admin
      .post(`/api/v1/admin/rewards/${charge.referralRewardId}/issue`)
      .send({ reference: 'CHK-1' });
    expect(byHand.status).toBe(409);
    expect(byHand.body).toEqual({
      error: 'This reward is being paid by a Stripe transfer: it cannot also be issued by hand.',
    });

    await runTransferJob(t, charge.referralRewardId);
    const transfers = transfersFor(t, charge);
    expect(transfers).toHaveLength(1);
    expect(await rewardOf(t, charge)).toMatchObject({ status: 'paid_out', stripeTransferId: transfers[0]!.id });
  });

  it('two workers running the same reward at once make one transfer and one e-mail', async () => {
    const { referrer, charge } = await onboardedReferrerWithEarnedReward(t);
    await Promise.all([runTransferJob(t, charge.referralRewardId), runTransferJob(t, charge.referralRewardId)]);
    expect(transfersFor(t, charge)).toHaveLength(1);
    const issued = await t.db.prisma.auditEvent.findMany({
      where: { subjectType: 'ReferralReward', subjectId: charge.referralRewardId, action: 'issue' },
    });
    expect(issued).toHaveLength(1);
    await waitForMail(referrer, '$500 is on its way');
    await waitForQueueToEmpty(t.db, 'mail.send');
    expect(subjectsTo(referrer)).toEqual(['$500 is on its way']);
  });

  it('a reward earned before onboarding waits, asks the referrer to set up payouts, and is paid when payouts are enabled', async () => {
    const referrer = await createUser(t.db);
    const charge = await cashCharge(referrer);
    expect((await deliverStripeEvent(t, paid(charge))).status).toBe(200);
    await waitForMail(referrer, 'You earned $500, set up payouts to receive it');
    await waitForQueueToEmpty(t.db, TRANSFER_REWARD_QUEUE);
    expect(await rewardOf(t, charge)).toMatchObject({ status: 'earned', stripeTransferId: null });
    expect(transfersFor(t, charge)).toEqual([]);
    const admin = await signedInClient(t, await createUser(t.db, { role: 'Admin' }));
    const waiting = (await admin.get('/api/v1/admin/rewards?status=earned')).body as TAdminReward[];
    expect(waiting.find((row) => row.id === charge.referralRewardId)?.payout.status).toBe('waiting_for_setup');

    // Onboarding started but not finished: still waiting.
    await onboardReferrer(t, referrer, false);
    await waitForQueueToEmpty(t.db, TRANSFER_REWARD_QUEUE);
    expect(transfersFor(t, charge)).toEqual([]);

    const account = await payoutAccountOf(referrer);
    await deliverStripeEvent(t, t.stripe.updateAccount(account.stripeAccountId!, { payoutsEnabled: true }));
    await waitForMail(referrer, '$500 is on its way');
    expect(transfersFor(t, charge)).toHaveLength(1);
    expect((await rewardOf(t, charge)).status).toBe('paid_out');
    const listed = (await admin.get('/api/v1/admin/rewards?status=issued')).body as TAdminReward[];
    expect(listed.find((row) => row.id === charge.referralRewardId)).toMatchObject({
      issue: { method: 'stripe_transfer', reference: transfersFor(t, charge)[0]!.id, issued_by: null },
      payout: { status: 'sent', transfer_id: transfersFor(t, charge)[0]!.id, failure: null },
    });
  });

  it('a reversed transfer returns the reward to earned with the reason, and it is not paid again by itself', async () => {
    const { account, charge } = await onboardedReferrerWithEarnedReward(t);
    await runTransferJob(t, charge.referralRewardId);
    const { stripeTransferId } = await rewardOf(t, charge);

    const reversed = t.stripe.reverseTransfer(stripeTransferId!);
    expect((await deliverStripeEvent(t, reversed)).status).toBe(200);
    expect((await deliverStripeEvent(t, reversed)).status).toBe(200);
    expect(await rewardOf(t, charge)).toMatchObject({
      status: 'earned',
      paidOutAt: null,
      stripeTransferId,
      payoutFailure: `Stripe reversed transfer ${stripeTransferId}.`,
    });
    const trail = await t.db.prisma.auditEvent.findMany({
      where: { subjectType: 'ReferralReward', subjectId: charge.referralRewardId },
      orderBy: { id: 'asc' },
    });
    expect(trail.map((line) => [line.action, line.fromState, line.toState])).toEqual([
      ['issue', 'earned', 'paid_out'],
      ['transfer.reversed', 'paid_out', 'earned'],
    ]);

    const admin = await signedInClient(t, await createUser(t.db, { role: 'Admin' }));
    const listed = (await admin.get('/api/v1/admin/rewards?status=earned')).body as TAdminReward[];
    expect(listed.find((row) => row.id === charge.referralRewardId)?.payout).toEqual({
      status: 'failed',
      transfer_id: stripeTransferId,
      failure: `Stripe reversed transfer ${stripeTransferId}.`,
    });

    // Payouts switched off and on again queue nothing for it; the job itself leaves it alone.
    await deliverStripeEvent(t, t.stripe.updateAccount(account, { payoutsEnabled: false }));
    await deliverStripeEvent(t, t.stripe.updateAccount(account, { payoutsEnabled: true }));
    await waitForQueueToEmpty(t.db, TRANSFER_REWARD_QUEUE);
    await runTransferJob(t, charge.referralRewardId);
    expect(transfersFor(t, charge)).toHaveLength(1);
    expect((await rewardOf(t, charge)).status).toBe('earned');
  });

  it('a transfer Stripe refuses leaves the reward earned with the reason, for an admin', async () => {
    const { account, charge } = await onboardedReferrerWithEarnedReward(t);
    // Stripe has disabled payouts and its event has not reached us yet.
    t.stripe.updateAccount(account, { payoutsEnabled: false });
    await runTransferJob(t, charge.referralRewardId);
    const reward = await rewardOf(t, charge);
    expect(reward.status).toBe('earned');
    expect(reward.payoutFailure).toMatch(/^Stripe refused the transfer: .*payouts are not enabled/);
    expect(transfersFor(t, charge)).toEqual([]);
    t.stripe.problems.length = 0;
  });

  it('a self-referral is never paid', async () => {
    const referrer = await createUser(t.db);
    await onboardReferrer(t, referrer);
    const charge = await cashCharge(referrer);
    await t.db.prisma.application.update({ where: { id: charge.applicationId }, data: { userId: referrer.id } });
    expect((await deliverStripeEvent(t, paid(charge))).status).toBe(200);
    await waitForQueueToEmpty(t.db, TRANSFER_REWARD_QUEUE);
    await runTransferJob(t, charge.referralRewardId);
    expect(transfersFor(t, charge)).toEqual([]);
    expect((await rewardOf(t, charge)).status).toBe('earned');
  });

  it('a reward an admin issued by hand is not transferred as well', async () => {
    const { charge } = await onboardedReferrerWithEarnedReward(t);
    const admin = await signedInClient(t, await createUser(t.db, { role: 'Admin' }));
    const [byHand] = await Promise.all([
      admin.post(`/api/v1/admin/rewards/${charge.referralRewardId}/issue`).send({ reference: 'CHK-2' }),
      runTransferJob(t, charge.referralRewardId),
    ]);
    const reward = await rewardOf(t, charge);
    // Exactly one of the two paid it.
    if (byHand.status === 200) {
      expect(transfersFor(t, charge)).toEqual([]);
      expect(reward).toMatchObject({ status: 'paid_out', issuedVia: 'admin', stripeTransferId: null });
    } else {
      expect(byHand.status).toBe(409);
      expect(transfersFor(t, charge)).toHaveLength(1);
      expect(reward).toMatchObject({ status: 'paid_out', issuedVia: 'stripe_transfer' });
    }
  });

  it('a gift card reward is not transferred', async () => {
    const { charge } = await onboardedReferrerWithEarnedReward(t, { type: 'GiftCard', amount: 50 });
    await runTransferJob(t, charge.referralRewardId);
    expect(transfersFor(t, charge)).toEqual([]);
  });
});

describe('without Stripe Connect', () => {
  it('the payout routes answer 409 with why and no Stripe account is made', async () => {
    const manual = await startTestApp({ stripe: true, env: { STRIPE_CONNECT_ENABLED: 'false' } });
    try {
      const client = await signedInClient(manual, await createUser(manual.db));
      for (const answer of [
        await client.get('/api/v1/me/payout_account'),
        await client.post('/api/v1/me/payout_account'),
      ]) {
        expect(answer.status).toBe(409);
        expect(answer.body).toEqual({
          error: 'Automatic payouts are not set up on this site: rewards are issued by an admin.',
        });
      }
      expect(manual.stripe.accounts.size).toBe(0);
    } finally {
      await manual.close();
    }
  });
});
