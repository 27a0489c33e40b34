import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint } from '@mainwork/contracts';

/**
 * Keeps answers meant for one person out of every cache (browser history, shared proxies):
 * `Cache-Control: no-store` on every answer of a route that requires sign-in, every answer to a
 * request with a valid session, and every answer that sets a cookie (a log-in's user object). A route
 * keeps a private policy of its own (`private, no-store` downloads), and a public route keeps a
 * public one it chose (the same logo for everyone); a signed-in route's public policy is overridden.
 */
export function keepPrivateAnswersUncached(endpoint: Endpoint, request: FastifyRequest, reply: FastifyReply): void {
  const signedInRoute = endpoint.access === 'signed_in';
  if (!signedInRoute && !request.currentUser && reply.getHeader('set-cookie') === undefined) return;
  const own = reply.getHeader('cache-control');
  if (typeof own === 'string') {
    if (/\b(?:private|no-store)\b/.test(own)) return;
    if (!signedInRoute && /\bpublic\b/.test(own)) return;
  }
  reply.header('cache-control', 'no-store');
}
