import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOutboundAddress, FetchFailure, postLimited, type FetchLimits } from './limited-fetch.ts';

/** POSTs within limits (webhooks): no redirect followed, the answer cut at its size, a time limit, no private hosts. */

let server: http.Server;
let base = '';
const received: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    received.push(request.url ?? '');
    if (request.url === '/redirect') {
      response.writeHead(302, { location: '/elsewhere' }).end();
    } else if (request.url === '/large') {
      response.end('x'.repeat(100_000));
    } else if (request.url === '/slow') {
      setTimeout(() => response.end('late'), 2_000);
    } else {
      request.resume();
      request.on('end', () => response.end('ok'));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const local: FetchLimits = { timeoutMs: 1_000, maxBytes: 1_000, allowPrivateHosts: true };
const strict: FetchLimits = { ...local, allowPrivateHosts: false };
const post = (path: string, limits = local) => postLimited(`${base}${path}`, limits, { body: '{}', headers: {} });

describe('postLimited', () => {
  it('answers the status of a redirect without following it', async () => {
    received.length = 0;
    expect((await post('/redirect')).status).toBe(302);
    expect(received).toEqual(['/redirect']);
  });

  it('reads no more of the answer than its size limit', async () => {
    const answer = await post('/large');
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeLessThanOrEqual(local.maxBytes);
  });

  it('gives up on an answer past the time limit', async () => {
    await expect(post('/slow')).rejects.toThrow(
      new FetchFailure(`${new URL(base).host} did not answer within 1 seconds.`),
    );
  });

  it('refuses loopback, private and link-local addresses unless allowed, before connecting', async () => {
    received.length = 0;
    await expect(post('/hook', strict)).rejects.toThrow('127.0.0.1 is not a public web address.');
    expect(received).toEqual([]);
    for (const address of [
      'http://10.0.0.1/',
      'http://192.168.1.1/',
      'http://169.254.169.254/',
      'http://[::1]/',
      'http://[fe80::1]/',
      'http://localhost/',
    ]) {
      await expect(checkOutboundAddress(address, strict), address).rejects.toThrow(/is not a public web address/);
    }
    await expect(checkOutboundAddress('http://93.184.215.14/', strict)).resolves.toBeUndefined();
  });
});
