import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const API_PREFIXES = ['/api/', '/auth/'];

/**
 * Serves the built SPA and answers unknown paths: API paths get the JSON 404, any other GET that
 * accepts HTML gets index.html so the SPA's router (and its not-found pages) take over.
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
    });
  } else {
    app.log.warn({ distDir: options.distDir }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    const isApi = API_PREFIXES.some((prefix) => url.startsWith(prefix)) || url === '/api';
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (!isApi && hasBuild && (request.method === 'GET' || request.method === 'HEAD') && wantsHtml) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ error: 'Not found.' });
  });
}

export default fp(webAppPlugin, { name: 'web-app' });
