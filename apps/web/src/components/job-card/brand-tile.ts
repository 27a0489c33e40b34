// A name's branded stand-ins (decision 058): its initials and one of the tile colours of the tokens
// (`.mw-tile-0` … `.mw-tile-7`, each 4.5:1 or more under white), the same for the same name everywhere.

/** How many tile colours the tokens define (`$mw-tile-colors`). */
export const TILE_COLORS = 8;

/** 'Greater Boston Chamber of Commerce' → 'GB', 'The Daily Grind' → 'DG', 'Zed' → 'Z': words of two letters
 * or more but 'the', 'and' and 'for', their first letter or digit. */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}][\p{L}\p{N}'’]*/gu) ?? [];
  const meaningful = words.filter((word) => !/^(?:the|and|for|of|at|an?)$/i.test(word));
  return (meaningful[0] ? meaningful : words)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** The tile colour's class for a name: a small hash of its letters, so a name keeps its colour. */
export function tileClassOf(name: string): string {
  let hash = 0;
  for (const char of name.trim().toLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return `mw-tile-${hash % TILE_COLORS}`;
}
