import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient, QueryClientProvider, type DehydratedState, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { findRenderFetchWith } from '../lib/api-transport.ts';
import { currentUserKey, verifyToken } from '../lib/auth/auth-queries.ts';
import { ServerRenderedAt } from '../lib/page-clock.ts';
import { ServerPageOrigin } from '../lib/page-origin.ts';
import { ServerRendersPhone } from '../lib/use-media-query.ts';
import { createQueryClient } from './query-client.ts';
import { AppRoutes } from './router.tsx';

/** An API answer as the server gives it to itself (`app.inject`). */
export type ServerAnswer = { status: number; body: string; headers: Record<string, string> };

export type PrerenderRequest = {
  /** The page's absolute URL. */
  url: string;
  /**
   * Asks the API for one of its own GET paths (with query), as the page's visitor, with the headers the app's
   * client set (the server passes on only those it knows: a reset link's token).
   */
  fetchApi: (path: string, headers?: Record<string, string>) => Promise<ServerAnswer>;
  /** The visitor's session is the one `fetchApi` carries: who is signed in is asked for, not assumed nobody. */
  signedIn?: boolean;
  /** The request comes from a phone (its User-Agent or client hint): the page is rendered at a phone's width. */
  phone?: boolean;
  signal?: AbortSignal;
};

/**
 * The page's markup (what goes inside #root), the query cache it was rendered from, and the time (epoch ms)
 * its relative dates were written against, which the browser hydrates them with (page-clock.ts).
 */
export type PrerenderedPage = { html: string; state: DehydratedState; renderedAt: number };

/**
 * Data a page can wait for: the first answers, then answers those lead to (an organization, then its jobs;
 * on a signed-in screen the user first, then the user's business, then its jobs).
 */
const MAX_DATA_ROUNDS = 4;

async function render(queryClient: QueryClient, request: PrerenderRequest, renderedAt: number): Promise<string> {
  const { url, signal } = request;
  const { pathname, search } = new URL(url);
  const { prelude } = await prerender(
    <StrictMode>
      <ServerPageOrigin.Provider value={new URL(url).origin}>
        <ServerRendersPhone.Provider value={request.phone === true}>
          <ServerRenderedAt.Provider value={renderedAt}>
            <QueryClientProvider client={queryClient}>
              <StaticRouter location={`${pathname}${search}`}>
                <AppRoutes />
              </StaticRouter>
            </QueryClientProvider>
          </ServerRenderedAt.Provider>
        </ServerRendersPhone.Provider>
      </ServerPageOrigin.Provider>
    </StrictMode>,
    // Never outlined into hidden parts and the inline scripts that reveal them: the CSP forbids those.
    { progressiveChunkSize: Number.POSITIVE_INFINITY, ...(signal ? { signal } : {}) },
  );
  return new Response(prelude).text();
}

/** A query its screen lets run (`enabled`, as the browser would decide). */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

function asFetch(fetchApi: PrerenderRequest['fetchApi']): typeof fetch {
  return async (input, init) => {
    const target = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://x',
    );
    const answer = await fetchApi(
      `${target.pathname}${target.search}`,
      Object.fromEntries(new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))),
    );
    // All the headers: lists carry their count in `total`.
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
}

/**
 * The page's markup as its visitor first sees it (an anonymous visitor, decision 027, or a signed-in user on
 * their own screens, decision 046), rendered by the app's own routes and screens, with the data it asks
 * for first already in. The queries the screens start are found by
 * rendering, answered through the server, and the page rendered again until no query is left waiting.
 * Null when the page cannot be prerendered (an answer that failed, or data still asked for after the last round): the server then sends
 * the plain shell.
 */
async function prerenderPageNow(request: PrerenderRequest): Promise<PrerenderedPage | null> {
  const queryClient = createQueryClient();
  // Who is signed in is what every screen asks first: asked before the first render, not found by it, so
  // a signed-in screen takes one render fewer.
  if (request.signedIn)
    await queryClient.prefetchQuery({ queryKey: currentUserKey, queryFn: verifyToken, retry: false });
  else queryClient.setQueryData(currentUserKey, null);
  // One time for every round, so the markup sent says what the last round said.
  const renderedAt = Date.now();
  for (let round = 0; ; round += 1) {
    const html = await render(queryClient, request, renderedAt);
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && isEnabled(query));
    if (waiting.length === 0) return { html, state: dehydrate(queryClient), renderedAt };
    if (round === MAX_DATA_ROUNDS) return null;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error')
    )
      return null;
  }
}

/**
 * Each render's own fetch, found by the API client wherever in the render it is called (a screen's query,
 * a data round): renders run side by side, and each asks the API as its own visitor.
 */
const renderFetches = new AsyncLocalStorage<typeof fetch>();
findRenderFetchWith(() => renderFetches.getStore());

export function prerenderPage(request: PrerenderRequest): Promise<PrerenderedPage | null> {
  return renderFetches.run(asFetch(request.fetchApi), () => prerenderPageNow(request));
}
