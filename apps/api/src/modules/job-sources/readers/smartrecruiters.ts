import { z } from 'zod';
import {
  jobTypeOf,
  looseBoolean,
  looseText,
  postingId,
  postingsOf,
  postingTitle,
  readJson,
  SourceReadFailure,
  webAddress,
  type SourcedJob,
  type SourceReader,
} from './sourced-job.ts';

/**
 * SmartRecruiters' Posting API. The list, `GET {SMARTRECRUITERS_API_URL}/v1/companies/{id}/postings?limit=100&offset=`,
 * pages `{ offset, limit, totalFound, content: [{ id, name, refNumber, releasedDate, location: { city, region,
 * country, remote, hybrid }, typeOfEmployment: { id, label }, department, function, experienceLevel }] }`
 * and carries no text; each posting's own `GET …/postings/{postingId}` adds `jobAd.sections.{companyDescription,
 * jobDescription, qualifications, additionalInformation}.{title, text}` (HTML), `postingUrl` and `applyUrl`.
 */
const PAGE = 100;
const DETAILS_AT_ONCE = 4;

const ZLabel = z.object({ label: looseText }).nullish().catch(null);
const ZLocation = z
  .object({ city: looseText, region: looseText, country: looseText, remote: looseBoolean, hybrid: looseBoolean })
  .nullish()
  .catch(null);
const ZListed = z.object({ id: postingId, name: postingTitle, location: ZLocation, typeOfEmployment: ZLabel });
const ZSection = z.object({ title: looseText, text: looseText }).nullish().catch(null);
const ZDetail = z.object({
  postingUrl: looseText,
  jobAd: z
    .object({
      sections: z
        .object({
          companyDescription: ZSection,
          jobDescription: ZSection,
          qualifications: ZSection,
          additionalInformation: ZSection,
        })
        .nullish()
        .catch(null),
    })
    .nullish()
    .catch(null),
});

async function detailOf(base: string, posting: z.infer<typeof ZListed>, context: Parameters<SourceReader>[1]) {
  const answer = await readJson(
    `${base}/${encodeURIComponent(posting.id)}`,
    context,
    'A posting vanished while it was read.',
  );
  const detail = ZDetail.safeParse(answer);
  const sections = detail.success ? detail.data.jobAd?.sections : null;
  const html = [
    sections?.jobDescription,
    sections?.qualifications,
    sections?.additionalInformation,
    sections?.companyDescription,
  ]
    .filter((section) => section?.text)
    .map((section) => `${section!.title ? `<h3>${section!.title.replace(/[<>&]/g, '')}</h3>` : ''}${section!.text}`)
    .join('');
  return { html, url: detail.success ? webAddress(detail.data.postingUrl) : null };
}

export const readSmartRecruiters: SourceReader = async (board, context) => {
  const base = `${context.baseUrls.smartrecruiters}/v1/companies/${encodeURIComponent(board)}/postings`;
  const notFound = `No SmartRecruiters company is called “${board}”. Check the company identifier.`;
  const listed: Array<z.infer<typeof ZListed>> = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = (await readJson(`${base}?limit=${PAGE}&offset=${offset}`, context, notFound)) as {
      content?: unknown;
      totalFound?: unknown;
    } | null;
    const total = typeof page?.totalFound === 'number' ? page.totalFound : 0;
    if (total > context.maxJobs) {
      throw new SourceReadFailure(
        `The board lists ${total.toLocaleString('en-US')} jobs; MainWork imports boards of up to ${context.maxJobs.toLocaleString('en-US')}.`,
      );
    }
    const items = postingsOf(page?.content, ZListed, context, 'SmartRecruiters');
    listed.push(...items);
    if (!Array.isArray(page?.content) || page.content.length < PAGE || listed.length >= total) break;
  }
  const jobs: SourcedJob[] = [];
  for (let start = 0; start < listed.length; start += DETAILS_AT_ONCE) {
    const batch = listed.slice(start, start + DETAILS_AT_ONCE);
    const details = await Promise.all(batch.map((posting) => detailOf(base, posting, context)));
    batch.forEach((posting, index) => {
      const location = posting.location;
      jobs.push({
        externalId: posting.id,
        title: posting.name,
        descriptionHtml: details[index]!.html,
        url: details[index]!.url,
        location: {
          text: [location?.city, location?.region, location?.country].filter(Boolean).join(', ') || null,
          city: location?.city ?? null,
          region: location?.region ?? null,
          country: location?.country ?? null,
          postalCode: null,
          workplace: location?.hybrid ? 'hybrid' : location?.remote ? 'remote' : null,
        },
        jobType: jobTypeOf(posting.typeOfEmployment?.label ?? null),
        salary: null,
      });
    });
  }
  return jobs;
};
