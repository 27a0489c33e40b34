import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, withDatabase } from '@mainwork/db';
import { connectTestClient } from '@mainwork/db/testing';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { FileStorage } from './infra/storage/file-storage.ts';
import { startTestApp, type TestApp } from './testing/test-app.ts';
import { createUser } from './testing/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { CORS_ORIGINS: 'https://jobs.partner.example' } });
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('health answers 200 while the process lives', async () => {
    const response = await t.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('ready answers 200 when the database answers, is migrated and the storage works', async () => {
    const response = await t.client().get('/api/ready');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ready', database: 'ok', migrations: 'current', storage: 'ok' });
  });

  it('ready answers 503 when the database is down, while health still answers 200', async () => {
    const unreachable = openDatabase('postgresql://nobody:nothing@127.0.0.1:1/none');
    const app = await buildApp(t.config, { database: unreachable });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', database: 'unavailable' });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await unreachable.close();
    }
  });

  it('ready answers 503 when a shipped migration is not applied, or the storage refuses files', async () => {
    const broken: FileStorage = {
      put: async () => {
        throw new Error('disk full');
      },
      read: async () => {
        throw new Error('gone');
      },
      exists: async () => false,
      remove: async () => undefined,
      // eslint-disable-next-line require-yield -- an empty listing
      list: async function* () {
        return;
      },
    };
    const app = await buildApp(t.config, { database: t.db, storage: broken });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        database: 'ok',
        migrations: 'current',
        storage: 'unavailable',
      });
    } finally {
      await app.close();
    }
    const [last] = await t.db.prisma.$queryRaw<[{ name: string }]>`
      SELECT migration_name AS name FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1`;
    await t.db.prisma
      .$executeRaw`UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = ${last.name}`;
    const fresh = await buildApp(t.config, { database: t.db });
    try {
      const ready = await fresh.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', migrations: 'pending' });
    } finally {
      await fresh.close();
      await t.db.prisma
        .$executeRaw`UPDATE _prisma_migrations SET rolled_back_at = NULL WHERE migration_name = ${last.name}`;
    }
  });
});

describe('a database outage', () => {
  const UNAVAILABLE = { error: 'The service is briefly unavailable. Please try again in a moment.' };

  it('answers 503 with Retry-After and the error shape on every route when the database cannot be reached', async () => {
    const unreachable = openDatabase('postgresql://nobody:nothing@127.0.0.1:1/none');
    const app = await buildApp(t.config, { database: unreachable });
    try {
      for (const request of [
        { method: 'POST', url: '/auth/login', payload: { email: 'someone@example.com', password: 'abcd1234' } },
        { method: 'GET', url: '/api/v1/jobs/1' },
        { method: 'GET', url: '/api/v1/jobs?what_search_text=nurse' },
        { method: 'GET', url: '/api/v1/me/applications', headers: { cookie: 'mw_session=a-session-token' } },
        { method: 'GET', url: '/api/v1/affiliate_links/some-link/view' },
      ] as const) {
        const response = await app.inject(request);
        expect(response.statusCode, request.url).toBe(503);
        expect(response.headers['retry-after'], request.url).toBe('5');
        expect(response.json(), request.url).toEqual(UNAVAILABLE);
      }
    } finally {
      await app.close();
      await unreachable.close();
    }
  });

  it('answers 503 while the server refuses connections, and serves the next request once it is back', async () => {
    const user = await createUser(t.db);
    const signIn = () => t.client().post('/auth/login').send({ email: user.email, password: user.password });
    expect((await signIn()).status).toBe(200);

    const admin = await connectTestClient(withDatabase(t.db.url, 'postgres'));
    try {
      await admin.query(`ALTER DATABASE "${t.db.name}" ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [t.db.name]);
      const during = await signIn();
      expect(during.status).toBe(503);
      expect(during.headers['retry-after']).toBe('5');
      expect(during.body).toEqual(UNAVAILABLE);
    } finally {
      await admin.query(`ALTER DATABASE "${t.db.name}" ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    // The very next request is served: the pool replaces the terminated connections on its own.
    const after = await signIn();
    expect(after.status).toBe(200);
    expect(after.body.email).toBe(user.email);
  });
});

describe('errors and unknown paths', () => {
  it('gives the error shape for unknown API paths and methods', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/nothing-here'],
      ['DELETE', '/auth/login'],
      ['GET', '/auth/unknown'],
    ] as const) {
      const response = await t.client()[method === 'GET' ? 'get' : 'delete'](url);
      expect(response.status, url).toBe(404);
      expect(response.body, url).toEqual({ error: 'Not found.' });
    }
  });

  it('rejects an unsupported content type with the error shape', async () => {
    const response = await fetch(`${t.baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: 'Unsupported content type.' });
  });

  it('echoes a request id, or makes one', async () => {
    expect((await t.client({ 'x-request-id': 'trace-123' }).get('/api/health')).headers['x-request-id']).toBe(
      'trace-123',
    );
    expect((await t.client().get('/api/health')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers and CORS', () => {
  it('sends a CSP that allows the SPA (same-origin scripts) and no framing by other sites', async () => {
    const { headers } = await t.client().get('/api/health');
    const csp = headers['content-security-policy']!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('allows configured origins with credentials and exposes the total header', async () => {
    const allowed = await t.client({ origin: 'https://jobs.partner.example' }).get('/api/v1/states');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://jobs.partner.example');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    expect(allowed.headers['access-control-expose-headers']).toContain('total');
    // Another site reads public data without credentials (decision 067); a signed-in route stays closed to it.
    const publicRead = await t.client({ origin: 'https://evil.example' }).get('/api/v1/states');
    expect(publicRead.headers['access-control-allow-origin']).toBe('*');
    expect(publicRead.headers['access-control-allow-credentials']).toBeUndefined();
    const denied = await t.client({ origin: 'https://evil.example' }).get('/api/v1/users/me');
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('API documentation', () => {
  it('serves OpenAPI generated from the contracts at /api/docs', async () => {
    const page = await t.client().get('/api/docs');
    expect([200, 302]).toContain(page.status);
    const document = await t.client().get('/api/docs/json');
    expect(document.body.openapi).toMatch(/^3\./);
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining(['/auth/login', '/api/v1/regions/{id}', '/api/health']),
    );
    expect(document.body.paths['/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
  });
});

describe('the web app', () => {
  it('serves index.html for SPA paths and JSON 404s for API paths', async () => {
    const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'mw-dist-'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>MainWork</title><div id="root"></div>');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: dist, DATABASE_URL: t.db.url });
    const app = await buildApp(config, { database: t.db });
    try {
      const page = await app.inject({ method: 'GET', url: '/about?frame=1', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      const api = await app.inject({ method: 'GET', url: '/api/v1/unknown', headers: { accept: 'text/html' } });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ error: 'Not found.' });
    } finally {
      await app.close();
      await fs.rm(dist, { recursive: true, force: true });
    }
  });
});

describe('graceful shutdown', () => {
  it('lets in-flight requests finish and answers new ones with 503 and Retry-After', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: t.db.url });
    const app = await buildApp(config, { database: t.db });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    app.get('/test-only/slow', async () => {
      await gate;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const inFlight = fetch(`${base}/test-only/slow`).then(async (response) => ({
      status: response.status,
      body: await response.json(),
    }));
    await new Promise((resolve) => setTimeout(resolve, 100));

    app.closing = true;
    const refused = await app.inject({ method: 'GET', url: '/api/health' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({ error: 'The server is restarting. Please try again in a moment.' });

    const closed = app.close();
    release();
    expect(await inFlight).toEqual({ status: 200, body: { done: true } });
    await closed;
  });
});
