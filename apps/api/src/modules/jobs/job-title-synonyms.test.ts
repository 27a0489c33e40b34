import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { JOB_TITLE_SYNONYMS } from './job-title-synonyms.ts';
import { normalizeText } from '../../infra/search-matching/typed-words.ts';
import { synonymsOf } from './search-text.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const terms = JOB_TITLE_SYNONYMS.flat();

describe('the job-title synonyms list', () => {
  it('holds the abbreviations job titles are searched by, each finding its words and back', () => {
    const expected: Record<string, string> = {
      rn: 'registered nurse',
      lpn: 'licensed practical nurse',
      cna: 'certified nursing assistant',
      np: 'nurse practitioner',
      pa: 'physician assistant',
      pt: 'physical therapist',
      ot: 'occupational therapist',
      hr: 'human resources',
      qa: 'quality assurance',
      ml: 'machine learning',
      ai: 'artificial intelligence',
      ux: 'user experience',
      ui: 'user interface',
      pm: 'project manager',
      ea: 'executive assistant',
      sdr: 'sales development representative',
      bdr: 'business development representative',
      cdl: 'commercial driver',
      cpa: 'certified public accountant',
      js: 'javascript',
      ts: 'typescript',
      dev: 'developer',
      eng: 'engineer',
      mgr: 'manager',
      sr: 'senior',
      jr: 'junior',
      admin: 'administrator',
    };
    for (const [abbreviation, words] of Object.entries(expected)) {
      expect(synonymsOf(abbreviation), abbreviation).toContain(words);
      expect(synonymsOf(words), words).toContain(abbreviation);
    }
  });

  it('writes every term as a search sees it: lower case, no accents or punctuation, one to three words', () => {
    for (const term of terms) {
      expect(normalizeText(term), term).toBe(term);
      expect(term, term).toMatch(/^[a-z0-9]+( [a-z0-9]+){0,2}$/);
    }
    for (const group of JOB_TITLE_SYNONYMS) {
      expect(group.length, group.join(', ')).toBeGreaterThanOrEqual(2);
      expect(new Set(group).size, group.join(', ')).toBe(group.length);
    }
  });

  it('has no term made only of words search ignores (stop words), which could never be found', async () => {
    const { rows } = await db.pool.query<{ term: string }>(
      `SELECT term FROM unnest($1::text[]) term WHERE numnode(to_tsquery('search.english', replace(term, ' ', ' & '))) = 0`,
      [terms],
    );
    expect(rows.map((row) => row.term)).toEqual([]);
  });
});
