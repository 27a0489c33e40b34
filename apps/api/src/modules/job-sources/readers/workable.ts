import { z } from 'zod';
import {
  jobTypeOf,
  looseBoolean,
  looseText,
  postingId,
  postingsOf,
  postingTitle,
  readJson,
  webAddress,
  type SourceReader,
} from './sourced-job.ts';

/**
 * Workable's public jobs widget, `GET {WORKABLE_API_URL}/api/v1/widget/accounts/{subdomain}?details=true`:
 * `{ name, description, jobs: [{ title, shortcode, code, employment_type, telecommuting, department, url,
 * shortlink, application_url, published_on, created_at, country, city, state, description (HTML with
 * details=true), locations: [{ country, countryCode, city, region, hidden }] }] }`. No pay is published there.
 */
const ZWorkablePosting = z.object({
  shortcode: postingId,
  title: postingTitle,
  employment_type: looseText,
  telecommuting: looseBoolean,
  url: looseText,
  country: looseText,
  city: looseText,
  state: looseText,
  description: looseText,
});

export const readWorkable: SourceReader = async (board, context) => {
  const url = `${context.baseUrls.workable}/api/v1/widget/accounts/${encodeURIComponent(board)}?details=true`;
  const answer = await readJson(url, context, `No Workable account is called “${board}”. Check the account subdomain.`);
  const jobs = (answer as { jobs?: unknown } | null)?.jobs;
  return postingsOf(jobs, ZWorkablePosting, context, 'Workable').map((posting) => ({
    externalId: posting.shortcode,
    title: posting.title,
    descriptionHtml: posting.description ?? '',
    url: webAddress(posting.url),
    location: {
      text: [posting.city, posting.state, posting.country].filter(Boolean).join(', ') || null,
      city: posting.city,
      region: posting.state,
      country: posting.country,
      postalCode: null,
      workplace: posting.telecommuting ? 'remote' : null,
    },
    jobType: jobTypeOf(posting.employment_type),
    salary: null,
  }));
};
