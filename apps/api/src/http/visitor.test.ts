import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.db.prisma.affiliateLink.create({ data: { name: 'Cookie flags', key: 'cookie-flags' } });
});
afterAll(() => t.close());

/** The `mw_vid` cookie a first visit to an affiliate link sets, on an app with this public URL. */
async function visitorCookie(publicUrl: string, headers: Record<string, string> = {}): Promise<string> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: t.db.url,
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: 'true',
  });
  const app = await buildApp(config, { database: t.db });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/v1/affiliate_links/cookie-flags/view', headers });
    expect(response.statusCode).toBe(200);
    const cookie = [response.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('mw_vid='));
    expect(cookie).toBeDefined();
    return cookie!;
  } finally {
    await app.close();
  }
}

describe('the visitor cookie', () => {
  it('is Secure when the public URL is HTTPS, even for a request that reached the app over plain HTTP', async () => {
    expect(await visitorCookie('https://jobs.example')).toMatch(/;\s*Secure/i);
  });

  it('is not Secure when the public URL is plain HTTP, even for a request a proxy says came over HTTPS', async () => {
    expect(await visitorCookie('http://localhost:3000', { 'x-forwarded-proto': 'https' })).not.toMatch(/;\s*Secure/i);
  });
});
