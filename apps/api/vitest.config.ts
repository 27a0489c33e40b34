import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Tests of whole processes (spawned servers, workers, haproxy), the slowest files: `.ci/run` runs them on
 * one Node line only, setting CI_SKIP_ONCE_ONLY=1 on the others. `pnpm test` alone runs every one.
 */
const ONCE_ONLY = [
  'src/multi-process.test.ts',
  'src/server.test.ts',
  'src/worker.test.ts',
  'src/replica-reads.test.ts',
];
const skipOnceOnly = process.env.CI_SKIP_ONCE_ONLY === '1';
if (skipOnceOnly) {
  console.warn(
    `\n${'!'.repeat(100)}\nCI_SKIP_ONCE_ONLY=1: NOT RUN on this Node line (another line of .ci/run runs them):\n  ${ONCE_ONLY.join('\n  ')}\n${'!'.repeat(100)}\n`,
  );
}

export default defineConfig({
  test: {
    globalSetup: [fileURLToPath(import.meta.resolve('@mainwork/db/testing/global-setup'))],
    setupFiles: ['./src/testing/fail-on-console-error.ts'],
    exclude: [...configDefaults.exclude, ...(skipOnceOnly ? ONCE_ONLY : [])],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two at a time suits two cores.
    maxWorkers: 2,
  },
});
