import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendCompressed } from './compression.ts';
import { IndexTemplate } from './index-template.ts';
import { publicScreen, RoutePreloads, signedInScreen } from './route-preloads.ts';

const API_PREFIXES = ['/api/', '/auth/'];
/** Answered by the SEO and widget routes (modules/seo, modules/widget), never by a file of the build. */
const SERVER_OWNED_FILES = [
  'robots.txt',
  'sitemap.xml',
  'sitemaps/**',
  'widget.js',
  'widget/**',
  'index.html',
  '**/*.br',
  '**/*.gz',
];
/** Files whose names carry a hash of their content (Vite's `assets/`): a new build gives new names. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (the HTML shell, the favicon): kept, but checked with the server before each use. */
export const REVALIDATED_CACHE = 'no-cache';
/** A page rendered with a signed-in user's data, and any page asked for with a session cookie. */
export const PERSONAL_PAGE_CACHE = 'private, no-store';

/** A path naming a file (the build's assets, `/favicon.png`): when it is not there, no page stands in for it. */
const isMissingFile = (url: string) =>
  url.startsWith('/assets/') || (/\.[A-Za-z0-9]{1,8}$/.test(url) && !url.endsWith('.html'));

/** The after-paint loader's key in the build's manifest (apps/web/build/start-after-paint.ts). */
export const START_AFTER_PAINT_SOURCE = 'src/start-after-paint.js';

/** Where the app mounts in index.html, filled with a prerendered page's markup. */
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * A prerendered page paints from its HTML and CSS: its module scripts and their preloads give way to
 * one small script (apps/web/src/start-after-paint.js, `loader`: its hashed file of the build) that asks
 * for them once the browser has painted the page, so the first paint neither waits for the code nor
 * shares the network with it.
 */
function withCodeAfterPaint(html: string, loader: string): string {
  const code: string[] = [];
  const rest = html.replace(
    /[^\S\n]*<(?:script type="module"[^>]*\bsrc="([^"]+)"[^>]*>\s*<\/script>|link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>)[^\S\n]*\n?/g,
    (_tag, entry: string | undefined, preload: string | undefined) => {
      if (entry) code.unshift(entry);
      else if (preload) code.push(preload);
      return '';
    },
  );
  if (code.length === 0) return html;
  const script = `<script src="${loader}" data-code="${code.join(' ')}" defer></script>`;
  return rest.replace(/<\/head>/i, () => `  ${script}\n  </head>`);
}

/** What a page's own head adds to index.html, and the status it is sent with. */
export type PageHead = { status: number; head: string; replaceDefaults: boolean };

/**
 * Serves the built SPA and answers unknown paths: API paths and missing files get the JSON 404, any other
 * GET gets index.html, whatever its Accept header, so the SPA's router (and its not-found pages) take
 * over, with the head `pageHead` gives the page (its title, description and link preview, decision 035)
 * and its status.
 */
async function webAppPlugin(
  app: FastifyInstance,
  options: {
    distDir: string;
    pageHead: (pathname: string) => Promise<PageHead>;
    /** Preloads of the API answers the page asks for first (data-preloads.ts); none when absent. */
    dataPreloads?: (request: FastifyRequest, pathname: string) => Promise<string>;
    /** Whether the request carries a session cookie, valid or not. */
    carriesSession: (request: FastifyRequest) => boolean;
    /** A public page's markup and data, rendered on the server (modules/seo/prerendered-page.ts); null: the shell. */
    prerender?: (
      request: FastifyRequest,
      pathname: string,
      audience: 'visitor' | 'session',
    ) => Promise<{ root: string; data: string; personal: boolean } | null>;
  },
) {
  const indexFile = path.join(options.distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside each text file (apps/web/build/precompress.ts).
      preCompressed: true,
      // Set per file below: the plugin's own maxAge would apply to every file alike.
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = path.relative(options.distDir, filePath).startsWith(`assets${path.sep}`);
        reply.header('cache-control', hashed ? HASHED_ASSET_CACHE : REVALIDATED_CACHE);
      },
      globIgnore: SERVER_OWNED_FILES,
    });
  } else {
    app.log.warn({ distDir: options.distDir }, 'web app not built: only the API is served');
  }
  const template = new IndexTemplate(indexFile);
  const preloads = new RoutePreloads(options.distDir);

  async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string, page: PageHead) {
    // Without its loader in the build, a page is served as the shell the app fills.
    const loader = await preloads.fileOf(START_AFTER_PAINT_SOURCE);
    const audience = publicScreen(pathname) ? 'visitor' : signedInScreen(pathname) ? 'session' : null;
    const prerendered =
      loader && options.prerender && page.status === 200 && audience
        ? await options.prerender(request, pathname, audience)
        : null;
    // A prerendered page carries its data: no preloads of it.
    const data =
      !prerendered && options.dataPreloads ? await options.dataPreloads(request, pathname).catch(() => '') : '';
    const head = [page.head, await preloads.linksFor(pathname), data].filter(Boolean).join('\n');
    const shell = await template.render(head, { replaceDefaults: page.replaceDefaults });
    const html =
      prerendered && loader && shell.includes(EMPTY_ROOT)
        ? withCodeAfterPaint(shell, loader).replace(
            EMPTY_ROOT,
            // Inert until the app has taken over: input typed into markup about to be replaced would be lost.
            () => `<div id="root" inert>${prerendered.root}</div>\n    ${prerendered.data}`,
          )
        : shell;
    // A page rendered for the session's user holds their data: never kept by a cache. The plain shell holds
    // nothing of the session (the preloads are a visitor's), but an answer to a request with a session
    // cookie is kept by no cache either, so none can ever hand one person's page to another.
    const personal = prerendered?.personal === true || options.carriesSession(request);
    reply
      .code(page.status)
      .header('cache-control', personal ? PERSONAL_PAGE_CACHE : REVALIDATED_CACHE)
      .type('text/html; charset=utf-8');
    // The page depends on the cookies (the session, the saved job search); a prerendered one is also drawn
    // for a phone or not (prerendered-page.ts, `fromPhone`).
    const vary = reply.getHeader('vary');
    const pageVary = prerendered ? 'cookie, user-agent, sec-ch-ua-mobile' : 'cookie';
    reply.header('vary', vary ? `${String(vary)}, ${pageVary}` : pageVary);
    return sendCompressed(request, reply, html);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    const isApi = API_PREFIXES.some((prefix) => url.startsWith(prefix)) || url === '/api';
    // Every page answers HTML whatever the Accept header: link-preview bots send `*/*`, or nothing at all.
    // A missing file gets the JSON 404 unless a browser asks for a page (it then shows the app's not-found).
    const asPage = !isMissingFile(url) || (request.headers.accept ?? '').includes('text/html');
    if (!isApi && asPage && hasBuild && (request.method === 'GET' || request.method === 'HEAD'))
      return sendPage(request, reply, url, await options.pageHead(url));
    return reply.code(404).send({ error: 'Not found.' });
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
