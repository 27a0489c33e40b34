import './styles/bootstrap.scss';
import './styles.css';
import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadCurrentScreens, prerenderedPage } from './app/prerendered-page.ts';
import { ServerRenderedAt } from './lib/page-clock.ts';
import { ServerRendersPhone } from './lib/use-media-query.ts';

const prerendered = prerenderedPage();

/** Makes the page live in the commit where the app takes over the server's markup. */
function LiveOnCommit({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => container.removeAttribute('inert'), [container]);
  return children;
}

function start() {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <LiveOnCommit container={container}>
        <ServerRendersPhone.Provider value={prerendered?.phone === true}>
          <ServerRenderedAt.Provider value={prerendered?.renderedAt ?? null}>
            <App prerendered={prerendered?.state} />
          </ServerRenderedAt.Provider>
        </ServerRendersPhone.Provider>
      </LiveOnCommit>
    </StrictMode>
  );
  // Both as a transition, so React works in slices of a few milliseconds and yields to the browser between
  // them (outside a transition the whole page is one task), and the prerendered page stays on screen,
  // inert, until the one commit that makes it live.
  startTransition(() => {
    // A visitor's page is hydrated: React adopts the server's elements instead of building the page again,
    // so no element is created, replaced or laid out anew (decision 077). The width it was drawn at is
    // where the media queries start; a phone's page on a wide window is redrawn right after.
    if (prerendered?.visitor) hydrateRoot(container, app);
    // A fresh render replacing the server's markup: a signed-in screen holds times in the server's zone,
    // and the plain shell has no markup to adopt (decision 027).
    else createRoot(container).render(app);
  });
}

// The server asks for this code only once the browser has painted its markup (start-after-paint.js).
if (prerendered) void preloadCurrentScreens().then(start);
else start();
