import { defineConfig } from 'vite';
import { appPlugins } from './build/app-plugins.ts';
import { isJobScreensCode, isSharedHelperCode } from './build/chunk-groups.ts';
import { precompress } from './build/precompress.ts';
import { reactRouterTrim } from './build/react-router-trim.ts';
import { startAfterPaint } from './build/start-after-paint.ts';
import { widgetBundle } from './build/widget-bundle.ts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [...appPlugins(), reactRouterTrim(), startAfterPaint(), widgetBundle(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/auth': apiTarget },
  },
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass predates the module system: its warnings are not ours to fix.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  // The manifest tells the server which chunks each page needs (apps/api/src/plugins/route-preloads.ts).
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    // Every browser the app supports has <link rel="modulepreload"> (Safari from 17): no polyfill in the
    // entry of every page (decision 076).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Fewer, larger chunks for a first page (build/chunk-groups.ts).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 3 },
            {
              name: 'job-screens',
              test: isJobScreensCode,
              // Their own code only: what else they use is shared with other screens and split as usual.
              includeDependenciesRecursively: false,
              priority: 2,
            },
            { name: 'shared-helpers', test: isSharedHelperCode, includeDependenciesRecursively: false, priority: 1 },
          ],
        },
      },
    },
  },
});
