/**
 * How a word as typed matches a word written: the edit rules of the job search (decision 011), shared by
 * the job search's corrections, the Reward Marketplace and the admin lists' search boxes.
 */

/** Edits a misspelt word may be away from a vocabulary word: none under 5 letters, one up to 8, then two. */
export function allowedEdits(word: string): number {
  if (/\d/.test(word)) return 0;
  const letters = [...word].length;
  if (letters < 5) return 0;
  return letters <= 8 ? 1 : 2;
}

/**
 * Edits between two words: inserting, deleting or substituting a letter, or swapping two adjacent
 * letters, each one edit (optimal string alignment distance).
 */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const rows: number[][] = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[x.length]![y.length]!;
}

/** Lower case, accents folded ('Café' is 'cafe'), apostrophes dropped ("chef's" is 'chefs'). */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/['’]/g, '')
    .toLowerCase();
}

// How much of a typed text is used, after it is normalised and split into words: one rule for every box that
// searches (job search and its alerts, suggestions, places, admin lists; decision 050). Normalising can make
// one typed character many letters and words (U+FDFA is 18 letters and 4 words), so the request's length
// limit alone bounds nothing of what is priced per word or per letter after it.

/** At most this many words of a typed text are used, the first ones: each is a condition, and no one types more. */
export const MAX_TYPED_WORDS = 10;

/** A typed word is used up to this many letters (longer than any word of a job title or place name). */
export const MAX_WORD_LETTERS = 40;

/** The first MAX_TYPED_WORDS words, each cut to MAX_WORD_LETTERS letters (whole characters). */
export function firstWords(words: readonly string[]): string[] {
  return words.slice(0, MAX_TYPED_WORDS).map((word) => {
    if (word.length <= MAX_WORD_LETTERS) return word;
    return [...word].slice(0, MAX_WORD_LETTERS).join('');
  });
}

/**
 * A text's words, normalized and split at anything but letters and digits ('ann@lee.example' is three):
 * the first ones only, however many the text expands to (`firstWords`, decision 050).
 */
export function typedWords(text: string | undefined | null): string[] {
  return firstWords(
    normalizeText(text ?? '')
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
}

/** Whether a word as typed finds a written word: as its start, or within the edits a misspelling is allowed. */
export function typedWordMatches(typed: string, word: string): boolean {
  if (word.startsWith(typed)) return true;
  const allowed = allowedEdits(typed);
  // Words whose lengths differ by more than the edits allowed cannot be within them: no table to fill.
  return Math.abs([...word].length - [...typed].length) <= allowed && editDistance(typed, word) <= allowed;
}

/**
 * Whether every word typed finds a word of `text` (a short list searched in memory): nothing typed
 * matches everything. 'seasid cofe' finds 'Seaside Coffee Roasters'.
 */
export function matchesTypedWords(typed: readonly string[], text: string): boolean {
  if (typed.length === 0) return true;
  const written = normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return typed.every((word) => written.some((candidate) => typedWordMatches(word, candidate)));
}
