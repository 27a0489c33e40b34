import type pg from 'pg';
import sql from 'sql-template-tag';
import { z } from 'zod';
import { reportingThresholdCents, type TRewardYearTotal, type TRewardYearTotals } from '@mainwork/contracts';
import { requireBillingAdmin } from '../../domain/billing-admin-gate.ts';
import { csvLine } from '../../http/csv-attachment.ts';
import { queryRows } from '../../infra/database-rows.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import { personName, userDisplayValue } from '../users/display-value.ts';

const ZTotalRow = z.object({
  referrerId: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  // Sums and counts come back from PostgreSQL as bigint, which pg reads as text.
  stripeTransferCents: z.coerce.number().int(),
  byHandCents: z.coerce.number().int(),
  count: z.coerce.number().int(),
});
const ZYearRow = z.object({ year: z.number().int() });

/** Issued by a payment (a Stripe transfer or an admin), not an e-mailed code. */
const PAID = sql`r.status = 'paid_out' AND r."issuedVia" IN ('stripe_transfer', 'admin') AND r."paidOutAt" IS NOT NULL`;

/**
 * What each referrer was paid in a calendar year, summed by the database: issued rewards paid by a Stripe
 * transfer or by an admin (e-mailed promotion codes are the employer's discount, not a payment), by the day
 * they were issued in UTC, as Stripe stamps its transfers (decision 066). A reversed
 * transfer is no longer issued, so it does not count. Largest total first.
 */
export async function rewardYearTotals(
  pool: pg.Pool,
  input: { ability: AppAbility; year: number },
): Promise<TRewardYearTotals> {
  requireBillingAdmin(input.ability);
  const { year } = input;
  const rows = await queryRows(
    pool,
    ZTotalRow,
    sql`SELECT r."referrerId", u.email, u."firstName", u."lastName",
      COALESCE(SUM(r."amountCents") FILTER (WHERE r."issuedVia" = 'stripe_transfer'), 0)::bigint AS "stripeTransferCents",
      COALESCE(SUM(r."amountCents") FILTER (WHERE r."issuedVia" = 'admin'), 0)::bigint AS "byHandCents",
      COUNT(*)::bigint AS count
    FROM referral_rewards r JOIN users u ON u.id = r."referrerId"
    WHERE ${PAID}
      AND r."paidOutAt" >= make_timestamp(${year}::int, 1, 1, 0, 0, 0)
      AND r."paidOutAt" < make_timestamp(${year}::int + 1, 1, 1, 0, 0, 0)
    GROUP BY r."referrerId", u.email, u."firstName", u."lastName"
    ORDER BY SUM(r."amountCents") DESC, r."referrerId"`,
  );
  const years = await queryRows(
    pool,
    ZYearRow,
    sql`SELECT DISTINCT EXTRACT(YEAR FROM r."paidOutAt")::int AS year FROM referral_rewards r
    WHERE ${PAID} ORDER BY year DESC`,
  );
  const threshold = reportingThresholdCents(year);
  return {
    year,
    threshold_cents: threshold,
    years: years.map((row) => row.year),
    referrers: rows.map((row): TRewardYearTotal => {
      const stripeTransfer = row.stripeTransferCents;
      const byHand = row.byHandCents;
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
        count: row.count,
        at_threshold: stripeTransfer + byHand >= threshold,
      };
    }),
  };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The same totals as CSV lines, in dollars with cents, for the admin's tax records. */
export async function rewardYearTotalsCsv(
  pool: pg.Pool,
  input: { ability: AppAbility; year: number },
): Promise<{ filename: string; lines: AsyncIterable<string> }> {
  const totals = await rewardYearTotals(pool, input);
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
