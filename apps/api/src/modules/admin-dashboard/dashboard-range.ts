import { FieldErrors } from '../../http/app-error.ts';

const DAY_MS = 86_400_000;
/** Twelve weeks: this week and the eleven before it. */
const DEFAULT_WEEKS = 12;
/** A longer range would be a long table of weeks and a slow answer; three years is plenty for trends. */
const MAX_DAYS = 3 * 366;

/** Inclusive days (`YYYY-MM-DD`, UTC); the SQL counts from `from` 00:00 to the day after `to` 00:00. */
export type DashboardRange = { from: string; to: string };

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

function parseDay(value: string): Date | null {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || dayOf(date) !== value ? null : date;
}

/** The range asked for, or the default: from the Monday eleven weeks before this week's, to today. */
export function dashboardRange(
  query: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): DashboardRange {
  const errors = new FieldErrors();
  const to = query.to === undefined ? parseDay(dayOf(now)) : parseDay(query.to);
  if (!to) errors.add('to', 'is not a valid date');
  let from: Date | null;
  if (query.from !== undefined) from = parseDay(query.from);
  else {
    const end = to ?? now;
    const sinceMonday = (end.getUTCDay() + 6) % 7;
    from = new Date(
      Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate() - sinceMonday - 7 * (DEFAULT_WEEKS - 1)),
    );
  }
  if (!from) errors.add('from', 'is not a valid date');
  if (from && to) {
    if (to < from) errors.add('to', 'must be on or after the start date');
    else if ((to.getTime() - from.getTime()) / DAY_MS + 1 > MAX_DAYS)
      errors.add('from', `must be at most ${MAX_DAYS} days before the end date`);
  }
  errors.throwIfAny();
  return { from: dayOf(from!), to: dayOf(to!) };
}
