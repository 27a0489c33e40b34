import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMetrics, type Metrics } from '../infra/metrics/metrics.ts';
import { countAddressAttempt, type Limit } from '../infra/rate-limits/rate-limiter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Times every answer into the process's metrics; with METRICS_TOKEN, serves them at `/metrics` to a
 * scraper that sends the token (METRICS_PORT serves them on a port of their own, see server.ts). Wrong
 * tokens are limited per client address (429 past the limit), so the token cannot be guessed at speed.
 */
async function metricsPlugin(app: FastifyInstance, options: { token: string | undefined; attemptsPerAddress: Limit }) {
  const metrics = createMetrics({ pool: app.db.pool });
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
  const token = options.token;
  if (token) {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      // Counted before the comparison, so guesses sent in parallel cannot slip past the limit together.
      const attempt = await countAddressAttempt(app.db.prisma, 'metricsToken', options.attemptsPerAddress, request.ip);
      if (!sameToken(given, token)) return reply.code(401).send({ error: 'Metrics need their token.' });
      await attempt.succeeded();
      const { contentType, body } = await metrics.render();
      return reply.type(contentType).serializer(String).send(body);
    });
  }
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['database'] });
