import type { DehydratedState } from '@tanstack/react-query';
import { matchRoutes } from 'react-router-dom';
import { routeTable } from './router.tsx';

/** The id of the `<script type="application/json">` the server puts the prerendered page's data in. */
export const PRERENDERED_DATA_ID = 'prerendered-data';

/** A page the server sent prerendered (decision 027): the query cache it was rendered from, and for whom. */
export type PrerenderedPage = {
  state: DehydratedState;
  /**
   * Rendered for an anonymous visitor: the markup is what the app renders in any browser, so the app
   * hydrates it. A signed-in screen (decision 046) holds times in the server's zone, so the app renders
   * it afresh in the browser's.
   */
  visitor: boolean;
  /** Rendered at a phone's width (the server's `fromPhone`), which hydration must start from. */
  phone: boolean;
  /** When the server rendered it (epoch ms): its relative dates are hydrated against this time. */
  renderedAt: number | null;
};

/** The page the server prerendered, when it sent one. */
export function prerenderedPage(): PrerenderedPage | undefined {
  const script = document.getElementById(PRERENDERED_DATA_ID);
  if (!script?.textContent) return undefined;
  const renderedAt = Number(script.dataset.renderedAt);
  try {
    return {
      state: JSON.parse(script.textContent) as DehydratedState,
      visitor: script.dataset.audience === 'visitor',
      phone: script.hasAttribute('data-phone'),
      renderedAt: Number.isSafeInteger(renderedAt) ? renderedAt : null,
    };
  } catch {
    return undefined;
  }
}

type Preloadable = { preload?: () => Promise<void> };

/**
 * Loads the code of the current page's screens (lazy-screen.ts) before the app first renders, so the app
 * takes over the prerendered markup with the same page at once, never with a loading fallback.
 */
export async function preloadCurrentScreens(): Promise<void> {
  const matches = matchRoutes(routeTable, window.location.pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const type = (route.element as { type?: Preloadable } | undefined)?.type;
      return type?.preload?.().catch(() => undefined);
    }),
  );
}
