import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { IndexTemplate } from '../modules/seo/index-template.ts';
import { findIndexableJob, matchJobPagePath } from '../modules/seo/job-page.ts';
import { jobPageHead, NOINDEX_HEAD } from '../modules/seo/job-posting.ts';

const API_PREFIXES = ['/api/', '/auth/'];
/**
 * A job page whose job cannot be indexed (unknown, closed, expired) answers 404 with `noindex`; the SPA
 * it carries shows its not-found page.
 */
const NOT_INDEXABLE_JOB_STATUS = 404;
/** Answered by the SEO routes (modules/seo), never by a file of the build. */
const SERVER_OWNED_FILES = ['robots.txt', 'sitemap.xml', 'sitemaps/**'];

/**
 * Serves the built SPA and answers unknown paths: API paths get the JSON 404, any other GET that
 * accepts HTML gets index.html so the SPA's router (and its not-found pages) take over. Job pages get
 * index.html with the job's title, description and JSON-LD in its head (for search engines and link
 * previews), or noindex when the job cannot be indexed.
 */
async function webAppPlugin(app: FastifyInstance, options: { distDir: string }) {
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

  async function sendJobPage(reply: FastifyReply, pathname: string): Promise<boolean> {
    const jobPath = matchJobPagePath(pathname);
    if (!jobPath) return false;
    const found = await findIndexableJob(app.db.pool, jobPath);
    const html = found
      ? await template.render(jobPageHead(app.services.config.publicUrl, found), { replaceDefaults: true })
      : await template.render(NOINDEX_HEAD, { replaceDefaults: false });
    await reply
      .code(found ? 200 : NOT_INDEXABLE_JOB_STATUS)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
    return true;
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    const isApi = API_PREFIXES.some((prefix) => url.startsWith(prefix)) || url === '/api';
    const accept = request.headers.accept ?? '';
    const wantsHtml = accept.includes('text/html');
    const isPageRequest = !isApi && hasBuild && (request.method === 'GET' || request.method === 'HEAD');
    // Link-preview bots often ask for */* (or nothing): job pages answer them with HTML too.
    if (isPageRequest && (wantsHtml || accept === '' || accept.includes('*/*'))) {
      if (await sendJobPage(reply, url)) return reply;
    }
    if (isPageRequest && wantsHtml) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ error: 'Not found.' });
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
