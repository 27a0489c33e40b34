import { describe, expect, it } from 'vitest';
import { formatAppliedAt, formatDate } from './day-formats.ts';

describe('formatAppliedAt (spec §9: MM/dd/yyyy h:mm a)', () => {
  it('formats in local time with a 12-hour clock', () => {
    expect(formatAppliedAt(new Date(2026, 2, 4, 14, 5))).toBe('03/04/2026 2:05 PM');
    expect(formatAppliedAt(new Date(2026, 11, 31, 0, 30))).toBe('12/31/2026 12:30 AM');
    expect(formatAppliedAt(new Date(2026, 0, 9, 12, 0))).toBe('01/09/2026 12:00 PM');
    expect(formatAppliedAt(new Date(2026, 0, 9, 9, 41).toISOString())).toBe('01/09/2026 9:41 AM');
  });
});

describe('formatDate: a day as the applied-at format writes it', () => {
  it('writes the day in the browser’s time zone', () => {
    expect(formatDate(new Date(2026, 2, 4, 23, 59))).toBe('03/04/2026');
    expect(formatDate(new Date(2026, 11, 31, 0, 0).toISOString())).toBe('12/31/2026');
  });

  it('writes the day in a time zone given, as a page the server rendered does', () => {
    expect(formatDate('2026-12-05T02:00:00Z', 'UTC')).toBe('12/05/2026');
    expect(formatDate('2026-12-05T02:00:00Z', 'America/New_York')).toBe('12/04/2026');
  });
});
