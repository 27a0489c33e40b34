import { createHash } from 'node:crypto';
import { DomUtils, parseDocument } from 'htmlparser2';
import {
  jobTypeOf,
  locationOfText,
  postingsOf,
  readText,
  salaryOf,
  salaryRateOf,
  SourceReadFailure,
  textAsHtml,
  webAddress,
  type SourcedJob,
  type SourceReader,
} from './sourced-job.ts';
import { z } from 'zod';

/**
 * A careers page whose HTML carries schema.org `JobPosting` items as JSON-LD (`<script type="application/ld+json">`,
 * the format Google for Jobs reads): alone, in an array or in an `@graph`. Read: `identifier` (or the posting's
 * `url`, or its title) as its id, `title`, `description` (HTML), `url`, `employmentType`, `jobLocationType`
 * (`TELECOMMUTE`: remote), `jobLocation.address` (`addressLocality`, `addressRegion`, `postalCode`,
 * `addressCountry`) and `baseSalary` (`currency`, `value.minValue`/`maxValue`/`value`, `value.unitText`).
 * Postings past their `validThrough` are left out. Only the page given is read, not the pages it links to.
 */
const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);
const text = (value: unknown): string | null => {
  const one = first(value);
  if (typeof one === 'string') return one.trim() || null;
  if (typeof one === 'number') return String(one);
  if (one && typeof one === 'object') {
    const inner = (one as Record<string, unknown>).value ?? (one as Record<string, unknown>).name;
    return typeof inner === 'string' || typeof inner === 'number' ? String(inner).trim() || null : null;
  }
  return null;
};
const number = (value: unknown): number | null => {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) && parsed > 0 && parsed < 1e9 ? parsed : null;
};
const object = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function isJobPosting(node: Record<string, unknown>): boolean {
  const type = node['@type'];
  return type === 'JobPosting' || (Array.isArray(type) && type.includes('JobPosting'));
}

/** Every JobPosting node of a JSON-LD value, however nested in arrays and graphs (a few levels at most). */
function postingNodes(value: unknown, depth = 0): Array<Record<string, unknown>> {
  if (depth > 4) return [];
  if (Array.isArray(value)) return value.flatMap((item) => postingNodes(item, depth + 1));
  const node = object(value);
  if (isJobPosting(node)) return [node];
  return node['@graph'] ? postingNodes(node['@graph'], depth + 1) : [];
}

function toSourcedJob(node: Record<string, unknown>, pageUrl: string, now: Date): SourcedJob | null {
  const title = text(node.title);
  if (!title) return null;
  const validThrough = text(node.validThrough);
  if (validThrough && !Number.isNaN(Date.parse(validThrough)) && Date.parse(validThrough) < now.getTime()) return null;
  const url = webAddress(text(node.url) && new URL(text(node.url)!, pageUrl).toString());
  const externalId = text(node.identifier) ?? url ?? createHash('sha256').update(`${title}`).digest('hex').slice(0, 32);
  const address = object(first(object(first(node.jobLocation)).address));
  const remote = String(first(node.jobLocationType) ?? '').toUpperCase() === 'TELECOMMUTE';
  const salary = object(node.baseSalary);
  const salaryValue = object(salary.value);
  const description = text(node.description) ?? '';
  const location = text(address.addressLocality)
    ? {
        text: [text(address.addressLocality), text(address.addressRegion)].filter(Boolean).join(', '),
        city: text(address.addressLocality),
        region: text(address.addressRegion),
        country: text(address.addressCountry),
        postalCode: text(address.postalCode),
        workplace: remote ? ('remote' as const) : null,
      }
    : locationOfText(null, remote ? 'remote' : null);
  return {
    externalId: externalId.slice(0, 200),
    title: title.slice(0, 200),
    descriptionHtml: /<[a-z]/i.test(description) ? description : textAsHtml(description),
    url,
    location,
    jobType: jobTypeOf(text(node.employmentType)),
    salary: salaryOf(
      number(salaryValue.minValue) ?? number(salaryValue.value) ?? number(salary.value),
      number(salaryValue.maxValue),
      salaryRateOf(text(salaryValue.unitText)),
      text(salary.currency),
    ),
  };
}

export const readJsonLd: SourceReader = async (board, context) => {
  const page = await readText(board, context, 'text/html');
  const scripts = DomUtils.findAll(
    (element) => element.name === 'script' && (element.attribs.type ?? '').toLowerCase().includes('ld+json'),
    parseDocument(page.body).children,
  );
  const nodes = scripts.flatMap((script) => {
    try {
      return postingNodes(JSON.parse(DomUtils.textContent(script)) as unknown);
    } catch {
      return [];
    }
  });
  if (nodes.length === 0)
    throw new SourceReadFailure('This page carries no job postings MainWork can read (schema.org JobPosting).');
  const now = new Date();
  const jobs = postingsOf(nodes, z.custom<Record<string, unknown>>(), context, 'JobPosting')
    .map((node) => toSourcedJob(node, page.url, now))
    .filter((job): job is SourcedJob => job !== null);
  return [...new Map(jobs.map((job) => [job.externalId, job])).values()];
};
