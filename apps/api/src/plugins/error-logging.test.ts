import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@mainwork/db/testing';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

type LogLine = { level: number; msg: string; err?: { stack?: string; message?: string }; req?: { url?: string } };

let db: TestDatabase;
let app: FastifyInstance;
let port: number;
const lines: LogLine[] = [];
const raw: string[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', ARGON2_MEMORY_KIB: '1024', DATABASE_URL: db.url });
  app = await buildApp(config, {
    database: db,
    logStream: {
      write(line: string) {
        raw.push(line);
        lines.push(JSON.parse(line) as LogLine);
      },
    },
  });
  app.post('/test-only/fails', async () => {
    throw new Error('the failure under test');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app.close();
  await db.drop();
});

async function waitFor<T>(find: () => T | undefined): Promise<T> {
  for (let tries = 0; tries < 50; tries += 1) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('not logged');
}

const ERROR = 50;
const INFO = 30;

describe('error logs', () => {
  it('logs a 500 on a POST (its body read) at error level, with its stack', async () => {
    const before = lines.length;
    const response = await fetch(`http://127.0.0.1:${port}/test-only/fails`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ some: 'body' }),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });
    const logged = await waitFor(() => lines.slice(before).find((line) => line.msg === 'request failed'));
    expect(logged.level).toBe(ERROR);
    expect(logged.err?.stack).toContain('the failure under test');
    expect(logged.err?.stack).toMatch(/\n\s+at /);
    expect(lines.slice(before).some((line) => line.msg === 'client went away')).toBe(false);
  });

  it('logs an upload the visitor abandoned as the client going away, not as a failure', async () => {
    const before = lines.length;
    const boundary = 'abandonedUpload';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nleaving@example.com\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="business[logo]"; filename="logo.png"\r\n` +
      `Content-Type: image/png\r\n\r\n`;
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /auth/register HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 1000000\r\n\r\n${head}`,
    );
    socket.write(Buffer.alloc(70_000, 0x89));
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.destroy();
    const logged = await waitFor(() =>
      lines.slice(before).find((line) => line.msg === 'client went away' || line.msg === 'request failed'),
    );
    expect(logged.msg).toBe('client went away');
    expect(logged.level).toBe(INFO);
  });

  it('keeps tokens out of request logs', async () => {
    const before = raw.length;
    await fetch(`http://127.0.0.1:${port}/reset_password?id=7&token=s3cret-reset-token&x=1`);
    await waitFor(() => (raw.slice(before).some((line) => line.includes('request completed')) ? true : undefined));
    const logged = raw.slice(before).join('\n');
    expect(logged).not.toContain('s3cret-reset-token');
    const incoming = lines.slice(lines.length - (raw.length - before)).find((line) => line.req?.url);
    expect(incoming?.req?.url).toBe('/reset_password?id=7&token=[redacted]&x=1');
  });

  it('keeps a team invitation token, which is in the page path, out of request logs', async () => {
    const before = raw.length;
    await fetch(`http://127.0.0.1:${port}/employers/invitations/s3cret-invitation-token/?utm_source=mail`);
    await waitFor(() => (raw.slice(before).some((line) => line.includes('request completed')) ? true : undefined));
    const logged = raw.slice(before).join('\n');
    expect(logged).not.toContain('s3cret-invitation-token');
    const incoming = lines.slice(lines.length - (raw.length - before)).find((line) => line.req?.url);
    expect(incoming?.req?.url).toBe('/employers/invitations/[redacted]/?utm_source=mail');
  });
});
