import fs from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { JOB_SEARCH_COOKIE } from '@mainwork/contracts';
import { jsonForScript } from './escape.ts';

/** The web app's server build (apps/web/src/app/prerender.tsx), as far as the API uses it. */
type PrerenderBundle = {
  prerenderPage(request: {
    url: string;
    fetchApi: (path: string) => Promise<{ status: number; body: string; headers: Record<string, string> }>;
    signal?: AbortSignal;
  }): Promise<{ html: string; state: unknown } | null>;
};

/** What goes inside the page's `#root`, and the data the app starts from, as a script element. */
export type PrerenderedMarkup = { root: string; data: string };

/** Longer than that and the visitor is better served by the plain shell and the app's own loading. */
export const PRERENDER_TIMEOUT_MS = 1500;
/** The id the web app reads the data from (apps/web/src/app/prerendered-page.ts). */
const DATA_ID = 'prerendered-data';

/** The server build sits beside the browser's: `apps/web/dist` and `apps/web/dist-ssr/prerender.js`. */
export function prerenderBundleFile(distDir: string): string {
  return `${distDir.replace(/[\\/]$/, '')}-ssr/prerender.js`;
}

/**
 * Public pages rendered on the server with the web app's own routes and screens, so their first paint
 * comes with the HTML instead of after the app's code (decision 027). Only for anonymous visitors
 * without a saved job search (what the server renders is the anonymous, unfiltered page); anything
 * else, a missing server build, a failed or slow render, gives null and the plain shell, never an error.
 */
export class PrerenderedPages {
  // The server build as this process loaded it: a new build is rendered once the process restarts.
  private bundle: Promise<PrerenderBundle | null> | null = null;

  constructor(
    private readonly app: FastifyInstance,
    private readonly bundleFile: string,
    private readonly publicUrl: string,
    private readonly timeoutMs = PRERENDER_TIMEOUT_MS,
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
              .prerenderPage({ url: new URL('/', this.publicUrl).href, fetchApi: this.fetchApi })
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

  private fetchApi = async (path: string) => {
    const response = await this.app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers))
      if (value !== undefined && name !== 'set-cookie') headers[name] = String(value);
    return { status: response.statusCode, body: response.body, headers };
  };

  async markupFor(request: FastifyRequest, pathname: string): Promise<PrerenderedMarkup | null> {
    const cookies = Object.keys(request.cookies ?? {});
    if (cookies.some((name) => name.endsWith('mw_session') || name === JOB_SEARCH_COOKIE)) return null;
    const bundle = await this.load();
    if (!bundle) return null;
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.timeoutMs);
    });
    try {
      const rendering = bundle.prerenderPage({
        url: new URL(`${pathname}${query}`, this.publicUrl).href,
        fetchApi: this.fetchApi,
        signal: controller.signal,
      });
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
        data: `<script type="application/json" id="${DATA_ID}">${jsonForScript(page.state)}</script>`,
      };
    } catch (error) {
      this.app.log.warn({ err: error, pathname }, 'prerender failed: plain shell sent');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}
