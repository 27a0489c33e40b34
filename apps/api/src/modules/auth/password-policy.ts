import { dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN_LENGTH = 8;
/** NIST SP 800-63B asks for at least 64; ASVS denies more than 128. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  blank: 'Enter a password.',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer.`,
  common: 'This password is one of the most commonly used. Choose a less common one.',
  email: 'Password must not be your e-mail address. Choose another.',
} as const;

// zxcvbn-ts's list of the most used passwords (about 49,000, lower case), read once on first use: it
// ships with the code, so it is never stale.
let commonPasswords: Set<string> | undefined;
function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.toLowerCase());
}

/**
 * The one password rule (sign-up, reset, change, create-admin), after NIST SP 800-63B and ASVS 6.2:
 * 8 to 128 characters of any kind (counted in code points, so "ÜÜÜÜÜÜÜÜ" is 8), no composition rule,
 * not one of the most common passwords, and not the user's own e-mail address.
 */
export function passwordProblems(password: string | undefined, context: { email?: string | undefined } = {}): string[] {
  if (!password) return [PASSWORD_MESSAGES.blank];
  const problems: string[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_MESSAGES.tooShort);
  if (length > PASSWORD_MAX_LENGTH) problems.push(PASSWORD_MESSAGES.tooLong);
  if (isCommonPassword(password)) problems.push(PASSWORD_MESSAGES.common);
  if (isOwnEmail(password, context.email)) problems.push(PASSWORD_MESSAGES.email);
  return problems;
}

/** The address itself, or its part before the @ ("dana.baker" for dana.baker@example.com). */
function isOwnEmail(password: string, email: string | undefined): boolean {
  if (!email) return false;
  const typed = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  return typed === address || typed === address.split('@')[0];
}
