import './styles/bootstrap.scss';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadCurrentScreens, prerenderedData } from './app/prerendered-page.ts';

const prerendered = prerenderedData();

function start() {
  // A fresh render replacing the server's markup, not hydration: the server renders an anonymous
  // visitor's page, which need not match this browser's state (decision 027).
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App prerendered={prerendered} />
    </StrictMode>,
  );
}

/** After the browser has painted the server's markup: that paint is the page's first, not this app's. */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

if (prerendered) void Promise.all([preloadCurrentScreens(), afterPaint()]).then(start);
else start();
