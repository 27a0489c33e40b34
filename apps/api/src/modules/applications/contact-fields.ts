import { FieldErrors } from '../../http/app-error.ts';
import { EMAIL_PATTERN } from '../../domain/email-address.ts';
import { normalizePhone } from '../auth/register.ts';

const BLANK = "can't be blank";
const NAME_MAX = 100;
const EMAIL_MAX = 254;

export type ContactInput = { first_name?: string; last_name?: string; email?: string; phone?: string };
export type Contact = { firstName: string | null; lastName: string | null; email: string | null; phone: string | null };

/**
 * The contact fields of an application or of Instant Apply defaults (spec §5): names up to 100
 * characters, a valid e-mail, a 10-digit US phone stored as digits. `required` makes all four
 * mandatory (an application); defaults may leave any blank.
 */
export function checkContactFields(input: ContactInput, errors: FieldErrors, options: { required: boolean }): Contact {
  for (const field of ['first_name', 'last_name'] as const) {
    const value = input[field];
    if (!value) {
      if (options.required) errors.add(field, BLANK);
    } else if (value.length > NAME_MAX) errors.add(field, `is too long (maximum is ${NAME_MAX} characters)`);
  }
  const email = input.email?.toLowerCase();
  if (!email) {
    if (options.required) errors.add('email', BLANK);
  } else if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) errors.add('email', 'is invalid');
  const phone = normalizePhone(input.phone);
  if (!phone) {
    if (options.required) errors.add('phone', BLANK);
  } else if (phone.length !== 10) errors.add('phone', 'is invalid');
  return {
    firstName: input.first_name || null,
    lastName: input.last_name || null,
    email: email || null,
    phone: phone || null,
  };
}
