import { describe, expect, it } from 'vitest';
import { rangeLayers } from './dashboard-range.ts';

// 2026-03-02 is a Monday.
describe('rangeLayers', () => {
  it('reads a range of whole weeks from the weekly counts alone', () => {
    expect(rangeLayers({ from: '2026-03-02', to: '2026-03-22' })).toEqual({
      weeks: { from: '2026-03-02', to: '2026-03-16' },
      days: [],
    });
  });

  it('reads the days before the first Monday and after the last Sunday from the daily counts', () => {
    expect(rangeLayers({ from: '2026-03-04', to: '2026-03-24' })).toEqual({
      weeks: { from: '2026-03-09', to: '2026-03-16' },
      days: [
        { from: '2026-03-04', to: '2026-03-08' },
        { from: '2026-03-23', to: '2026-03-24' },
      ],
    });
  });

  it('reads a range holding no whole week from the daily counts alone', () => {
    expect(rangeLayers({ from: '2026-03-04', to: '2026-03-10' })).toEqual({
      weeks: null,
      days: [{ from: '2026-03-04', to: '2026-03-10' }],
    });
    expect(rangeLayers({ from: '2026-03-02', to: '2026-03-07' })).toEqual({
      weeks: null,
      days: [{ from: '2026-03-02', to: '2026-03-07' }],
    });
  });

  it('counts a week ending on the last day of the range as whole, across a year end', () => {
    expect(rangeLayers({ from: '2025-12-29', to: '2026-01-04' })).toEqual({
      weeks: { from: '2025-12-29', to: '2025-12-29' },
      days: [],
    });
  });
});
