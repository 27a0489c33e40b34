import { useSyncExternalStore } from 'react';

/** Spec §9 breakpoints: tablets end at 991 px, so the detail panel sits beside the list from 992 px. */
export const WIDE_SCREEN_QUERY = '(min-width: 992px)';

const mediaQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_SCREEN_QUERY) : null);

function subscribe(onChange: () => void) {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True on screens at least 992 px wide. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
