import type pg from 'pg';
import sql from 'sql-template-tag';
import { z } from 'zod';
import { SITE_NAME, type TJob } from '@mainwork/contracts';
import { queryRows } from '../../infra/database-rows.ts';
import { locationText } from '../jobs/job-location-text.ts';
import { loadJobs } from '../jobs/job-rows.ts';
import { escapeHtml, escapeXml } from './escape.ts';
import { INDEXABLE_JOB } from './job-page.ts';
import { businessJobUrl, organizationJobsUrl } from './job-posting.ts';

export const FEED_SIZE = 50;

const ZOrganizationRow = z.object({ id: z.number().int(), name: z.string(), tagline: z.string().nullable() });
const ZJobIdRow = z.object({ id: z.number().int() });

function itemXml(publicUrl: string, job: TJob): string {
  const link = businessJobUrl(publicUrl, job.business.id, job.id);
  const where = locationText(job);
  // The description is HTML, carried as escaped text (RSS 2.0 allows entity-encoded HTML here).
  const html = `<p><strong>${escapeHtml(job.business.name)}</strong>${where ? ` · ${escapeHtml(where)}` : ''}</p>${job.description}`;
  return [
    '<item>',
    `<title>${escapeXml(job.title)}</title>`,
    `<link>${escapeXml(link)}</link>`,
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    `<pubDate>${new Date(job.posted_at).toUTCString()}</pubDate>`,
    `<dc:creator>${escapeXml(job.business.name)}</dc:creator>`,
    `<description>${escapeXml(html)}</description>`,
    '</item>',
  ].join('\n');
}

/**
 * The RSS 2.0 feed of an organization: the newest 50 live jobs of its active member businesses; null
 * for an unknown or inactive organization.
 */
export async function organizationRss(
  pool: pg.Pool,
  publicUrl: string,
  organizationId: number,
): Promise<string | null> {
  const [organization] = await queryRows(
    pool,
    ZOrganizationRow,
    sql`SELECT id, name, tagline FROM organizations WHERE id = ${organizationId} AND active`,
  );
  if (!organization) return null;
  const rows = await queryRows(
    pool,
    ZJobIdRow,
    sql`SELECT j.id
       FROM jobs j
       JOIN businesses b ON b.id = j."businessId"
       JOIN organization_businesses ob ON ob."businessId" = j."businessId" AND ob."organizationId" = ${organizationId}
      WHERE ${INDEXABLE_JOB}
      ORDER BY j."postedAt" DESC, j.id DESC
      LIMIT ${FEED_SIZE}`,
  );
  const jobs = await loadJobs(
    pool,
    rows.map((row) => row.id),
  );
  const page = organizationJobsUrl(publicUrl, organization.id);
  const self = `${page}.rss`;
  const description = organization.tagline?.trim() || `Open jobs at ${organization.name} member businesses.`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeXml(`${organization.name} jobs | ${SITE_NAME}`)}</title>`,
    `<link>${escapeXml(page)}</link>`,
    `<description>${escapeXml(description)}</description>`,
    `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml" />`,
    '<language>en-us</language>',
    `<lastBuildDate>${new Date().toUTCString()}</lastBuildDate>`,
    ...jobs.map((job) => itemXml(publicUrl, job)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
