import { describe, expect, it } from 'vitest';
import { jobSearchPagePath } from './job-search-words.ts';
import {
  firstJobsPagePath,
  flatQueryString,
  jobSearchQuery,
  jobSearchRequest,
  readJobSearchUrlQuery,
} from './job-search-query.ts';
import {
  EMPTY_SAVED_JOB_SEARCH,
  readSavedJobSearchCookie,
  savedJobSearchCookie,
  type TSavedJobSearch,
} from './job-values.ts';

const saved: TSavedJobSearch = {
  what_search_text: ' baker ',
  where_search_text: 'Boston, MA',
  page: 3,
  // Chosen in another order than the form's: the query keeps the form's.
  filters: {
    job_industry_id_eq: { value: 4, name: 'Food' },
    job_type_id_eq: { value: 2, name: 'Part-time' },
  },
  sort: 'date',
  radius: 50,
};

describe('the job search query string', () => {
  it("asks for a saved search's texts, order, radius and filters, the filters in the form's order", () => {
    expect(flatQueryString(jobSearchQuery(jobSearchRequest(saved), 2))).toBe(
      'what_search_text=baker&where_search_text=Boston%2C+MA&page=2&sort=date&radius=50' +
        '&filters%5Bjob_type_id_eq%5D=2&filters%5Bjob_industry_id_eq%5D=4',
    );
  });

  it('leaves out blank texts, the default order and radius, and a radius without a place', () => {
    expect(jobSearchQuery(jobSearchRequest(EMPTY_SAVED_JOB_SEARCH), 1)).toEqual({ page: 1 });
    expect(
      jobSearchQuery(jobSearchRequest({ ...EMPTY_SAVED_JOB_SEARCH, where_search_text: '  ', radius: 50 }), 1),
    ).toEqual({
      page: 1,
    });
  });

  it("repeats a feed's businesses", () => {
    expect(firstJobsPagePath(EMPTY_SAVED_JOB_SEARCH, [3, 4])).toBe(
      '/api/v1/jobs?page=1&filters%5Bbusiness_id_in%5D%5B%5D=3&filters%5Bbusiness_id_in%5D%5B%5D=4',
    );
  });

  it("is the first page's path the server preloads", () => {
    expect(firstJobsPagePath(saved)).toBe(
      `/api/v1/jobs?${flatQueryString(jobSearchQuery(jobSearchRequest(saved), 1))}`,
    );
  });
});

describe('the job_search cookie', () => {
  it('reads back the search it was written from', () => {
    expect(readSavedJobSearchCookie(savedJobSearchCookie(saved))).toEqual(saved);
  });

  it('reads as the empty search when absent or not JSON', () => {
    for (const value of [undefined, '', '{', 'nurse', '[1]']) {
      expect(readSavedJobSearchCookie(value), String(value)).toEqual(EMPTY_SAVED_JOB_SEARCH);
    }
  });
});

describe("a /jobs URL's search", () => {
  it('reads back what jobSearchPagePath writes, the filters by value with their names unknown', () => {
    const path = jobSearchPagePath(jobSearchRequest(saved));
    expect(path).toBe(
      '/jobs?what_search_text=baker&where_search_text=Boston%2C+MA&sort=date&radius=50' +
        '&filters%5Bjob_type_id_eq%5D=2&filters%5Bjob_industry_id_eq%5D=4',
    );
    expect(readJobSearchUrlQuery(new URL(path, 'https://x').searchParams)).toEqual({
      ...saved,
      what_search_text: 'baker',
      page: 1,
      filters: { job_type_id_eq: { value: 2, name: '' }, job_industry_id_eq: { value: 4, name: '' } },
    });
    expect(jobSearchPagePath(jobSearchRequest(EMPTY_SAVED_JOB_SEARCH))).toBe('/jobs');
  });

  it('is no search when the URL carries none (a chosen job, a page), so the saved search applies', () => {
    expect(readJobSearchUrlQuery(new URLSearchParams('job_id=3&page=2&frame=1'))).toBeNull();
    expect(readJobSearchUrlQuery(new URLSearchParams('what_search_text='))).toEqual(EMPTY_SAVED_JOB_SEARCH);
  });

  it('drops what it cannot read, each part on its own', () => {
    const query = new URLSearchParams(
      `what_search_text=${'x'.repeat(201)}&where_search_text=+Boston+&sort=oldest&radius=7` +
        '&filters[job_type_id_eq]=abc&filters[job_function_id_eq]=-1&filters[job_industry_id_eq]=99999999999' +
        '&filters[job_min_salary_eq]=60000&filters[unknown_eq]=1',
    );
    expect(readJobSearchUrlQuery(query)).toEqual({
      ...EMPTY_SAVED_JOB_SEARCH,
      where_search_text: 'Boston',
      filters: { job_min_salary_eq: { value: 60_000, name: '$60,000+' } },
    });
  });
});
