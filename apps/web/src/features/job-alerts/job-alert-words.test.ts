import { describe, expect, it } from 'vitest';
import { describeJobAlert, describeJobAlertSearch, formatLastSent, type FilterNamer } from './job-alert-words.ts';

const search = (what: string, where: string, radius = 25) => ({
  what_search_text: what,
  where_search_text: where,
  radius,
  filters: {},
});
const noNames: FilterNamer = (_key, value) => String(value);

describe('a job alert in words', () => {
  it("says 'near' a place, 'within N miles of' it past the default radius, 'in' a state, and remote", () => {
    expect(describeJobAlertSearch(search('Nurse', 'Boston, MA'), noNames)).toBe('Nurse near Boston, MA');
    expect(describeJobAlertSearch(search('Nurse', 'Boston, MA', 100), noNames)).toBe(
      'Nurse within 100 miles of Boston, MA',
    );
    expect(describeJobAlertSearch(search('Cook', 'Massachusetts', 50), noNames)).toBe('Cook in Massachusetts');
    expect(describeJobAlertSearch(search('  Web   designer ', 'remote'), noNames)).toBe('Web designer, remote');
    expect(describeJobAlertSearch(search('', ''), noNames)).toBe('All jobs');
  });

  it("names the filters in the job search's order and ends with the frequency", () => {
    const names: FilterNamer = (key, value) => `${key}=${value}`;
    expect(
      describeJobAlert(
        {
          ...search('Nurse', ''),
          filters: { job_function_id_eq: 4, job_type_id_eq: 1 },
          frequency: 'instant',
        },
        names,
      ),
    ).toBe('Nurse, job_type_id_eq=1, job_function_id_eq=4 · instantly');
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
