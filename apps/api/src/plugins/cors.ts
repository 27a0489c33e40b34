import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay from 'find-my-way';
import type { Config } from '../config.ts';
import { isPublicReadRoute } from '../http/public-read-route.ts';

const EXPOSED_HEADERS = 'total, total-capped, did-you-mean, showing-results-for, x-request-id';

/** A CORS answer's headers, written once: every request of a kind gets the same ones. */
type CorsPolicy = {
  /** Headers of every answer the policy allows; `Access-Control-Allow-Origin` is added apart when it echoes. */
  answer: Record<string, string>;
  /** Headers added to an allowed preflight's 204. */
  preflight: Record<string, string>;
};

/**
 * What any other site gets on a public read: `*`, never with credentials (a browser then withholds the
 * answer from a page that sent cookies, so nothing personal can leak), and a day's preflight.
 */
const PUBLIC_READ: CorsPolicy = {
  answer: { 'access-control-allow-origin': '*', 'access-control-expose-headers': `${EXPOSED_HEADERS}, etag` },
  preflight: {
    'access-control-allow-methods': 'GET, HEAD',
    'access-control-allow-headers': 'x-request-id, if-none-match, if-modified-since',
    'access-control-max-age': '86400',
  },
};

/** The web app's own origins (and requests without an Origin): their Origin echoed, with credentials. */
const CREDENTIALED: CorsPolicy = {
  answer: { 'access-control-allow-credentials': 'true', 'access-control-expose-headers': EXPOSED_HEADERS },
  preflight: {
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
    'access-control-allow-headers': 'content-type, reset-password-token, x-request-id',
  },
};

/**
 * CORS for every answer: a public read is open to any site with `*`; everything else only to the allow-list
 * (`CORS_ORIGINS`), with credentials. A preflight is answered here, before authentication, with 204; one the
 * policy refuses reaches the OPTIONS route and gets 404. The headers are fixed per policy: a library building
 * its options object on each request cost a cold job page about a twelfth of its CPU (decision 075).
 */
async function corsPlugin(app: FastifyInstance, options: { config: Config }) {
  const allowedOrigins = new Set(options.config.allowedOrigins);
  // A preflight reaches the catch-all OPTIONS route: the GET it asks about is found here, in a copy of the
  // GET routes (all of them, so a path picks the same route as the real router would).
  const getRoutes = FindMyWay();
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('GET'))
      getRoutes.on('GET', route.url, () => undefined, { publicRead: isPublicReadRoute(route.config) });
  });
  const isPublicReadRequest = (request: FastifyRequest): boolean => {
    if (request.method !== 'OPTIONS') return isPublicReadRoute(request.routeOptions.config);
    const asked = request.headers['access-control-request-method'];
    if (asked !== 'GET' && asked !== 'HEAD') return false;
    const found = getRoutes.find('GET', request.url.split('?', 1)[0]!);
    return (found?.store as { publicRead?: boolean } | undefined)?.publicRead === true;
  };

  // Every answer varies by Origin: the web app's own origins get their credentialed answer and every other
  // origin `*`, so a shared cache keeps them apart. No hook before this one sets Vary; compression adds to it.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    let policy: CorsPolicy;
    if (origin !== undefined && allowedOrigins.has(origin)) {
      policy = CREDENTIALED;
      reply.header('access-control-allow-origin', origin);
    } else if (isPublicReadRequest(request)) policy = PUBLIC_READ;
    // A request without an Origin is the web app's own (or no browser's): credentialed, with nothing to echo.
    else if (origin === undefined) policy = CREDENTIALED;
    else return done();
    reply.headers(policy.answer);
    if (request.method !== 'OPTIONS') return done();
    if (origin === undefined || request.headers['access-control-request-method'] === undefined) {
      void reply.code(400).type('text/plain').send('Invalid Preflight Request');
      return;
    }
    void reply.code(204).headers(policy.preflight).header('content-length', '0').send();
  });
  // Reached only by a preflight the hook above refused.
  app.options('*', { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
}

export default fp(corsPlugin, { name: 'cors' });
