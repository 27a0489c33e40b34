import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';

/**
 * The job feeds (decision 068): the newest live jobs of the whole site, of an organization's member
 * businesses or of one business, each in three formats. Feed readers take RSS 2.0 or JSON Feed 1.1; job
 * aggregators ingest the XML job feed (the `<source><job>…` form Indeed reads).
 */
export const FEED_FORMATS = {
  rss: { extension: 'rss', mediaType: 'application/rss+xml', name: 'RSS 2.0' },
  json: { extension: 'json', mediaType: 'application/feed+json', name: 'JSON Feed 1.1' },
  xml: { extension: 'xml', mediaType: 'application/xml', name: 'XML job feed' },
} as const;
export type TFeedFormat = keyof typeof FEED_FORMATS;

/** At most this many jobs in a feed, the newest first. */
export const FEED_SIZE = 100;

/** Whose jobs a feed holds. */
export type TFeedSubject = { kind: 'site' } | { kind: 'organization' | 'business'; id: number };

/** A feed's path on the API (before the public URL): `/api/v1/organizations/3/jobs.rss`. */
export function feedPath(subject: TFeedSubject, format: TFeedFormat): string {
  const file = `jobs.${FEED_FORMATS[format].extension}`;
  if (subject.kind === 'site') return `/api/v1/${file}`;
  return `/api/v1/${subject.kind === 'organization' ? 'organizations' : 'businesses'}/${subject.id}/${file}`;
}

/** An author of a feed or an item (JSON Feed 1.1 `authors`). */
const ZJsonFeedAuthor = z.object({ name: z.string(), url: z.string().optional() });

/** The job facts an aggregator reads, beside JSON Feed's own fields (an extension: its key starts with `_`). */
export const ZJsonFeedJob = z.object({
  id: z.number().int(),
  company: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
  postal_code: z.string().nullable(),
  remote: z.boolean(),
  job_type: z.string().nullable(),
  salary: z.string().nullable(),
  referral_reward: z.string().nullable(),
});

export const ZJsonFeedItem = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string(),
  content_html: z.string(),
  summary: z.string(),
  date_published: z.string(),
  date_modified: z.string(),
  authors: z.array(ZJsonFeedAuthor),
  tags: z.array(z.string()),
  image: z.string().optional(),
  _mainwork: ZJsonFeedJob,
});

/** A JSON Feed 1.1 document (jsonfeed.org/version/1.1), as the API writes it. */
export const ZJsonFeed = z.object({
  version: z.literal('https://jsonfeed.org/version/1.1'),
  title: z.string(),
  home_page_url: z.string(),
  feed_url: z.string(),
  description: z.string(),
  icon: z.string().optional(),
  favicon: z.string().optional(),
  language: z.string(),
  authors: z.array(ZJsonFeedAuthor),
  items: z.array(ZJsonFeedItem),
});
export type TJsonFeed = z.infer<typeof ZJsonFeed>;

const ZOrganizationParams = z.object({ organization_id: z.string().describe("The organization's id") });
const ZBusinessParams = z.object({ business_id: z.string().describe("The business's id") });

/** Answered to a conditional request (`If-None-Match`, `If-Modified-Since`) when the feed has not changed. */
const NOT_MODIFIED = z.any();

const SITE = 'the whole site';
const ORGANIZATION = "an active organization's member businesses";
const BUSINESS = 'an active business';

/** What every feed endpoint shares: a public GET with validators. */
function feedRead<const P extends string>(path: P, format: TFeedFormat, whose: string) {
  const { mediaType, name } = FEED_FORMATS[format];
  return {
    method: 'GET',
    path,
    summary: `The newest live jobs of ${whose} (at most ${FEED_SIZE}) as ${name} (${mediaType}), with ETag and Last-Modified`,
    description: `Live jobs only, newest first by posting date, each linking to its job page; descriptions are sanitized HTML. Send the \`ETag\` back in \`If-None-Match\`, or the \`Last-Modified\` in \`If-Modified-Since\`, to get 304 when nothing changed. Readable from any site, no key needed; 404 for an unknown or inactive organization or business.`,
    access: 'public',
    headers: ['etag', 'last-modified'],
  } as const;
}
const XML_ANSWERS = { 200: z.any(), 304: NOT_MODIFIED } as const;
const JSON_ANSWERS = { 200: ZJsonFeed, 304: NOT_MODIFIED } as const;
const rss = { fileAnswer: [FEED_FORMATS.rss.mediaType] } as const;
const xml = { fileAnswer: [FEED_FORMATS.xml.mediaType] } as const;
const json = { mediaType: FEED_FORMATS.json.mediaType } as const;
const ofOrganization = { params: ZOrganizationParams } as const;
const ofBusiness = { params: ZBusinessParams } as const;
const NOT_FOUND = { 404: ZErrorBody } as const;

export const feedEndpoints = {
  siteRss: defineEndpoint({ ...feedRead('/api/v1/jobs.rss', 'rss', SITE), ...rss, responses: XML_ANSWERS }),
  siteJson: defineEndpoint({ ...feedRead('/api/v1/jobs.json', 'json', SITE), ...json, responses: JSON_ANSWERS }),
  siteXml: defineEndpoint({ ...feedRead('/api/v1/jobs.xml', 'xml', SITE), ...xml, responses: XML_ANSWERS }),
  organizationRss: defineEndpoint({
    ...feedRead('/api/v1/organizations/:organization_id/jobs.rss', 'rss', ORGANIZATION),
    ...ofOrganization,
    ...rss,
    responses: { ...XML_ANSWERS, ...NOT_FOUND },
  }),
  organizationJson: defineEndpoint({
    ...feedRead('/api/v1/organizations/:organization_id/jobs.json', 'json', ORGANIZATION),
    ...ofOrganization,
    ...json,
    responses: { ...JSON_ANSWERS, ...NOT_FOUND },
  }),
  organizationXml: defineEndpoint({
    ...feedRead('/api/v1/organizations/:organization_id/jobs.xml', 'xml', ORGANIZATION),
    ...ofOrganization,
    ...xml,
    responses: { ...XML_ANSWERS, ...NOT_FOUND },
  }),
  businessRss: defineEndpoint({
    ...feedRead('/api/v1/businesses/:business_id/jobs.rss', 'rss', BUSINESS),
    ...ofBusiness,
    ...rss,
    responses: { ...XML_ANSWERS, ...NOT_FOUND },
  }),
  businessJson: defineEndpoint({
    ...feedRead('/api/v1/businesses/:business_id/jobs.json', 'json', BUSINESS),
    ...ofBusiness,
    ...json,
    responses: { ...JSON_ANSWERS, ...NOT_FOUND },
  }),
  businessXml: defineEndpoint({
    ...feedRead('/api/v1/businesses/:business_id/jobs.xml', 'xml', BUSINESS),
    ...ofBusiness,
    ...xml,
    responses: { ...XML_ANSWERS, ...NOT_FOUND },
  }),
} as const;
