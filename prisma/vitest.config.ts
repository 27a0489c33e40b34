import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Tests that start processes of their own (PostgreSQL clusters, concurrent `prisma migrate deploy`), the
 * slowest files: `.ci/run` runs them on one Node line only, setting CI_SKIP_ONCE_ONLY=1 on the others.
 * `pnpm test` alone runs every one.
 */
const ONCE_ONLY = ['src/embedded.test.ts', 'src/migrate.test.ts'];
const skipOnceOnly = process.env.CI_SKIP_ONCE_ONLY === '1';
if (skipOnceOnly) {
  console.warn(
    `\n${'!'.repeat(100)}\nCI_SKIP_ONCE_ONLY=1: NOT RUN on this Node line (another line of .ci/run runs them):\n  ${ONCE_ONLY.join('\n  ')}\n${'!'.repeat(100)}\n`,
  );
}

export default defineConfig({
  test: {
    globalSetup: ['./src/testing/global-setup.ts'],
    exclude: [...configDefaults.exclude, ...(skipOnceOnly ? ONCE_ONLY : [])],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
