import { useEffect, useRef, type RefObject } from 'react';

/** Spec §9: the next page loads once 80 % of the list has been scrolled into view; checks at most every 150 ms. */
export const SCROLL_THRESHOLD = 0.8;
export const SCROLL_THROTTLE_MS = 150;

/** How much of the element has passed the bottom of the viewport, from 0 to 1 (and more once it is above it). */
export function scrolledFraction(rect: { top: number; height: number }, viewportHeight: number): number {
  if (rect.height <= 0) return 0;
  return (viewportHeight - rect.top) / rect.height;
}

/**
 * Calls `loadMore` when the window is scrolled (or resized) so that 80 % of `listRef` has been seen, throttled to
 * 150 ms, and once more whenever `version` changes (a short first page may not fill the screen).
 */
export function useInfiniteScroll(
  listRef: RefObject<HTMLElement | null>,
  { enabled, loadMore, version }: { enabled: boolean; loadMore(): void; version: number },
) {
  const loadMoreRef = useRef(loadMore);
  useEffect(() => {
    loadMoreRef.current = loadMore;
  });

  useEffect(() => {
    if (!enabled) return;
    let lastRun = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      lastRun = Date.now();
      const element = listRef.current;
      if (element && scrolledFraction(element.getBoundingClientRect(), window.innerHeight) >= SCROLL_THRESHOLD) {
        loadMoreRef.current();
      }
    };
    const throttled = () => {
      const wait = SCROLL_THROTTLE_MS - (Date.now() - lastRun);
      if (wait <= 0) check();
      else
        timer ??= setTimeout(() => {
          timer = undefined;
          check();
        }, wait);
    };
    window.addEventListener('scroll', throttled, { passive: true });
    window.addEventListener('resize', throttled);
    check();
    return () => {
      window.removeEventListener('scroll', throttled);
      window.removeEventListener('resize', throttled);
      clearTimeout(timer);
    };
  }, [enabled, listRef, version]);
}
