import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../../infra/password-hashing.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, passwordProblems } from './password-policy.ts';

describe('the password rule', () => {
  it('needs a password', () => {
    expect(passwordProblems(undefined)).toEqual([PASSWORD_MESSAGES.blank]);
    expect(passwordProblems('')).toEqual([PASSWORD_MESSAGES.blank]);
  });

  it('takes 8 or more characters of any kind, with no composition rule', () => {
    for (const password of [
      'correct horse battery staple',
      'ÜÜÜÜÜÜÜÜ1',
      'ÜÜÜÜÜÜÜÜ',
      'Îñţérñåţîöñåļîžåţîöñ',
      'пароль-для-сайта',
      '🐈🐈🐈🐈🐈🐈🐈🐈',
      'all lowercase words',
      '        ',
    ]) {
      expect(passwordProblems(password), password).toEqual([]);
    }
  });

  it('counts characters as code points, not UTF-16 units or bytes', () => {
    // Seven cats are 14 UTF-16 units and 28 bytes, but seven characters.
    expect(passwordProblems('🐈'.repeat(7))).toEqual([PASSWORD_MESSAGES.tooShort]);
    expect(passwordProblems('🐈'.repeat(8))).toEqual([]);
    expect(passwordProblems('🐈'.repeat(PASSWORD_MAX_LENGTH))).toEqual([]);
    expect(passwordProblems('🐈'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual([PASSWORD_MESSAGES.tooLong]);
  });

  it('allows at least 64 characters and refuses more than 128', () => {
    expect(PASSWORD_MAX_LENGTH).toBeGreaterThanOrEqual(64);
    expect(passwordProblems('a quiet lake at dawn '.repeat(7).slice(0, 128))).toEqual([]);
    expect(passwordProblems('x'.repeat(129))).toEqual([PASSWORD_MESSAGES.tooLong]);
  });

  it('refuses the most common passwords, whatever their case', () => {
    for (const password of ['password1', '12345678a', 'Password1', 'qwertyuiop', 'iloveyou', 'abcd1234']) {
      expect(passwordProblems(password), password).toEqual([PASSWORD_MESSAGES.common]);
    }
  });

  it("refuses the user's own e-mail address, or its part before the @", () => {
    const email = 'dana.baker@example.com';
    expect(passwordProblems('Dana.Baker@Example.com', { email })).toEqual([PASSWORD_MESSAGES.email]);
    expect(passwordProblems('dana.baker', { email })).toEqual([PASSWORD_MESSAGES.email]);
    expect(passwordProblems('dana.baker', { email: 'lee@example.com' })).toEqual([]);
  });

  it('hashes and verifies the longest password of four-byte characters (argon2 takes bytes)', async () => {
    const passwords = createPasswordHasher({ memoryCost: 1024 });
    const longest = '🐈🦔'.repeat(PASSWORD_MAX_LENGTH / 2);
    expect(Buffer.byteLength(longest)).toBe(4 * PASSWORD_MAX_LENGTH);
    const hash = await passwords.hash(longest);
    expect(await passwords.verify(hash, longest)).toBe(true);
    expect(await passwords.verify(hash, longest.slice(0, -2))).toBe(false);
  });
});
