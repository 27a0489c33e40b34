// Sizes of the JS and CSS a page loads, measured on the build output: the same bytes the server sends,
// compressed the way it compresses them (gzip level 9, brotli quality 11), whatever the served copy.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The budget for the first route (kB = 1000 bytes, brotli): issue 41's 100 kB of JS for every public page,
 * which `pnpm perf` holds each page it measures to.
 */
export const FIRST_ROUTE_BUDGET = { jsBrotli: 100_000, cssBrotli: 30_000 };
/** A page's ceiling: its JS (brotli bytes) just above what it loads now, and the CSS budget. */
const jsCeiling = (jsBrotli) => ({ jsBrotli, cssBrotli: FIRST_ROUTE_BUDGET.cssBrotli });

/**
 * What CI holds each public page's first route to (e2e/bundle-size.spec.ts), by the page's route: the JS up to
 * 0.4 kB above what the size journey measured when the figure was last set (pages have grown into some of that
 * since), so it cannot creep back up unnoticed. How each figure moved, and why, is in decision 076 (and 027
 * before it).
 */
export const FIRST_ROUTE_CEILINGS = {
  '/': jsCeiling(85_800),
  '/about': jsCeiling(84_600),
  '/jobs': jsCeiling(98_900),
  '/jobs/{id}': jsCeiling(98_900),
  '/organizations/{id}/jobs': jsCeiling(98_900),
  '/employers/{id}/jobs': jsCeiling(98_900),
  '/employers': jsCeiling(86_200),
  '/terms': jsCeiling(91_000),
  '/privacy': jsCeiling(88_200),
  '/developers': jsCeiling(88_500),
  '/attributions': jsCeiling(85_200),
  '/signup': jsCeiling(86_100),
  '/forgot_password': jsCeiling(86_000),
  '/reset_password': jsCeiling(86_600),
  '/confirm_email': jsCeiling(86_500),
  '/unsubscribed': jsCeiling(86_400),
  '/employers/invitations/{token}': jsCeiling(90_400),
};

/**
 * The signed-in screens (Hunter, Employer, organization admin, admin) `pnpm perf` measures beside the public
 * pages and CI holds (e2e/bundle-size.spec.ts), by route, each with the demo account that opens it (its
 * role as the seed's demo logins name it, printed by `pnpm start`), the JS 0.4 kB above what the size journey
 * measured last (decisions 046 and 076 say how each moved). They are above the budget `pnpm perf` applies to a
 * first route: these stop them growing while the work to bring them under goes on.
 */
export const SIGNED_IN_CEILINGS = {
  '/my_applications': { role: 'Hunter', ...jsCeiling(103_800) },
  '/my_share_links': { role: 'Hunter', ...jsCeiling(103_800) },
  '/job_alerts': { role: 'Hunter', ...jsCeiling(101_900) },
  '/me': { role: 'Hunter', ...jsCeiling(152_900) },
  '/employers/dashboard': { role: 'Employer', ...jsCeiling(112_800) },
  '/employers/my_business/jobs/{id}/applications': { role: 'Employer', ...jsCeiling(112_700) },
  '/employers/my_business/jobs/add': { role: 'Employer', ...jsCeiling(136_200) },
  '/employers/my_business/profile': { role: 'Employer', ...jsCeiling(148_600) },
  '/my_organizations': { role: 'Organization admin', ...jsCeiling(89_100) },
  '/admin/dashboard': { role: 'Admin', ...jsCeiling(106_900) },
  '/admin/users': { role: 'Admin', ...jsCeiling(106_400) },
};

/**
 * The demo logins in the lines `pnpm start` (apps/api/src/server.ts) prints, by role:
 * `  Employer             employer@mainwork.test / password`.
 */
export function parseDemoLogins(text) {
  const logins = new Map();
  for (const match of text.matchAll(/^ {2}(\S.*?) {2,}(\S+@\S+) \/ (\S+)$/gm))
    logins.set(match[1], { email: match[2], password: match[3] });
  return logins;
}

/** The value of the session cookie a log-in answer sets, as a `Cookie` header (`name=value`). */
export function sessionCookieOf(setCookieHeaders) {
  const session = setCookieHeaders.find((header) => /^(?:__Host-)?mw_session=/.test(header));
  if (!session) throw new Error('the log-in answer set no session cookie');
  return session.split(';')[0];
}

/**
 * A page of a signed-in route with ids from the demo data: the applicants of the employer's first job.
 * `get` fetches an API path as the signed-in user and answers its JSON.
 */
export async function signedInPathOf(route, currentUser, get) {
  if (!route.includes('{id}')) return route;
  const [job] = await get(`/api/v1/businesses/${currentUser.business_id}/jobs`);
  if (!job) throw new Error(`no job of business ${currentUser.business_id} for ${route}`);
  return route.replace('{id}', String(job.id));
}

function compressedSizes(file) {
  const raw = fs.readFileSync(file);
  return {
    raw: raw.length,
    gzip: zlib.gzipSync(raw, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }).length,
  };
}

/**
 * Totals per kind for the given URL paths (e.g. `/assets/index-abc.js`), read from `distDir`.
 * Paths outside the build (API answers, the HTML) are ignored.
 */
export function assetTotals(distDir, urlPaths) {
  const totals = { js: { files: 0, raw: 0, gzip: 0, brotli: 0 }, css: { files: 0, raw: 0, gzip: 0, brotli: 0 } };
  for (const urlPath of new Set(urlPaths)) {
    const kind = urlPath.endsWith('.js') ? 'js' : urlPath.endsWith('.css') ? 'css' : null;
    if (!kind) continue;
    const file = path.join(distDir, decodeURIComponent(urlPath));
    if (!file.startsWith(distDir) || !fs.existsSync(file)) continue;
    const sizes = compressedSizes(file);
    totals[kind].files += 1;
    totals[kind].raw += sizes.raw;
    totals[kind].gzip += sizes.gzip;
    totals[kind].brotli += sizes.brotli;
  }
  return totals;
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
