import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { enqueue } from '../queue/queue.ts';
import { startMetricsServer } from './metrics-server.ts';

const TOKEN = 'scraper-token-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

describe('metrics', () => {
  it('are served at /metrics only to a scraper with the token', async () => {
    expect((await t.client().get('/metrics')).status).toBe(401);
    expect((await t.client({ authorization: 'Bearer wrong-token-0123456789' }).get('/metrics')).status).toBe(401);
    const response = await t.client({ authorization: `Bearer ${TOKEN}` }).get('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('refuse an address that sent too many wrong tokens (429), while the scraper with the token is never counted nor refused', async () => {
    // Windows are fixed and start at round times: a long one keeps every guess of this test inside one window.
    const limited = await startTestApp({
      env: { METRICS_TOKEN: TOKEN, RATE_LIMIT_METRICS_TOKEN_PER_ADDRESS: '3/3650d' },
    });
    try {
      const counters = () =>
        limited.db.prisma.rateLimitBucket.findMany({ where: { key: { startsWith: 'metricsToken:' } } });
      const before = await counters();
      const scraper = limited.client({ authorization: `Bearer ${TOKEN}` });
      for (let scrape = 0; scrape < 5; scrape++) expect((await scraper.get('/metrics')).status).toBe(200);
      // The right token writes nothing: it does not depend on the limiter's table.
      expect(await counters()).toEqual(before);
      const guesser = limited.client({ authorization: 'Bearer guessed-token-000000000' });
      for (let guess = 0; guess < 3; guess++) expect((await guesser.get('/metrics')).status).toBe(401);
      const refused = await guesser.get('/metrics');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ error: 'Too many attempts. Please wait a few minutes and try again.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Guesses from the same address (others behind one proxy) do not lock the real scraper out.
      expect((await scraper.get('/metrics')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('time each request by route template and status, and count the queue and the pool', async () => {
    await t.client().get('/api/v1/job_types');
    await t.client().get('/api/v1/jobs/999999999');
    await enqueue(t.db.prisma, 'mail.send', { to: 'x@example.com', subject: 's', text: 't' });
    const { text } = await t.client({ authorization: `Bearer ${TOKEN}` }).get('/metrics');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/job_types",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/jobs\/:id",status="404"\} [1-9]/,
    );
    expect(text).toMatch(/mainwork_queue_jobs\{task="mail\.send",state="waiting"\} [1-9]/);
    expect(text).toMatch(/mainwork_db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('are not on the public port without a token setting; METRICS_PORT serves them on a port of their own', async () => {
    const closed = await startTestApp();
    try {
      const response = await closed.client().get('/metrics');
      expect(response.text).not.toContain('http_request_duration_seconds');
      // No token on that port: it listens on this machine alone unless METRICS_HOST opens it.
      expect(closed.config.metrics.host).toBe('127.0.0.1');
      const server = await startMetricsServer(closed.app.metrics, { host: closed.config.metrics.host, port: 0 });
      try {
        expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
        const scraped = await fetch(server.url);
        expect(scraped.status).toBe(200);
        expect(await scraped.text()).toContain('mainwork_db_pool_connections');
        expect((await fetch(server.url.replace('/metrics', '/api/health'))).status).toBe(404);
      } finally {
        await server.close();
      }
    } finally {
      await closed.close();
    }
  });
});
