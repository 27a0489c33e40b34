import type { Prisma, PrismaClient } from '@mainwork/db';
import type { FieldErrors } from '../../http/app-error.ts';
import { geocodeUsAddress } from './geocode.ts';

const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
const BLANK = "can't be blank";

/** An address as forms send it (`address_attributes`): multipart gives strings, JSON numbers. */
export type AddressInput = {
  address_one?: string | null | undefined;
  address_two?: string | null | undefined;
  city?: string | null | undefined;
  state_id?: string | number | null | undefined;
  zip?: string | null | undefined;
};

export function isAddressGiven(address: AddressInput | null | undefined): address is AddressInput {
  return Boolean(
    address && Object.values(address).some((value) => value !== null && value !== undefined && value !== ''),
  );
}

/**
 * Checks an address (errors under `address.<field>`, spec §5) and places it with the offline US place
 * data (`address.geocode` when it cannot be). Returns the row to create, or undefined when it has errors.
 */
export async function validateAddressInput(
  prisma: PrismaClient,
  address: AddressInput,
  errors: FieldErrors,
  options: { requireStreet: boolean },
) {
  let invalid = false;
  const add = (field: string, message: string) => {
    invalid = true;
    errors.add(`address.${field}`, message);
  };
  const city = address.city?.trim() ?? '';
  const zip = address.zip?.trim() ?? '';
  const addressOne = address.address_one?.trim() ?? '';
  if (options.requireStreet && !addressOne) add('address_one', BLANK);
  if (!city) add('city', BLANK);
  if (!zip) add('zip', BLANK);
  let state: { id: number; code: string } | null = null;
  const stateId = address.state_id;
  if (stateId === null || stateId === undefined || stateId === '') add('state', BLANK);
  else if (!/^\d{1,9}$/.test(String(stateId))) add('state', 'is invalid');
  else {
    state = await prisma.state.findUnique({ where: { id: Number(stateId) }, select: { id: true, code: true } });
    if (!state) add('state', 'is invalid');
  }
  if (zip && !ZIP_PATTERN.test(zip)) add('zip', 'is invalid');
  for (const field of ['address_one', 'address_two', 'city'] as const) {
    if ((address[field]?.length ?? 0) > 200) add(field, 'is too long (maximum is 200 characters)');
  }
  if (invalid || !state) return undefined;
  const located = geocodeUsAddress({ zip, stateCode: state.code });
  if (!located) {
    errors.add('address.geocode', 'We could not find that address. Please check the city, state and zip.');
    return undefined;
  }
  return {
    addressOne: addressOne || null,
    addressTwo: address.address_two?.trim() || null,
    city,
    zip,
    state: { connect: { id: state.id } },
    latitude: located.latitude,
    longitude: located.longitude,
  } satisfies Prisma.AddressCreateWithoutBusinessesInput &
    Prisma.AddressCreateWithoutJobsInput &
    Prisma.AddressCreateWithoutRewardSourcesInput;
}
