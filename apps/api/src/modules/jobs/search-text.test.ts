import { describe, expect, it } from 'vitest';
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

  it('finds job-title synonyms both ways', () => {
    expect(synonymsOf('rn')).toEqual(['registered nurse']);
    expect(synonymsOf('registered nurse')).toEqual(['rn']);
    expect(synonymsOf('pt')).toEqual(expect.arrayContaining(['physical therapist', 'part time']));
    expect(synonymsOf('nurse')).toEqual([]);
  });
});
