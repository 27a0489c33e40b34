import fs from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EMAILED_PAGES, JOB_SEARCH_COOKIE, matchPagePath, RESET_TOKEN_HEADER } from '@mainwork/contracts';
import { ConcurrencyLimit } from '../../infra/concurrency-limit.ts';
import { jsonForScript } from './escape.ts';

/** The web app's server build (apps/web/src/app/prerender.tsx), as far as the API uses it. */
type PrerenderBundle = {
  prerenderPage(request: {
    url: string;
    fetchApi: (
      path: string,
      headers?: Record<string, string>,
    ) => Promise<{ status: number; body: string; headers: Record<string, string> }>;
    signedIn?: boolean;
    phone?: boolean;
    signal?: AbortSignal;
  }): Promise<{ html: string; state: unknown; renderedAt: number } | null>;
};

/**
 * What goes inside the page's `#root`, and the data the app starts from, as a script element. `personal`:
 * rendered for the session's user, or holding the data of the person a mailed link was sent to, so the page
 * must never be stored by a cache.
 */
export type PrerenderedMarkup = { root: string; data: string; personal: boolean };

/** Whose page to render: a public page as an anonymous visitor sees it, or a signed-in screen as its user's. */
export type PrerenderAudience = 'visitor' | 'session';

/**
 * Public pages a mailed link opens for one person, showing that person's data (the reset link's account
 * address, the invited address), by path pattern: rendered for any visitor, and kept by no cache, as a
 * signed-in screen is not.
 */
const MAILED_LINK_PAGES: readonly string[] = [EMAILED_PAGES.resetPassword, EMAILED_PAGES.memberInvitation];
/** The headers of the app's own requests a render passes on: a reset link's token is sent in one (spec §4). */
const PASSED_HEADERS = [RESET_TOKEN_HEADER];

/**
 * Renders side by side (each with its own fetch and data, decision 063): enough for one render's work to
 * fill another's wait for its answers. More at once would share the one core ever thinner until every render
 * ran past its time; the others wait their turn, and one still waiting when its time is up gets the plain
 * shell without being rendered at all.
 */
export const RENDERS_AT_ONCE = 4;
/** The id the web app reads the data from (apps/web/src/app/prerendered-page.ts). */
const DATA_ID = 'prerendered-data';

/**
 * Whether a request comes from a phone, for the layout its page is rendered in: the client hint when the
 * browser sends it, else the User-Agent's `Mobile` token (phones' browsers carry it; tablets' do not).
 */
export function fromPhone(request: Pick<FastifyRequest, 'headers'>): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string') return hint.trim() === '?1';
  return /\bMobi/.test(request.headers['user-agent'] ?? '');
}

/** The server build sits beside the browser's: `apps/web/dist` and `apps/web/dist-ssr/prerender.js`. */
export function prerenderBundleFile(distDir: string): string {
  return `${distDir.replace(/[\\/]$/, '')}-ssr/prerender.js`;
}

/**
 * Pages rendered on the server with the web app's own routes and screens, so their first paint comes with
 * the HTML instead of after the app's code: public pages for anonymous visitors without a saved job search
 * (what the server renders is the anonymous, unfiltered page, decision 027), and signed-in screens for
 * their user (decision 046). A missing server build, a failed or slow render, gives null and the plain
 * shell, never an error.
 */
export class PrerenderedPages {
  // The server build as this process loaded it: a new build is rendered once the process restarts.
  private bundle: Promise<PrerenderBundle | null> | null = null;
  private readonly renders = new ConcurrencyLimit(RENDERS_AT_ONCE);

  constructor(
    private readonly app: FastifyInstance,
    private readonly bundleFile: string,
    private readonly publicUrl: string,
    /** Longer than that and the visitor is better served by the plain shell and the app's own loading. */
    private readonly timeoutMs: number,
  ) {}

  /** Loads the server build ahead of the first visitor (parsing it takes a few seconds on a busy machine). */
  async warmUp(): Promise<void> {
    await this.load();
  }

  private load(): Promise<PrerenderBundle | null> {
    this.bundle ??= fs.existsSync(this.bundleFile)
      ? (import(pathToFileURL(this.bundleFile).href) as Promise<PrerenderBundle>).then(
          async (bundle) => {
            // One render first, so the first visitor's is not the slow, cold one.
            const warming = bundle
              .prerenderPage({ url: new URL('/', this.publicUrl).href, fetchApi: this.fetchApiAs(undefined) })
              .catch(() => null);
            await Promise.race([warming, delay(this.timeoutMs)]);
            return bundle;
          },
          (error: unknown) => {
            this.app.log.warn({ err: error, file: this.bundleFile }, 'prerender bundle failed to load');
            return null;
          },
        )
      : Promise.resolve(null);
    return this.bundle;
  }

  /**
   * The API through the server itself, as a visitor or (`cookie`: the request's own) as the session's user,
   * from the visitor's address (`ip`), which the API's limits per address count.
   */
  private fetchApiAs =
    (cookie: string | undefined, ip?: string) =>
    async (path: string, asked: Record<string, string> = {}) => {
      const passed = Object.entries(asked).filter(([name]) => PASSED_HEADERS.includes(name.toLowerCase()));
      const response = await this.app.inject({
        method: 'GET',
        url: path,
        ...(ip ? { remoteAddress: ip } : {}),
        headers: { ...Object.fromEntries(passed), accept: 'application/json', ...(cookie ? { cookie } : {}) },
      });
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(response.headers))
        if (value !== undefined && name !== 'set-cookie') headers[name] = String(value);
      return { status: response.statusCode, body: response.body, headers };
    };

  /**
   * A public page for an anonymous visitor without a saved job search; a signed-in screen for a valid
   * session, rendered with the request's cookies as the app's own requests would carry them (a stale
   * session gets the plain shell, and the app its own sign-in).
   */
  async markupFor(
    request: FastifyRequest,
    pathname: string,
    audience: PrerenderAudience,
  ): Promise<PrerenderedMarkup | null> {
    const signedIn = audience === 'session';
    if (signedIn ? !request.currentUser : request.hasSessionCookie || request.cookies?.[JOB_SEARCH_COOKIE]) return null;
    const bundle = await this.load();
    if (!bundle) return null;
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.timeoutMs);
    });
    const phone = fromPhone(request);
    try {
      const rendering = this.renders.run(async () =>
        controller.signal.aborted
          ? null
          : bundle.prerenderPage({
              url: new URL(`${pathname}${query}`, this.publicUrl).href,
              fetchApi: this.fetchApiAs(signedIn ? request.headers.cookie : undefined, request.ip),
              signedIn,
              phone,
              signal: controller.signal,
            }),
      );
      const page = await Promise.race([rendering, timeout]);
      if (page === 'timeout') {
        controller.abort();
        rendering.catch(() => undefined);
        this.app.log.warn({ pathname, timeoutMs: this.timeoutMs }, 'prerender too slow: plain shell sent');
        return null;
      }
      if (!page) return null;
      return {
        root: page.html,
        // Whom, at what width and when the markup was rendered: the app hydrates a visitor's page as it is,
        // with the same width and 'Posted X ago' counted to the same time, and renders a signed-in screen
        // afresh (apps/web/src/main.tsx).
        data: `<script type="application/json" id="${DATA_ID}" data-audience="${audience}"${
          phone ? ' data-phone' : ''
        } data-rendered-at="${Math.trunc(page.renderedAt)}">${jsonForScript(page.state)}</script>`,
        personal: signedIn || MAILED_LINK_PAGES.some((pattern) => matchPagePath(pattern, pathname) !== null),
      };
    } catch (error) {
      this.app.log.warn({ err: error, pathname }, 'prerender failed: plain shell sent');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}
