import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { IndexTemplate } from './index-template.ts';

const API_PREFIXES = ['/api/', '/auth/'];
/** Answered by the SEO routes (modules/seo), never by a file of the build. */
const SERVER_OWNED_FILES = ['robots.txt', 'sitemap.xml', 'sitemaps/**'];

/** What a page's own head adds to index.html, and the status it is sent with. */
export type PageHead = { status: number; head: string; replaceDefaults: boolean };

/**
 * Serves the built SPA and answers unknown paths: API paths get the JSON 404, any other GET that
 * accepts HTML gets index.html so the SPA's router (and its not-found pages) take over. Pages with a
 * head of their own (`pageHead`, e.g. job pages for search engines and link previews) get index.html
 * with it, with its status.
 */
async function webAppPlugin(
  app: FastifyInstance,
  options: { distDir: string; pageHead: (pathname: string) => Promise<PageHead | null> },
) {
  const indexFile = path.join(options.distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      maxAge: '1h',
      immutable: false,
      globIgnore: SERVER_OWNED_FILES,
    });
  } else {
    app.log.warn({ distDir: options.distDir }, 'web app not built: only the API is served');
  }
  const template = new IndexTemplate(indexFile);

  async function sendPageWithHead(reply: FastifyReply, pathname: string): Promise<boolean> {
    const page = await options.pageHead(pathname);
    if (!page) return false;
    const html = await template.render(page.head, { replaceDefaults: page.replaceDefaults });
    await reply.code(page.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    return true;
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    const isApi = API_PREFIXES.some((prefix) => url.startsWith(prefix)) || url === '/api';
    const accept = request.headers.accept ?? '';
    const wantsHtml = accept.includes('text/html');
    const isPageRequest = !isApi && hasBuild && (request.method === 'GET' || request.method === 'HEAD');
    // Link-preview bots often ask for */* (or nothing): pages with a head answer them with HTML too.
    if (isPageRequest && (wantsHtml || accept === '' || accept.includes('*/*'))) {
      if (await sendPageWithHead(reply, url)) return reply;
    }
    if (isPageRequest && wantsHtml) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ error: 'Not found.' });
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
