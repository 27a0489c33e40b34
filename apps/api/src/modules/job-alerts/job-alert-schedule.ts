import type { JobAlertFrequency } from '@mainwork/db';

/** The local hour daily and weekly alerts go at (in the board's time zone, JOB_ALERTS_TIME_ZONE). */
export const SCHEDULED_ALERTS_HOUR = 8;

/** The weekday and hour of an instant in a time zone (Monday is 1). */
function localTime(at: Date, timeZone: string): { weekday: number; hour: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(
    parts.find((part) => part.type === 'weekday')!.value,
  );
  return { weekday, hour: Number(parts.find((part) => part.type === 'hour')!.value) };
}

/**
 * The scheduled frequencies due at an hourly tick: daily at 8:00 in the time zone, weekly too on Mondays.
 * The tick is hourly in UTC, so daylight saving time moves nothing: 8:00 local is always some UTC hour.
 */
export function scheduledFrequenciesAt(tick: Date, timeZone: string): JobAlertFrequency[] {
  const local = localTime(tick, timeZone);
  if (local.hour !== SCHEDULED_ALERTS_HOUR) return [];
  return local.weekday === 1 ? ['daily', 'weekly'] : ['daily'];
}
