import { describe, expect, it } from 'vitest';
import { formatNumber } from './number-format.ts';

const intl = (value: number, min: number, max: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);

describe('formatNumber', () => {
  it('groups digits and writes decimals as Intl.NumberFormat does', () => {
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatNumber(1_234_567.5)).toBe('1,234,567.5');
    expect(formatNumber(60_000, 0, 0)).toBe('60,000');
    expect(formatNumber(18.5, 2, 2)).toBe('18.50');
    expect(formatNumber(0)).toBe('0');
  });

  it('rounds half away from zero on the shortest decimal form, where toFixed would not', () => {
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(formatNumber(1.005, 2, 2)).toBe('1.01');
    expect(formatNumber(999.995, 2, 2)).toBe('1,000.00');
    expect(formatNumber(99_999.5, 0, 0)).toBe('100,000');
    expect(formatNumber(-2.5, 0, 0)).toBe('-3');
  });

  it('gives the same string as Intl.NumberFormat for amounts, counts and odd values alike', () => {
    const values = [
      0,
      -0,
      1,
      9,
      10,
      99.999,
      0.5,
      0.05,
      0.0049,
      1e-7,
      123.456789,
      1e21,
      2 ** 53,
      -1234.5678,
      Infinity,
      -Infinity,
      NaN,
      45.675,
      18.555,
      1_000_000,
    ];
    let seed = 41;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 3000; i += 1) {
      const scale = 10 ** Math.floor(random() * 9);
      values.push(
        Math.round(random() * scale * 1000) / 1000,
        Math.round(random() * scale * 100) / 100,
        random() * scale,
      );
    }
    for (const value of values)
      for (const [min, max] of [
        [0, 0],
        [2, 2],
        [0, 3],
        [0, 2],
      ] as const)
        expect(formatNumber(value, min, max), `${value} (${min}-${max})`).toBe(intl(value, min, max));
  });
});
