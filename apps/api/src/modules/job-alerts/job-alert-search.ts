import type { JobAlert, Prisma, PrismaClient } from '@mainwork/db';
import {
  jobSearchInWords,
  ZJobAlertFilters,
  type TJobAlert,
  type TJobAlertInput,
  ZJobAlertInput,
} from '@mainwork/contracts';
import { lookupNamer } from '../lookups/service.ts';

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
