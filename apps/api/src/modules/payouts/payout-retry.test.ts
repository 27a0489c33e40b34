import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REWARD_MESSAGES, type TAdminReward } from '@mainwork/contracts';
import { createStripeConnect, type StripeConnect } from '../../infra/billing/stripe-connect.ts';
import { createHireCharge, type HireCharge } from '../../testing/hire-charges.ts';
import {
  deliverStripeEvent,
  onboardedReferrerWithEarnedReward,
  rewardOf,
  runTransferJob,
  transfersFor,
} from '../../testing/payouts.ts';
import { queuedJobs } from '../../testing/queued-jobs.ts';
import { startTestApp, type StripeTestApp } from '../../testing/test-app.ts';
import { createUser, signedInClient, type TestUser } from '../../testing/users.ts';
import { TRANSFER_REWARD_QUEUE } from './transfer-queue.ts';
import { transferIdempotencyKey } from './transfer-reward-job.ts';

// No queue worker runs in this app: each test runs the transfer job itself, when it means to.
let t: StripeTestApp;
let admin: TestUser;
let adminClient: ReturnType<StripeTestApp['client']>;

beforeAll(async () => {
  t = await startTestApp({ stripe: true });
  admin = await createUser(t.db, { role: 'Admin' });
  adminClient = await signedInClient(t, admin);
});
afterAll(() => t.close());

const transferKeysFor = (charge: HireCharge) =>
  new Set(
    t.stripe.calls
      .filter(
        (call) =>
          call.path === '/v1/transfers' &&
          call.form.get('metadata[referral_reward_id]') === String(charge.referralRewardId),
      )
      .map((call) => call.idempotencyKey),
  );

const retry = (charge: HireCharge) => adminClient.post(`/api/v1/admin/rewards/${charge.referralRewardId}/retry_payout`);
const payByHand = (charge: HireCharge, reference = 'CHK-100') =>
  adminClient.post(`/api/v1/admin/rewards/${charge.referralRewardId}/issue`).send({ reference });

const trailOf = (charge: HireCharge) =>
  t.db.prisma.auditEvent.findMany({
    where: { subjectType: 'ReferralReward', subjectId: charge.referralRewardId },
    orderBy: { id: 'asc' },
  });

/**
 * An earned $500 cash reward whose transfer Stripe refused: payouts were disabled at Stripe for a moment (its
 * event never reached us), and are enabled again by the time the admin looks.
 */
async function refusedPayout() {
  const { referrer, account, charge } = await onboardedReferrerWithEarnedReward(t);
  t.stripe.updateAccount(account, { payoutsEnabled: false });
  await runTransferJob(t, charge.referralRewardId);
  t.stripe.updateAccount(account, { payoutsEnabled: true });
  t.stripe.problems.length = 0;
  expect((await rewardOf(t, charge)).payoutFailure).toMatch(/^Stripe refused the transfer/);
  return { referrer, account, charge };
}

describe("an admin's retry of a failed payout", () => {
  it('is a new attempt with its own key, claimed at once, audited with the admin, and pays the reward once', async () => {
    const { referrer, account, charge } = await refusedPayout();
    const failure = (await rewardOf(t, charge)).payoutFailure;

    const retried = await retry(charge);
    expect(retried.status).toBe(200);
    expect((retried.body as TAdminReward).payout).toEqual({ status: 'requested', transfer_id: null, failure: null });
    expect(await rewardOf(t, charge)).toMatchObject({ status: 'earned', payoutFailure: null, transferAttempt: 2 });
    const retryLine = (await trailOf(charge)).find((line) => line.action === 'retry_payout');
    expect(retryLine).toMatchObject({
      actorId: admin.id,
      fromState: 'earned',
      toState: 'earned',
      data: { attempt: 2, previous_failure: failure },
    });
    expect(
      (await queuedJobs(t.db, TRANSFER_REWARD_QUEUE)).filter(
        (job) => (job.payload as { referralRewardId: number }).referralRewardId === charge.referralRewardId,
      ),
    ).toHaveLength(1);

    // From the retry on, the reward is the transfer's: a hand payment is refused.
    const byHand = await payByHand(charge);
    expect(byHand.status).toBe(409);
    expect(byHand.body).toEqual({ error: REWARD_MESSAGES.transferRequested });

    await runTransferJob(t, charge.referralRewardId);
    const transfers = transfersFor(t, charge);
    expect(transfers).toEqual([
      expect.objectContaining({
        amount: 50_000,
        destination: account,
        metadata: { referral_reward_id: String(charge.referralRewardId), referrer_id: String(referrer.id) },
      }),
    ]);
    // The refused first attempt asked with the first key; the retry with the second.
    expect(transferKeysFor(charge)).toEqual(
      new Set([
        transferIdempotencyKey(charge.referralRewardId),
        `mainwork-referral-reward-${charge.referralRewardId}-transfer-2`,
      ]),
    );
    expect(await rewardOf(t, charge)).toMatchObject({
      status: 'paid_out',
      issuedVia: 'stripe_transfer',
      stripeTransferId: transfers[0]!.id,
    });
    const listed = (await adminClient.get('/api/v1/admin/rewards?status=issued')).body as TAdminReward[];
    expect(listed.find((row) => row.id === charge.referralRewardId)?.payout).toEqual({
      status: 'sent',
      transfer_id: transfers[0]!.id,
      failure: null,
    });
    expect(t.stripe.problems).toEqual([]);
  });

  it('after a reversed transfer makes a new transfer rather than getting the reversed one back', async () => {
    const { charge } = await onboardedReferrerWithEarnedReward(t);
    await runTransferJob(t, charge.referralRewardId);
    const first = (await rewardOf(t, charge)).stripeTransferId!;
    expect((await deliverStripeEvent(t, t.stripe.reverseTransfer(first))).status).toBe(200);

    expect((await retry(charge)).status).toBe(200);
    await runTransferJob(t, charge.referralRewardId);
    const transfers = transfersFor(t, charge);
    expect(transfers.map((transfer) => [transfer.id, transfer.reversed])).toEqual([
      [first, true],
      [expect.not.stringMatching(first), false],
    ]);
    expect(await rewardOf(t, charge)).toMatchObject({ status: 'paid_out', stripeTransferId: transfers[1]!.id });
  });

  it('five retries at once: one is taken, the others get 409, and one transfer is made', async () => {
    const { charge } = await refusedPayout();
    const answers = await Promise.all(Array.from({ length: 5 }, () => retry(charge)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.status === 409)) {
      expect(answer.body).toEqual({ error: REWARD_MESSAGES.retryUnderWay });
    }
    expect((await rewardOf(t, charge)).transferAttempt).toBe(2);
    await Promise.all([runTransferJob(t, charge.referralRewardId), runTransferJob(t, charge.referralRewardId)]);
    expect(transfersFor(t, charge)).toHaveLength(1);
    expect((await trailOf(charge)).filter((line) => line.action === 'retry_payout')).toHaveLength(1);
  });

  // Rounds of simultaneous requests: each locks the row in whichever order the database grants.
  it(
    'a retry and a hand payment at once: exactly one of them pays, the other gets 409',
    { timeout: 120_000 },
    async () => {
      for (let round = 0; round < 4; round += 1) {
        const { charge } = await refusedPayout();
        const [retried, byHand] = await Promise.all([retry(charge), payByHand(charge, `CHK-${round}`)]);
        expect([retried.status, byHand.status].sort()).toEqual([200, 409]);
        await runTransferJob(t, charge.referralRewardId);
        const reward = await rewardOf(t, charge);
        if (retried.status === 200) {
          expect(byHand.body).toEqual({ error: REWARD_MESSAGES.transferRequested });
          expect(transfersFor(t, charge)).toHaveLength(1);
          expect(reward).toMatchObject({ status: 'paid_out', issuedVia: 'stripe_transfer' });
        } else {
          expect(retried.body).toEqual({ error: REWARD_MESSAGES.alreadyIssued });
          expect(transfersFor(t, charge)).toEqual([]);
          expect(reward).toMatchObject({ status: 'paid_out', issuedVia: 'admin', issuedReference: `CHK-${round}` });
        }
        expect((await trailOf(charge)).filter((line) => line.action === 'issue')).toHaveLength(1);
      }
    },
  );

  it('a lost answer (a crash after Stripe made the retried transfer) is retried into that same transfer', async () => {
    const { charge } = await refusedPayout();
    expect((await retry(charge)).status).toBe(200);
    const real = createStripeConnect(t.config.stripeConnect!);
    const crashing: StripeConnect = {
      ...real,
      async createTransfer(transfer, key) {
        await real.createTransfer(transfer, key);
        throw new Error('the process died before it could commit');
      },
    };
    await expect(runTransferJob(t, charge.referralRewardId, crashing)).rejects.toThrow('died');
    expect(await rewardOf(t, charge)).toMatchObject({ status: 'earned', stripeTransferId: null, transferAttempt: 2 });
    expect(transfersFor(t, charge)).toHaveLength(1);

    // Neither a second retry nor a hand payment can start while the transfer is in flight.
    expect((await retry(charge)).body).toEqual({ error: REWARD_MESSAGES.retryUnderWay });
    expect((await payByHand(charge)).body).toEqual({ error: REWARD_MESSAGES.transferRequested });

    await runTransferJob(t, charge.referralRewardId);
    const transfers = transfersFor(t, charge);
    expect(transfers).toHaveLength(1);
    expect(await rewardOf(t, charge)).toMatchObject({ status: 'paid_out', stripeTransferId: transfers[0]!.id });
  });

  it('refused again by Stripe, the reward shows the new failure and the next retry is attempt 3', async () => {
    const { account, charge } = await refusedPayout();
    expect((await retry(charge)).status).toBe(200);
    t.stripe.updateAccount(account, { payoutsEnabled: false });
    await runTransferJob(t, charge.referralRewardId);
    t.stripe.problems.length = 0;
    expect(await rewardOf(t, charge)).toMatchObject({
      status: 'earned',
      transferRequestedAt: null,
      payoutFailure: expect.stringMatching(/^Stripe refused the transfer/),
    });
    t.stripe.updateAccount(account, { payoutsEnabled: true });
    expect((await retry(charge)).status).toBe(200);
    await runTransferJob(t, charge.referralRewardId);
    expect(transfersFor(t, charge)).toHaveLength(1);
    expect(transferKeysFor(charge)).toContain(`mainwork-referral-reward-${charge.referralRewardId}-transfer-3`);
  });

  it('is refused with why for a reward whose payout did not fail, one issued, one unknown, or an account that cannot receive it', async () => {
    const { referrer, charge: earned } = await onboardedReferrerWithEarnedReward(t);
    expect((await retry(earned)).body).toEqual({ error: REWARD_MESSAGES.notFailed });
    const pending = await createHireCharge(t.db, { referrer, reward: { type: 'Cash', amount: 500 } });
    expect((await retry(pending)).body).toEqual({ error: REWARD_MESSAGES.notFailed });
    const issued = await createHireCharge(t.db, {
      referrer,
      reward: { type: 'Cash', amount: 500 },
      rewardStatus: 'paid_out',
    });
    const issuedAnswer = await retry(issued);
    expect(issuedAnswer.status).toBe(409);
    expect(issuedAnswer.body).toEqual({ error: REWARD_MESSAGES.alreadyIssued });
    expect((await adminClient.post('/api/v1/admin/rewards/2147483647/retry_payout')).status).toBe(404);

    const { account, charge } = await refusedPayout();
    await deliverStripeEvent(t, t.stripe.updateAccount(account, { payoutsEnabled: false }));
    const answer = await retry(charge);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ error: REWARD_MESSAGES.notPayable });
    expect(await rewardOf(t, charge)).toMatchObject({ transferAttempt: 1, payoutFailure: expect.any(String) });

    const hunter = await signedInClient(t, await createUser(t.db));
    expect((await hunter.post(`/api/v1/admin/rewards/${charge.referralRewardId}/retry_payout`)).status).toBe(403);
  });
});

describe("an admin's hand payment", () => {
  it('of a failed payout is allowed, names the admin and the failure in the audit trail, and ends the failure', async () => {
    const { charge } = await refusedPayout();
    const failure = (await rewardOf(t, charge)).payoutFailure;
    const answer = await payByHand(charge, 'CHK-777');
    expect(answer.status).toBe(200);
    expect(answer.body as TAdminReward).toMatchObject({
      status: 'issued',
      issue: { method: 'admin', reference: 'CHK-777', issued_by: { id: admin.id, email: admin.email } },
      payout: { status: 'none', failure: null },
    });
    const issueLine = (await trailOf(charge)).find((line) => line.action === 'issue');
    expect(issueLine).toMatchObject({
      actorId: admin.id,
      fromState: 'earned',
      toState: 'paid_out',
      data: { via: 'admin', reference: 'CHK-777', payout_failure: failure },
    });
    expect((await retry(charge)).body).toEqual({ error: REWARD_MESSAGES.alreadyIssued });
    // The queued automatic payout, were it to run now, finds the reward paid and asks Stripe nothing.
    await runTransferJob(t, charge.referralRewardId);
    expect(transfersFor(t, charge)).toEqual([]);
  });
});
