import { describe, expect, it } from 'vitest';
import { canonicalRedemptionCode, newRedemptionCode } from './redemption-code.ts';

describe('redemption codes', () => {
  it('are 16 characters of Crockford base 32 in four groups, and do not repeat', () => {
    const codes = Array.from({ length: 2000 }, newRedemptionCode);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('read back as typed: any case, without dashes, O as zero and I or L as one', () => {
    const code = newRedemptionCode();
    expect(canonicalRedemptionCode(code)).toBe(code);
    expect(canonicalRedemptionCode(code.toLowerCase().replace(/-/g, ''))).toBe(code);
    expect(canonicalRedemptionCode('oooo-iiii-llll-2222')).toBe('0000-1111-1111-2222');
    expect(canonicalRedemptionCode(' 7k3m q9tx 0000 zzzz ')).toBe('7K3M-Q9TX-0000-ZZZZ');
  });

  it('refuse anything else', () => {
    expect(canonicalRedemptionCode('')).toBeNull();
    expect(canonicalRedemptionCode('7K3M-Q9TX-0000')).toBeNull();
    expect(canonicalRedemptionCode('7K3M-Q9TX-0000-ZZZZ-0')).toBeNull();
    expect(canonicalRedemptionCode('7K3M-Q9TX-0000-ZZZU')).toBeNull();
    expect(canonicalRedemptionCode('../../admin')).toBeNull();
  });
});
