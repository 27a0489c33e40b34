import { createHash } from 'node:crypto';
import { DomUtils, parseDocument, parseFeed } from 'htmlparser2';
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
 * A feed of jobs at a full URL, in one of two forms:
 * - RSS 2.0 or Atom: each item's `guid`/`id` (or `link`) as its id, `title`, `description`/`content` (HTML) and
 *   `link`; a feed carries no place, type or pay, so those stay empty (the employer adds them on MainWork);
 * - the XML job feed aggregators read (`<source><job>…</job></source>`: `referencenumber`, `title`, `url`,
 *   `description`, `city`, `state`, `country`, `postalcode`, `jobtype`, `salary`, `remotetype`).
 */
type Element = ReturnType<typeof DomUtils.findAll>[number];

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

function childText(job: Element, name: string): string | null {
  const found = DomUtils.findOne((element) => element.name === name, job.children, false);
  return found ? DomUtils.textContent(found).trim() || null : null;
}

function xmlJobs(body: string): SourcedJob[] | null {
  const document = parseDocument(body, { xmlMode: true });
  const jobs = DomUtils.findAll((element) => element.name === 'job', document.children);
  if (jobs.length === 0) return null;
  return jobs.flatMap((job): SourcedJob[] => {
    const title = childText(job, 'title');
    if (!title) return [];
    const url = webAddress(childText(job, 'url'));
    const description = childText(job, 'description') ?? '';
    const salaryText = childText(job, 'salary');
    const amounts = (salaryText?.match(/\d[\d,.]*/g) ?? []).map((amount) => Number(amount.replace(/,/g, '')));
    const location = locationOfText(
      [childText(job, 'city'), childText(job, 'state')].filter(Boolean).join(', ') || null,
    );
    return [
      {
        externalId: (childText(job, 'referencenumber') ?? url ?? hashOf(title)).slice(0, 200),
        title: title.slice(0, 200),
        descriptionHtml: /<[a-z]/i.test(description) ? description : textAsHtml(description),
        url,
        location: {
          ...location,
          country: childText(job, 'country'),
          postalCode: childText(job, 'postalcode'),
          workplace: location.workplace ?? (childText(job, 'remotetype') ? 'remote' : null),
        },
        jobType: jobTypeOf(childText(job, 'jobtype')),
        salary:
          amounts.length > 0 ? salaryOf(amounts[0] ?? null, amounts[1] ?? null, salaryRateOf(salaryText), null) : null,
      },
    ];
  });
}

export const readFeed: SourceReader = async (board, context) => {
  const page = await readText(board, context, 'application/rss+xml, application/atom+xml, application/xml, text/xml');
  const jobs =
    xmlJobs(page.body) ??
    parseFeed(page.body)?.items.flatMap((item): SourcedJob[] => {
      if (!item.title) return [];
      const description = item.description ?? '';
      return [
        {
          externalId: (item.id ?? item.link ?? hashOf(item.title)).slice(0, 200),
          title: item.title.trim().slice(0, 200),
          descriptionHtml: /<[a-z]/i.test(description) ? description : textAsHtml(description),
          url: webAddress(item.link ?? null),
          location: locationOfText(null),
          jobType: null,
          salary: null,
        },
      ];
    });
  if (!jobs) throw new SourceReadFailure('This address does not answer with an RSS, Atom or XML job feed.');
  const checked = postingsOf(jobs, z.custom<SourcedJob>(), context, 'feed');
  return [...new Map(checked.map((job) => [job.externalId, job])).values()];
};
