import { describe, expect, it } from 'vitest';
import type { TFieldErrors } from '@mainwork/contracts';
import { placeServerErrors } from '../../lib/forms/use-form-mutation.ts';
import { signUpErrorKeys, signUpUnplacedErrors, type SignUpField } from './sign-up-errors.ts';
import {
  buildSignUpFormData,
  EMPTY_SIGN_UP_VALUES,
  missingRequiredFields,
  visibleSignUpFields,
  type SignUpValues,
} from './sign-up-payload.ts';

const employerWithAddress = visibleSignUpFields({ role: 'Employer', saveAddress: true });

/** What the sign-up form shows for the server's errors: the text under each field, the line and the alert. */
function signUpErrorView(errors: TFieldErrors, visible: readonly SignUpField[]) {
  const fields: Partial<Record<SignUpField, string>> = {};
  const placement = placeServerErrors<SignUpValues>(
    (field, error) => {
      fields[field as SignUpField] = error.message;
    },
    errors,
    signUpErrorKeys(visible),
    'joined',
  );
  return { fields, ...signUpUnplacedErrors(placement.unplaced, visible) };
}

describe('sign-up error mapping', () => {
  it("puts businesses.* and address.* errors under the business and address fields, joined with ' - '", () => {
    const view = signUpErrorView(
      {
        'businesses.name': ["can't be blank"],
        'businesses.employer_size': ['is invalid'],
        'businesses.logo': ['must be a JPG or PNG image'],
        'address.address_one': ["can't be blank"],
        'address.address_two': ['is too long (maximum is 200 characters)'],
        'address.city': ["can't be blank"],
        'address.state': ['is invalid'],
        'address.zip': ['is invalid', 'is too short'],
        email: ['has already been taken'],
        phone: ['is invalid'],
      },
      employerWithAddress,
    );
    expect(view.fields).toEqual({
      business_name: "can't be blank",
      employer_size_id: 'is invalid',
      logo: 'must be a JPG or PNG image',
      address_one: "can't be blank",
      address_two: 'is too long (maximum is 200 characters)',
      city: "can't be blank",
      state_id: 'is invalid',
      zip: 'is invalid - is too short',
      email: 'has already been taken',
      phone: 'is invalid',
    });
    expect(view.alerts).toEqual([]);
    expect(view.geocode).toBeUndefined();
  });

  it('shows address.geocode as one line under the address section, not under a field', () => {
    const view = signUpErrorView({ 'address.geocode': ['We could not find that address.'] }, employerWithAddress);
    expect(view.geocode).toBe('We could not find that address.');
    expect(view.fields).toEqual({});
    expect(view.alerts).toEqual([]);
  });

  it('keeps messages with no field on screen for the alert instead of dropping them', () => {
    const hunter = visibleSignUpFields({ role: 'Hunter', saveAddress: false });
    const view = signUpErrorView(
      {
        email: ['is invalid'],
        'businesses.logo': ['can only be given when signing up as an employer'],
        role_name: ['is invalid'],
      },
      hunter,
    );
    expect(view.fields).toEqual({ email: 'is invalid' });
    expect(view.alerts).toEqual([
      'Business logo can only be given when signing up as an employer',
      'Role name is invalid',
    ]);
  });
});

describe('sign-up required fields and payload', () => {
  it('requires email and password of a candidate, and the business fields and address of an employer', () => {
    expect(missingRequiredFields(EMPTY_SIGN_UP_VALUES, { role: 'Hunter', saveAddress: false })).toEqual([
      'email',
      'password',
    ]);
    expect(missingRequiredFields(EMPTY_SIGN_UP_VALUES, { role: 'Employer', saveAddress: true })).toEqual([
      'business_name',
      'address_one',
      'city',
      'state_id',
      'zip',
      'employer_size_id',
      'email',
      'phone',
      'password',
    ]);
    // An untouched phone mask has no digits: still empty.
    const values = { ...EMPTY_SIGN_UP_VALUES, email: 'a@b.co', password: 'secret123', phone: '(' };
    expect(missingRequiredFields(values, { role: 'Employer', saveAddress: false })).toEqual([
      'business_name',
      'employer_size_id',
      'phone',
    ]);
  });

  it('sends the address only when the switch is on, and the phone as digits', () => {
    const values = {
      ...EMPTY_SIGN_UP_VALUES,
      email: ' boss@acme.test ',
      password: 'secret123',
      phone: '(617)-555-1234',
      business_name: 'Acme',
      employer_size_id: '2',
      address_one: '1 Main St',
      city: 'Boston',
      state_id: '22',
      zip: '02108',
    };
    const without = buildSignUpFormData(values, { role: 'Employer', saveAddress: false, affiliateLinkId: '7' });
    expect(Object.fromEntries(without)).toEqual({
      email: 'boss@acme.test',
      password: 'secret123',
      role_name: 'Employer',
      required_credit_card: 'false',
      al: '7',
      first_name: '',
      last_name: '',
      phone: '6175551234',
      'business[name]': 'Acme',
      'business[employer_size_id]': '2',
    });
    const withAddress = buildSignUpFormData(values, { role: 'Employer', saveAddress: true });
    expect(withAddress.get('business[address_attributes][address_one]')).toBe('1 Main St');
    expect(withAddress.get('business[address_attributes][address_two]')).toBe('');
    expect(withAddress.get('business[address_attributes][city]')).toBe('Boston');
    expect(withAddress.get('business[address_attributes][state_id]')).toBe('22');
    expect(withAddress.get('business[address_attributes][zip]')).toBe('02108');
    expect(withAddress.has('al')).toBe(false);
  });
});
