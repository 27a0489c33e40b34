import { describe, expect, it } from 'vitest';
import { allowedEdits, editDistance, normalizeText, parseSearchText, synonymsOf } from './search-text.ts';

describe('the words of a search', () => {
  it('counts an insert, a delete, a substitution and a swap of two letters as one edit each', () => {
    expect(editDistance('acountant', 'accountant')).toBe(1);
    expect(editDistance('javascrpt', 'javascript')).toBe(1);
    expect(editDistance('barrista', 'barista')).toBe(1);
    expect(editDistance('nurze', 'nurse')).toBe(1);
    expect(editDistance('casheir', 'cashier')).toBe(1);
    expect(editDistance('teahcer', 'teacher')).toBe(1);
    expect(editDistance('recepcionist', 'receptionist')).toBe(1);
    expect(editDistance('mechanik', 'mechanic')).toBe(1);
    expect(editDistance('nurse', 'nurse')).toBe(0);
    expect(editDistance('warehuose', 'warehouse')).toBe(1);
    expect(editDistance('electrican', 'electrician')).toBe(1);
    expect(editDistance('manager', 'ranger')).toBe(2);
  });

  it('corrects words of 5 to 8 letters by one edit, longer ones by two, never shorter words or numbers', () => {
    expect(allowedEdits('nurs')).toBe(0);
    expect(allowedEdits('nurse')).toBe(1);
    expect(allowedEdits('teahcers')).toBe(1);
    expect(allowedEdits('acountant')).toBe(2);
    expect(allowedEdits('12345')).toBe(0);
    expect(allowedEdits('b2bsales')).toBe(0);
  });

  it('folds case and accents and drops apostrophes', () => {
    expect(normalizeText('Café Lumière')).toBe('cafe lumiere');
    expect(normalizeText("Chef's")).toBe('chefs');
  });

  it('keeps hyphenated words together as one word in parts, and quoted phrases and excluded words aside', () => {
    const parsed = parseSearchText('Front-End "line cook" dev -manager e-commerce');
    expect(parsed.tokens).toEqual([
      { parts: ['front', 'end'], text: 'frontend' },
      { parts: ['dev'], text: 'dev' },
      { parts: ['e', 'commerce'], text: 'ecommerce' },
    ]);
    expect(parsed.operators).toBe('"line cook" -manager');
    expect(parseSearchText('nurse or doctor').usesOr).toBe(true);
  });

  it('finds job-title synonyms both ways', () => {
    expect(synonymsOf('rn')).toEqual(['registered nurse']);
    expect(synonymsOf('registered nurse')).toEqual(['rn']);
    expect(synonymsOf('pt')).toEqual(expect.arrayContaining(['physical therapist', 'part time']));
    expect(synonymsOf('nurse')).toEqual([]);
  });
});
