import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { feedPath, parsePathId } from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { feedRoutes } from './feed-routes.ts';
import { jobsSitemap, mainSitemap, pagesSitemap } from './sitemap.ts';

const XML = 'application/xml; charset=utf-8';
const SITEMAP_CACHE = 'public, max-age=3600';
const JOBS_SITEMAP = /^jobs-([1-9]\d{0,4})\.xml$/;

/**
 * What search engines and feed readers fetch (the job pages' head is jobPageHead in job-page.ts):
 * robots.txt, the sitemap (or sitemap index) of live jobs and the job feeds (feed-routes.ts, in the API).
 */
export async function seoRoutes(app: FastifyInstance) {
  await app.register(feedRoutes);
  // Crawlers' files follow their own standards (robots.txt, sitemaps, RSS): they are not part of the API
  // document. They are public reads (decisions 067, 072): any site may fetch them, from the replica when there is one.
  const crawlerFile = { schema: { hide: true }, config: { publicRead: true } };
  const { publicUrl } = app.services.config;

  app.get('/robots.txt', crawlerFile, async (_request, reply) => {
    // Everything may be crawled: rendering the SPA's pages needs the API too.
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(`User-agent: *\nAllow: /\n\nSitemap: ${publicUrl}/sitemap.xml\n`);
  });

  app.get('/sitemap.xml', crawlerFile, async (request, reply) => {
    const body = await app.publicReads.run(request, ({ pool }) => mainSitemap(pool, publicUrl));
    return reply.type(XML).header('cache-control', SITEMAP_CACHE).send(Readable.from(body));
  });

  app.get<{ Params: { name: string } }>('/sitemaps/:name', crawlerFile, async (request, reply) => {
    const { name } = request.params;
    // Written as it is read: a replica lost part-way ends the file early, as the primary's would.
    const { pool } = app.publicReads.sourceFor(request);
    let body: AsyncIterable<string> | null = null;
    if (name === 'pages.xml') body = pagesSitemap(pool, publicUrl);
    else {
      const n = JOBS_SITEMAP.exec(name)?.[1];
      if (n !== undefined)
        body = await app.publicReads.run(request, (source) => jobsSitemap(source.pool, publicUrl, Number(n)));
    }
    if (!body) throw AppError.notFound('Sitemap');
    return reply.type(XML).header('cache-control', SITEMAP_CACHE).send(Readable.from(body));
  });

  // The organization feed's first address, kept for the readers subscribed to it: moved for good to the API's.
  app.get<{ Params: { organization_id: string } }>(
    '/organizations/:organization_id/jobs.rss',
    crawlerFile,
    async (request, reply) => {
      const organizationId = parsePathId(request.params.organization_id);
      if (organizationId === null) throw AppError.notFound('Organization');
      return reply.redirect(feedPath({ kind: 'organization', id: organizationId }, 'rss'), 301);
    },
  );
}
