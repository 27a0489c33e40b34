import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { AppError } from '../http/app-error.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'same-site', 'none']);

/**
 * Security headers (a CSP the SPA passes), CORS for the allow-list with credentials, and the CSRF
 * check on every unsafe method (docs/decisions/005-sessions-and-csrf.md).
 */
async function securityPlugin(app: FastifyInstance, options: { config: Config }) {
  const { config } = options;
  await app.register(helmet, {
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
        // Organizations embed their job feeds (?frame) in their own sites.
        frameAncestors: ['*'],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    frameguard: false,
    crossOriginEmbedderPolicy: false,
    hsts: config.secureCookies,
  });
  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || config.allowedOrigins.includes(origin)),
    credentials: true,
    exposedHeaders: ['total', 'total-capped', 'x-request-id'],
    allowedHeaders: ['content-type', 'reset-password-token', 'x-request-id'],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });

  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (!config.allowedOrigins.includes(origin)) throw new AppError('forbidden', 'Cross-site request refused.');
      return;
    }
    const fetchSite = request.headers['sec-fetch-site'];
    if (typeof fetchSite === 'string' && !ALLOWED_FETCH_SITES.has(fetchSite)) {
      throw new AppError('forbidden', 'Cross-site request refused.');
    }
  });
}

export default fp(securityPlugin, { name: 'security' });
