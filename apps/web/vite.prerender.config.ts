import { defineConfig } from 'vite';
import { appPlugins } from './build/app-plugins.ts';

/**
 * The server's build of the app (decision 027): one self-contained ES module, dist-ssr/prerender.js,
 * that the API imports to prerender public pages with the same routes and screens as the browser's build.
 */
export default defineConfig({
  plugins: appPlugins(),
  publicDir: false,
  ssr: { noExternal: true },
  // React's production build whatever the server's NODE_ENV (tests run it as `test`).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/app/prerender.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'prerender.js' } },
  },
});
