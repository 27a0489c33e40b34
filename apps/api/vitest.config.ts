import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: [fileURLToPath(import.meta.resolve('@mainwork/db/testing/global-setup'))],
    setupFiles: ['./src/testing/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two at a time suits two cores.
    maxWorkers: 2,
  },
});
