import { describe, expect, it } from 'vitest';
import { formatLastSent } from './job-alert-words.ts';

describe('when a job alert last mailed', () => {
  it('says when it last mailed in days, then weeks, then months', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
    expect(formatLastSent(null, now)).toBe('Not sent yet');
    expect(formatLastSent(daysAgo(0.2), now)).toBe('Last sent today');
    expect(formatLastSent(daysAgo(1), now)).toBe('Last sent yesterday');
    expect(formatLastSent(daysAgo(3), now)).toBe('Last sent 3 days ago');
    expect(formatLastSent(daysAgo(20), now)).toBe('Last sent 2 weeks ago');
    expect(formatLastSent(daysAgo(90), now)).toBe('Last sent 3 months ago');
  });
});
