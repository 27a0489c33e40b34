// A name's branded stand-ins (decision 058): its initials and one of the tile colours of the tokens
// (`.mw-tile-0` … `.mw-tile-7`, each 4.5:1 or more under white), the same for the same name everywhere.

/** How many tile colours the tokens define (`$mw-tile-colors`). */
export const TILE_COLORS = 8;

const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'of', 'the', '&']);

/** 'Greater Boston Chamber of Commerce' → 'GB', 'The Daily Grind' → 'DG', 'Zed' → 'Z'. */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s\-–—/]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const meaningful = words.filter((word) => !SMALL_WORDS.has(word.toLowerCase()));
  const chosen = (meaningful.length > 0 ? meaningful : words).slice(0, 2);
  return chosen.map((word) => [...word][0]!.toUpperCase()).join('');
}

/** The tile colour's class for a name: a small hash of its letters, so a name keeps its colour. */
export function tileClassOf(name: string): string {
  let hash = 0;
  for (const char of name.trim().toLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return `mw-tile-${hash % TILE_COLORS}`;
}
