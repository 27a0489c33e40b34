import fs from 'node:fs/promises';
import path from 'node:path';
import {
  APP_PAGES,
  EMAILED_PAGES,
  matchPageIds,
  matchPagePath,
  PUBLIC_PAGES,
  SIGNED_IN_PAGES,
} from '@mainwork/contracts';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/**
 * The screen module of each public page, as the web app's router loads it (apps/web/src/app/router.tsx),
 * by path pattern. The pages people land on from a link or a search engine; others load as before.
 */
const PUBLIC_SCREENS: Array<[string, string]> = [
  [PUBLIC_PAGES.home, 'src/features/marketing/home-page.tsx'],
  [PUBLIC_PAGES.homeAlias, 'src/features/marketing/home-page.tsx'],
  [PUBLIC_PAGES.about, 'src/features/marketing/about-page.tsx'],
  [PUBLIC_PAGES.employers, 'src/features/marketing/employers-page.tsx'],
  [PUBLIC_PAGES.terms, 'src/features/marketing/terms-page.tsx'],
  [PUBLIC_PAGES.privacy, 'src/features/marketing/privacy-page.tsx'],
  [APP_PAGES.attributions, 'src/features/marketing/attributions-page.tsx'],
  [APP_PAGES.signup, 'src/features/auth/signup-page.tsx'],
  [APP_PAGES.forgotPassword, 'src/features/auth/forgot-password-page.tsx'],
  [EMAILED_PAGES.resetPassword, 'src/features/auth/reset-password-page.tsx'],
  [PUBLIC_PAGES.developers, 'src/features/developers/developers-page.tsx'],
  [PUBLIC_PAGES.jobs, 'src/features/jobs/jobs-page.tsx'],
  [PUBLIC_PAGES.job, 'src/features/jobs/job-page.tsx'],
  [PUBLIC_PAGES.businessJobs, 'src/features/jobs/business-jobs-page.tsx'],
  [PUBLIC_PAGES.businessJob, 'src/features/jobs/business-job-page.tsx'],
  [PUBLIC_PAGES.organizationJobs, 'src/features/jobs/organization-jobs-page.tsx'],
  [PUBLIC_PAGES.organizationJob, 'src/features/jobs/organization-job-page.tsx'],
];

/**
 * Public pages a mailed link opens whose path carries the link's token, not ids: a team invitation. Rendered
 * for a visitor as the public pages are (the API refusing the token gives the plain shell).
 */
const TOKEN_PATH_SCREENS: Array<[string, string]> = [
  [EMAILED_PAGES.memberInvitation, 'src/features/team/invitation-page.tsx'],
];

/**
 * The screen module of each signed-in screen the server preloads (decision 046): its code comes with the
 * entry, not after the session check.
 */
const SIGNED_IN_SCREENS: Array<[string, string]> = [
  [EMAILED_PAGES.myApplications, 'src/features/applications/my-applications-page.tsx'],
  [EMAILED_PAGES.myShareLinks, 'src/features/share-links/my-share-links-page.tsx'],
  [EMAILED_PAGES.myRewards, 'src/features/rewards/my-rewards-page.tsx'],
  [EMAILED_PAGES.redeem, 'src/features/rewards/redeem-page.tsx'],
  [EMAILED_PAGES.myJobAlerts, 'src/features/job-alerts/job-alerts-page.tsx'],
  [EMAILED_PAGES.savedJobs, 'src/features/saved-jobs/saved-jobs-page.tsx'],
  [SIGNED_IN_PAGES.me, 'src/features/account/account-page.tsx'],
  [EMAILED_PAGES.employerDashboard, 'src/features/job-dashboard/job-dashboard-page.tsx'],
  [EMAILED_PAGES.employerJobAdd, 'src/features/employers/job-editor-page.tsx'],
  [EMAILED_PAGES.employerJobApplications, 'src/features/applicants/applicants-page.tsx'],
  [SIGNED_IN_PAGES.employerProfile, 'src/features/business-profile/business-profile-page.tsx'],
  [SIGNED_IN_PAGES.myOrganizations, 'src/features/organizations/my-organizations-page.tsx'],
  [SIGNED_IN_PAGES.adminDashboard, 'src/features/admin-dashboard/admin-dashboard-page.tsx'],
  [SIGNED_IN_PAGES.adminUsers, 'src/features/admin-users/users-page.tsx'],
];

/**
 * The screen module of a public page (PUBLIC_SCREENS) with real ids, or of a page with a link's token in its
 * path (TOKEN_PATH_SCREENS); undefined for any other page.
 */
export function publicScreen(pathname: string): string | undefined {
  return (
    PUBLIC_SCREENS.find(([pattern]) => matchPageIds(pattern, pathname) !== null)?.[1] ??
    TOKEN_PATH_SCREENS.find(([pattern]) => matchPagePath(pattern, pathname) !== null)?.[1]
  );
}

/** The screen module of a signed-in screen (SIGNED_IN_SCREENS), undefined for any other page. */
export function signedInScreen(pathname: string): string | undefined {
  return SIGNED_IN_SCREENS.find(([pattern]) => matchPagePath(pattern, pathname) !== null)?.[1];
}

/** The screen module of a public page or a signed-in screen, undefined for any other page. */
function screenOf(pathname: string): string | undefined {
  return publicScreen(pathname) ?? signedInScreen(pathname);
}

/**
 * `<link rel="modulepreload">` for the code of the page being served, from the build's manifest
 * (dist/.vite/manifest.json), so the browser fetches the screen's chunks with the entry instead of
 * after it (no waterfall). The entry's own imports are already preloaded by index.html.
 */
export class RoutePreloads {
  // The build's manifest, read again when the file changes: never staler than the build on disk.
  private cached: { mtimeMs: number; manifest: Manifest } | null = null;

  constructor(private readonly distDir: string) {}

  private async manifest(): Promise<Manifest | null> {
    const file = path.join(this.distDir, '.vite', 'manifest.json');
    try {
      const stat = await fs.stat(file);
      if (this.cached?.mtimeMs !== stat.mtimeMs)
        this.cached = { mtimeMs: stat.mtimeMs, manifest: JSON.parse(await fs.readFile(file, 'utf8')) as Manifest };
      return this.cached.manifest;
    } catch {
      return null;
    }
  }

  /** The built file of a module the build lists by its source path (`/assets/…-hash.js`), or null. */
  async fileOf(source: string): Promise<string | null> {
    const file = (await this.manifest())?.[source]?.file;
    return file ? `/${file}` : null;
  }

  async linksFor(pathname: string): Promise<string> {
    const screen = screenOf(pathname);
    const manifest = screen ? await this.manifest() : null;
    if (!screen || !manifest?.[screen]) return '';
    const inEntry = new Set<string>();
    const walk = (key: string, into: Set<string>) => {
      if (into.has(key) || !manifest[key]) return;
      into.add(key);
      for (const imported of manifest[key].imports ?? []) walk(imported, into);
    };
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, inEntry);
    const needed = new Set<string>();
    walk(screen, needed);
    return [...needed]
      .filter((key) => !inEntry.has(key))
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`)
      .join('\n');
  }
}
