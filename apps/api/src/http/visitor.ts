import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAutomatedAgent } from './preview-bots.ts';

const VISITOR_COOKIE = 'mw_vid';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * The visitor signature used to de-duplicate views and attribute sign-ups: the hash of a random
 * first-party `mw_vid` cookie (set here when `create` is true and the visitor has none). Like the
 * session cookie it is `Secure` when the public URL is HTTPS, whatever protocol the request came over.
 */
export function visitorSignature(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { create: boolean },
): string | null {
  let id = request.cookies[VISITOR_COOKIE];
  if (id && !/^[A-Za-z0-9_-]{16,64}$/.test(id)) id = undefined;
  if (!id) {
    if (!options.create) return null;
    id = randomBytes(18).toString('base64url');
    reply.setCookie(VISITOR_COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      maxAge: ONE_YEAR_S,
      // One rule for every cookie: the public URL decides, as for the session cookie.
      secure: request.server.services.config.secureCookies,
    });
  }
  return createHash('sha256').update(id).digest('hex').slice(0, 32);
}

/** Link previews, crawlers and prefetches must not count as views. */
export function isAutomatedOrPrefetch(request: FastifyRequest): boolean {
  const purpose = `${request.headers['sec-purpose'] ?? ''} ${request.headers.purpose ?? ''} ${request.headers['x-moz'] ?? ''}`;
  if (/prefetch|prerender/i.test(purpose)) return true;
  return isAutomatedAgent(request.headers['user-agent']);
}
