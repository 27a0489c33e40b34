import type { Prisma, PrismaClient } from '@mainwork/db';
import {
  REWARD_SOURCE_DESCRIPTION_MAX,
  type TRewardSource,
  type TRewardSourceFields,
  type TRewardSourceQuery,
} from '@mainwork/contracts';
import { AppError, FieldErrors } from '../../http/app-error.ts';
import type { ReceivedUploads } from '../../http/multipart.ts';
import type { AppAbility } from '../../permissions/abilities.ts';
import type { FileStorage } from '../../infra/storage/file-storage.ts';
import { ImageReplacement, newImageRows, type ImageFields } from '../../infra/storage/public-images.ts';
import { publicFileUrl } from '../jobs/job-rows.ts';
import { isAddressGiven, validateAddressInput } from '../places/address-input.ts';
import { milesBetween, resolvePlace, SEARCH_RADIUS_MILES } from '../places/place-search.ts';
import { matchesTypedWords, typedWords } from '../../infra/search-matching/typed-words.ts';

/** A reward source's icon, by relation → multipart field (infra/storage/public-images.ts). */
const REWARD_SOURCE_IMAGES: ImageFields<'icon'> = { icon: 'reward_source[icon]' };
const NAME_MAX = 200;
const URL_MAX = 2000;

const include = { address: { include: { state: true } } } as const;
type Row = Prisma.RewardSourceGetPayload<{ include: typeof include }>;

export function toRewardSource(row: Row, ability: AppAbility): TRewardSource {
  const { address } = row;
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    icon: publicFileUrl(row.iconFileId),
    description: row.description,
    approved: row.approved,
    active: row.active,
    address: address
      ? {
          address_one: address.addressOne,
          address_two: address.addressTwo,
          city: address.city,
          zip: address.zip,
          state: { id: address.state.id, name: address.state.name, code: address.state.code },
          state_code: address.state.code,
        }
      : null,
    // Who redeems the source's gift cards is the admins' business, not the marketplace's.
    ...(seesInactive(ability) ? { contact_email: row.contactEmail } : {}),
  };
}

/** Admins see inactive sources too; everyone else (the marketplace) only active ones (spec §2.3, §9). */
const seesInactive = (ability: AppAbility) => ability.can('read', 'reward_source');

/**
 * Spec §7's search. What: every word in the name or the description. Where: a place read as the job
 * search reads it (a state; a city or ZIP: within 25 miles, nearest first; anything else, Remote
 * included, matches no local business). Marketplace order: approved first. There are at most a few
 * hundred sources, so they are filtered here rather than in SQL.
 */
export async function searchRewardSources(
  prisma: PrismaClient,
  input: { ability: AppAbility; query: TRewardSourceQuery },
): Promise<TRewardSource[]> {
  const { query } = input;
  const activeEq = query.filters.active_eq;
  const asked = activeEq === undefined ? undefined : activeEq === 'true';
  if (asked === false && !seesInactive(input.ability)) return [];
  const active = seesInactive(input.ability) ? asked : true;
  const rows = await prisma.rewardSource.findMany({
    where: active === undefined ? {} : { active },
    include,
    orderBy: { id: 'asc' },
  });

  const what = typedWords(query.what_search_text);
  let found = rows.filter((row) => matchesTypedWords(what, `${row.name} ${row.description ?? ''}`));

  const distance = new Map<number, number>();
  const whereText = query.where_search_text?.trim();
  if (whereText) {
    const place = resolvePlace(whereText);
    found = found.filter((row) => {
      const address = row.address;
      if (!address) return false;
      if (place.kind === 'state') return address.state.code === place.code;
      if (place.kind !== 'point' || address.latitude === null || address.longitude === null) return false;
      const miles = milesBetween(place, { latitude: address.latitude, longitude: address.longitude });
      distance.set(row.id, miles);
      return miles <= SEARCH_RADIUS_MILES;
    });
  }

  const marketplace = query.order_for === 'reward_marketplace';
  return found
    .map((row, position) => ({ row, position }))
    .sort(
      (a, b) =>
        (marketplace ? Number(b.row.approved) - Number(a.row.approved) : 0) ||
        (distance.get(a.row.id) ?? 0) - (distance.get(b.row.id) ?? 0) ||
        (marketplace ? a.row.name.localeCompare(b.row.name) : 0) ||
        a.position - b.position,
    )
    .map(({ row }) => toRewardSource(row, input.ability));
}

export async function findRewardSource(
  prisma: PrismaClient,
  input: { ability: AppAbility; id: number },
): Promise<TRewardSource> {
  const row = await prisma.rewardSource.findUnique({ where: { id: input.id }, include });
  if (!row || (!row.active && !seesInactive(input.ability))) throw AppError.notFound('Reward source');
  return toRewardSource(row, input.ability);
}

type Fields = NonNullable<TRewardSourceFields['reward_source']>;

const EMAIL_MAX = 320;

/** One address, lower-cased as users' are; blank clears it. */
function checkContactEmail(email: string | undefined, errors: FieldErrors): string | null {
  if (!email) return null;
  if (email.length > EMAIL_MAX) errors.add('contact_email', `is too long (maximum is ${EMAIL_MAX} characters)`);
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.add('contact_email', 'is invalid');
  return email.toLowerCase();
}

function checkUrl(url: string | undefined, errors: FieldErrors): string | null {
  if (!url) return null;
  if (url.length > URL_MAX) errors.add('url', `is too long (maximum is ${URL_MAX} characters)`);
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      errors.add('url', 'must start with http:// or https://');
  } catch {
    errors.add('url', 'is not a valid URL');
  }
  return url;
}

/** Name required; description at most 1000 (spec §5); the URL a web address; an optional address. */
async function checkFields(prisma: PrismaClient, fields: Fields) {
  const errors = new FieldErrors();
  const name = fields.name ?? '';
  if (!name) errors.add('name', "can't be blank");
  else if (name.length > NAME_MAX) errors.add('name', `is too long (maximum is ${NAME_MAX} characters)`);
  const url = checkUrl(fields.url, errors);
  const contactEmail = fields.contact_email === undefined ? undefined : checkContactEmail(fields.contact_email, errors);
  const description = fields.description || null;
  if (description && description.length > REWARD_SOURCE_DESCRIPTION_MAX)
    errors.add('description', `is too long (maximum is ${REWARD_SOURCE_DESCRIPTION_MAX} characters)`);
  const address = isAddressGiven(fields.address_attributes)
    ? await validateAddressInput(prisma, fields.address_attributes, errors, { requireStreet: true })
    : undefined;
  errors.throwIfAny();
  const data = {
    name,
    url,
    description,
    ...(contactEmail !== undefined ? { contactEmail } : {}),
    ...(fields.approved !== undefined ? { approved: fields.approved } : {}),
    ...(fields.active !== undefined ? { active: fields.active } : {}),
  };
  return { data, address };
}

export async function createRewardSource(
  prisma: PrismaClient,
  input: { ability: AppAbility; fields: TRewardSourceFields; uploads: ReceivedUploads },
): Promise<TRewardSource> {
  if (!input.ability.can('create', 'reward_source')) throw AppError.forbidden();
  const { data, address } = await checkFields(prisma, input.fields.reward_source ?? {});
  const row = await prisma.rewardSource.create({
    data: {
      ...data,
      ...(address ? { address: { create: address } } : {}),
      ...newImageRows(input.uploads, REWARD_SOURCE_IMAGES),
    },
    include,
  });
  return toRewardSource(row, input.ability);
}

/**
 * A given address replaces the saved one's fields in place; an icon replaces the old icon (its row and file
 * are removed once the change is committed).
 */
export async function updateRewardSource(
  deps: { prisma: PrismaClient; storage: FileStorage },
  input: { ability: AppAbility; id: number; fields: TRewardSourceFields; uploads: ReceivedUploads },
): Promise<TRewardSource> {
  const { prisma } = deps;
  if (!input.ability.can('update', 'reward_source')) throw AppError.forbidden();
  const existing = await prisma.rewardSource.findUnique({
    where: { id: input.id },
    select: { addressId: true, iconFileId: true },
  });
  if (!existing) throw AppError.notFound('Reward source');
  const { data, address } = await checkFields(prisma, input.fields.reward_source ?? {});
  const images = await ImageReplacement.prepare(prisma, existing, input.uploads, REWARD_SOURCE_IMAGES);
  const row = await prisma.$transaction(async (tx) => {
    const updated = await tx.rewardSource.update({
      where: { id: input.id },
      data: {
        ...data,
        ...(address
          ? existing.addressId !== null
            ? { address: { update: address } }
            : { address: { create: address } }
          : {}),
        ...images.data,
      },
      include,
    });
    await images.deleteReplacedRows(tx);
    return updated;
  });
  await images.removeReplacedFiles(deps.storage);
  return toRewardSource(row, input.ability);
}
