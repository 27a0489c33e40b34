import type { PrismaClient } from '@mainwork/db';
import type { TBusiness, TBusinessPublicProfile, TLookup } from '@mainwork/contracts';
import { AppError } from '../../http/app-error.ts';
import { canOn, type AppAbility } from '../../permissions/abilities.ts';
import { publicFileUrl } from '../jobs/job-rows.ts';

const include = { employerSize: true, address: { include: { state: true } } } as const;

/** A business for whoever may read it: its owner, or an admin. Anyone else learns nothing (404). */
export async function findBusiness(prisma: PrismaClient, ability: AppAbility, id: number): Promise<TBusiness> {
  const business = await prisma.business.findUnique({ where: { id }, include });
  const isAdmin = ability.can('read', 'admin_dashboard');
  if (!business || (!isAdmin && !canOn(ability, 'read', 'Business', business))) throw AppError.notFound('Business');
  return {
    id: business.id,
    name: business.name,
    tagline: business.tagline,
    active: business.active,
    logo: publicFileUrl(business.logoFileId),
    banner: publicFileUrl(business.bannerFileId),
    employer_size: business.employerSize ? { id: business.employerSize.id, name: business.employerSize.name } : null,
    address: business.address
      ? {
          address_one: business.address.addressOne,
          address_two: business.address.addressTwo,
          city: business.address.city,
          zip: business.address.zip,
          state: {
            id: business.address.state.id,
            name: business.address.state.name,
            code: business.address.state.code,
          },
        }
      : null,
  };
}

export async function findPublicProfile(prisma: PrismaClient, id: number): Promise<TBusinessPublicProfile> {
  const business = await prisma.business.findUnique({ where: { id }, include });
  if (!business || !business.active) throw AppError.notFound('Employer');
  return {
    id: business.id,
    name: business.name,
    tagline: business.tagline,
    logo: publicFileUrl(business.logoFileId),
    banner: publicFileUrl(business.bannerFileId),
    employer_size: business.employerSize ? { name: business.employerSize.name } : null,
    address: business.address ? { city: business.address.city, state: { code: business.address.state.code } } : null,
  };
}

/** Every business by name, for admins choosing an organization's members. */
export async function listAllBusinesses(prisma: PrismaClient, ability: AppAbility): Promise<TLookup[]> {
  if (!ability.can('manage', 'organizations')) throw AppError.forbidden();
  return prisma.business.findMany({ select: { id: true, name: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
}

/** Businesses whose name has every word typed (any case), by name: the organization form's picker. */
export async function searchBusinesses(
  prisma: PrismaClient,
  input: { ability: AppAbility; search: string | undefined },
): Promise<TLookup[]> {
  if (!input.ability.can('manage', 'organizations')) throw AppError.forbidden();
  const words = (input.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10);
  return prisma.business.findMany({
    where: { AND: words.map((word) => ({ name: { contains: word, mode: 'insensitive' as const } })) },
    select: { id: true, name: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    take: 20,
  });
}
