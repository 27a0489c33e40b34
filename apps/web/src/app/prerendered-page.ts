import type { DehydratedState } from '@tanstack/react-query';
import { matchRoutes } from 'react-router-dom';
import { routeTable } from './router.tsx';

/** The id of the `<script type="application/json">` the server puts the prerendered page's data in. */
export const PRERENDERED_DATA_ID = 'prerendered-data';

/** The query cache the server rendered this page from, when it sent the page prerendered. */
export function prerenderedData(): DehydratedState | undefined {
  const script = document.getElementById(PRERENDERED_DATA_ID);
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as DehydratedState;
  } catch {
    return undefined;
  }
}

type Preloadable = { preload?: () => Promise<void> };
type ElementLike = { type?: Preloadable; props?: { children?: unknown } } | undefined;

/** The screen a route shows: its element, or the screen inside its guards (router.tsx's `guarded`). */
function screenOf(element: ElementLike): Preloadable | undefined {
  for (let current = element; current; current = current.props?.children as ElementLike)
    if (current.type?.preload) return current.type;
  return undefined;
}

/**
 * Loads the code of the current page's screens (lazy-screen.ts): before the app first renders on a
 * prerendered page, so the app replaces its markup with the same page at once, never with a loading
 * fallback; beside the session check on any other, so a guarded screen's code does not wait for it.
 */
export async function preloadCurrentScreens(): Promise<void> {
  const matches = matchRoutes(routeTable, window.location) ?? [];
  await Promise.all(
    matches.map(({ route }) =>
      screenOf(route.element as ElementLike)
        ?.preload?.()
        .catch(() => undefined),
    ),
  );
}
