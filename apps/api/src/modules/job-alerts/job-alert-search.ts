import type { JobAlert, Prisma, PrismaClient } from '@mainwork/db';
import {
  DEFAULT_SEARCH_RADIUS_MILES,
  filterValueName,
  JOB_SEARCH_FILTERS,
  jobSearchInWords,
  usStateOfText,
  ZJobAlertFilters,
  type TJobAlert,
  type TJobAlertInput,
  ZJobAlertInput,
} from '@mainwork/contracts';
import { lookupNamer } from '../lookups/service.ts';
import { resolvePlace } from '../places/place-search.ts';

/** What an alert searches, in the job search's own words. */
export type JobAlertSearch = Pick<TJobAlert, 'what_search_text' | 'where_search_text' | 'radius' | 'filters'>;

export function searchOf(
  alert: Pick<JobAlert, 'whatSearchText' | 'whereSearchText' | 'radius'> & { filters: unknown },
): JobAlertSearch {
  return {
    what_search_text: alert.whatSearchText,
    where_search_text: alert.whereSearchText,
    radius: alert.radius,
    // Stored from a parsed body; a filter key the search no longer knows is dropped, not sent.
    filters: ZJobAlertFilters.catch({}).parse(alert.filters),
  };
}

/** An alert as the API answers it. */
export function toJobAlert(alert: JobAlert): TJobAlert {
  return {
    id: alert.id,
    ...searchOf(alert),
    frequency: alert.frequency,
    active: alert.active,
    last_sent_at: alert.lastSentAt?.toISOString() ?? null,
  };
}

/** The columns an alert's body sets. */
export function alertData(input: TJobAlertInput) {
  const parsed = ZJobAlertInput.parse(input);
  return {
    whatSearchText: parsed.what_search_text,
    whereSearchText: parsed.where_search_text,
    radius: parsed.radius,
    filters: parsed.filters as Prisma.InputJsonObject,
    frequency: parsed.frequency,
    active: parsed.active,
  } satisfies Prisma.JobAlertUncheckedUpdateInput;
}

/**
 * Makes the transaction wait for any other one adding an alert for the same address, so two at once
 * cannot both pass the limit of alerts an address may have.
 */
export async function lockAddress(tx: Prisma.TransactionClient, address: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`job_alerts:${address}`}))`;
}

/** An alert's search in words for its e-mails, filters named: 'Nurse near Boston, MA, Full-time', 'All jobs'. */
export async function searchInWords(prisma: PrismaClient, search: JobAlertSearch): Promise<string> {
  return jobSearchInWords(search, await lookupNamer(prisma, search));
}

/** The place of a search as the place index names it ('Boston, MA', 'Massachusetts', 'remote'), or null. */
function placeInIndexWords(where: string, radius: number): string | null {
  if (!where.trim()) return null;
  const place = resolvePlace(where);
  switch (place.kind) {
    case 'remote':
      return 'remote';
    case 'state': {
      const state = usStateOfText(place.code);
      return state ? `in ${state.name}` : null;
    }
    case 'point':
      return radius === DEFAULT_SEARCH_RADIUS_MILES
        ? `near ${place.label}`
        : `within ${radius} miles of ${place.label}`;
    case 'unknown':
      return null;
  }
}

/**
 * A search named only in the product's own words, for mail to an address no one has confirmed yet: the place
 * as the place index names it and the filters' names ('Jobs near Boston, MA, Full-time'), never the words the
 * requester typed (docs/decisions/051-address-consent.md). Null when nothing is left to name it by.
 */
export async function searchInProductWords(prisma: PrismaClient, search: JobAlertSearch): Promise<string | null> {
  const nameOf = await lookupNamer(prisma, search);
  const place = placeInIndexWords(search.where_search_text, search.radius);
  const filters = JOB_SEARCH_FILTERS.flatMap((filter) => {
    const value = search.filters[filter.key];
    return value === undefined ? [] : [filterValueName(filter, value, nameOf)];
  });
  if (!place && filters.length === 0) return null;
  const jobs = place === 'remote' ? 'Remote jobs' : place ? `Jobs ${place}` : 'Jobs';
  return [jobs, ...filters].join(', ');
}
