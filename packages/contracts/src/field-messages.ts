/**
 * The one place a field's error becomes a sentence a person can act on: it names the field and says how
 * to fix it ("Password must be at least 8 characters.", "Enter a phone number with 10 digits.").
 *
 * Rules name what is wrong in a short phrase (`"can't be blank"`, `'is invalid'`,
 * `'is too short (minimum is 8 characters)'`, `'must be in the future'`); zod issues carry a code. Both are
 * worded here, once, with the field's label, so the API answers sentences whichever check refused the
 * value. A message that is already written for people (a capital first letter) is kept as written.
 */

/** A zod issue as the API sees it: its code and the limits zod gives with it. */
export type TFieldIssue = {
  code: string;
  minimum?: number | bigint | undefined;
  maximum?: number | bigint | undefined;
  origin?: string | undefined;
  format?: string | undefined;
  input?: unknown;
};

/** Labels for keys whose last word does not read well alone (`zip` → "ZIP code"). */
const FIELD_LABELS: Record<string, string> = {
  email: 'e-mail address',
  contact_email: 'contact e-mail address',
  phone: 'phone number',
  zip: 'ZIP code',
  address_one: 'street address',
  address_two: 'second address line',
  state: 'state',
  state_id: 'state',
  'businesses.name': 'business name',
  'businesses.employer_size': 'number of employees',
  'businesses.logo': 'business logo',
  employer_size: 'number of employees',
  employer_size_id: 'number of employees',
  password_confirmation: 'password confirmation',
  old_password: 'current password',
  ats_link: 'application link',
  url: 'web address',
  join_url: 'join link',
  join_help_text: 'join help text',
  sign_up_type: 'sign-up type',
  referral_payment_method: 'referral payment method',
  terms_version: 'terms of use',
  resume: 'resume',
  cover_letter: 'cover letter',
  salary_min: 'minimum salary',
  salary_max: 'maximum salary',
  expires_at: 'expiry date',
  radius: 'search radius',
  from: 'start date',
  to: 'end date',
  current_password: 'current password',
  is_position_filled: 'whether the position was filled',
  is_mw_hire: 'whether the hire came through MainWork',
};

/** Blank fields whose own words read better than "Enter a …". */
const HOW_TO_FILL: Record<string, string> = {
  old_password: 'Enter your current password.',
  current_password: 'Enter your current password.',
  password_confirmation: 'Enter the password again to confirm it.',
};

/** Fields chosen from a list rather than typed: "Choose a state." rather than "Enter a state." */
const CHOSEN = new Set([
  'state',
  'state_id',
  'employer_size',
  'employer_size_id',
  'businesses.employer_size',
  'sign_up_type',
  'referral_payment_method',
  'region',
  'region_id',
  'role',
  'stage',
  'frequency',
  'reward_source',
  'reward_source_id',
  'applicant_selection',
]);

/** Files: "Choose a resume file." */
const FILES = new Set(['resume', 'cover_letter', 'logo', 'banner', 'icon', 'businesses.logo', 'file']);

/** What to type when a value is not accepted, for the fields where that can be said precisely. */
const HOW_TO_FIX_INVALID: Record<string, string> = {
  email: 'Enter an e-mail address like name@example.com.',
  contact_email: 'Enter an e-mail address like name@example.com.',
  phone: 'Enter a phone number with 10 digits.',
  zip: 'Enter a ZIP code with 5 digits.',
  url: 'Enter a web address starting with https://.',
  join_url: 'Enter a web address starting with https://.',
  ats_link: 'Enter a web address starting with https://.',
};

const TAKEN: Record<string, string> = {
  email: 'An account already uses this e-mail address. Log in, or use another e-mail address.',
};

/**
 * The last word of a key: `address.city` → "city"; an item of a list is named by the list, in the singular
 * (`answers.1` → "answer", `screening_questions.4.id` → "screening_question").
 */
function bareKey(field: string): string {
  const parts = field.split('.');
  let item = false;
  while (parts.length > 1 && /^(\d+|id)$/.test(parts.at(-1)!)) {
    parts.pop();
    item = true;
  }
  const last = parts.at(-1) ?? field;
  return item ? last.replace(/s$/, '') : last;
}

/** The field's name in a sentence, lower case: "e-mail address", "first name". */
export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field] ?? FIELD_LABELS[bareKey(field)];
  if (known) return known;
  if (field === 'base') return 'this';
  return bareKey(field)
    .replace(/_id$/, '')
    .replace(/_attributes$/, '')
    .replace(/_/g, ' ');
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function withArticle(label: string): string {
  return `${/^[aeio]/i.test(label) ? 'an' : 'a'} ${label}`;
}

function isChosen(field: string): boolean {
  return CHOSEN.has(field) || CHOSEN.has(bareKey(field));
}

function isFile(field: string): boolean {
  return FILES.has(field) || FILES.has(bareKey(field));
}

function lookup(table: Record<string, string>, field: string): string | undefined {
  return table[field] ?? table[bareKey(field)];
}

/** "Enter a first name." / "Choose a state." / "Choose a resume file." */
export function blankFieldMessage(field: string): string {
  const specific = lookup(HOW_TO_FILL, field);
  if (specific) return specific;
  const label = fieldLabel(field);
  if (isFile(field)) return `Choose ${withArticle(label)} file.`;
  return `${isChosen(field) ? 'Choose' : 'Enter'} ${withArticle(label)}.`;
}

/** "Enter an e-mail address like name@example.com." / "Choose a valid state." */
export function invalidFieldMessage(field: string): string {
  const specific = lookup(HOW_TO_FIX_INVALID, field);
  if (specific) return specific;
  const label = fieldLabel(field);
  if (isFile(field)) return `Choose another ${label} file: this one is not accepted.`;
  return `${isChosen(field) ? 'Choose' : 'Enter'} a valid ${label}.`;
}

function characters(count: number): string {
  return `${count} ${count === 1 ? 'character' : 'characters'}`;
}

/**
 * Written for people already: it starts with a capital letter (or a digit or a quote). The spec's own
 * strings are among them ('Not currently accepting new applications') and are kept exactly as written.
 */
function isSentence(message: string): boolean {
  return /^[A-Z0-9"'“$]/.test(message);
}

/** zod's own English wording ("Invalid input: expected string…", "Too small: …"), never shown as it is. */
export function isZodWording(message: string): boolean {
  return /^(Invalid|Too (small|big)|Unrecognized)\b/.test(message);
}

/** The field's message as a sentence; `message` is a rule's short phrase or a finished sentence. */
export function fieldMessage(field: string, message: string): string {
  const text = message.trim();
  if (isSentence(text)) return text;
  const label = fieldLabel(field);
  const subject = capitalised(label === 'this' ? 'this' : `the ${label}`);
  const named = capitalised(label);
  if (text === "can't be blank" || text === 'must exist') return blankFieldMessage(field);
  if (['is invalid', 'is not included in the list', 'is not a valid date'].includes(text))
    return invalidFieldMessage(field);
  if (text === 'must be true or false') return `Choose yes or no for ${label}.`;
  if (text === 'contains characters that are not allowed')
    return `Remove the characters that are not allowed from the ${label}.`;
  const tooLarge = /^is too large \(maximum is (.+)\)$/.exec(text);
  if (tooLarge && isFile(field)) return `Choose ${withArticle(label)} file of ${tooLarge[1]} or less.`;
  if (text === 'has already been taken') return lookup(TAKEN, field) ?? `${subject} is already taken. Choose another.`;
  const tooShort = /^is too short \(minimum is (\d+) characters?\)$/.exec(text);
  if (tooShort) return `${named} must be at least ${characters(Number(tooShort[1]))}.`;
  const tooLong = /^is too long \(maximum is (\d+) characters?\)$/.exec(text);
  if (tooLong) return `${named} must be ${characters(Number(tooLong[1]))} or fewer.`;
  const mismatch = /^doesn't match (.+)$/.exec(text);
  if (mismatch)
    return `${named} must match the ${mismatch[1]!.toLowerCase()}. Type the same ${mismatch[1]!.toLowerCase()} twice.`;
  const rest = text.replace(/[.;,:\s]+$/, '');
  // "must be in the future" → "The expiry date must be in the future."; other phrases read after the label.
  return `${/^(must|is|are|has|can|cannot|contains|does)\b/.test(rest) ? subject : named} ${rest}.`
    .replace(/^This this /, 'This ')
    .replace(/\s+\./, '.');
}

/** A zod issue's message as a sentence, from its code and limits; a message the contract wrote wins. */
export function issueMessage(field: string, issue: TFieldIssue, written: string): string {
  if (written.trim() && !isZodWording(written.trim())) return fieldMessage(field, written);
  const label = capitalised(fieldLabel(field));
  const limit = (value: number | bigint | undefined) => Number(value ?? 0);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? blankFieldMessage(field) : invalidFieldMessage(field);
    case 'too_small':
      if (issue.origin === 'string')
        return limit(issue.minimum) <= 1
          ? blankFieldMessage(field)
          : `${label} must be at least ${characters(limit(issue.minimum))}.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return limit(issue.minimum) <= 1 ? blankFieldMessage(field) : `Choose at least ${limit(issue.minimum)}.`;
      return `${label} must be at least ${limit(issue.minimum)}.`;
    case 'too_big':
      if (issue.origin === 'string') return `${label} must be ${characters(limit(issue.maximum))} or fewer.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `${label}: choose at most ${limit(issue.maximum)}.`;
      return `${label} must be at most ${limit(issue.maximum)}.`;
    case 'unrecognized_keys':
      return 'Remove the fields this form does not have.';
    default:
      return invalidFieldMessage(field);
  }
}

/** Every field's messages as sentences (the `{ error: { field: [message] } }` shape stays). */
export function fieldMessages(fields: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, messages]) => [
      field,
      [...new Set(messages.map((message) => fieldMessage(field, message)))],
    ]),
  );
}
