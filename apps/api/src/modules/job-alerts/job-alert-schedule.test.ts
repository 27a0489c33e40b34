import { describe, expect, it } from 'vitest';
import { scheduledFrequenciesAt } from './job-alert-schedule.ts';

describe('when daily and weekly alerts go', () => {
  it('daily at 8:00 in the time zone, weekly too on Mondays, whatever daylight saving time does', () => {
    // Monday 2026-11-30 8:00 in New York (EST, UTC-5) and Wednesday 2026-07-01 8:00 (EDT, UTC-4).
    expect(scheduledFrequenciesAt(new Date('2026-11-30T13:00:00Z'), 'America/New_York')).toEqual(['daily', 'weekly']);
    expect(scheduledFrequenciesAt(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toEqual(['daily']);
    expect(scheduledFrequenciesAt(new Date('2026-07-01T13:00:00Z'), 'America/New_York')).toEqual([]);
    expect(scheduledFrequenciesAt(new Date('2026-11-30T08:00:00Z'), 'Europe/London')).toEqual(['daily', 'weekly']);
    expect(scheduledFrequenciesAt(new Date('2026-11-30T08:00:00Z'), 'America/New_York')).toEqual([]);
  });
});
