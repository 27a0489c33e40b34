import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRewardYearTotal, TRewardYearTotals } from '@mainwork/contracts';
import { createHireCharge } from '../../testing/hire-charges.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { createUser, signedInClient, signIn, type TestUser } from '../../testing/users.ts';

let t: TestApp;
let adminClient: ReturnType<TestApp['client']>;
let ada: TestUser;
let bo: TestUser;
let cy: TestUser;

/** An issued reward of `dollars`, paid the way and at the moment given (as the transfer or the admin left it). */
async function paidReward(
  referrer: TestUser,
  dollars: number,
  via: 'stripe_transfer' | 'admin' | 'code_email',
  paidOutAt: string,
) {
  const charge = await createHireCharge(t.db, {
    referrer,
    reward: { type: 'Cash', amount: dollars },
    rewardStatus: 'paid_out',
  });
  await t.db.prisma.referralReward.update({
    where: { id: charge.referralRewardId },
    data: {
      issuedVia: via,
      paidOutAt: new Date(paidOutAt),
      ...(via === 'stripe_transfer' ? { stripeTransferId: `tr_totals_${charge.referralRewardId}` } : {}),
    },
  });
  return charge;
}

async function named(user: TestUser, firstName: string, lastName: string | null) {
  await t.db.prisma.user.update({ where: { id: user.id }, data: { firstName, lastName } });
  return user;
}

beforeAll(async () => {
  t = await startTestApp();
  const admin = await createUser(t.db, { role: 'Admin' });
  adminClient = t.client();
  await signIn(adminClient, admin);
  ada = await named(await createUser(t.db), 'Ada', 'Lovelace');
  bo = await named(await createUser(t.db), '=HYPERLINK("x")', null);
  cy = await createUser(t.db);

  // Ada, 2026: $1,500 by transfer and $500 by hand, the last second of the year in UTC: exactly $2,000.
  await paidReward(ada, 1500, 'stripe_transfer', '2026-03-01T12:00:00Z');
  await paidReward(ada, 500, 'admin', '2026-12-31T23:59:59.999Z');
  // The first moment of 2027 in UTC (still 2026 in New York) counts in 2027.
  await paidReward(ada, 300, 'stripe_transfer', '2027-01-01T00:00:00Z');
  // An e-mailed promotion code is not a payment; an earned reward not paid yet is not either.
  await paidReward(ada, 50, 'code_email', '2026-05-01T12:00:00Z');
  await createHireCharge(t.db, { referrer: ada, reward: { type: 'Cash', amount: 900 }, rewardStatus: 'earned' });

  // Bo: $600 by hand in 2025 (that year's threshold), $1,999 by transfer in 2026 (under 2026's).
  await paidReward(bo, 600, 'admin', '2025-07-04T12:00:00Z');
  await paidReward(bo, 1999, 'stripe_transfer', '2026-08-01T12:00:00Z');
});
afterAll(() => t.close());

const totalsOf = async (year: number | string) => {
  const answer = await adminClient.get(`/api/v1/admin/rewards/totals?year=${year}`);
  expect(answer.status).toBe(200);
  return answer.body as TRewardYearTotals;
};
const rowOf = (totals: TRewardYearTotals, user: TestUser) =>
  totals.referrers.find((row) => row.referrer.id === user.id);

describe('yearly totals per referrer', () => {
  it('sums each calendar year (UTC) by Stripe transfer and by hand, and marks who is at the threshold', async () => {
    const in2026 = await totalsOf(2026);
    expect(in2026.threshold_cents).toBe(200_000);
    expect(in2026.years.slice(0, 3)).toEqual([2027, 2026, 2025]);
    expect(rowOf(in2026, ada)).toEqual<TRewardYearTotal>({
      referrer: { id: ada.id, email: ada.email, name: 'Ada Lovelace', display_value: `Ada Lovelace <${ada.email}>` },
      stripe_transfer_cents: 150_000,
      by_hand_cents: 50_000,
      total_cents: 200_000,
      count: 2,
      at_threshold: true,
    });
    expect(rowOf(in2026, bo)).toMatchObject({
      stripe_transfer_cents: 199_900,
      by_hand_cents: 0,
      total_cents: 199_900,
      count: 1,
      at_threshold: false,
    });
    // Largest total first.
    const ours = in2026.referrers.filter((row) => [ada.id, bo.id].includes(row.referrer.id));
    expect(ours.map((row) => row.referrer.id)).toEqual([ada.id, bo.id]);

    const in2025 = await totalsOf(2025);
    expect(in2025.threshold_cents).toBe(60_000);
    expect(rowOf(in2025, bo)).toMatchObject({ by_hand_cents: 60_000, total_cents: 60_000, at_threshold: true });
    expect(rowOf(in2025, ada)).toBeUndefined();

    expect(rowOf(await totalsOf(2027), ada)).toMatchObject({ stripe_transfer_cents: 30_000, count: 1 });
    expect((await totalsOf(2019)).referrers).toEqual([]);
  });

  it("counts a reward an admin pays by hand today in this year's by-hand total", async () => {
    const charge = await createHireCharge(t.db, {
      referrer: cy,
      reward: { type: 'Cash', amount: 250 },
      rewardStatus: 'earned',
    });
    const year = new Date().getUTCFullYear();
    expect(rowOf(await totalsOf(year), cy)).toBeUndefined();
    const paid = await adminClient
      .post(`/api/v1/admin/rewards/${charge.referralRewardId}/issue`)
      .send({ reference: 'CHK-55' });
    expect(paid.status).toBe(200);
    expect(rowOf(await totalsOf(year), cy)).toMatchObject({ by_hand_cents: 25_000, total_cents: 25_000, count: 1 });
  });

  it('downloads as a formula-safe CSV in dollars', async () => {
    const answer = await adminClient.get('/api/v1/admin/rewards/totals.csv?year=2026');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="referral-rewards-2026.csv"');
    const records = answer.text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.slice(1, -1).split('","'));
    expect(records[0]).toEqual([
      'Referrer ID',
      'Name',
      'E-mail',
      'Paid by Stripe transfer (USD)',
      'Paid by hand (USD)',
      'Total (USD)',
      'Rewards',
      'At or above the $2000.00 reporting threshold',
    ]);
    expect(records).toContainEqual([
      String(ada.id),
      'Ada Lovelace',
      ada.email,
      '1500.00',
      '500.00',
      '2000.00',
      '2',
      'yes',
    ]);
    // A name a spreadsheet would run as a formula is written as text.
    expect(records).toContainEqual([
      String(bo.id),
      `'=HYPERLINK(""x"")`,
      bo.email,
      '1999.00',
      '0.00',
      '1999.00',
      '1',
      'no',
    ]);
  });

  it('is for admins only, and a year that is not one answers 400 in the error shape', async () => {
    const hunter = await signedInClient(t, cy);
    expect((await hunter.get('/api/v1/admin/rewards/totals?year=2026')).status).toBe(403);
    expect((await hunter.get('/api/v1/admin/rewards/totals.csv?year=2026')).status).toBe(403);
    for (const query of ['', '?year=twenty', '?year=1850', '?year=2026&extra=1']) {
      const answer = await adminClient.get(`/api/v1/admin/rewards/totals${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toHaveProperty('error');
    }
  });
});
