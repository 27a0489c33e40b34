import { JOBS_PAGE_SIZE } from '@mainwork/contracts';

/** A search row's place in the newest-first order of postings: its posting time (µs) and job, newer first. */
export type Posting = { id: number; postedMicros: bigint };
/** A row of a page read from its window: its rank and posting. */
export type RankedRow = Posting & { rank: number };

/**
 * A text search's first page, read from its window of newest matches (decision 079): its rows in order, whether
 * they are ranked (by relevance) or only newest first (by date: every rank 0), how many rows the window may hold
 * (`size`) and holds (`held`), and its oldest row. A page read another way has none.
 */
export type WindowPage = { rows: RankedRow[]; ranked: boolean; size: number; held: number; oldest: Posting | null };

/** A search's page as remembered: its job ids in order, and where it stands in its window when it was read so. */
export type PageAnswer = { ids: number[]; window?: WindowPage };

/** The rows changed since a page was read that match its search now, and those that matched it then. */
export type ChangedRows = { now: RankedRow[]; before: Posting[] };

const newer = (a: Posting, b: Posting) =>
  a.postedMicros > b.postedMicros || (a.postedMicros === b.postedMicros && a.id > b.id);
const atOrNewer = (a: Posting, b: Posting) => !newer(b, a);
/** The page's order: rank first, then newest first (`ORDER BY rank DESC, "postedAt" DESC, "jobId" DESC`). */
const ranksAbove = (a: RankedRow, b: RankedRow) => a.rank > b.rank || (a.rank === b.rank && newer(a, b));

/**
 * A page at a later state of the search rows, from the page read at an earlier one and the rows changed in between
 * (undefined: it cannot be told without reading it again).
 *
 * A page read another way holds while no changed row matches, before or now. A window page is brought over its
 * changed rows as long as every row it then holds is known, in order:
 * - **The window.** A window that held every match still does if they are still no more than it may hold. A full
 *   window (its `size` newest matches) loses the changed rows that were in it (at or newer than its oldest) and
 *   gains those now newer than its oldest: as many as it lost and it holds the same older rows; one more and its
 *   oldest leaves, unless that one changed too. Any other move lets in or drops rows not known here.
 * - **The page.** Every row of the window not on the page ranks below its last row. So the new page is its rows
 *   that did not change or leave, with the changed rows now in the window that rank above that last row, best
 *   first, while there are a page's worth: fewer, and a row below the last, not known here, would come in.
 */
export function pageOverChanges(answer: PageAnswer, changed: ChangedRows): PageAnswer | undefined {
  if (changed.now.length === 0 && changed.before.length === 0) return answer;
  const window = answer.window;
  if (!window) return undefined;
  let entering = window.ranked ? changed.now : changed.now.map((row) => ({ ...row, rank: 0 }));
  let leaving: number | undefined;
  if (window.held >= window.size) {
    const oldest = window.oldest!;
    const left = changed.before.filter((row) => atOrNewer(row, oldest)).length;
    entering = entering.filter((row) => atOrNewer(row, oldest));
    const gained = entering.length - left;
    if (gained < 0 || gained > 1) return undefined;
    if (gained === 1) {
      if (changed.before.some((row) => row.id === oldest.id) || entering.some((row) => row.id === oldest.id))
        return undefined;
      leaving = oldest.id;
    }
  } else if (window.held - changed.before.length + changed.now.length > window.size) return undefined;

  const changedIds = new Set([...changed.now, ...changed.before].map((row) => row.id));
  const last = window.rows.length >= JOBS_PAGE_SIZE ? window.rows.at(-1) : undefined;
  const rows = [
    ...window.rows.filter((row) => !changedIds.has(row.id) && row.id !== leaving),
    ...entering.filter((row) => !last || ranksAbove(row, last)),
  ].sort((a, b) => (ranksAbove(a, b) ? -1 : 1));
  if (last && rows.length < JOBS_PAGE_SIZE) return undefined;
  return { ids: rows.slice(0, JOBS_PAGE_SIZE).map((row) => row.id) };
}
