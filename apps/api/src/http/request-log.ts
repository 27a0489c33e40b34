import type { FastifyRequest } from 'fastify';
import { EMAILED_PAGES, matchPagePath } from '@mainwork/contracts';

/** Query parameters whose values are secrets (a reset link's `token`), never written to a log. */
const SECRET_PARAMETER = /token|password|secret/i;

/** The pages whose path carries a secret (a team invitation's token), in the page-paths' `:name` form. */
const PAGES_WITH_SECRET_SEGMENTS = [EMAILED_PAGES.memberInvitation];

/** The path as logged: a secret segment of a page in PAGES_WITH_SECRET_SEGMENTS replaced by `[redacted]`. */
function redactPath(path: string): string {
  for (const pattern of PAGES_WITH_SECRET_SEGMENTS) {
    if (!matchPagePath(pattern, path)) continue;
    const wanted = pattern.split('/');
    return path
      .split('/')
      .map((segment, index) =>
        wanted[index]?.startsWith(':') && SECRET_PARAMETER.test(wanted[index]) ? '[redacted]' : segment,
      )
      .join('/');
  }
  return path;
}

/** The URL as logged: secret path segments and the values of secret query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return redactPath(url);
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      if (separator === -1) return pair;
      let name = pair.slice(0, separator);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is logged as sent.
      }
      return SECRET_PARAMETER.test(name) ? `${pair.slice(0, separator)}=[redacted]` : pair;
    })
    .join('&');
  return `${redactPath(url.slice(0, start))}?${query}`;
}

/** What a request log line says of the request (Fastify's fields, with the URL's secrets redacted). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
