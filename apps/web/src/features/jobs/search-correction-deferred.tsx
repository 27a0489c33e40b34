/**
 * 'Showing results for receptionist' above a list whose misspelt words were corrected (decision 057), with a
 * link that searches the words as typed instead: each in quotes, which the search takes as written. Loaded
 * only when a search was corrected.
 */
export default function SearchCorrection({
  corrected,
  typed,
  onSearchTyped,
}: {
  corrected: string;
  typed: string;
  onSearchTyped(text: string): void;
}) {
  return (
    <p className="mb-2" data-testid="search-correction">
      Showing results for <strong>{corrected}</strong>.{' '}
      <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => onSearchTyped(asTyped(typed))}>
        Search instead for {typed}
      </button>
    </p>
  );
}

/** The text with each plain word in quotes; quoted phrases and excluded words (-word) stay as they are. */
export function asTyped(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (word.includes('"') || word.startsWith('-') ? word : `"${word}"`))
    .join(' ');
}
