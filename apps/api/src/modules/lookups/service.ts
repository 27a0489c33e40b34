import type { PrismaClient } from '@mainwork/db';
import {
  JOB_SEARCH_FILTERS,
  type TJobSearchFilterValues,
  type TJobSearchLookup,
  type TLookup,
  type TLookupNamer,
  type TRegion,
  type TState,
} from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';

export type LookupTable =
  | 'employerSize'
  | 'jobType'
  | 'jobFunction'
  | 'jobIndustry'
  | 'jobLocationType'
  | 'jobExperienceLevel'
  | 'paymentMethod';

/** Each reference table's name in the database, which its change notices carry. */
export const LOOKUP_TABLE_NAMES: Record<LookupTable, string> = {
  employerSize: 'employer_sizes',
  jobType: 'job_types',
  jobFunction: 'job_functions',
  jobIndustry: 'job_industries',
  jobLocationType: 'job_location_types',
  jobExperienceLevel: 'job_experience_levels',
  paymentMethod: 'payment_methods',
};

type LookupDelegate = {
  findMany(args: { select: { id: true; name: true }; orderBy: Array<Record<string, 'asc'>> }): Promise<TLookup[]>;
};

/** Id and name of a reference table, in its display order. */
export function listLookup(prisma: PrismaClient, table: LookupTable): Promise<TLookup[]> {
  const delegate = prisma[table] as unknown as LookupDelegate;
  return delegate.findMany({ select: { id: true, name: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
}

/** The table behind each lookup a search filter takes ids of. */
const SEARCH_LOOKUP_TABLES: Record<TJobSearchLookup, LookupTable> = {
  jobTypes: 'jobType',
  jobExperienceLevels: 'jobExperienceLevel',
  jobLocationTypes: 'jobLocationType',
  jobIndustries: 'jobIndustry',
  jobFunctions: 'jobFunction',
};

/** Names a search's filter ids as the web app's chips do ('Full-time'), reading only the tables it uses. */
export async function lookupNamer(
  prisma: PrismaClient,
  search: { filters: TJobSearchFilterValues },
): Promise<TLookupNamer> {
  const names = new Map<string, string>();
  for (const filter of JOB_SEARCH_FILTERS) {
    if (filter.lookup === null || search.filters[filter.key] === undefined) continue;
    for (const row of await listLookup(prisma, SEARCH_LOOKUP_TABLES[filter.lookup]))
      names.set(`${filter.lookup}:${row.id}`, row.name);
  }
  return (lookup, id) => names.get(`${lookup}:${id}`);
}

export function listStates(prisma: PrismaClient): Promise<TState[]> {
  return prisma.state.findMany({ select: { id: true, name: true, code: true }, orderBy: { name: 'asc' } });
}

export function listRegions(prisma: PrismaClient): Promise<TRegion[]> {
  return prisma.region.findMany({ select: { id: true, name: true }, orderBy: { name: 'asc' } });
}

export async function findRegion(prisma: PrismaClient, id: number): Promise<TRegion> {
  const region = await prisma.region.findUnique({ where: { id }, select: { id: true, name: true } });
  if (!region) throw AppError.notFound('Region');
  return region;
}
