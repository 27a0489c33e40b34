import fs from 'node:fs';
import path from 'node:path';

/**
 * How the app's shared code is grouped into chunks (decision 027, 076): what the entry needs in one chunk
 * beside it, the job screens' shared code in one chunk and the small helpers the other public pages share
 * with them in another, instead of dozens of small shared chunks.
 */

const APP = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.tsx?$/;

/** The folders of the job screens' shared code (the screens themselves load on their own). */
const JOB_SCREENS_FOLDERS = ['src/features/jobs', 'src/components/job-card', 'src/lib/api'];
/**
 * The public pages that do not show jobs (the marketing pages, /developers, sign-up and the password pages, a
 * team invitation's link), folders or files: they must not load the job screens' code for a helper.
 */
const OTHER_PUBLIC_PAGES = [
  'src/features/marketing',
  'src/features/developers',
  'src/features/auth',
  'src/features/team/invitation-page.tsx',
];

/** What one source file uses: its relative static imports, the endpoint domains it calls and icons it draws. */
function usesOf(file: string): { imports: string[]; generated: string[] } {
  // Without comments: a comment's example (`endpoints.jobs.search`) is no use of a domain.
  const code = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm, '$1');
  return {
    // Static imports only: a dynamic `import()` is code loaded when wanted, in its own chunk.
    imports: [...code.matchAll(/\bfrom '(\.\.?\/[^']+\.tsx?)'/g)].map((match) =>
      path.resolve(path.dirname(file), match[1]!),
    ),
    generated: [
      // `endpoints.jobs.search` is `virtual:endpoint-table/jobs` (build/endpoint-table.ts).
      ...[...code.matchAll(/\bendpoints\.([A-Za-z]+)/g)].map((match) => `virtual:endpoint-table/${match[1]}`),
      ...[...code.matchAll(/'(virtual:bootstrap-icons\/[a-z0-9-]+)'/g)].map((match) => match[1]!),
    ],
  };
}

/** The source files of a folder, or the file itself. */
const sourcesIn = (folderOrFile: string) =>
  SOURCE.test(folderOrFile)
    ? [path.join(APP, folderOrFile)]
    : fs
        .readdirSync(path.join(APP, folderOrFile), { recursive: true, encoding: 'utf8' })
        .filter((file) => SOURCE.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => path.join(APP, folderOrFile, file));

/** The source files the folders' files reach through static imports, and the generated modules those use. */
function reachedFrom(folders: string[], follow: boolean): { files: Set<string>; generated: Set<string> } {
  const files = new Set<string>();
  const generated = new Set<string>();
  const waiting = folders.flatMap(sourcesIn);
  for (let file = waiting.pop(); file !== undefined; file = waiting.pop()) {
    if (files.has(file) || !fs.existsSync(file)) continue;
    files.add(file);
    const uses = usesOf(file);
    uses.generated.forEach((id) => generated.add(id));
    if (follow) waiting.push(...uses.imports.filter((imported) => imported.startsWith(path.join(APP, 'src'))));
  }
  return { files, generated };
}

const otherPublicPages = reachedFrom(OTHER_PUBLIC_PAGES, true);
/**
 * The endpoint domains and icons the job screens' code uses go in its chunk rather than in a small chunk
 * each, but not those the other public pages reach too (the home page's feed search asks for organizations,
 * the copy button on /developers draws a tick).
 */
const jobScreensGenerated = new Set(
  [...reachedFrom(JOB_SCREENS_FOLDERS, false).generated].filter((id) => !otherPublicPages.generated.has(id)),
);
/**
 * The shared components the job screens draw (the employer's header, the new-tab button…) go in their chunk
 * too, unless the other public pages draw them: the signed-in screens that use them load that chunk anyway.
 */
const jobScreensComponents = new Set(
  [...reachedFrom(JOB_SCREENS_FOLDERS, true).files].filter(
    (file) => file.startsWith(path.join(APP, 'src/components')) && !otherPublicPages.files.has(file),
  ),
);

const normalized = (id: string) => id.replaceAll('\\', '/');
const isAppHelper = (file: string) => /\/apps\/web\/src\/lib\/[^/]+\.tsx?$/.test(file) && !file.endsWith('/zod.ts');

const isSharedHelperFile = (file: string) =>
  (isAppHelper(file) && otherPublicPages.files.has(path.resolve(file))) ||
  /\/packages\/contracts\/src\/(?:(?:place|company)-values|us-states)\.ts$/.test(file);

/**
 * The helpers of src/lib the other public pages reach, and the contracts' plain values they use (the legal
 * texts the company's address, /attributions the places' credit, which needs the states): a chunk of their
 * own, which the job screens load beside theirs.
 */
export function isSharedHelperCode(id: string): boolean {
  return isSharedHelperFile(normalized(id));
}

/**
 * Screens and modals load on their own: the router and the modal registry load them when wanted; so do the
 * parts a screen loads only when needed (`-deferred`).
 */
const loadsOnItsOwn = (file: string) => /-(?:page|modal|deferred)\.tsx?$/.test(file);

/**
 * The query library's parts the public forms (/signup, /forgot_password) use: its mutations, which the job
 * screens do not use, and `queryOptions`, which both do (a few bytes, in a chunk of their own).
 */
const isPublicFormsQueryCode = (file: string) => /\/(?:useMutation|mutationObserver|queryOptions)\.js$/.test(file);

/**
 * The code the public job screens (list, job, employer and organization feeds) share: the jobs feature and
 * the job card, the shared components they draw, src/lib's other helpers and its shared endpoints
 * (src/lib/api), the contracts' plain values, money formats and image sizes the public pages use, and the query
 * library's infinite lists (not zod, not the forms; what the entry needs
 * stays in the entry). Not the screens themselves: the router and the server's preloads find them by name.
 * The signed-in screens' own values (*-values of rewards, applications, alerts, the dashboard, admin users)
 * go with those screens.
 */
export function isJobScreensCode(id: string): boolean {
  if (id.startsWith('\0virtual:')) return jobScreensGenerated.has(id.slice(1));
  const file = normalized(id);
  if (loadsOnItsOwn(file) || isSharedHelperFile(file)) return false;
  // Sign-up's lookups (business sizes, states) and affiliate message: split as usual, not with the job screens.
  if (/\/apps\/web\/src\/lib\/api\//.test(file) && otherPublicPages.files.has(path.resolve(file))) return false;
  return (
    /\/apps\/web\/src\/(?:features\/jobs|components\/job-card|lib\/api)\//.test(file) ||
    isAppHelper(file) ||
    jobScreensComponents.has(path.resolve(file)) ||
    /\/packages\/contracts\/src\/(?:(?:job|share-link|billing|page-title)-values|money-format|images)\.ts$/.test(
      file,
    ) ||
    (/\/@tanstack\/(?:react-query|query-core)\//.test(file) && !isPublicFormsQueryCode(file))
  );
}
