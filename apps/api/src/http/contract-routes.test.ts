import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEndpoints } from '@mainwork/contracts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const API_PATH = /^\/(auth|api\/v1|api\/health|api\/ready)/;
/** For search engines and feed readers (modules/seo), outside the API. */
const SEO_ROUTES = ['/robots.txt', '/sitemap.xml', '/sitemaps/:name', '/organizations/:organization_id/jobs.rss'];
/** The embeddable job widget's loader and code (modules/widget). */
const WIDGET_ROUTES = ['/widget.js', '/widget/:file'];

describe('routes and the contract table', () => {
  it('registers exactly the endpoints of the table, each from its own entry', () => {
    const registered = t.app.registeredRoutes.filter((route) => API_PATH.test(route.url));
    const fromTable = listEndpoints()
      .map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`)
      .sort();
    expect(registered.map((route) => `${route.method} ${route.url}`).sort()).toEqual(fromTable);
    for (const route of registered) {
      expect(route.endpoint, `${route.method} ${route.url} was not registered from the contract`).toBeDefined();
      expect(`${route.endpoint!.method} ${route.endpoint!.path}`).toBe(`${route.method} ${route.url}`);
    }
  });

  it('has no other routes besides API docs, the SEO files, the widget and the CORS preflight', () => {
    const others = t.app.registeredRoutes.filter((route) => !API_PATH.test(route.url));
    for (const route of others) {
      if (route.method === 'OPTIONS') expect(route.url).toBe('*');
      else if (SEO_ROUTES.includes(route.url) || WIDGET_ROUTES.includes(route.url)) expect(route.method).toBe('GET');
      else expect(route.url).toMatch(/^\/api\/docs/);
    }
  });
});
