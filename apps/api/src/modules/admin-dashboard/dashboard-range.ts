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

const addDays = (day: string, days: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
/** Days since the Monday of that day's week (UTC). */
const sinceMonday = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/**
 * The range cut into the whole weeks (Monday to Sunday) it holds and the days at its ends outside them:
 * the weeks are read from the counts kept per week, the days from those kept per day. `weeks` runs from the
 * first whole week's Monday to the last one's, or is null when the range holds no whole week.
 */
export type RangeLayers = { weeks: DashboardRange | null; days: DashboardRange[] };

export function rangeLayers(range: DashboardRange): RangeLayers {
  const firstMonday = addDays(range.from, (7 - sinceMonday(range.from)) % 7);
  const lastSunday = addDays(range.to, -((sinceMonday(range.to) + 1) % 7));
  if (firstMonday > lastSunday) return { weeks: null, days: [range] };
  const days: DashboardRange[] = [];
  if (range.from < firstMonday) days.push({ from: range.from, to: addDays(firstMonday, -1) });
  if (lastSunday < range.to) days.push({ from: addDays(lastSunday, 1), to: range.to });
  return { weeks: { from: firstMonday, to: addDays(lastSunday, -6) }, days };
}
