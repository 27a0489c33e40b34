import type { PrismaClient } from '@mainwork/db';
import { reportingThresholdCents, type TRewardYearTotal, type TRewardYearTotals } from '@mainwork/contracts';
import { requireBillingAdmin } from '../../domain/billing-admin-gate.ts';
import { csvLine } from '../../http/csv-attachment.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import { personName, userDisplayValue } from '../users/display-value.ts';

type TotalRow = {
  referrerId: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  stripeTransferCents: bigint;
  byHandCents: bigint;
  count: bigint;
};

/**
 * What each referrer was paid in a calendar year, summed by the database: issued rewards paid by a Stripe
 * transfer or by an admin (e-mailed promotion codes are the employer's discount, not a payment), by the day
 * they were issued in UTC, as Stripe's own yearly totals count its transfers (decision 066). A reversed
 * transfer is no longer issued, so it does not count. Largest total first.
 */
export async function rewardYearTotals(
  prisma: PrismaClient,
  input: { ability: AppAbility; year: number },
): Promise<TRewardYearTotals> {
  requireBillingAdmin(input.ability);
  const { year } = input;
  const rows = await prisma.$queryRaw<TotalRow[]>`
    SELECT r."referrerId", u.email, u."firstName", u."lastName",
      COALESCE(SUM(r."amountCents") FILTER (WHERE r."issuedVia" = 'stripe_transfer'), 0)::bigint AS "stripeTransferCents",
      COALESCE(SUM(r."amountCents") FILTER (WHERE r."issuedVia" = 'admin'), 0)::bigint AS "byHandCents",
      COUNT(*)::bigint AS count
    FROM referral_rewards r JOIN users u ON u.id = r."referrerId"
    WHERE r.status = 'paid_out' AND r."issuedVia" IN ('stripe_transfer', 'admin')
      AND r."paidOutAt" >= make_timestamp(${year}::int, 1, 1, 0, 0, 0)
      AND r."paidOutAt" < make_timestamp(${year}::int + 1, 1, 1, 0, 0, 0)
    GROUP BY r."referrerId", u.email, u."firstName", u."lastName"
    ORDER BY SUM(r."amountCents") DESC, r."referrerId"`;
  const years = await prisma.$queryRaw<Array<{ year: number }>>`
    SELECT DISTINCT EXTRACT(YEAR FROM "paidOutAt")::int AS year FROM referral_rewards
    WHERE status = 'paid_out' AND "issuedVia" IN ('stripe_transfer', 'admin') AND "paidOutAt" IS NOT NULL
    ORDER BY year DESC`;
  const threshold = reportingThresholdCents(year);
  return {
    year,
    threshold_cents: threshold,
    years: years.map((row) => row.year),
    referrers: rows.map((row): TRewardYearTotal => {
      const stripeTransfer = Number(row.stripeTransferCents);
      const byHand = Number(row.byHandCents);
      return {
        referrer: {
          id: row.referrerId,
          email: row.email,
          name: personName(row),
          display_value: userDisplayValue(row),
        },
        stripe_transfer_cents: stripeTransfer,
        by_hand_cents: byHand,
        total_cents: stripeTransfer + byHand,
        count: Number(row.count),
        at_threshold: stripeTransfer + byHand >= threshold,
      };
    }),
  };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The same totals as CSV lines, in dollars with cents, for the admin's tax records. */
export async function rewardYearTotalsCsv(
  prisma: PrismaClient,
  input: { ability: AppAbility; year: number },
): Promise<{ filename: string; lines: AsyncIterable<string> }> {
  const totals = await rewardYearTotals(prisma, input);
  async function* lines() {
    yield csvLine([
      'Referrer ID',
      'Name',
      'E-mail',
      'Paid by Stripe transfer (USD)',
      'Paid by hand (USD)',
      'Total (USD)',
      'Rewards',
      `At or above the $${dollars(totals.threshold_cents)} reporting threshold`,
    ]);
    for (const row of totals.referrers) {
      yield csvLine([
        row.referrer.id,
        row.referrer.name,
        row.referrer.email,
        dollars(row.stripe_transfer_cents),
        dollars(row.by_hand_cents),
        dollars(row.total_cents),
        row.count,
        row.at_threshold ? 'yes' : 'no',
      ]);
    }
  }
  return { filename: `referral-rewards-${totals.year}.csv`, lines: lines() };
}
