import { defineConfig } from 'vite';
import { appPlugins } from './build/app-plugins.ts';
import { precompress } from './build/precompress.ts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [...appPlugins(), precompress()],
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
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});
