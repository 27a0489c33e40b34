import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from './metrics.ts';

/**
 * Serves `GET /metrics` on a port of its own (METRICS_PORT), kept off the public port and without a token:
 * only what can reach that port sees the figures, so it listens on METRICS_HOST (this machine alone unless
 * a deployment opens it to its private network, as a container must).
 */
export async function startMetricsServer(
  metrics: Metrics,
  where: { host: string; port: number },
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ error: 'Not found: the metrics are at /metrics.' }));
      return;
    }
    metrics.render().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType });
        response.end(body);
      },
      () => {
        response.writeHead(503, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify({ error: 'The metrics could not be collected.' }));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${where.host.includes(':') ? `[${where.host}]` : where.host}:${port}/metrics`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
