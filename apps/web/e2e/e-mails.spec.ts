import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { layoutFindings } from './support/layout-guard.ts';

// Every e-mail template, rendered with its sample facts by the API's own renderer (the same list the API's
// src/every-mail.test.ts checks), opened as a mail app's web view would at a phone's and a desktop's width
// (decision 060): no sideways scroll, nothing drawn past the screen, a single column no wider than 600 px.
// Screenshots land beside the test's results.
const apiDir = path.resolve(import.meta.dirname, '../../api');
// Playwright loads this file in each of its processes: each renders into a folder of its own.
const mailDir = path.resolve(import.meta.dirname, `../test-results/mails-${process.pid}`);
const WIDTHS = [
  { width: 375, height: 812, isMobile: true, hasTouch: true },
  { width: 1366, height: 900, isMobile: false, hasTouch: false },
] as const;

fs.rmSync(mailDir, { recursive: true, force: true });
execFileSync('node', ['--import', 'tsx', 'tools/render-mails.tsx', mailDir], { cwd: apiDir });
const mails = (JSON.parse(fs.readFileSync(path.join(mailDir, 'index.json'), 'utf8')) as { name: string }[]).map(
  (mail) => mail.name,
);

test('every template has been rendered', () => {
  expect(mails.length).toBeGreaterThanOrEqual(20);
});

for (const screen of WIDTHS) {
  test.describe(`e-mails at ${screen.width} px`, () => {
    test.use({
      viewport: { width: screen.width, height: screen.height },
      isMobile: screen.isMobile,
      hasTouch: screen.hasTouch,
    });

    for (const name of mails) {
      test(`${name} fits the screen`, async ({ page }, testInfo) => {
        await page.goto(`file://${path.join(mailDir, `${name}.html`)}`);
        const fit = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          viewport: document.documentElement.clientWidth,
          linkEnds: [...document.querySelectorAll('a')].map((link) => link.getBoundingClientRect().right),
        }));
        await page.screenshot({ path: testInfo.outputPath(`mail-${name}-${screen.width}.png`), fullPage: true });
        // A phone lays a mail without the viewport meta out 980 px wide, and shrinks it.
        expect(fit.viewport).toBe(screen.width);
        expect(fit.scrollWidth, 'sideways scroll').toBeLessThanOrEqual(screen.width);
        for (const right of fit.linkEnds)
          expect(right, 'a link or button past the screen').toBeLessThanOrEqual(screen.width);
        // The outer frame spans the window; every other table is the card's column or inside it.
        const widths = await page.$$eval('table table', (tables) =>
          tables.map((table) => table.getBoundingClientRect().width),
        );
        expect(Math.max(...widths)).toBeLessThanOrEqual(600);
        expect(await layoutFindings(page)).toEqual([]);
      });
    }
  });
}
