import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Smaller answers are sent as they are: compressing them saves less than the headers cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * brotli (or gzip) for every text answer above the threshold, chosen by `Accept-Encoding`. The web app's
 * files are compressed once at build time and sent as they are (plugins/web-app.ts); this compresses
 * what is made per request (JSON, the HTML shell, feeds), at a brotli level cheap enough to do on the fly.
 */
const BROTLI_OPTIONS = {
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
  },
};
const GZIP_OPTIONS = { level: 6 };

/**
 * Answers up to this size are compressed in one call, on the request's own turn; bigger ones (and streams)
 * through zlib's streams, on its thread pool. Brotli at level 5 takes about 0.15 ms for a page of twenty jobs
 * (17 kB) and 1 ms at this size; the streams' hand-offs cost 2 ms of a search's time at the median and 6-9 ms
 * at its p95 on a two-core machine (the plugin's own bound scales with the cores: 8 kB on two).
 */
const SYNC_COMPRESSION_MAX_BYTES = 128 * 1024;

/** br when the request accepts it, else gzip when it does, else nothing (a `q=0` refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Sends a text body made by a handler that no route owns (the not-found handler's HTML pages), which
 * the plugin's per-route hook never sees, compressed the same way.
 */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string) {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const encoding =
    Buffer.byteLength(body) >= COMPRESSION_THRESHOLD_BYTES && preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body);
  const compressed =
    encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI_OPTIONS) : zlib.gzipSync(body, GZIP_OPTIONS);
  return reply.header('content-encoding', encoding).send(compressed);
}

async function compressionPlugin(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    // Answers only: request bodies are read as before (a compressed upload is not something clients send).
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
}

export default fp(compressionPlugin, { name: 'compression' });
