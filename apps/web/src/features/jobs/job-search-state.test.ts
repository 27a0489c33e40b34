import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, parseSavedSearch, searchesAroundPlace } from './job-search-state.ts';

describe('searchesAroundPlace (the radius selector)', () => {
  it('is for a city or ZIP, not for Remote, a state (also with its country) or nothing', () => {
    for (const where of ['Boston, MA', 'Boston MA', 'boston', '02108', 'Washington, DC', 'Boston, MA, USA']) {
      expect(searchesAroundPlace(where), where).toBe(true);
    }
    for (const where of ['', '  ', 'Remote', 'MA', 'ma', 'Massachusetts', 'Massachusetts, USA', 'New York, U.S.']) {
      expect(searchesAroundPlace(where), where).toBe(false);
    }
  });
});

describe('a saved search read back', () => {
  it('keeps every readable field', () => {
    const saved = {
      what_search_text: 'nurse',
      where_search_text: 'Boston, MA',
      page: 3,
      filters: { job_type_id_eq: { value: 2, name: 'Full-time' } },
      sort: 'date',
      radius: 50,
    };
    expect(parseSavedSearch(saved)).toEqual(saved);
  });

  it('falls back field by field when one is unreadable, and drops unknown or broken filters', () => {
    expect(
      parseSavedSearch({
        what_search_text: 'x'.repeat(201),
        where_search_text: 7,
        page: 0,
        filters: {
          job_type_id_eq: { value: -1, name: 'Bad' },
          job_industry_id_eq: { value: 4, name: 'Health', extra: true },
          not_a_filter: { value: 1, name: 'No' },
        },
        sort: 'price',
        radius: 30,
      }),
    ).toEqual({ ...EMPTY_SEARCH, filters: { job_industry_id_eq: { value: 4, name: 'Health' } } });
  });

  it('is the empty search when it is not an object', () => {
    expect(parseSavedSearch(null)).toEqual(EMPTY_SEARCH);
    expect(parseSavedSearch('nurse')).toEqual(EMPTY_SEARCH);
    expect(parseSavedSearch([1])).toEqual(EMPTY_SEARCH);
    expect(parseSavedSearch({ filters: 'x' })).toEqual(EMPTY_SEARCH);
  });
});
