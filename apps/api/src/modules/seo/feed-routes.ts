import type { FastifyInstance, FastifyReply } from 'fastify';
import { endpoints, FEED_FORMATS, parsePathId, type TFeedFormat, type TFeedSubject } from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import { jobXmlFeed, jsonFeed, rssFeed } from './feed-documents.ts';
import { loadFeed, type Feed } from './feed-jobs.ts';

/** Readers and aggregators poll: a few minutes' staleness spares the database, and 304s spare the bytes. */
export const FEED_CACHE = 'public, max-age=300';

/**
 * The job feeds of the site, an organization and a business, as RSS 2.0, JSON Feed 1.1 and the XML job
 * feed (decision 068). Public reads of the contract, so the validators plugin gives them their ETag and
 * answers 304 to `If-None-Match`, and to `If-Modified-Since` against the Last-Modified set here.
 */
export async function feedRoutes(app: FastifyInstance) {
  const { pool } = app.db;
  const { publicUrl } = app.services.config;

  /** The feed of a subject, whose id (from the path) is null when it is no row id at all. */
  async function feedOf(
    subject: TFeedSubject | { kind: 'organization' | 'business'; id: null },
    reply: FastifyReply,
    format: TFeedFormat,
  ): Promise<Feed> {
    const feed =
      'id' in subject && subject.id === null ? null : await loadFeed(pool, publicUrl, subject as TFeedSubject);
    if (!feed) throw AppError.notFound(subject.kind === 'business' ? 'Business' : 'Organization');
    reply
      .type(`${FEED_FORMATS[format].mediaType}; charset=utf-8`)
      .header('cache-control', FEED_CACHE)
      .header('last-modified', feed.changedAt.toUTCString());
    return feed;
  }
  const organization = (id: string) => ({ kind: 'organization', id: parsePathId(id) }) as const;
  const business = (id: string) => ({ kind: 'business', id: parsePathId(id) }) as const;
  const site: TFeedSubject = { kind: 'site' };

  registerEndpoint(app, endpoints.feeds.siteRss, async (_request, reply) =>
    reply.send(rssFeed(publicUrl, await feedOf(site, reply, 'rss'))),
  );
  registerEndpoint(app, endpoints.feeds.siteJson, async (_request, reply) =>
    jsonFeed(publicUrl, await feedOf(site, reply, 'json')),
  );
  registerEndpoint(app, endpoints.feeds.siteXml, async (_request, reply) =>
    reply.send(jobXmlFeed(publicUrl, await feedOf(site, reply, 'xml'))),
  );
  registerEndpoint(app, endpoints.feeds.organizationRss, async (request, reply) =>
    reply.send(rssFeed(publicUrl, await feedOf(organization(request.params.organization_id), reply, 'rss'))),
  );
  registerEndpoint(app, endpoints.feeds.organizationJson, async (request, reply) =>
    jsonFeed(publicUrl, await feedOf(organization(request.params.organization_id), reply, 'json')),
  );
  registerEndpoint(app, endpoints.feeds.organizationXml, async (request, reply) =>
    reply.send(jobXmlFeed(publicUrl, await feedOf(organization(request.params.organization_id), reply, 'xml'))),
  );
  registerEndpoint(app, endpoints.feeds.businessRss, async (request, reply) =>
    reply.send(rssFeed(publicUrl, await feedOf(business(request.params.business_id), reply, 'rss'))),
  );
  registerEndpoint(app, endpoints.feeds.businessJson, async (request, reply) =>
    jsonFeed(publicUrl, await feedOf(business(request.params.business_id), reply, 'json')),
  );
  registerEndpoint(app, endpoints.feeds.businessXml, async (request, reply) =>
    reply.send(jobXmlFeed(publicUrl, await feedOf(business(request.params.business_id), reply, 'xml'))),
  );
}
