import './styles/bootstrap.scss';
import './styles.css';
import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadCurrentScreens, prerenderedData } from './app/prerendered-page.ts';

const prerendered = prerenderedData();

/** Makes the page live in the commit that puts the app's markup in place of the server's. */
function LiveOnCommit({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => container.removeAttribute('inert'), [container]);
  return children;
}

function start() {
  const container = document.getElementById('root')!;
  const root = createRoot(container);
  // A fresh render replacing the server's markup, not hydration: the server renders an anonymous
  // visitor's page, which need not match this browser's state (decision 027). Rendered as a transition,
  // so React yields to the browser while it renders and the prerendered page stays on screen (inert)
  // until the app's markup replaces it in one commit.
  startTransition(() =>
    root.render(
      <StrictMode>
        <LiveOnCommit container={container}>
          <App prerendered={prerendered} />
        </LiveOnCommit>
      </StrictMode>,
    ),
  );
}

// The server asks for this code only once the browser has painted its markup (start-after-paint.js).
if (prerendered) void preloadCurrentScreens().then(start);
else start();
