/**
 * Each /jobs history entry's search and scroll (decision 057): a search pushes an entry, and Back shows the
 * search it left as it was, scrolled where it was. Kept in session storage (this tab, as the history is),
 * by the history entry's key, the last MAX_ENTRIES only.
 */
export type SearchEntry = { search: unknown; scrollY: number };

const KEY = 'mw_search_entries';
/** The key of the first entry of every page load (the router's): not this entry's own, so never kept. */
export const DEFAULT_KEY = 'default';
const MAX_ENTRIES = 50;

function entries(): Array<[string, SearchEntry]> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Array<[string, SearchEntry]>) : [];
  } catch {
    return [];
  }
}

/** Remembers the entry's search and scroll as the person leaves it (to another search or a job). */
export function rememberSearchEntry(historyKey: string, entry: SearchEntry): void {
  if (historyKey === DEFAULT_KEY) return;
  const kept = entries().filter(([key]) => key !== historyKey);
  kept.push([historyKey, entry]);
  try {
    sessionStorage.setItem(KEY, JSON.stringify(kept.slice(-MAX_ENTRIES)));
  } catch {
    // Storage full or refused (private mode): Back then shows the URL's search at its top.
  }
}

export function rememberedSearchEntry(historyKey: string): SearchEntry | null {
  if (historyKey === DEFAULT_KEY) return null;
  const found = entries().find(([key]) => key === historyKey)?.[1];
  if (!found || typeof found !== 'object') return null;
  const scrollY = typeof found.scrollY === 'number' && found.scrollY >= 0 ? found.scrollY : 0;
  return { search: found.search, scrollY };
}
