import { defineConfig } from 'vitest/config';
import { appPlugins } from './build/app-plugins.ts';

export default defineConfig({
  plugins: [...appPlugins()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // A screen test that takes 0.7 s alone took 5.2 s on a two-core machine also running browser journeys;
    // vitest's 5 s default then failed it. No test asserts time.
    testTimeout: 20_000,
  },
});
