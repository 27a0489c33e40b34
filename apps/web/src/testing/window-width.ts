import { vi } from 'vitest';

/** Whether a media query of widths (`(max-width: 767px)`, `(min-width: 992px)`, joined by `and`) holds at `width`. */
function holdsAt(query: string, width: number): boolean {
  const parts = [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)];
  return (
    parts.length > 0 && parts.every(([, side, px]) => (side === 'min' ? width >= Number(px) : width <= Number(px)))
  );
}

/**
 * Draws the screens under test as in a window `width` px wide: `matchMedia` answers width queries as a
 * browser of that width would (jsdom has no `matchMedia`). Undone by `vi.unstubAllGlobals()`.
 */
export function showAtWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: holdsAt(query, width),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}
