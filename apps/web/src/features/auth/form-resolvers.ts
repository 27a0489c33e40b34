import {
  ZForgotPasswordBody,
  ZLoginBody,
  ZRegisterFields,
  ZResetPasswordBody,
  type TLoginBody,
} from '@mainwork/contracts';
import { z } from '../../lib/zod.ts';
import { serverCheckedResolver } from '../../lib/forms/server-checked-resolver.ts';
import type { SignUpShape, SignUpValues } from './sign-up-payload.ts';

// The auth forms' resolvers, with the contract schemas and zod they need: loaded when a form is first focused or
// submitted (`deferredResolver`), not with the public pages these forms sit on (decision 076).

export const loginResolver = serverCheckedResolver<TLoginBody>(ZLoginBody);
export const forgotPasswordResolver = serverCheckedResolver<{ email: string }>(ZForgotPasswordBody);
export const resetPasswordResolver = serverCheckedResolver<{ password: string; password_confirmation: string }>(
  ZResetPasswordBody.shape.user,
);

const business = ZRegisterFields.shape.business.unwrap().shape;
const address = business.address_attributes.unwrap().shape;

/** The sign-up form's fields with the contract's rules for each (they only trim text: the server checks the rest). */
const signUpSchema = z.object({
  email: ZRegisterFields.shape.email,
  password: ZRegisterFields.shape.password,
  first_name: ZRegisterFields.shape.first_name,
  last_name: ZRegisterFields.shape.last_name,
  phone: ZRegisterFields.shape.phone,
  business_name: business.name,
  employer_size_id: business.employer_size_id,
  logo: z.instanceof(File).nullable(),
  address_one: address.address_one,
  address_two: address.address_two,
  city: address.city,
  state_id: address.state_id,
  zip: address.zip,
});

export const signUpValuesResolver = serverCheckedResolver<SignUpValues, SignUpShape>(signUpSchema);
