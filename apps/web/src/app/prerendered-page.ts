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

/**
 * Loads the code of the current page's screens (lazy-screen.ts) before the app first renders, so the app
 * replaces the prerendered markup with the same page at once, never with a loading fallback.
 */
export async function preloadCurrentScreens(): Promise<void> {
  const matches = matchRoutes(routeTable, window.location) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const type = (route.element as { type?: Preloadable } | undefined)?.type;
      return type?.preload?.().catch(() => undefined);
    }),
  );
}
