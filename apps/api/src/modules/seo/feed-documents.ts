import {
  feedPath,
  formatRewardLabel,
  formatSalary,
  SITE_NAME,
  type TFeedFormat,
  type TJob,
  type TJsonFeed,
} from '@mainwork/contracts';
import { isRemote, locationText } from '../jobs/job-location-text.ts';
import { escapeHtml, escapeXml } from './escape.ts';
import type { Feed, FeedJob } from './feed-jobs.ts';
import { jobSummary, jobUrl } from './job-posting.ts';

/** Every job posted through the product is in the United States (decision 068). */
const COUNTRY = 'US';

/** The job types aggregators know (Indeed's `jobtype`); another type is sent by its name. */
const AGGREGATOR_JOB_TYPES: Record<string, string> = {
  'full-time': 'fulltime',
  'part-time': 'parttime',
  contract: 'contract',
  temporary: 'temporary',
  seasonal: 'temporary',
  internship: 'internship',
};

const feedUrl = (publicUrl: string, feed: Feed, format: TFeedFormat) => `${publicUrl}${feedPath(feed.subject, format)}`;

/** The description readers show: who and where, then the job's own (sanitised) HTML. */
function itemHtml(job: TJob): string {
  const where = locationText(job);
  return `<p><strong>${escapeHtml(job.business.name)}</strong>${where ? ` · ${escapeHtml(where)}` : ''}</p>${job.description}`;
}

/** Text inside CDATA: a `]]>` in it is split across two sections, and characters XML cannot carry are dropped. */
function cdata(text: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
  return `<![CDATA[${clean.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

function rssItem(publicUrl: string, { job }: FeedJob): string {
  const link = jobUrl(publicUrl, job.id);
  return [
    '<item>',
    `<title>${escapeXml(job.title)}</title>`,
    `<link>${escapeXml(link)}</link>`,
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    `<pubDate>${new Date(job.posted_at).toUTCString()}</pubDate>`,
    `<dc:creator>${escapeXml(job.business.name)}</dc:creator>`,
    ...(job.job_type ? [`<category>${escapeXml(job.job_type.name)}</category>`] : []),
    // HTML carried as escaped text, as RSS 2.0 allows.
    `<description>${escapeXml(itemHtml(job))}</description>`,
    '</item>',
  ].join('\n');
}

/** RSS 2.0 (www.rssboard.org/rss-specification), with Atom's self link and Dublin Core's creator. */
export function rssFeed(publicUrl: string, feed: Feed): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeXml(feed.title)}</title>`,
    `<link>${escapeXml(feed.pageUrl)}</link>`,
    `<description>${escapeXml(feed.description)}</description>`,
    `<atom:link href="${escapeXml(feedUrl(publicUrl, feed, 'rss'))}" rel="self" type="application/rss+xml" />`,
    '<language>en-us</language>',
    `<lastBuildDate>${feed.changedAt.toUTCString()}</lastBuildDate>`,
    ...(feed.logoUrl
      ? [
          `<image><url>${escapeXml(feed.logoUrl)}</url><title>${escapeXml(feed.title)}</title><link>${escapeXml(feed.pageUrl)}</link></image>`,
        ]
      : []),
    ...feed.jobs.map((job) => rssItem(publicUrl, job)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

const absolute = (publicUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${publicUrl}${url}`);

/** JSON Feed 1.1 (www.jsonfeed.org/version/1.1), each item with the job's facts under `_mainwork`. */
export function jsonFeed(publicUrl: string, feed: Feed): TJsonFeed {
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: feed.title,
    home_page_url: feed.pageUrl,
    feed_url: feedUrl(publicUrl, feed, 'json'),
    description: feed.description,
    icon: feed.logoUrl ?? `${publicUrl}/icon-512.png`,
    favicon: `${publicUrl}/favicon.ico`,
    language: 'en-US',
    authors: [{ name: SITE_NAME, url: `${publicUrl}/` }],
    items: feed.jobs.map(({ job, updatedAt, postalCode }) => ({
      id: String(job.id),
      url: jobUrl(publicUrl, job.id),
      title: job.title,
      content_html: itemHtml(job),
      summary: jobSummary(job),
      date_published: new Date(job.posted_at).toISOString(),
      date_modified: updatedAt.toISOString(),
      authors: [{ name: job.business.name }],
      tags: [job.job_type?.name, job.job_location_type?.name, job.job_industry?.name].filter((tag): tag is string =>
        Boolean(tag),
      ),
      ...(job.business.logo ? { image: absolute(publicUrl, job.business.logo) } : {}),
      _mainwork: {
        id: job.id,
        company: job.business.name,
        city: job.address?.city ?? null,
        state: job.address?.state.code ?? null,
        country: COUNTRY,
        postal_code: postalCode,
        remote: isRemote(job),
        job_type: job.job_type?.name ?? null,
        salary: formatSalary(job),
        referral_reward: job.reward ? formatRewardLabel(job.reward) : null,
      },
    })),
  };
}

function xmlJob(publicUrl: string, { job, postalCode }: FeedJob): string {
  const salary = formatSalary(job);
  const jobType = job.job_type
    ? (AGGREGATOR_JOB_TYPES[job.job_type.name.trim().toLowerCase()] ?? job.job_type.name.toLowerCase())
    : null;
  const element = (name: string, value: string | null | undefined) =>
    value ? [`<${name}>${cdata(value)}</${name}>`] : [];
  return [
    '<job>',
    ...element('title', job.title),
    ...element('date', new Date(job.posted_at).toUTCString()),
    ...element('referencenumber', String(job.id)),
    ...element('url', jobUrl(publicUrl, job.id)),
    ...element('company', job.business.name),
    ...element('sourcename', job.business.name),
    ...element('city', job.address?.city),
    ...element('state', job.address?.state.code),
    ...element('country', COUNTRY),
    ...element('postalcode', postalCode),
    ...element('description', itemHtml(job)),
    ...element('salary', salary),
    ...element('jobtype', jobType),
    ...element('remotetype', isRemote(job) ? 'Fully remote' : null),
    '</job>',
  ].join('\n');
}

/**
 * The XML job feed aggregators ingest (Indeed's form: `<source>` with the publisher and `<job>` elements,
 * values in CDATA); its schema is apps/api/src/modules/seo/job-feed.xsd.
 */
export function jobXmlFeed(publicUrl: string, feed: Feed): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<source>',
    `<publisher>${escapeXml(SITE_NAME)}</publisher>`,
    `<publisherurl>${escapeXml(feed.pageUrl)}</publisherurl>`,
    `<lastBuildDate>${feed.changedAt.toUTCString()}</lastBuildDate>`,
    ...feed.jobs.map((job) => xmlJob(publicUrl, job)),
    '</source>',
    '',
  ].join('\n');
}
