import type { TFieldErrors } from '@mainwork/contracts';

/** The sign-up form's fields (spec §2.3), named as the form keeps them. */
export type SignUpField =
  | 'email'
  | 'password'
  | 'first_name'
  | 'last_name'
  | 'phone'
  | 'business_name'
  | 'employer_size_id'
  | 'logo'
  | 'address_one'
  | 'address_two'
  | 'city'
  | 'state_id'
  | 'zip';

/** The server's error key for each field (spec §5; `apps/api/src/modules/auth/register.ts`). */
export const SIGN_UP_ERROR_KEYS: Record<SignUpField, string> = {
  email: 'email',
  password: 'password',
  first_name: 'first_name',
  last_name: 'last_name',
  phone: 'phone',
  business_name: 'businesses.name',
  employer_size_id: 'businesses.employer_size',
  logo: 'businesses.logo',
  address_one: 'address.address_one',
  address_two: 'address.address_two',
  city: 'address.city',
  state_id: 'address.state',
  zip: 'address.zip',
};

/** An address the server could not place: a red line under the address section. */
export const GEOCODE_ERROR_KEY = 'address.geocode';

/** The fields an `address.geocode` error marks invalid: the required address fields. */
export const GEOCODE_INVALID_FIELDS: readonly SignUpField[] = ['address_one', 'city', 'state_id', 'zip'];

export const ADDRESS_FIELDS: readonly SignUpField[] = ['address_one', 'address_two', 'city', 'state_id', 'zip'];

/** Labels, for messages whose field is not on screen. */
const FIELD_LABELS: Record<SignUpField, string> = {
  email: 'Email',
  password: 'Password',
  first_name: 'First name',
  last_name: 'Last name',
  phone: 'Phone',
  business_name: 'Business name',
  employer_size_id: 'Number of employees',
  logo: 'Business logo',
  address_one: 'Address one',
  address_two: 'Address two',
  city: 'City',
  state_id: 'State',
  zip: 'Zip',
};

/** The messages the server sent for one key, joined with ' - ' (spec §5); undefined when none. */
export function fieldErrorText(errors: TFieldErrors | null | undefined, key: string): string | undefined {
  const messages = (errors?.[key] ?? []).filter((message) => message.trim() !== '');
  return messages.length > 0 ? messages.join(' - ') : undefined;
}

export type SignUpErrorView = {
  /** The text under each field that has one. */
  fields: Partial<Record<SignUpField, string>>;
  /** The red line under the address section (`address.geocode`). */
  geocode: string | undefined;
  /** Fields to mark invalid: those with a message, plus the required address fields on a geocode error. */
  invalid: ReadonlySet<SignUpField>;
  /** Messages with no field on screen to sit under, labelled, for the form's red alert. */
  unplaced: string[];
};

function humanize(key: string): string {
  const last = key.split('.').pop() ?? key;
  const words = last.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Places the server's field errors on the fields that are on screen (`visible`). Anything else (an
 * unknown key, or a field the chosen role does not show) is returned in `unplaced` so it is not lost.
 */
export function signUpErrorView(
  errors: TFieldErrors | null | undefined,
  visible: readonly SignUpField[],
): SignUpErrorView {
  const fields: Partial<Record<SignUpField, string>> = {};
  const invalid = new Set<SignUpField>();
  const unplaced: string[] = [];
  const placedKeys = new Set<string>();

  for (const field of visible) {
    const key = SIGN_UP_ERROR_KEYS[field];
    const text = fieldErrorText(errors, key);
    placedKeys.add(key);
    if (!text) continue;
    fields[field] = text;
    invalid.add(field);
  }

  const addressShown = visible.includes('address_one');
  const geocode = addressShown ? fieldErrorText(errors, GEOCODE_ERROR_KEY) : undefined;
  if (geocode) {
    placedKeys.add(GEOCODE_ERROR_KEY);
    for (const field of GEOCODE_INVALID_FIELDS) invalid.add(field);
  }

  const labels = new Map<string, string>(
    (Object.keys(SIGN_UP_ERROR_KEYS) as SignUpField[]).map((field) => [SIGN_UP_ERROR_KEYS[field], FIELD_LABELS[field]]),
  );
  for (const key of Object.keys(errors ?? {})) {
    if (placedKeys.has(key)) continue;
    const text = fieldErrorText(errors, key);
    if (!text) continue;
    unplaced.push(key === GEOCODE_ERROR_KEY ? text : `${labels.get(key) ?? humanize(key)} ${text}`);
  }

  return { fields, geocode, invalid, unplaced };
}
