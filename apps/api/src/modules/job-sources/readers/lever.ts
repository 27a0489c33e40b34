import { z } from 'zod';
import {
  jobTypeOf,
  locationOfText,
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
 * Lever's Postings API, `GET {LEVER_API_URL}/v0/postings/{site}?mode=json`: an array of `{ id, text,
 * categories: { commitment, department, location, team, allLocations }, country, workplaceType,
 * description (HTML), descriptionPlain, lists: [{ text, content (HTML) }], additional (HTML), hostedUrl,
 * applyUrl, createdAt, salaryRange: { currency, interval, min, max } }`.
 */
const ZList = z.object({ text: looseText, content: looseText });
const ZLeverPosting = z.object({
  id: postingId,
  text: postingTitle,
  categories: z.object({ commitment: looseText, location: looseText }).nullish().catch(null),
  country: looseText,
  workplaceType: looseText,
  description: looseText,
  descriptionPlain: looseText,
  lists: z.array(ZList).nullish().catch(null),
  additional: looseText,
  hostedUrl: looseText,
  salaryRange: z
    .object({ currency: looseText, interval: looseText, min: looseNumber, max: looseNumber })
    .nullish()
    .catch(null),
});

export const readLever: SourceReader = async (board, context) => {
  const url = `${context.baseUrls.lever}/v0/postings/${encodeURIComponent(board)}?mode=json`;
  const answer = await readJson(url, context, `No Lever site is called “${board}”. Check the site name.`);
  return postingsOf(answer, ZLeverPosting, context, 'Lever').map((posting) => {
    const lists = (posting.lists ?? [])
      .map(
        (list) =>
          `${list.text ? `<h3>${textAsHtml(list.text).replace(/^<p>|<\/p>$/g, '')}</h3>` : ''}<ul>${list.content ?? ''}</ul>`,
      )
      .join('');
    const body = posting.description ?? textAsHtml(posting.descriptionPlain ?? '');
    const workplace = workplaceOf(posting.workplaceType);
    const location = locationOfText(posting.categories?.location ?? null, workplace);
    const range = posting.salaryRange;
    return {
      externalId: posting.id,
      title: posting.text,
      descriptionHtml: `${body}${lists}${posting.additional ?? ''}`,
      url: webAddress(posting.hostedUrl),
      location: { ...location, country: location.country ?? posting.country },
      jobType: jobTypeOf(posting.categories?.commitment ?? null),
      salary: range ? salaryOf(range.min, range.max, salaryRateOf(range.interval), range.currency) : null,
    };
  });
};
