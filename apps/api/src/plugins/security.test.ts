import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { createUser, type TestUser } from '../testing/users.ts';

let t: TestApp;
let user: TestUser;
let dist: string;
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL: 'https://jobs.example', CORS_ORIGINS: 'https://partner.example' } });
  user = await createUser(t.db);
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'mw-dist-'));
  await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>MainWork</title><div id="root"></div>');
});
afterAll(async () => {
  await t.close();
  await fs.rm(dist, { recursive: true, force: true });
});

/** An app on the test database with these settings, closed after `use`. */
async function withApp(env: Record<string, string>, use: (app: FastifyInstance) => Promise<void>) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: t.db.url,
    WEB_DIST_DIR: dist,
    ...env,
  });
  const app = await buildApp(config, { database: t.db });
  try {
    await use(app);
  } finally {
    await app.close();
  }
}

describe('signing in from whatever address the product was opened at', () => {
  it('accepts a log-in whose Origin is the address the request was sent to (127.0.0.1 and its port)', async () => {
    const response = await t
      .client({ origin: t.baseUrl, 'sec-fetch-site': 'same-origin' })
      .post('/auth/login')
      .send({ email: user.email, password: user.password });
    expect(response.status).toBe(200);
    expect(response.body.email).toBe(user.email);
  });

  it('accepts a second host name or a LAN address sent as Host with the same Origin', async () => {
    await withApp({}, async (app) => {
      for (const host of ['jobs.second-name.example:3000', '192.168.1.20:3000', '[fe80::1]:3000']) {
        const response = await app.inject({
          method: 'POST',
          url: '/auth/login',
          headers: { host, origin: `http://${host}` },
          payload: { email: user.email, password: user.password },
        });
        expect(response.statusCode, host).toBe(200);
      }
    });
  });

  it('behind a trusted proxy, compares with the forwarded scheme and host', async () => {
    const forwarded = {
      host: '10.0.0.5:3000',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'careers.example',
      origin: 'https://careers.example',
    };
    await withApp({ TRUST_PROXY: 'true' }, async (app) => {
      const response = await app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: forwarded,
        payload: { email: user.email, password: user.password },
      });
      expect(response.statusCode).toBe(200);
    });
    await withApp({}, async (app) => {
      const response = await app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: forwarded,
        payload: { email: user.email, password: user.password },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'Cross-site request refused.' });
    });
  });

  it('still accepts the public URL and CORS_ORIGINS', async () => {
    for (const origin of ['https://jobs.example', 'https://partner.example']) {
      const response = await t
        .client({ origin })
        .post('/auth/login')
        .send({ email: user.email, password: user.password });
      expect(response.status, origin).toBe(200);
    }
  });

  it('refuses cross-site requests: another site, another scheme or port of this host, an opaque origin', async () => {
    const port = new URL(t.baseUrl).port;
    for (const origin of ['https://evil.example', `https://127.0.0.1:${port}`, 'http://127.0.0.1:1', 'null']) {
      const response = await t
        .client({ origin })
        .post('/auth/login')
        .send({ email: user.email, password: user.password });
      expect(response.status, origin).toBe(403);
      expect(response.body, origin).toEqual({ error: 'Cross-site request refused.' });
    }
  });
});

describe('framing', () => {
  const page = (app: FastifyInstance, url: string) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('lets other sites frame the job feeds and job pages asked for with ?frame', async () => {
    await withApp({}, async (app) => {
      for (const url of [
        '/jobs?frame',
        '/jobs?frame=1&job_id=3',
        '/jobs/12345?frame=true',
        '/organizations/4/jobs?frame',
        '/organizations/4/jobs/12345?frame',
        '/employers/9/jobs?frame',
        '/employers/9/jobs/12345?frame',
      ]) {
        const response = await page(app, url);
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
        expect(response.headers['content-security-policy'], url).toContain('frame-ancestors *');
        expect(response.headers['x-frame-options'], url).toBeUndefined();
      }
    });
  });

  it("keeps every other page and every API answer to frame-ancestors 'self' with X-Frame-Options", async () => {
    await withApp({}, async (app) => {
      for (const url of [
        '/jobs',
        '/organizations/4/jobs',
        '/jobs/12345/mwapply?frame',
        '/organizations/4/jobs/12345/mwapply?frame',
        '/signup?frame',
        '/me?frame',
        '/reset_password?frame',
        '/employers/my_business/jobs?frame',
        '/api/v1/jobs?frame',
        '/api/v1/states?frame',
      ]) {
        const response = await page(app, url);
        const csp = String(response.headers['content-security-policy']);
        expect(csp, url).toContain("frame-ancestors 'self'");
        expect(csp, url).not.toContain('frame-ancestors *');
        expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      }
    });
  });
});
