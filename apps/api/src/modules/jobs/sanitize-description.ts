import sanitizeHtml from 'sanitize-html';
import { Cache } from '../../infra/caching/cache.ts';

/** The formatting a job description may keep; scripts, styles, event handlers and foreign embeds go. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const cache = new Cache<string, string>({ maxEntries: 5_000, ttlMs: 60 * 60_000 });

/**
 * Sanitised on the way out too, remembered per job version so the hot path pays once. Never stale (an
 * edit moves the job's updated_at, so its new text comes under a new key in every process); kept an hour at most.
 */
export function sanitizedDescription(jobId: number, updatedAt: Date, html: string): string {
  const key = `${jobId}:${updatedAt.getTime()}`;
  let clean = cache.peek(key);
  if (clean === undefined) {
    clean = sanitizeDescription(html);
    cache.set(key, clean);
  }
  return clean;
}
