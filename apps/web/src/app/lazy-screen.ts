import { createElement, lazy, useState, type ComponentType } from 'react';
import { chunkInTime } from '../lib/chunk-load.ts';

/**
 * A screen loaded on first use, with the chunk time-out. `preload()` fetches its code ahead of the first
 * render (main.tsx does for the page served prerendered): a screen whose code is already there renders at
 * once, without suspending, so the prerendered page is replaced without a fallback in between.
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  const start = () =>
    chunkInTime(load()).then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(start);
  function Screen(props: P) {
    // Fixed for the life of this instance: switching from the lazy wrapper to the screen would remount it.
    const [ready] = useState(() => loaded);
    return createElement(ready ?? Lazy, props);
  }
  Screen.preload = () => start().then(() => undefined);
  return Screen;
}
