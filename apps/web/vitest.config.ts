import { defineConfig } from 'vitest/config';
import { appPlugins } from './build/app-plugins.ts';

export default defineConfig({
  plugins: [...appPlugins()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
  },
});
