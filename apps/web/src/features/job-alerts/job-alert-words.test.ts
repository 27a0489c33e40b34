import { describe, expect, it } from 'vitest';
import type { TLookupNamer } from '@mainwork/contracts';
import { describeJobAlert, formatLastSent } from './job-alert-words.ts';

const search = (what: string, where: string, radius = 25) => ({
  what_search_text: what,
  where_search_text: where,
  radius,
  filters: {},
});

describe('a job alert in words', () => {
  it('says the search, then how often it mails', () => {
    const names: TLookupNamer = (lookup, id) => `${lookup}=${id}`;
    expect(
      describeJobAlert(
        {
          ...search('Nurse', ''),
          filters: { job_function_id_eq: 4, job_type_id_eq: 1 },
          frequency: 'instant',
        },
        names,
      ),
    ).toBe('Nurse, jobTypes=1, jobFunctions=4 · instantly');
  });

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
