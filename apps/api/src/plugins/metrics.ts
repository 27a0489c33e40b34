import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMetrics, type Metrics } from '../infra/metrics/metrics.ts';
import { countAddressAttempt, type Limit } from '../infra/rate-limits/rate-limiter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Compared as digests of equal length, so the time taken tells nothing of the token, not even its length. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Times every answer into the process's metrics; with METRICS_TOKEN, serves them at `/metrics` to a
 * scraper that sends the token (METRICS_PORT serves them on a port of their own, see server.ts). Wrong
 * tokens are limited per client address (429 past the limit), so the token cannot be guessed at speed. The
 * right token never touches the database: the scrape works during a database outage, and guesses from
 * others behind the same proxy address cannot lock the real scraper out.
 */
async function metricsPlugin(app: FastifyInstance, options: { token: string | undefined; attemptsPerAddress: Limit }) {
  const metrics = createMetrics({ pool: app.db.pool, publicReads: app.publicReads });
  app.decorate('metrics', metrics);
  // Written with `done`: it awaits nothing, and an async hook costs every request a promise (decision 075).
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });
  const token = options.token;
  if (token) {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token)) {
        // Only a wrong token is counted (429 past the limit); the count is atomic, so parallel guesses add up.
        await countAddressAttempt(app.db.prisma, 'metricsToken', options.attemptsPerAddress, request.ip);
        return reply.code(401).send({ error: 'Metrics need their token.' });
      }
      const { contentType, body } = await metrics.render();
      return reply.type(contentType).serializer(String).send(body);
    });
  }
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['database'] });
