import { deferredResolver, type DeferredResolver } from '../../lib/forms/deferred-resolver.ts';
import type { SignUpField } from './sign-up-errors.ts';

export type SignUpRole = 'Hunter' | 'Employer';

/** The form's values: every text field as typed, and the chosen logo. */
export type SignUpValues = Record<Exclude<SignUpField, 'logo'>, string> & { logo: File | null };

export const EMPTY_SIGN_UP_VALUES: SignUpValues = {
  email: '',
  password: '',
  first_name: '',
  last_name: '',
  phone: '',
  business_name: '',
  employer_size_id: '',
  logo: null,
  address_one: '',
  address_two: '',
  city: '',
  state_id: '',
  zip: '',
};

export const REQUIRED_FIELDS_MESSAGE = 'All fields marked with * are required.';

export type SignUpShape = { role: SignUpRole; saveAddress: boolean };

/** The fields on screen for a role (and the address section when its switch is on), in screen order. */
export function visibleSignUpFields({ role, saveAddress }: SignUpShape): SignUpField[] {
  if (role === 'Hunter') return ['email', 'password'];
  return [
    'business_name',
    ...(saveAddress ? (['address_one', 'address_two', 'city', 'state_id', 'zip'] as const) : []),
    'logo',
    'employer_size_id',
    'email',
    'first_name',
    'last_name',
    'phone',
    'password',
  ];
}

/** The fields marked * (spec §5): email and password; for employers business name, size, phone and the address. */
export function requiredSignUpFields({ role, saveAddress }: SignUpShape): SignUpField[] {
  if (role === 'Hunter') return ['email', 'password'];
  return [
    'business_name',
    ...(saveAddress ? (['address_one', 'city', 'state_id', 'zip'] as const) : []),
    'employer_size_id',
    'email',
    'phone',
    'password',
  ];
}

/** Digits of the masked phone, '(555)-123-4567' → '5551234567'. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

function isBlank(values: SignUpValues, field: SignUpField): boolean {
  if (field === 'logo') return values.logo === null;
  if (field === 'phone') return phoneDigits(values.phone) === '';
  if (field === 'password') return values.password === '';
  return values[field].trim() === '';
}

/** The required fields left empty, in screen order (the only client-side check, spec §5). */
export function missingRequiredFields(values: SignUpValues, shape: SignUpShape): SignUpField[] {
  return requiredSignUpFields(shape).filter((field) => isBlank(values, field));
}

/** The multipart sign-up payload of spec §3, with the bracket names of the wire format. */
export function buildSignUpFormData(values: SignUpValues, shape: SignUpShape & { affiliateLinkId?: string }): FormData {
  const form = new FormData();
  form.append('email', values.email.trim());
  form.append('password', values.password);
  form.append('role_name', shape.role);
  form.append('required_credit_card', 'false');
  if (shape.affiliateLinkId) form.append('al', shape.affiliateLinkId);
  if (shape.role === 'Employer') {
    form.append('first_name', values.first_name.trim());
    form.append('last_name', values.last_name.trim());
    form.append('phone', phoneDigits(values.phone));
    form.append('business[name]', values.business_name.trim());
    form.append('business[employer_size_id]', values.employer_size_id);
    if (values.logo) form.append('business[logo]', values.logo);
    if (shape.saveAddress) {
      form.append('business[address_attributes][address_one]', values.address_one.trim());
      form.append('business[address_attributes][address_two]', values.address_two.trim());
      form.append('business[address_attributes][city]', values.city.trim());
      form.append('business[address_attributes][state_id]', values.state_id);
      form.append('business[address_attributes][zip]', values.zip.trim());
    }
  }
  return form;
}

/** The contract's shaping of the values (text trimmed), loaded with zod when the form is first used. */
const shapeSignUpValues = deferredResolver(() => import('./form-resolvers.ts').then((m) => m.signUpValuesResolver));

/**
 * The sign-up form's resolver, given the role and address switch as its context: a required field left empty
 * is marked (type 'required', no text: the form says 'All fields marked with * are required.'); otherwise the
 * values are shaped by the contract's schema and never refused.
 */
export const signUpResolver: DeferredResolver<SignUpValues, SignUpShape> = Object.assign(
  async (...[values, shape, options]: Parameters<typeof shapeSignUpValues>) => {
    const missing = missingRequiredFields(values, shape ?? { role: 'Hunter', saveAddress: false });
    if (missing.length > 0) {
      return {
        values: {},
        errors: Object.fromEntries(missing.map((field) => [field, { type: 'required', message: '' }])),
      };
    }
    return shapeSignUpValues(values, shape, options);
  },
  { preload: shapeSignUpValues.preload },
);
