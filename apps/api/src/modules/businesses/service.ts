import type { Prisma, PrismaClient } from '@mainwork/db';
import {
  BUSINESS_LIMITS,
  type TBusiness,
  type TBusinessFields,
  type TBusinessPublicProfile,
  type TLookup,
} from '@mainwork/contracts';
import { AppError, FieldErrors } from '../../http/app-error.ts';
import type { ReceivedUploads } from '../../http/multipart.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import { ImageReplacement, type ImageFields } from '../../infra/storage/public-images.ts';
import { matchesTypedWords, typedWords } from '../../infra/search-matching/typed-words.ts';
import { canOn, type AppAbility } from '../../permissions/abilities.ts';
import { publicFileUrl } from '../jobs/job-rows.ts';
import { isAddressGiven, validateAddressInput } from '../places/address-input.ts';

const include = { employerSize: true, region: true, address: { include: { state: true } } } as const;

/** A business's header images, by relation → multipart field (infra/storage/public-images.ts). */
export const BUSINESS_IMAGES: ImageFields<'logo' | 'banner'> = { logo: 'business[logo]', banner: 'business[banner]' };

const BLANK = "can't be blank";

type BusinessRow = Prisma.BusinessGetPayload<{ include: typeof include }>;

/**
 * The business at `id` if this user may `action` it: its members read it, its owners change it, admins act
 * for any business. A recruiter of it is refused a change (403); anyone else learns nothing, not even that it
 * exists (404).
 */
async function businessFor(
  prisma: PrismaClient,
  ability: AppAbility,
  id: number,
  action: 'read' | 'update',
): Promise<BusinessRow> {
  const business = await prisma.business.findUnique({ where: { id }, include });
  const isAdmin = ability.can('read', 'admin_dashboard');
  if (!business || (!isAdmin && !canOn(ability, 'read', 'Business', business))) throw AppError.notFound('Business');
  if (!isAdmin && !canOn(ability, action, 'Business', business)) {
    throw AppError.forbidden('Only an owner of the business can change its profile.');
  }
  return business;
}

/** A business for whoever may read it: its members, or an admin. Anyone else learns nothing (404). */
export async function findBusiness(prisma: PrismaClient, ability: AppAbility, id: number): Promise<TBusiness> {
  return toBusiness(await businessFor(prisma, ability, id, 'read'));
}

function toBusiness(business: BusinessRow): TBusiness {
  return {
    id: business.id,
    name: business.name,
    tagline: business.tagline,
    active: business.active,
    logo: publicFileUrl(business.logoFileId),
    banner: publicFileUrl(business.bannerFileId),
    employer_size: business.employerSize ? { id: business.employerSize.id, name: business.employerSize.name } : null,
    region: business.region ? { id: business.region.id, name: business.region.name } : null,
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

/** A lookup id sent as text: the row's id when it exists, null when blank, an error under `key` otherwise. */
async function lookupId(
  text: string | undefined,
  key: string,
  errors: FieldErrors,
  find: (id: number) => Promise<{ id: number } | null>,
): Promise<number | null | undefined> {
  if (text === undefined) return undefined;
  if (text === '') return null;
  const row = /^\d{1,9}$/.test(text) ? await find(Number(text)) : null;
  if (!row) errors.add(key, 'is invalid');
  return row?.id;
}

/**
 * Changes a business's profile (decision 024): name, tagline, employer size, region, address (placed with the
 * offline place data, as the job form's), logo and banner. Its owner or an admin; anyone else 404. A field not
 * sent is left as it is. New images replace the old ones, whose rows and files are removed once committed.
 */
export async function updateBusiness(
  deps: { prisma: PrismaClient; storage: FileStorage },
  input: { ability: AppAbility; id: number; fields: TBusinessFields['business']; uploads: ReceivedUploads },
): Promise<TBusiness> {
  const { prisma } = deps;
  const existing = await businessFor(prisma, input.ability, input.id, 'update');
  const fields = input.fields ?? {};
  const errors = new FieldErrors();
  const data: Prisma.BusinessUpdateInput = {};

  if (fields.name !== undefined) {
    if (!fields.name) errors.add('name', BLANK);
    else if (fields.name.length > BUSINESS_LIMITS.name)
      errors.add('name', `is too long (maximum is ${BUSINESS_LIMITS.name} characters)`);
    else data.name = fields.name;
  }
  if (fields.tagline !== undefined) {
    if (fields.tagline.length > BUSINESS_LIMITS.tagline)
      errors.add('tagline', `is too long (maximum is ${BUSINESS_LIMITS.tagline} characters)`);
    else data.tagline = fields.tagline || null;
  }
  // Sign-up requires a size, so a profile keeps one.
  if (fields.employer_size_id === '') errors.add('employer_size', BLANK);
  const sizeId = await lookupId(fields.employer_size_id, 'employer_size', errors, (id) =>
    prisma.employerSize.findUnique({ where: { id }, select: { id: true } }),
  );
  if (typeof sizeId === 'number') data.employerSize = { connect: { id: sizeId } };
  const regionId = await lookupId(fields.region_id, 'region', errors, (id) =>
    prisma.region.findUnique({ where: { id }, select: { id: true } }),
  );
  if (regionId === null) data.region = { disconnect: true };
  else if (typeof regionId === 'number') data.region = { connect: { id: regionId } };

  const addressGiven = fields.address_attributes !== undefined;
  const address = isAddressGiven(fields.address_attributes)
    ? await validateAddressInput(prisma, fields.address_attributes, errors, { requireStreet: true })
    : undefined;
  errors.throwIfAny();

  const images = await ImageReplacement.prepare(prisma, existing, input.uploads, BUSINESS_IMAGES);
  const updated = await prisma.$transaction(async (tx) => {
    if (address) {
      data.address = existing.addressId !== null ? { update: address } : { create: address };
    } else if (addressGiven && existing.addressId !== null) {
      // Every address field blank: the business no longer shows a location.
      data.address = { disconnect: true };
    }
    await tx.business.update({ where: { id: existing.id }, data: { ...data, ...images.data } });
    if (addressGiven && !address && existing.addressId !== null)
      await tx.address.deleteMany({
        where: { id: existing.addressId, businesses: { none: {} }, jobs: { none: {} }, rewardSources: { none: {} } },
      });
    await images.deleteReplacedRows(tx);
    return tx.business.findUniqueOrThrow({ where: { id: existing.id }, include });
  });
  await images.removeReplacedFiles(deps.storage);
  return toBusiness(updated);
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

/**
 * Businesses whose name has every word typed, as a word's start or misspelt (the Reward Marketplace's
 * rule), by name: the organization form's picker. Names are read and matched here, as the full list is.
 */
export async function searchBusinesses(
  prisma: PrismaClient,
  input: { ability: AppAbility; search: string | undefined },
): Promise<TLookup[]> {
  if (!input.ability.can('manage', 'organizations')) throw AppError.forbidden();
  const typed = typedWords(input.search);
  const businesses = await prisma.business.findMany({
    select: { id: true, name: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  return businesses.filter((business) => matchesTypedWords(typed, business.name)).slice(0, 20);
}
