import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { writeWebBuild } from '../../testing/web-build.ts';
import { WIDGET_CODE_CACHE, WIDGET_LOADER_CACHE, WIDGET_SOURCE } from './routes.ts';

const WIDGET_FILE = 'assets/widget-f00d42.js';
const WIDGET_CODE = '(function(){window.drawnBy="widget code of this build"})();\n';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'mw-widget-'));
  await writeWebBuild(dist);
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as Record<string, unknown>;
  manifest[WIDGET_SOURCE] = { file: WIDGET_FILE, src: WIDGET_SOURCE };
  await fs.writeFile(manifestFile, JSON.stringify(manifest));
  await fs.writeFile(path.join(dist, WIDGET_FILE), WIDGET_CODE);
  t = await startTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('the job widget’s script tag', () => {
  it('loads /widget.js, a loader any site may run, cached for minutes', async () => {
    const response = await t.client({ origin: 'https://chamber.example' }).get('/widget.js');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe(WIDGET_LOADER_CACHE);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.text).toContain('"/widget/widget-f00d42.js"');
    expect(response.text).toContain('document.currentScript');
  });

  it("which asks for this build's widget code, kept for good", async () => {
    const response = await t.client().get('/widget/widget-f00d42.js');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(WIDGET_CODE_CACHE);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.text).toBe(WIDGET_CODE);
  });

  it('answers 404 for any other version, in the error shape', async () => {
    for (const url of ['/widget/widget-0ld.js', '/widget/..%2F.vite%2Fmanifest.json']) {
      const response = await t.client().get(url);
      expect(response.status, url).toBe(404);
      expect(response.body, url).toEqual({ error: expect.any(String) });
    }
  });

  it('runs in a page: the loader notes its tag once and asks for the code once for several widgets', async () => {
    const loader = (await t.client().get('/widget.js')).text;
    const appended: string[] = [];
    const fakeWindow: { MainWorkWidgets?: unknown[] } = {};
    const run = (src: string) =>
      new Function('document', 'window', 'URL', loader)(
        {
          currentScript: { src },
          createElement: () => ({}),
          head: { appendChild: (script: { src: string }) => appended.push(script.src) },
        },
        fakeWindow,
        URL,
      );
    run(`${t.baseUrl}/widget.js`);
    run(`${t.baseUrl}/widget.js`);
    expect(fakeWindow.MainWorkWidgets).toHaveLength(2);
    expect(appended).toEqual([`${t.baseUrl}/widget/widget-f00d42.js`]);
  });
});
