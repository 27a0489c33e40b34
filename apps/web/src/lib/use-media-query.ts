import { createContext, useContext, useSyncExternalStore } from 'react';

/** Spec §9 breakpoints: phones are at most 767 px wide. */
export const MOBILE_QUERY = '(max-width: 767px)';
/** Spec §9 breakpoints: tablets end at 991 px, so wide screens start at 992 px. */
export const WIDE_SCREEN_QUERY = '(min-width: 992px)';
/** Lists of rows are drawn as cards on phones and tablets, below the wide screens (decision 053). */
export const LIST_CARDS_QUERY = '(max-width: 991px)';

const mediaQueryList = (query: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

/**
 * Whether the server renders the page for a phone (prerender.tsx: the request says it comes from one), so
 * a phone's first paint is the phone's layout. Elsewhere on the server every query answers false.
 */
export const ServerRendersPhone = createContext(false);

/** Whether the media query matches now, following changes. */
export function useMediaQuery(query: string): boolean {
  const serverPhone = useContext(ServerRendersPhone);
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaQueryList(query)?.matches ?? false,
    () => serverPhone && (query === MOBILE_QUERY || query === LIST_CARDS_QUERY),
  );
}
