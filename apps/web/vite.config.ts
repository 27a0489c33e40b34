import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import { appPlugins } from './build/app-plugins.ts';
import { precompress } from './build/precompress.ts';
import { startAfterPaint } from './build/start-after-paint.ts';
import { widgetBundle } from './build/widget-bundle.ts';

/**
 * The shared modules the source files of a folder use: the endpoint table's domains they call
 * (`endpoints.jobs.search`: `virtual:endpoint-table/jobs`, build/endpoint-table.ts), the icons they import
 * (`virtual:bootstrap-icons/search`, build/bootstrap-icons.ts) and src/lib's own helpers (`src/lib/page-origin.ts`).
 */
function generatedModulesUsedIn(folder: string, skipped?: RegExp): Set<string> {
  const root = path.join(import.meta.dirname, folder);
  return new Set(
    fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !skipped?.test(file))
      .flatMap((file) => {
        const code = fs.readFileSync(path.join(root, file), 'utf8');
        return [
          ...[...code.matchAll(/\bendpoints\.([A-Za-z]+)/g)].map((match) => `virtual:endpoint-table/${match[1]}`),
          ...[...code.matchAll(/'(virtual:bootstrap-icons\/[a-z0-9-]+)'/g)].map((match) => match[1]!),
          ...[...code.matchAll(/'(?:\.\.?\/)+lib\/([a-z0-9-]+\.tsx?)'/g)].map((match) => `src/lib/${match[1]}`),
        ];
      }),
  );
}

/** What the public pages without the job screens' code (and the components any page may use) use. */
const usedOutsideJobScreens = new Set([
  ...['src/features/marketing', 'src/features/developers', 'src/features/auth'].flatMap((folder) => [
    ...generatedModulesUsedIn(folder),
  ]),
  ...generatedModulesUsedIn('src/components', /^job-card[\\/]/),
]);

/**
 * The endpoints and icons the job screens' code uses go in its chunk rather than in a small chunk each, but
 * for those the other public pages or the shared components use too (the home page's feed search asks for
 * organizations, the copy button on /developers draws a tick): those pages do not load the job screens' code.
 */
const jobScreensGeneratedModules = new Set(
  ['src/lib/api', 'src/features/jobs', 'src/components/job-card']
    .flatMap((folder) => [...generatedModulesUsedIn(folder)])
    .filter((id) => id.startsWith('virtual:') && !usedOutsideJobScreens.has(id)),
);

/**
 * The code the public job screens (list, job, employer and organization feeds) share: the jobs feature
 * and the job card, the shared endpoints (src/lib/api) and the query library's infinite lists they use (not
 * zod, not the forms; what the entry needs stays in the entry). Not the screens themselves: the router and
 * the server's preloads find them by name.
 */
function isJobScreensCode(id: string): boolean {
  if (id.startsWith('\0virtual:')) return jobScreensGeneratedModules.has(id.slice(1));
  const file = id.replaceAll('\\', '/');
  // Screens and modals load on their own: the router and the modal registry load them when wanted; so do the
  // parts a screen loads only when needed (`-deferred`).
  if (/-(?:page|modal|deferred)\.tsx?$/.test(file)) return false;
  return (
    /\/apps\/web\/src\/(?:features\/jobs|components\/job-card|lib\/api)\//.test(file) ||
    (/\/apps\/web\/src\/lib\/[^/]+\.tsx?$/.test(file) && !file.endsWith('/zod.ts') && !isSharedHelperCode(id)) ||
    /\/@tanstack\/(?:react-query|query-core)\//.test(file)
  );
}

/**
 * The helpers of src/lib the other public pages and the shared components use, and the contracts' plain
 * values the public pages use, in a chunk of their own: the job screens load it beside theirs, and a page
 * that needs one of them (the legal texts the company's address, /developers the page's origin,
 * /attributions the places' credit) does not load the job screens' code for it. The signed-in screens' own values (*-values of rewards, applications, alerts, the dashboard,
 * admin users) go with those screens.
 */
function isSharedHelperCode(id: string): boolean {
  const file = id.replaceAll('\\', '/');
  const helper = /\/apps\/web\/(src\/lib\/[^/]+\.tsx?)$/.exec(file)?.[1];
  return (
    (helper !== undefined && helper !== 'src/lib/zod.ts' && usedOutsideJobScreens.has(helper)) ||
    /\/packages\/contracts\/src\/(?:(?:job|place|share-link|billing|company|page-title)-values|us-states)\.ts$/.test(
      file,
    )
  );
}

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [...appPlugins(), startAfterPaint(), widgetBundle(), precompress()],
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
        // Fewer, larger chunks for a first page (decision 027): what the entry needs in one chunk beside it,
        // the job screens' shared code in one chunk and the small shared helpers in another, instead of
        // dozens of small shared chunks.
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
