// How much of a typed text is used, after it is normalised (NFKD, case, accents) and split into words: one
// rule for every box that searches (job search, suggestions, places, job alerts, admin lists), here with
// the place texts the web app reads too (decision 050). Normalising can make one typed character many
// letters and words (U+FDFA is 18 letters and 4 words), so the request's length limit alone bounds nothing.

/** At most this many words of a typed text are used, the first ones: each is a condition, and no one types more. */
export const MAX_TYPED_WORDS = 10;

/** A typed word is used up to this many letters (longer than any word of a job title or place name). */
export const MAX_WORD_LETTERS = 40;

/** The first MAX_TYPED_WORDS words, each cut to MAX_WORD_LETTERS letters (code points, never half a character). */
export function firstWords(words: readonly string[]): string[] {
  return words.slice(0, MAX_TYPED_WORDS).map((word) => {
    if (word.length <= MAX_WORD_LETTERS) return word;
    return [...word].slice(0, MAX_WORD_LETTERS).join('');
  });
}
