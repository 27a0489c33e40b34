import { z } from 'zod';
import {
  jobTypeOf,
  locationOfText,
  looseBoolean,
  looseNumber,
  looseText,
  postingId,
  postingsOf,
  postingTitle,
  readJson,
  salaryOf,
  salaryRateOf,
  textAsHtml,
  webAddress,
  workplaceOf,
  type SourceReader,
} from './sourced-job.ts';

/**
 * Ashby's public posting API, `GET {ASHBY_API_URL}/posting-api/job-board/{name}?includeCompensation=true`:
 * `{ apiVersion, jobs: [{ id, title, department, team, employmentType, location, secondaryLocations,
 * address: { postalAddress: { addressLocality, addressRegion, addressCountry, postalCode } }, isRemote,
 * workplaceType, isListed, publishedAt, jobUrl, applyUrl, descriptionHtml, descriptionPlain,
 * compensation: { summaryComponents: [{ compensationType, interval, currencyCode, minValue, maxValue }] } }] }`.
 * Postings with `isListed: false` are not shown by Ashby and are not imported.
 */
const ZComponent = z.object({
  compensationType: looseText,
  interval: looseText,
  currencyCode: looseText,
  minValue: looseNumber,
  maxValue: looseNumber,
});
const ZAshbyPosting = z.object({
  id: postingId,
  title: postingTitle,
  employmentType: looseText,
  location: looseText,
  isRemote: looseBoolean,
  isListed: z
    .unknown()
    .optional()
    .transform((value) => value !== false),
  workplaceType: looseText,
  jobUrl: looseText,
  descriptionHtml: looseText,
  descriptionPlain: looseText,
  address: z
    .object({
      postalAddress: z
        .object({
          addressLocality: looseText,
          addressRegion: looseText,
          addressCountry: looseText,
          postalCode: looseText,
        })
        .nullish()
        .catch(null),
    })
    .nullish()
    .catch(null),
  compensation: z
    .object({ summaryComponents: z.array(ZComponent).nullish().catch(null) })
    .nullish()
    .catch(null),
});

export const readAshby: SourceReader = async (board, context) => {
  const url = `${context.baseUrls.ashby}/posting-api/job-board/${encodeURIComponent(board)}?includeCompensation=true`;
  const answer = await readJson(url, context, `No Ashby job board is called “${board}”. Check the job board name.`);
  const jobs = (answer as { jobs?: unknown } | null)?.jobs;
  return postingsOf(jobs, ZAshbyPosting, context, 'Ashby')
    .filter((posting) => posting.isListed)
    .map((posting) => {
      const workplace = workplaceOf(posting.workplaceType) ?? (posting.isRemote ? 'remote' : null);
      const postal = posting.address?.postalAddress;
      const salary = posting.compensation?.summaryComponents?.find(
        (component) => component.compensationType?.toLowerCase() === 'salary',
      );
      return {
        externalId: posting.id,
        title: posting.title,
        descriptionHtml: posting.descriptionHtml ?? textAsHtml(posting.descriptionPlain ?? ''),
        url: webAddress(posting.jobUrl),
        location: postal?.addressLocality
          ? {
              text: posting.location,
              city: postal.addressLocality,
              region: postal.addressRegion,
              country: postal.addressCountry,
              postalCode: postal.postalCode,
              workplace,
            }
          : locationOfText(posting.location, workplace),
        jobType: jobTypeOf(posting.employmentType),
        salary: salary
          ? salaryOf(salary.minValue, salary.maxValue, salaryRateOf(salary.interval), salary.currencyCode)
          : null,
      };
    });
};
