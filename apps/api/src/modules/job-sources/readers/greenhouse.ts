import { z } from 'zod';
import {
  locationOfText,
  looseText,
  postingId,
  postingsOf,
  postingTitle,
  readJson,
  unescapeHtml,
  webAddress,
  type SourceReader,
} from './sourced-job.ts';

/**
 * Greenhouse's Job Board API, `GET {GREENHOUSE_API_URL}/v1/boards/{board}/jobs?content=true`:
 * `{ jobs: [{ id, title, absolute_url, updated_at, location: { name }, content (HTML, entity-escaped),
 * departments, offices, metadata }], meta: { total } }`. Greenhouse gives no job type, workplace or pay here.
 */
const ZGreenhousePosting = z.object({
  id: postingId,
  title: postingTitle,
  absolute_url: looseText,
  content: looseText,
  location: z.object({ name: looseText }).nullish().catch(null),
});

export const readGreenhouse: SourceReader = async (board, context) => {
  const url = `${context.baseUrls.greenhouse}/v1/boards/${encodeURIComponent(board)}/jobs?content=true`;
  const answer = await readJson(url, context, `No Greenhouse job board is called “${board}”. Check the board token.`);
  const jobs = (answer as { jobs?: unknown } | null)?.jobs;
  return postingsOf(jobs, ZGreenhousePosting, context, 'Greenhouse').map((posting) => ({
    externalId: posting.id,
    title: posting.title,
    descriptionHtml: unescapeHtml(posting.content ?? ''),
    url: webAddress(posting.absolute_url),
    location: locationOfText(posting.location?.name ?? null),
    jobType: null,
    salary: null,
  }));
};
