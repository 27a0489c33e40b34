import { createContext, useContext } from 'react';

/** The page's origin when the server renders it (prerender.tsx), where there is no `window.location`. */
export const ServerPageOrigin = createContext<string | undefined>(undefined);

/** The origin the page is served from: addresses shown to be copied (a share link) start with it. */
export function usePageOrigin(): string {
  return useContext(ServerPageOrigin) ?? window.location.origin;
}
