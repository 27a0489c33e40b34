import { formatDollarsAndCents } from '@mainwork/contracts';

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

/** Cents as the cost breakdown and the receipt write them: '$1,200.00'. */
export const humanFriendlyCents = (cents: number) => formatDollarsAndCents(cents / 100);
