import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { EMBEDDABLE_PAGES, matchPageIds } from '@mainwork/contracts';
import type { Config } from '../config.ts';
import { AppError } from '../http/app-error.ts';
import { isPublicReadRoute } from '../http/public-read-route.ts';
import cors from './cors.ts';

export const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'same-site', 'none']);

/**
 * The origin the request was sent to: its scheme and `Host` (behind a trusted proxy, the forwarded
 * ones). Opened at 127.0.0.1, a LAN address or a second host name, the web app calls this origin.
 */
function ownOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

/** Same-origin (whatever address was used), the public URL's origin, or one of `CORS_ORIGINS`. */
export function isAllowedOrigin(request: FastifyRequest, origin: string, allowedOrigins: string[]): boolean {
  if (allowedOrigins.includes(origin)) return true;
  let given: string;
  try {
    given = new URL(origin).origin;
  } catch {
    return false;
  }
  return given !== 'null' && given === ownOrigin(request);
}

/**
 * Pages members may embed in their own sites (spec §2.1: organization and job feeds, `?frame`): the
 * contracts' EMBEDDABLE_PAGES, with real ids. Applying, signing in and settings are never framed by
 * another site.
 */
export function isEmbeddablePage(url: string): boolean {
  const [pathname = '', query = ''] = url.split('?', 2);
  const embeddable = EMBEDDABLE_PAGES.some((pattern) => matchPageIds(pattern, pathname) !== null);
  return embeddable && new URLSearchParams(query).has('frame');
}

/**
 * The headers helmet sets with these options, read once: they are the same for every answer, and
 * building helmet's middleware on each request (as @fastify/helmet does) cost about as much as a job read's
 * serialisation.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers (a CSP the SPA passes, framing only for embeddable feeds), CORS for the allow-list
 * with credentials, and the CSRF check on every unsafe method (docs/decisions/005-sessions-and-csrf.md).
 */
async function securityPlugin(app: FastifyInstance, options: { config: Config }) {
  const { config } = options;
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...config.allowedOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Only feeds and job pages asked for with ?frame may be embedded elsewhere (see below).
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    frameguard: { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
    hsts: config.secureCookies,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(cors, { config });
  // Public images, feeds and the widget's script may be loaded by any page, even one isolated with COEP.
  app.addHook('onRequest', (request, reply, done) => {
    if (isPublicReadRoute(request.routeOptions.config)) reply.header('cross-origin-resource-policy', 'cross-origin');
    done();
  });

  // These hooks await nothing, so they are written with `done`: an async hook costs every request a promise
  // (decision 075).
  app.addHook('onRequest', (request, _reply, done) => {
    done(
      isCrossSiteWrite(request, config.allowedOrigins)
        ? new AppError('forbidden', 'Cross-site request refused.')
        : undefined,
    );
  });

  // Organizations embed their job feeds in their own sites: those HTML pages, and only those, may be framed.
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html') && isEmbeddablePage(request.url)) {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string')
        reply.header('content-security-policy', policy.replace("frame-ancestors 'self'", 'frame-ancestors *'));
      reply.removeHeader('x-frame-options');
    }
    done(null, payload);
  });
}

/**
 * A write (an unsafe method) a browser was made to send from another site: its Origin is not ours, or without
 * one its Sec-Fetch-Site says another site sent it (docs/decisions/005-sessions-and-csrf.md).
 */
function isCrossSiteWrite(request: FastifyRequest, allowedOrigins: string[]): boolean {
  if (!UNSAFE_METHODS.has(request.method)) return false;
  // An API key is sent by a program, not carried by a browser, and such a request's cookies are never read
  // (authentication-plugin.ts): no other site can make a browser send it (docs/decisions/069-api-keys.md).
  if (request.headers.authorization !== undefined) return false;
  const origin = request.headers.origin;
  if (origin !== undefined) return !isAllowedOrigin(request, origin, allowedOrigins);
  const fetchSite = request.headers['sec-fetch-site'];
  return typeof fetchSite === 'string' && !ALLOWED_FETCH_SITES.has(fetchSite);
}

export default fp(securityPlugin, { name: 'security' });
