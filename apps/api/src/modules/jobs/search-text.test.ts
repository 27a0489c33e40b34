import { describe, expect, it } from 'vitest';
import { MAX_TYPED_WORDS, MAX_WORD_LETTERS } from '../../infra/search-matching/typed-words.ts';
import { parseSearchText, synonymsOf } from './search-text.ts';

describe('the words of a search', () => {
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

  it('gives websearch the pieces in the order typed, so that OR joins what stands either side of it', () => {
    expect(parseSearchText('"Line Cook" or nurse').websearchText).toBe('"line cook" or nurse');
    expect(parseSearchText('cook -manager or nurse').websearchText).toBe('cook -manager or nurse');
  });

  it('uses the first words only, each cut to its first letters, counted after normalisation', () => {
    // U+FDFA is one character within the length limit, and 18 letters in 4 words once normalised.
    const expanding = parseSearchText('\uFDFA'.repeat(200));
    expect(expanding.tokens).toHaveLength(MAX_TYPED_WORDS);
    // The ligature ﬃ is 3 letters: 200 of them one word of 600 letters.
    const [ligatures] = parseSearchText('\uFB03'.repeat(200)).tokens;
    expect(ligatures!.text).toBe('ffi'.repeat(200).slice(0, MAX_WORD_LETTERS));
    expect(parseSearchText('a '.repeat(100)).tokens).toHaveLength(MAX_TYPED_WORDS);
    expect(parseSearchText('"a b" '.repeat(50)).operators!.split('"a b"')).toHaveLength(MAX_TYPED_WORDS + 1);
    expect(parseSearchText('nurse -\uFDFA').operators).toBe('-صلى');
    const withOr = parseSearchText(`${'nurse or '.repeat(20)}cook`);
    expect(withOr.websearchText.split(' ')).toHaveLength(MAX_TYPED_WORDS);
  });

  it('finds job-title synonyms both ways', () => {
    expect(synonymsOf('rn')).toEqual(['registered nurse']);
    expect(synonymsOf('registered nurse')).toEqual(['rn']);
    expect(synonymsOf('pt')).toEqual(expect.arrayContaining(['physical therapist', 'part time']));
    expect(synonymsOf('nurse')).toEqual([]);
  });
});
