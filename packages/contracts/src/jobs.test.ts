import { describe, expect, it } from 'vitest';
import { annualSalary, JOB_SEARCH_FILTERS, ZJobSearchFilters } from './jobs.ts';

describe('the search filters', () => {
  it('are what the query schema takes, each by its name, and nothing else', () => {
    for (const filter of JOB_SEARCH_FILTERS)
      expect(ZJobSearchFilters.parse({ [filter.key]: '40000' }), filter.key).toEqual({ [filter.key]: 40_000 });
    expect(ZJobSearchFilters.safeParse({ job_title_eq: '3' }).success).toBe(false);
  });

  it('take a lookup id for each lookup filter and a yearly amount for Min Salary', () => {
    for (const filter of JOB_SEARCH_FILTERS)
      expect(ZJobSearchFilters.safeParse({ [filter.key]: '0' }).success, filter.key).toBe(filter.lookup === null);
  });
});

describe('annualSalary', () => {
  it("is the range's maximum, or its minimum without one, over a year of its pay periods, to the cent", () => {
    expect(annualSalary('per_hour', 20, 26.55)).toBe(55_224);
    expect(annualSalary('per_hour', 45)).toBe(93_600);
    expect(annualSalary('per_day', 150, null)).toBe(39_000);
    expect(annualSalary('per_week', 1000, 1200)).toBe(62_400);
    expect(annualSalary('per_month', 5000, 5000)).toBe(60_000);
    expect(annualSalary('per_year', 60_000, 70_000.1)).toBe(70_000.1);
  });
});
