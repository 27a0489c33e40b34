import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * When the server rendered the page (prerender.tsx, and the browser while it hydrates that page): the time
 * its relative dates ('Posted 5 minutes ago') were written against. Null: the browser's own clock.
 */
export const ServerRenderedAt = createContext<number | null>(null);

const neverChanges = () => () => undefined;
const browserClock = () => null;

/**
 * The time relative dates are counted to: the server's render time while React adopts the server's markup,
 * so the text is the same (a minute passed between the two, or a clock set differently, would otherwise
 * make React throw the markup away), and the browser's clock from the render right after.
 */
export function usePageNow(): Date {
  const renderedAt = useContext(ServerRenderedAt);
  const at = useSyncExternalStore(neverChanges, browserClock, () => renderedAt);
  return at === null ? new Date() : new Date(at);
}

const browserTimeZone = () => undefined;
const serverTimeZone = () => 'UTC';

/**
 * The time zone a page writes its days in: UTC while the server renders it and while React adopts that
 * markup (the server's clock knows no visitor's time zone, and a day written otherwise would make React throw
 * the markup away), the browser's own from the render right after. Undefined: the browser's.
 */
export function usePageTimeZone(): string | undefined {
  return useSyncExternalStore(neverChanges, browserTimeZone, serverTimeZone);
}
