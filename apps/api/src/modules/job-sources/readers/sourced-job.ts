import { DomUtils, parseDocument } from 'htmlparser2';
import { z } from 'zod';
import type { SalaryRate } from '@mainwork/db';
import { FetchFailure, fetchLimited, type FetchLimits } from '../../../infra/outbound/limited-fetch.ts';

/** Job types as the lookup table names them (prisma/seed/reference-data.ts). */
export type SourcedJobType =
  'Full-time' | 'Part-time' | 'Contract' | 'Temporary' | 'Internship' | 'Seasonal' | 'Volunteer';

/** One posting as a source gives it, before it is matched to our places and lookups. */
export type SourcedJob = {
  /** The posting's id at the source: with the source, the job's identity. */
  externalId: string;
  title: string;
  /** HTML as the source gives it: sanitised before it is stored. */
  descriptionHtml: string;
  /** The posting's page at the source, where applicants apply (the spec's external apply). */
  url: string | null;
  location: {
    /** The location as one line ('Boston, MA', 'Remote - US'). */
    text: string | null;
    city: string | null;
    /** A state's name or code. */
    region: string | null;
    /** A country's name or code; a job outside the US keeps its text but no address. */
    country: string | null;
    postalCode: string | null;
    workplace: 'remote' | 'hybrid' | 'onsite' | null;
  };
  jobType: SourcedJobType | null;
  salary: { minimum: number | null; maximum: number | null; rate: SalaryRate | null; currency: string | null } | null;
};

/** A source could not be read: why, in words (the source's `last_error`, or the 422 of connecting it). */
export class SourceReadFailure extends Error {}

export type ReadContext = {
  /** The providers' scheme and host, from configuration (GREENHOUSE_API_URL…). */
  baseUrls: ProviderBaseUrls;
  limits: FetchLimits;
  /** More postings than this and the read fails: MainWork does not import part of a board. */
  maxJobs: number;
};

export type ProviderBaseUrls = {
  greenhouse: string;
  lever: string;
  ashby: string;
  workable: string;
  smartrecruiters: string;
};

export type SourceReader = (board: string, context: ReadContext) => Promise<SourcedJob[]>;

/** Reads a JSON answer; a missing board (404) and any answer that is not JSON fail in words. */
export async function readJson(url: string, context: ReadContext, notFound: string): Promise<unknown> {
  let answer;
  try {
    // The providers' hosts come from configuration, not from users: a local stand-in is allowed.
    answer = await fetchLimited(url, { ...context.limits, allowPrivateHosts: true }, 'application/json');
  } catch (error) {
    if (error instanceof FetchFailure) throw new SourceReadFailure(error.message);
    throw error;
  }
  if (answer.status === 404) throw new SourceReadFailure(notFound);
  if (answer.status < 200 || answer.status >= 300) {
    throw new SourceReadFailure(`The board answered with an error (HTTP ${answer.status}). MainWork will try again.`);
  }
  try {
    return JSON.parse(answer.body) as unknown;
  } catch {
    throw new SourceReadFailure('The board answered with something that is not JSON.');
  }
}

/** Reads a page or feed as text (careers pages, RSS). */
export async function readText(
  url: string,
  context: ReadContext,
  accept: string,
): Promise<{ body: string; url: string }> {
  let answer;
  try {
    answer = await fetchLimited(url, context.limits, accept);
  } catch (error) {
    if (error instanceof FetchFailure) throw new SourceReadFailure(error.message);
    throw error;
  }
  if (answer.status === 404) throw new SourceReadFailure('Nothing was found at this address (HTTP 404).');
  if (answer.status < 200 || answer.status >= 300) {
    throw new SourceReadFailure(`The address answered with an error (HTTP ${answer.status}). MainWork will try again.`);
  }
  return { body: answer.body, url: answer.url };
}

/** The list of postings of an answer, or a failure naming the format that was expected. */
export function postingsOf<T>(items: unknown, schema: z.ZodType<T>, context: ReadContext, provider: string): T[] {
  if (!Array.isArray(items)) throw new SourceReadFailure(`The board's answer is not in ${provider}'s format.`);
  if (items.length > context.maxJobs) {
    throw new SourceReadFailure(
      `The board lists ${items.length.toLocaleString('en-US')} jobs; MainWork imports boards of up to ${context.maxJobs.toLocaleString('en-US')}.`,
    );
  }
  // A posting of the wrong shape is left out; the others are still read.
  return items.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Text fields that may be missing, null or of the wrong type: read as text or null, never a failure (zod 4 needs the optional() for a missing key). */
export const looseText = z
  .unknown()
  .optional()
  .transform((value) => {
    if (typeof value === 'string') return value.trim() || null;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    return null;
  });
export const looseNumber = z
  .unknown()
  .optional()
  .transform((value) => {
    const number = typeof value === 'string' ? Number(value.replace(/[^\d.]/g, '')) : value;
    return typeof number === 'number' && Number.isFinite(number) && number > 0 && number < 1e9 ? number : null;
  });
export const looseBoolean = z
  .unknown()
  .optional()
  .transform((value) => value === true || value === 'true');
/** An id: a string or a number, never empty. */
export const postingId = z.union([z.string().trim().min(1).max(200), z.number().int().nonnegative()]).transform(String);
/** A title: text, cut to the posting form's length. */
export const postingTitle = z
  .string()
  .trim()
  .min(1)
  .transform((title) => title.slice(0, 200));

/** A web address the source gives, or null when it is not one. */
export function webAddress(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** HTML given escaped (Greenhouse's `content`: `&lt;p&gt;…`) made HTML again; sanitised later like any other. */
export function unescapeHtml(text: string): string {
  return DomUtils.textContent(parseDocument(text, { decodeEntities: true }));
}

/** Plain text as HTML paragraphs (a source that gives no HTML). */
export function textAsHtml(text: string): string {
  const escape = (line: string) => line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escape(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** A provider's words for a kind of employment, as ours. */
export function jobTypeOf(text: string | null): SourcedJobType | null {
  const word = (text ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (!word) return null;
  if (word.includes('intern')) return 'Internship';
  if (word.includes('parttime')) return 'Part-time';
  if (word.includes('fulltime') || word === 'permanent' || word === 'regular') return 'Full-time';
  if (word.includes('contract') || word.includes('freelance')) return 'Contract';
  if (word.includes('temp')) return 'Temporary';
  if (word.includes('season')) return 'Seasonal';
  if (word.includes('volunt')) return 'Volunteer';
  return null;
}

/** A provider's words for where work happens, as ours. */
export function workplaceOf(text: string | null): SourcedJob['location']['workplace'] {
  const word = (text ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (!word || word === 'unspecified') return null;
  if (word.includes('hybrid')) return 'hybrid';
  if (word.includes('remote') || word.includes('telecommut')) return 'remote';
  if (word.includes('onsite') || word.includes('office') || word.includes('inperson')) return 'onsite';
  return null;
}

/** A pay period's words ('per-year-salary', '1 YEAR', 'HOUR', 'hourly'), as ours. */
export function salaryRateOf(text: string | null): SalaryRate | null {
  const word = (text ?? '').toLowerCase();
  if (word.includes('hour')) return 'per_hour';
  if (word.includes('day') || word.includes('daily')) return 'per_day';
  if (word.includes('week')) return 'per_week';
  if (word.includes('month')) return 'per_month';
  if (word.includes('year') || word.includes('annual')) return 'per_year';
  return null;
}

/** A salary range when the source gives one (a maximum below the minimum is dropped). */
export function salaryOf(
  minimum: number | null,
  maximum: number | null,
  rate: SalaryRate | null,
  currency: string | null,
): SourcedJob['salary'] {
  if (minimum === null && maximum === null) return null;
  const max = minimum !== null && maximum !== null && maximum < minimum ? null : maximum;
  return { minimum: minimum ?? max, maximum: max, rate: rate ?? 'per_year', currency };
}

export const noLocation: SourcedJob['location'] = {
  text: null,
  city: null,
  region: null,
  country: null,
  postalCode: null,
  workplace: null,
};

/** 'Boston, MA', 'Austin, Texas, United States', 'Remote' read as city, region and country. */
export function locationOfText(
  text: string | null,
  workplace?: SourcedJob['location']['workplace'],
): SourcedJob['location'] {
  const line = text?.trim().slice(0, 300) || null;
  const parts = (line ?? '').split(/\s*[,|;]\s*/).filter(Boolean);
  const remote = workplace ?? workplaceOf(line);
  const named = parts.filter((part) => !workplaceOf(part));
  return {
    text: line,
    city: named[0] ?? null,
    region: named[1] ?? null,
    country: named[2] ?? null,
    postalCode: null,
    workplace: remote,
  };
}
