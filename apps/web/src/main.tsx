import './styles/bootstrap.scss';
import './styles.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadCurrentScreens, prerenderedData } from './app/prerendered-page.ts';

const prerendered = prerenderedData();

function start() {
  const container = document.getElementById('root')!;
  const root = createRoot(container);
  // A fresh render replacing the server's markup, not hydration: the server renders an anonymous
  // visitor's page, which need not match this browser's state (decision 027). Rendered at once, so
  // the markup the server sent inert is live the moment it is the app's.
  flushSync(() =>
    root.render(
      <StrictMode>
        <App prerendered={prerendered} />
      </StrictMode>,
    ),
  );
  container.removeAttribute('inert');
}

// The server asks for this code only once the browser has painted its markup (start-after-paint.js).
if (prerendered) void preloadCurrentScreens().then(start);
else start();
