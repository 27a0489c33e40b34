import { randomBytes } from 'node:crypto';

// Crockford's base 32: no I, L, O or U, so a code read aloud or typed from paper is not misread.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 16;
const GROUP = 4;

const grouped = (characters: string) => characters.match(new RegExp(`.{${GROUP}}`, 'g'))!.join('-');

/** A new redemption code: 80 random bits as 16 characters in groups of four ('7K3M-Q9TX-…'). */
export function newRedemptionCode(): string {
  const bytes = randomBytes((LENGTH * 5) / 8);
  let bits = 0;
  let value = 0;
  let characters = '';
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      characters += ALPHABET[(value >> bits) & 31];
    }
  }
  return grouped(characters);
}

/**
 * A code as typed or scanned, in its stored form: any case, with or without dashes and spaces, O read as
 * zero and I or L as one; null when it cannot be one of ours.
 */
export function canonicalRedemptionCode(text: string): string | null {
  const characters = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (characters.length !== LENGTH || [...characters].some((character) => !ALPHABET.includes(character))) return null;
  return grouped(characters);
}
