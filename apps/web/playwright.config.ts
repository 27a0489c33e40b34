import { defineConfig, devices } from '@playwright/test';

// e2e/support/run-e2e.mjs picks a free port and passes it on to every Playwright process.
if (!process.env.E2E_PORT) {
  throw new Error('E2E_PORT is not set: run the journeys with `node e2e/support/run-e2e.mjs` (it picks a free port).');
}
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;

const desktopChrome = { ...devices['Desktop Chrome'], channel: undefined };
const POSTING_JOURNEYS = /(employer-posting|team-hire)\.spec\.ts$/;
const MONEY_JOURNEYS = /(money-path|payouts)\.spec\.ts$/;
const LAYOUT_GUARD = /layout\.spec\.ts$/;

/** Browser journeys against the real app (API + built web app + embedded PostgreSQL with demo data). */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two cores: two browsers at most.
  workers: 2,
  // On two shared cores a journey can miss a timeout under load; CI tries a failed one once more and the
  // report names it flaky, so a real failure (failing twice) still fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without these, Chromium tries to reach Google's services, which this network refuses.
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: desktopChrome, testIgnore: [POSTING_JOURNEYS, MONEY_JOURNEYS, LAYOUT_GUARD] },
    // Journeys that add jobs to the shared demo data run after the others, which count the demo jobs.
    { name: 'posting', use: desktopChrome, testMatch: POSTING_JOURNEYS, dependencies: ['chromium'] },
    // The money path and the payouts close demo jobs (the others count the live ones): they run last.
    { name: 'money', use: desktopChrome, testMatch: MONEY_JOURNEYS, dependencies: ['posting'] },
    // The layout guard draws every screen with the rows the journeys left (a charge, a reward) and posts a
    // long-titled job of its own: after everything else.
    { name: 'layout', use: desktopChrome, testMatch: LAYOUT_GUARD, dependencies: ['money'] },
  ],
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: { E2E_PORT: String(port) },
  },
});
