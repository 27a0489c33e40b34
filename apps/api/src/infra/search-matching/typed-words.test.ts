import { describe, expect, it } from 'vitest';
import {
  allowedEdits,
  editDistance,
  firstWords,
  matchesTypedWords,
  MAX_TYPED_WORDS,
  MAX_WORD_LETTERS,
  normalizeText,
  typedWords,
} from './typed-words.ts';

describe('typed words', () => {
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

  it('finds a row when every typed word starts one of its words or is a misspelling of one', () => {
    const name = 'Seaside Coffee Roasters';
    expect(matchesTypedWords(typedWords('coffee SEA'), name)).toBe(true);
    expect(matchesTypedWords(typedWords('roast'), name)).toBe(true);
    expect(matchesTypedWords(typedWords('Cofee'), name)).toBe(true);
    expect(matchesTypedWords(typedWords('seasdie roasters'), name)).toBe(true);
    expect(matchesTypedWords(typedWords('cafe'), name)).toBe(false);
    expect(matchesTypedWords(typedWords('coffee hardware'), name)).toBe(false);
    expect(matchesTypedWords(typedWords('  '), name)).toBe(true);
    expect(typedWords('ann@lee.example')).toEqual(['ann', 'lee', 'example']);
  });

  it('uses the first words of a text, each cut to its first letters, never half a character', () => {
    const words = Array.from({ length: 30 }, (_, i) => `w${i}`);
    expect(firstWords(words)).toEqual(words.slice(0, MAX_TYPED_WORDS));
    expect(firstWords(['x'.repeat(500)])).toEqual(['x'.repeat(MAX_WORD_LETTERS)]);
    expect(firstWords(['😀'.repeat(MAX_WORD_LETTERS + 5)])).toEqual(['😀'.repeat(MAX_WORD_LETTERS)]);
    expect(firstWords(['nurse', 'boston'])).toEqual(['nurse', 'boston']);
    // Counted after normalisation: U+FDFA is 4 words, the ligature ﬃ 3 letters.
    expect(typedWords('\uFDFA'.repeat(200))).toHaveLength(MAX_TYPED_WORDS);
    expect(typedWords('\uFB03'.repeat(200))).toEqual(['ffi'.repeat(200).slice(0, MAX_WORD_LETTERS)]);
  });
});
