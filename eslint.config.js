import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** The folders directly inside `dir` (a new one is covered by the zones below without editing them). */
const foldersIn = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Web app boundaries (decision 010): a feature (`apps/web/src/features/<name>`) imports only itself and the
 * shared layers (`lib/`, `components/`, `testing/`); those shared layers import no feature; only the router
 * (`app/`) puts features together. Another app's zones go in a block of their own beside this one.
 */
const webSrc = 'apps/web/src';
const webFeatures = `${webSrc}/features`;
const webBoundaryZones = [
  ...foldersIn(webFeatures).map((feature) => ({
    target: `${webFeatures}/${feature}`,
    from: webFeatures,
    except: [`./${feature}`],
    message: `The ${feature} feature may not import another feature: pass what it needs through props, or move the shared piece to lib/ or components/.`,
  })),
  {
    target: [`${webSrc}/lib`, `${webSrc}/components`, `${webSrc}/testing`],
    from: webFeatures,
    message: 'lib/, components/ and testing/ are shared by every feature and import none of them.',
  },
];

/**
 * A query's key comes from its endpoint's key factory (`jobKeys.detail(id)`, beside the fetcher in the feature's
 * `api/`, or in `lib/api/` when features share it), never written out where it is used, so a query and the
 * invalidation that refreshes it cannot drift apart by a typo.
 */
const handWrittenQueryKeys = ['ArrayExpression', 'TSAsExpression > ArrayExpression'].map((value) => ({
  selector: `Property[key.name='queryKey'] > ${value}`,
  message: "Take the query key from its endpoint's key factory (e.g. jobKeys.detail(id)) instead of writing it out.",
}));

/**
 * API layers (README "Layout"): arrows point one way, routes → domain → infrastructure. The request
 * plumbing (`http/`), the Fastify plugins (`plugins/`) and the infrastructure (`infra/`) import no domain
 * module; the composition roots (app.ts, server.ts, worker.ts, background-work.ts) put them together.
 */
const apiSrc = 'apps/api/src';
const apiLayerZones = [
  {
    target: [`${apiSrc}/http`, `${apiSrc}/plugins`, `${apiSrc}/infra`],
    from: `${apiSrc}/modules`,
    message: 'http/, plugins/ and infra/ sit below the domains and import none of them: pass what they need in.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'prisma/generated/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Plain scripts the browser runs as they are, beside the bundled app (public/, the after-paint loader).
    files: ['apps/web/public/**/*.js', 'apps/web/src/start-after-paint.js'],
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        PerformanceObserver: 'readonly',
        requestAnimationFrame: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
  {
    // Configuration is read once, in config.ts; everything else gets it passed in.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/config.ts', 'apps/api/src/**/*.test.ts', 'apps/api/src/testing/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts.' },
      ],
    },
  },
  {
    files: [`${webSrc}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: webBoundaryZones }],
      'no-restricted-syntax': ['error', ...handWrittenQueryKeys],
    },
  },
  {
    files: [`${apiSrc}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: apiLayerZones }] },
  },
  {
    files: ['**/*.test.ts', '**/testing/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
