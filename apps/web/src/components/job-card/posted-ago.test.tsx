import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerRenderedAt } from '../../lib/page-clock.ts';
import { PostedAgo } from './posted-ago.tsx';

const POSTED_AT = '2026-11-29T12:00:00.000Z';
const SERVER_TIME = Date.parse('2026-11-29T12:05:30.000Z');

const page = (renderedAt: number | null) => (
  <ServerRenderedAt.Provider value={renderedAt}>
    <PostedAgo postedAt={POSTED_AT} className="job-card-posted" />
  </ServerRenderedAt.Provider>
);

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("'Posted X ago' on a page the server rendered", () => {
  it("is adopted as the server wrote it when the browser's clock says a later minute, then counts to the browser's clock", () => {
    vi.useFakeTimers({ now: SERVER_TIME, toFake: ['Date'] });
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(SERVER_TIME));
    document.body.append(container);
    const serverText = container.querySelector('p')!;
    expect(serverText.textContent).toBe('Posted 5 minutes ago');

    vi.setSystemTime(SERVER_TIME + 60_000);
    const mismatches: unknown[] = [];
    render(page(SERVER_TIME), {
      container,
      hydrate: true,
      onRecoverableError: (error) => mismatches.push(error),
    });

    expect(mismatches).toEqual([]);
    // The server's element is kept (a mismatch would have replaced it), its text now the browser's minute.
    expect(container.querySelector('p')).toBe(serverText);
    expect(serverText.textContent).toBe('Posted 6 minutes ago');
  });

  it("counts to the browser's clock on a page the browser renders itself", () => {
    vi.useFakeTimers({ now: SERVER_TIME + 3 * 60_000, toFake: ['Date'] });
    const { container } = render(page(null));
    expect(container.textContent).toBe('Posted 8 minutes ago');
  });
});
