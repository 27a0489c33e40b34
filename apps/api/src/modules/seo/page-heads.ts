import type pg from 'pg';
import sql from 'sql-template-tag';
import { z } from 'zod';
import type { PrismaClient } from '@mainwork/db';
import {
  APP_PAGES,
  EMAILED_PAGES,
  FEED_FORMATS,
  feedPath,
  formatRewardLabel,
  formatSalary,
  isAppPagePath,
  matchJobPagePath,
  matchPagePath,
  pageTitle,
  parsePathId,
  PUBLIC_PAGES,
  SITE_NAME,
  type TFeedSubject,
  withoutTrailingSlash,
} from '@mainwork/contracts';
import { queryRows } from '../../infra/database-rows.ts';
import type { PageHead } from '../../plugins/web-app.ts';
import { locationText } from '../jobs/job-location-text.ts';
import {
  cardOfJob,
  cardUrl,
  feedCard,
  referralLine,
  siteCard,
  SITE_HEADLINE,
  type DescribedCard,
} from '../social-cards/card-subjects.ts';
import { escapeHtml, jsonForScript } from './escape.ts';
import { findIndexableJob } from './job-page.ts';
import { jobPageTitle, jobPostingJsonLd, jobSummary, jobUrl, NOINDEX_HEAD, type SeoJob } from './job-posting.ts';
import { previewHead, type LinkPreview } from './preview-tags.ts';

/** The web app's own description (apps/web/index.html), for the pages without one of their own. */
export const SITE_DESCRIPTION =
  'MainWork: local jobs, shared by word of mouth, with referral rewards paid by employers.';

/**
 * The marketing and legal pages' titles and descriptions (their headings and leads in
 * apps/web/src/features/marketing), for search engines and link previews.
 */
const MARKETING_PAGES: Record<string, { title: string; description: string }> = {
  [PUBLIC_PAGES.home]: { title: `${SITE_NAME}: ${SITE_HEADLINE}`, description: SITE_DESCRIPTION },
  [PUBLIC_PAGES.about]: {
    title: pageTitle('How It Works'),
    description:
      'MainWork turns word of mouth into jobs. Find work near you, refer the people you know, and earn rewards funded by the employers who hire them.',
  },
  [PUBLIC_PAGES.employers]: {
    title: pageTitle('For Employers'),
    description:
      'Hire through the people who already know your community. Post a job, set a referral reward, and let word of mouth bring you candidates.',
  },
  [PUBLIC_PAGES.jobs]: { title: pageTitle('Jobs'), description: SITE_DESCRIPTION },
  [PUBLIC_PAGES.terms]: {
    title: pageTitle('Terms of Use'),
    description:
      "MainWork's Terms of Use: who may use the service, job postings and employers' responsibilities, referral rewards, fees, and how disputes are resolved.",
  },
  [PUBLIC_PAGES.privacy]: {
    title: pageTitle('Privacy Policy'),
    description:
      'What personal information MainWork collects, how it is used and shared, and the choices and rights you have.',
  },
  [APP_PAGES.signup]: {
    title: pageTitle('Sign up'),
    description:
      'Join MainWork to find local jobs, refer the people you know and earn rewards, or post jobs for your business.',
  },
  [APP_PAGES.forgotPassword]: {
    title: pageTitle('Forgot Password'),
    description: 'Get a link to set a new password for your MainWork account.',
  },
  [APP_PAGES.attributions]: {
    title: pageTitle('Attributions'),
    description: 'Where the place and ZIP code data behind location search come from, with their licences.',
  },
  [PUBLIC_PAGES.developers]: {
    title: pageTitle('Developers'),
    description:
      'Build on MainWork: read public jobs from any site, post jobs with API keys, embed the job widget, follow feeds and receive webhooks.',
  },
};

/** The keys share links and affiliate links are made of; a page path with another is no link. */
const SHARE_KEY = /^[A-Za-z0-9_-]{1,64}$/;
const AFFILIATE_KEY = /^[A-Za-z0-9_-]{1,100}$/;

/** Unknown paths, jobs and share links: 404, titled as the web app's not-found page is, and left out of search. */
export const NOT_FOUND_TITLE = pageTitle('Not found');
const NOT_FOUND: PageHead = {
  status: 404,
  head: [`<title>${escapeHtml(NOT_FOUND_TITLE)}</title>`, NOINDEX_HEAD].join('\n'),
  replaceDefaults: true,
};

const withCard = (publicUrl: string, card: DescribedCard) => ({ url: cardUrl(publicUrl, card), alt: card.alt });

function jobPreview(publicUrl: string, { job }: SeoJob, card: DescribedCard): LinkPreview {
  const salary = formatSalary(job);
  const facts = [job.business.name, locationText(job), salary].filter(Boolean).join(' · ');
  return {
    title: jobPageTitle(job),
    description: jobSummary(job),
    previewDescription: [facts, referralLine(job), jobSummary(job)].filter(Boolean).join('. '),
    canonical: jobUrl(publicUrl, job.id),
    image: withCard(publicUrl, card),
    facts: [
      ...(salary ? [['Salary', salary] as [string, string]] : []),
      ...(job.reward ? [['Referral reward', formatRewardLabel(job.reward)] as [string, string]] : []),
    ],
  };
}

const ZShareLinkRow = z.object({ job_id: z.number().int() });

/** A share link's job, looked up without following the link: no view is counted here. */
async function shareLinkJobId(pool: pg.Pool, key: string): Promise<number | null> {
  const [row] = await queryRows(pool, ZShareLinkRow, sql`SELECT "jobId" AS job_id FROM share_links WHERE key = ${key}`);
  return row?.job_id ?? null;
}

async function jobHead(
  pool: pg.Pool,
  publicUrl: string,
  found: SeoJob,
  options: { sharedAs?: string } = {},
): Promise<PageHead> {
  const preview = jobPreview(publicUrl, found, await cardOfJob(pool, found.job));
  const head = options.sharedAs
    ? // A share link previews its job but links to itself, so whoever follows it is counted and credited.
      [...previewHead({ ...preview, url: options.sharedAs }), NOINDEX_HEAD]
    : [
        ...previewHead(preview),
        `<script type="application/ld+json">${jsonForScript(jobPostingJsonLd(publicUrl, found))}</script>`,
      ];
  return { status: 200, head: head.join('\n'), replaceDefaults: true };
}

/** The links feed readers find a page's feeds by (RSS 2.0 and JSON Feed 1.1; the XML job feed is for aggregators). */
export function feedLinks(publicUrl: string, subject: TFeedSubject, title: string): string[] {
  return (['rss', 'json'] as const).map((format) => {
    const { mediaType, name } = FEED_FORMATS[format];
    const href = `${publicUrl}${feedPath(subject, format)}`;
    return `<link rel="alternate" type="${mediaType}" title="${escapeHtml(`${title} (${name})`)}" href="${escapeHtml(href)}" />`;
  });
}

function sitePageHead(publicUrl: string, path: string): PageHead {
  const canonicalPath = path === PUBLIC_PAGES.homeAlias ? PUBLIC_PAGES.home : path;
  const page = MARKETING_PAGES[canonicalPath];
  const preview: LinkPreview = {
    title: page?.title ?? SITE_NAME,
    description: page?.description ?? SITE_DESCRIPTION,
    canonical: `${publicUrl}${canonicalPath}`,
    image: withCard(publicUrl, siteCard()),
  };
  const feeds = canonicalPath === PUBLIC_PAGES.jobs ? feedLinks(publicUrl, { kind: 'site' }, `${SITE_NAME} jobs`) : [];
  return { status: 200, head: [...previewHead(preview), ...feeds].join('\n'), replaceDefaults: true };
}

/**
 * The pages the e-mails link to, by the name the web app titles them with: signed-in screens and pages a
 * token in the link acts on (confirming an alert, unsubscribing). A preview of such a link says what the page
 * is, and search engines are told to leave it out.
 */
const EMAILED_PAGE_NAMES: Record<keyof typeof EMAILED_PAGES, string> = {
  resetPassword: 'Reset Password',
  myApplications: 'My Applications',
  myShareLinks: 'My Share Links',
  myRewards: 'My Rewards',
  redeem: 'Redeem a Reward',
  employerDashboard: 'Dashboard',
  employerMembershipSignup: 'Membership',
  employerJobAdd: 'Post a Job',
  employerJobApplications: 'Applicants',
  unsubscribed: 'Unsubscribed',
  myJobAlerts: 'Job Alerts',
  savedJobs: 'Saved Jobs',
  confirmJobAlert: 'Confirm Job Alert',
  confirmEmail: 'Confirm E-mail Address',
  extendPosting: 'Extend Posting',
  memberInvitation: 'Team Invitation',
};

function emailedPageHead(publicUrl: string, path: string): PageHead | null {
  const page = (Object.keys(EMAILED_PAGES) as Array<keyof typeof EMAILED_PAGES>).find(
    (key) => matchPagePath(EMAILED_PAGES[key], path) !== null,
  );
  if (!page) return null;
  const preview: LinkPreview = {
    title: pageTitle(EMAILED_PAGE_NAMES[page]),
    description: SITE_DESCRIPTION,
    canonical: `${publicUrl}${path}`,
    image: withCard(publicUrl, siteCard()),
  };
  return { status: 200, head: [...previewHead(preview), NOINDEX_HEAD].join('\n'), replaceDefaults: true };
}

async function feedHead(
  db: { pool: pg.Pool; prisma: PrismaClient },
  publicUrl: string,
  path: string,
  kind: 'organizations' | 'businesses',
  id: number,
): Promise<PageHead | null> {
  const select = { id: true, name: true, active: true, logoFileId: true } as const;
  const feed: { id: number; name: string; active: boolean; logoFileId: number | null; tagline?: string | null } | null =
    kind === 'organizations'
      ? await db.prisma.organization.findUnique({ where: { id }, select: { ...select, tagline: true } })
      : await db.prisma.business.findUnique({ where: { id }, select });
  if (!feed?.active) return null;
  const preview: LinkPreview = {
    title: pageTitle(`Jobs at ${feed.name}`),
    description: feed.tagline || `Open jobs at ${feed.name}, with referral rewards paid by the employers.`,
    canonical: `${publicUrl}${path}`,
    image: withCard(publicUrl, feedCard(kind, feed)),
  };
  const subject: TFeedSubject = { kind: kind === 'organizations' ? 'organization' : 'business', id: feed.id };
  const feeds = feedLinks(publicUrl, subject, `Jobs at ${feed.name}`);
  return { status: 200, head: [...previewHead(preview), ...feeds].join('\n'), replaceDefaults: true };
}

async function affiliateLinkHead(
  prisma: PrismaClient,
  publicUrl: string,
  path: string,
  key: string,
): Promise<PageHead | null> {
  const link = await prisma.affiliateLink.findUnique({ where: { key }, select: { message: true } });
  if (!link) return null;
  const preview: LinkPreview = {
    title: `Join ${SITE_NAME}`,
    description: link.message?.trim() || SITE_DESCRIPTION,
    canonical: `${publicUrl}${path}`,
    image: withCard(publicUrl, siteCard()),
  };
  return { status: 200, head: [...previewHead(preview), NOINDEX_HEAD].join('\n'), replaceDefaults: true };
}

/**
 * The head every page outside the API is served with (decision 035), whatever the Accept header: search
 * engines and link-preview bots read it, browsers then run the app. A job page, a share link (`/s/{key}`)
 * and a feed carry their own title, description and social card; an affiliate link (`/l/{key}`) its
 * message; the marketing pages their own; the pages e-mails link to their name and `noindex`; any other
 * page the site's. Unknown, closed and expired jobs and
 * unknown share links answer 404 with `noindex` (the app shows its not-found page).
 */
export async function pageHead(
  db: { pool: pg.Pool; prisma: PrismaClient },
  publicUrl: string,
  pathname: string,
): Promise<PageHead> {
  const path = withoutTrailingSlash(pathname);
  const jobPath = matchJobPagePath(path);
  if (jobPath) {
    const found = await findIndexableJob(db.pool, jobPath);
    return found ? jobHead(db.pool, publicUrl, found) : NOT_FOUND;
  }
  const shareKey = matchPagePath(PUBLIC_PAGES.shareLink, path)?.key;
  if (shareKey && SHARE_KEY.test(shareKey)) {
    const jobId = await shareLinkJobId(db.pool, shareKey);
    const found = jobId === null ? null : await findIndexableJob(db.pool, { kind: 'job', jobId: String(jobId) });
    return found ? jobHead(db.pool, publicUrl, found, { sharedAs: `${publicUrl}${path}` }) : NOT_FOUND;
  }
  const affiliateKey = matchPagePath(PUBLIC_PAGES.affiliateLink, path)?.key;
  const organizationId = parsePathId(matchPagePath(PUBLIC_PAGES.organizationJobs, path)?.organizationId);
  const businessId = parsePathId(matchPagePath(PUBLIC_PAGES.businessJobs, path)?.businessId);
  const own =
    affiliateKey !== undefined && AFFILIATE_KEY.test(affiliateKey)
      ? await affiliateLinkHead(db.prisma, publicUrl, path, affiliateKey)
      : organizationId !== null
        ? await feedHead(db, publicUrl, path, 'organizations', organizationId)
        : businessId !== null
          ? await feedHead(db, publicUrl, path, 'businesses', businessId)
          : null;
  if (own) return own;
  if (!isAppPagePath(path)) return NOT_FOUND;
  return emailedPageHead(publicUrl, path) ?? sitePageHead(publicUrl, path);
}
