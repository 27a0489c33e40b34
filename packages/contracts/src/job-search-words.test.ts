import { describe, expect, it } from 'vitest';
import { jobSearchInWords, type TLookupNamer } from './job-search-words.ts';

const search = (what: string, where: string, radius = 25) => ({
  what_search_text: what,
  where_search_text: where,
  radius,
  filters: {},
});
const noNames: TLookupNamer = () => undefined;

describe('a job search in words', () => {
  it("says 'near' a place, 'within N miles of' it past the default radius, 'in' a state, and remote", () => {
    expect(jobSearchInWords(search('Nurse', 'Boston, MA'), noNames)).toBe('Nurse near Boston, MA');
    expect(jobSearchInWords(search('Nurse', 'Boston, MA', 100), noNames)).toBe('Nurse within 100 miles of Boston, MA');
    expect(jobSearchInWords(search('Cook', 'Massachusetts', 50), noNames)).toBe('Cook in Massachusetts');
    expect(jobSearchInWords(search('  Web   designer ', 'remote'), noNames)).toBe('Web designer, remote');
    expect(jobSearchInWords(search('', ''), noNames)).toBe('All jobs');
  });

  it("names the filters in the job search's order: the lookup's name, the amount, else the filter's label", () => {
    const names: TLookupNamer = (lookup, id) => (lookup === 'jobTypes' && id === 1 ? 'Full-time' : undefined);
    expect(
      jobSearchInWords(
        {
          ...search('Nurse', 'Boston, MA'),
          filters: { job_function_id_eq: 4, job_min_salary_eq: 60_000, job_type_id_eq: 1 },
        },
        names,
      ),
    ).toBe('Nurse near Boston, MA, Full-time, $60,000+, Function');
  });
});
