import type { PrismaClient } from '@mainwork/db';
import type { TLookup, TMembershipTerms, TRegion, TState } from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';

export type LookupTable =
  | 'employerSize'
  | 'jobType'
  | 'jobFunction'
  | 'jobIndustry'
  | 'jobLocationType'
  | 'jobExperienceLevel'
  | 'paymentMethod';

type LookupDelegate = {
  findMany(args: { select: { id: true; name: true }; orderBy: Array<Record<string, 'asc'>> }): Promise<TLookup[]>;
};

/** Id and name of a reference table, in its display order. */
export function listLookup(prisma: PrismaClient, table: LookupTable): Promise<TLookup[]> {
  const delegate = prisma[table] as unknown as LookupDelegate;
  return delegate.findMany({ select: { id: true, name: true }, orderBy: [{ position: 'asc' }, { id: 'asc' }] });
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

export const DEFAULT_MEMBERSHIP_TERMS: TMembershipTerms = {
  version: '1.0',
  text: 'Employers are billed for each confirmed hire found through MainWork: the referral reward plus the platform fee, on the next invoice.',
};

export async function newMembershipTerms(prisma: PrismaClient): Promise<TMembershipTerms> {
  const setting = await prisma.setting.findUnique({ where: { key: 'new_membership_terms' } });
  const value = setting?.value as Partial<TMembershipTerms> | undefined;
  return typeof value?.version === 'string' && typeof value.text === 'string'
    ? { version: value.version, text: value.text }
    : DEFAULT_MEMBERSHIP_TERMS;
}
