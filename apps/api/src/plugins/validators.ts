import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isPublicRead, type Endpoint } from '@mainwork/contracts';

/** Whether `If-None-Match` names `etag` (a list, `*`, weak or strong forms alike). */
export function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

/**
 * Whether `If-Modified-Since` is no earlier than `Last-Modified` (both HTTP dates, to the second); an
 * unreadable date matches nothing.
 */
export function unmodifiedSince(ifModifiedSince: string | undefined, lastModified: unknown): boolean {
  if (!ifModifiedSince || typeof lastModified !== 'string') return false;
  const since = Date.parse(ifModifiedSince);
  const modified = Date.parse(lastModified);
  return Number.isFinite(since) && Number.isFinite(modified) && modified <= since;
}

function publicRead(request: FastifyRequest): Endpoint | null {
  const endpoint = request.routeOptions.config?.endpoint;
  const read = request.method === 'GET' || request.method === 'HEAD';
  return endpoint && isPublicRead(endpoint) && read ? endpoint : null;
}

/**
 * Validators on every public read of the contract (lookups, job search and job pages' data, feeds): a
 * weak ETag from the body, and 304 with no body when the client already has it: its `If-None-Match`
 * names the ETag or, without one (RFC 9110 §13.2.2), its `If-Modified-Since` is no earlier than the
 * `Last-Modified` a route set. Runs before compression (registered before it), on the serialized body.
 */
async function validatorsPlugin(app: FastifyInstance) {
  // Written with `done`: it awaits nothing, and an async hook costs every request a promise (decision 075).
  app.addHook('onSend', (request, reply, payload, done) => done(null, conditionalAnswer(request, reply, payload)));
}

/** The payload to send: the body, or nothing with 304 when the client's copy is current. */
function conditionalAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  const endpoint = publicRead(request);
  if (reply.statusCode !== 200 || typeof payload !== 'string' || !endpoint) return payload;
  // The answer is its body and the headers the contract gives it (a search's `total`).
  const hash = createHash('sha1').update(payload);
  for (const name of endpoint.headers ?? [])
    if (name !== 'etag') hash.update(`\n${name}: ${String(reply.getHeader(name) ?? '')}`);
  const etag = `W/"${hash.digest('base64url')}"`;
  reply.header('etag', etag);
  const { 'if-none-match': ifNoneMatch, 'if-modified-since': ifModifiedSince } = request.headers;
  const unchanged = ifNoneMatch
    ? matchesETag(ifNoneMatch, etag)
    : unmodifiedSince(ifModifiedSince, reply.getHeader('last-modified'));
  if (!unchanged) return payload;
  reply.code(304).removeHeader('content-type').removeHeader('content-length');
  return '';
}

export default fp(validatorsPlugin, { name: 'validators' });
