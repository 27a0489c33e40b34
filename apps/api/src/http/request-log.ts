import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets (a reset link's `token`), never written to a log. */
const SECRET_PARAMETER = /token|password|secret/i;

/** The URL as logged: the values of secret query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
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
  return `${url.slice(0, start)}?${query}`;
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
