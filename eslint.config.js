import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
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

/**
 * API module order (README "Layout"): each domain module (`apps/api/src/modules/<name>`) imports only the
 * modules below it in this list, so arrows between modules point one way and no two import each other.
 * What several modules share and none owns (the audit trail, state moves, the employer's job gate) sits
 * in `domain/`, which imports no module. A new module folder goes into this list
 * (src/module-boundaries.test.ts fails until it does).
 */
export const apiModuleOrder = [
  'webhooks',
  'widget',
  'job-sources',
  'resolutions',
  'billing',
  'payouts',
  'rewards',
  'applicants',
  'job-dashboard',
  'default-applications',
  'account',
  'notification-settings',
  'saved-jobs',
  'job-alerts',
  'applications',
  'share-links',
  'seo',
  'social-cards',
  'business-jobs',
  'memberships',
  'api-keys',
  'team',
  'organizations',
  'users',
  'businesses',
  'reward-sources',
  'admin-dashboard',
  'health',
  'files',
  'lookups',
  'regions',
  'auth',
  'affiliate-links',
  'jobs',
  'places',
];
const apiModules = `${apiSrc}/modules`;
const apiModuleZones = [
  ...apiModuleOrder.slice(1).map((module, index) => ({
    target: `${apiModules}/${module}`,
    from: apiModuleOrder.slice(0, index + 1).map((above) => `${apiModules}/${above}`),
    message: `The ${module} module imports only the modules below it in apiModuleOrder (eslint.config.js): move what both need below both, into the lower module or domain/.`,
  })),
  {
    target: `${apiSrc}/domain`,
    from: apiModules,
    message: 'domain/ sits below the modules and imports none of them: move what it needs into domain/ or pass it in.',
  },
];

/**
 * One way to the database (README "Database access"): Prisma for writes and simple reads; hand-written SQL only as
 * `sql` tagged templates (sql-template-tag), whose values become parameters where they stand, run through
 * `infra/database-rows.ts` (`queryRows`, `runStatement`, `inTransaction`), or as Prisma's own tagged
 * `$queryRaw`/`$executeRaw` inside a Prisma transaction. Three ways around that are refused: Prisma's
 * `*Unsafe` calls (SQL text with values pasted in or numbered by hand), SQL numbered by hand
 * (`params.push(value)` with `$${params.length}`), and, outside infra/, the pool's own `query` (text and
 * a values array beside it). Tests and the test helpers set up rows with the pool as they please.
 */
const unsafeSql = {
  selector: 'MemberExpression[property.name=/^\\$(queryRaw|executeRaw)Unsafe$/]',
  message:
    "No $queryRawUnsafe/$executeRawUnsafe: write the SQL as a sql`...` tagged template and run it with queryRows (infra/database-rows.ts), or use Prisma's tagged $queryRaw`...`/$executeRaw`...` inside a Prisma transaction.",
};
const numberedSql = {
  selector: "CallExpression[callee.property.name='push'][callee.object.name=/^(params|values)$/]",
  message:
    'No SQL numbered by hand (params.push(value) and $${params.length}): write each optional part as a sql`AND x = ${value}` fragment (or `empty`), and let sql-template-tag number the values.',
};
const numberedPlaceholder = {
  // A template whose `$` stands right before `${something.length}`: a placeholder numbered from a list's length.
  selector:
    "TemplateLiteral:has(> TemplateElement[tail=false][value.raw=/\\$$/]):has(> MemberExpression[property.name='length'])",
  message: numberedSql.message,
};
const poolQuery = {
  selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='query']",
  message:
    'Run SQL through infra/database-rows.ts (queryRows, runStatement, inTransaction) with a sql`...` tagged template, not with pool.query/client.query and a values array.',
};
const databaseAccessSource = [`${apiSrc}/**/*.{ts,tsx}`, 'prisma/src/**/*.ts', 'prisma/seed/**/*.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'prisma/generated/**',
      // Generated from the OpenAPI document by its test (plugins/openapi-client.test.ts).
      'apps/api/src/testing/api-schema.generated.ts',
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
    files: ['apps/api/src/**/*.{ts,tsx}'],
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
      // One link component (components/link.tsx): React Router's own carries code for every page to load.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message: "Use Link from components/link.tsx: React Router's own Link and NavLink weigh on every page.",
            },
            {
              name: 'react-bootstrap',
              importNames: ['Alert', 'Tab', 'Tabs'],
              message:
                "Use Alert and Tabs from components/alert.tsx and tabs.tsx: react-bootstrap's bring their transition and navigation code to every page that shows one.",
            },
          ],
        },
      ],
    },
  },
  {
    // The rules of hooks and the React Compiler's checks (refs read in render, effects that only set state…).
    files: [`${webSrc}/**/*.{ts,tsx}`],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // The API's e-mail templates are .tsx (react-email); the same boundaries hold for them.
    files: [`${apiSrc}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...apiLayerZones, ...apiModuleZones] }],
    },
  },
  {
    files: ['**/*.test.ts', '**/testing/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: databaseAccessSource,
    rules: { 'no-restricted-syntax': ['error', unsafeSql, numberedSql, numberedPlaceholder] },
  },
  {
    // The API's own code: the pool only through infra/. database-setup.ts creates databases by name (an
    // identifier, which no parameter can carry) before the app exists.
    files: [`${apiSrc}/**/*.{ts,tsx}`],
    ignores: [`${apiSrc}/infra/**`, `${apiSrc}/database-setup.ts`, `${apiSrc}/**/*.test.ts`, `${apiSrc}/testing/**`],
    rules: { 'no-restricted-syntax': ['error', unsafeSql, numberedSql, numberedPlaceholder, poolQuery] },
  },
);
