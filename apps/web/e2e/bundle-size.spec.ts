import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { assetTotals, FIRST_ROUTE_CEILING, kB } from '../perf/asset-sizes.mjs';

const distDir = path.resolve(import.meta.dirname, '../dist');

// The part of the `pnpm perf` budget that holds on any machine: the bytes of the first page's code.
test('the first route loads at most 118 kB of JS and 30 kB of CSS (brotli), and no icon font', async ({ page }) => {
  const loaded: string[] = [];
  const encodings = new Map<string, string | undefined>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== new URL(page.url() || response.url()).origin) return;
    loaded.push(url.pathname);
    encodings.set(url.pathname, response.headers()['content-encoding']);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const totals = assetTotals(distDir, loaded);
  test.info().annotations.push({
    type: 'first route',
    description: `JS ${totals.js.files} files, ${kB(totals.js.gzip)} gzip, ${kB(totals.js.brotli)} brotli; CSS ${kB(totals.css.gzip)} gzip, ${kB(totals.css.brotli)} brotli`,
  });
  console.log(`first route: ${test.info().annotations.at(-1)!.description}`);
  expect(totals.js.files).toBeGreaterThan(0);
  expect(totals.css.files).toBeGreaterThan(0);
  expect(totals.js.brotli).toBeLessThanOrEqual(FIRST_ROUTE_CEILING.jsBrotli);
  expect(totals.css.brotli).toBeLessThanOrEqual(FIRST_ROUTE_CEILING.cssBrotli);
  expect(loaded.filter((file) => /\.(?:woff2?|ttf)$/.test(file))).toEqual([]);
  // Sent compressed, as written at build time (files under 1 kB are sent as they are).
  const worthCompressing = loaded.filter(
    (name) => /\.(?:js|css)$/.test(name) && fs.statSync(path.join(distDir, name)).size >= 1024,
  );
  for (const file of worthCompressing) expect(encodings.get(file), file).toBe('br');
});
