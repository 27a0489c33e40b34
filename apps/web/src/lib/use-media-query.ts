import { useSyncExternalStore } from 'react';

/** Spec §9 breakpoints: phones are at most 767 px wide. */
export const MOBILE_QUERY = '(max-width: 767px)';
/** Spec §9 breakpoints: tablets end at 991 px, so wide screens start at 992 px. */
export const WIDE_SCREEN_QUERY = '(min-width: 992px)';

const mediaQueryList = (query: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

/** Whether the media query matches now, following changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaQueryList(query)?.matches ?? false,
    () => false,
  );
}
