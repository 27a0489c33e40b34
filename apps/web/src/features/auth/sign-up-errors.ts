import type { FieldKeys } from '../../lib/forms/use-form-mutation.ts';
import type { SignUpValues } from './sign-up-payload.ts';

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

/** The server's keys of the fields on screen: its messages for them go under them (joined with ' - '). */
export function signUpErrorKeys(visible: readonly SignUpField[]): FieldKeys<SignUpValues> {
  return Object.fromEntries(visible.map((field) => [field, SIGN_UP_ERROR_KEYS[field]]));
}

function humanize(key: string): string {
  const last = key.split('.').pop() ?? key;
  const words = last.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The server's messages with no field on screen to sit under: `address.geocode` becomes the red line under the
 * address section when it is shown; anything else (an unknown key, or a field the chosen role does not show)
 * goes to the form's red alert, labelled, so it is not lost.
 */
export function signUpUnplacedErrors(
  unplaced: readonly { key: string; message: string }[],
  visible: readonly SignUpField[],
): { geocode: string | undefined; alerts: string[] } {
  const addressShown = visible.includes('address_one');
  const labels = new Map<string, string>(
    (Object.keys(SIGN_UP_ERROR_KEYS) as SignUpField[]).map((field) => [SIGN_UP_ERROR_KEYS[field], FIELD_LABELS[field]]),
  );
  let geocode: string | undefined;
  const alerts: string[] = [];
  for (const { key, message } of unplaced) {
    if (key === GEOCODE_ERROR_KEY && addressShown) geocode = message;
    else alerts.push(key === GEOCODE_ERROR_KEY ? message : `${labels.get(key) ?? humanize(key)} ${message}`);
  }
  return { geocode, alerts };
}
