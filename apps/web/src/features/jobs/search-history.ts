/**
 * Each /jobs history entry's search and scroll (decision 057): a search pushes an entry, and Back shows the
 * search it left as it was, scrolled where it was. Kept by the router's key of the entry, in memory: for this
 * page load's entries (the first one's key, 'default', is then this load's own). After a reload Back shows
 * the URL's search at its top.
 */
export type SearchEntry = { search: unknown; scrollY: number };

const entries = new Map<string, SearchEntry>();

/** Remembers the entry's search and scroll as the person leaves it (to another search or a job). */
export const rememberSearchEntry = (historyKey: string, entry: SearchEntry) => void entries.set(historyKey, entry);

export const rememberedSearchEntry = (historyKey: string): SearchEntry | null => entries.get(historyKey) ?? null;

/** Forgets every entry: a test opens a page load of its own. */
export const forgetSearchEntries = () => entries.clear();
