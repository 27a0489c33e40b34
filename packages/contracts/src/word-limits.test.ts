import { describe, expect, it } from 'vitest';
import { firstWords, MAX_TYPED_WORDS, MAX_WORD_LETTERS } from './word-limits.ts';
import { foldPlaceText } from './place-values.ts';

describe('how much of a typed text is used', () => {
  it('keeps the first words, each cut to its first letters, never half a character', () => {
    const words = Array.from({ length: 30 }, (_, i) => `w${i}`);
    expect(firstWords(words)).toEqual(words.slice(0, MAX_TYPED_WORDS));
    expect(firstWords(['x'.repeat(500)])).toEqual(['x'.repeat(MAX_WORD_LETTERS)]);
    const emoji = '😀'.repeat(MAX_WORD_LETTERS + 5);
    expect(firstWords([emoji])).toEqual(['😀'.repeat(MAX_WORD_LETTERS)]);
    expect(firstWords(['nurse', 'boston'])).toEqual(['nurse', 'boston']);
  });

  it('bounds a place text however far normalisation expands it', () => {
    // U+FDFA folds to 4 words of 18 letters.
    expect(foldPlaceText('\uFDFA'.repeat(100)).split(' ')).toHaveLength(MAX_TYPED_WORDS);
    expect(foldPlaceText('Kansas City Missouri')).toBe('kansas city missouri');
  });
});
