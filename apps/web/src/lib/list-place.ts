/**
 * Where a candidate left a job list: its address (with the chosen job and frame mode), how far it was
 * scrolled and the search it showed. Kept in session storage (this tab only) while they go to a job and
 * apply, so that after applying they land back on that list as they left it (decision 029).
 */
export type ListPlace = { path: string; scrollY: number; search: unknown };

const KEY = 'mw_list_place';

/** What the apply page passes the list in the navigation's state: restore the remembered place. */
export type ListReturnState = { restoreListPlace: true };

export function rememberListPlace(place: ListPlace): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(place));
  } catch {
    // Storage full or refused (private mode): the list then opens at its top, as before.
  }
}

export function rememberedListPlace(): ListPlace | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { path, scrollY, search } = parsed as Record<string, unknown>;
    if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
    return { path, scrollY: typeof scrollY === 'number' && scrollY >= 0 ? scrollY : 0, search };
  } catch {
    return null;
  }
}

/**
 * The list to go back to after applying, open on the job applied to (`job_id`): the remembered one when it
 * is the list `listPath` names (same path, whatever its query string), else `listPath` itself.
 */
export function listToReturnTo(listPath: string, appliedJobId: number): string {
  const place = rememberedListPlace();
  const pathname = (path: string) => path.split('?')[0];
  const list = new URL(place && pathname(place.path) === pathname(listPath) ? place.path : listPath, 'http://list');
  list.searchParams.set('job_id', String(appliedJobId));
  return `${list.pathname}${list.search}`;
}

export function isListReturn(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as ListReturnState).restoreListPlace === true;
}
