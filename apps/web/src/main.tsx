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

// The server asks for this code only once the browser has painted its markup (start-after-paint.js).
if (prerendered) void preloadCurrentScreens().then(start);
else start();
