import { describe, expect, it } from 'vitest';
import { boundingBox, SEARCH_RADIUS_MILES } from '../places/place-search.ts';
import {
  CELL_WEEK_SLOTS,
  cellWeekSlotBase,
  FACET_KIND,
  idFacet,
  narrowingFacets,
  placeCellFacet,
  placeCellFacets,
  placeCellWeekFacet,
  salaryFacet,
} from './search-facets.ts';

describe('search facets', () => {
  it('encode a lookup id under its kind, and none for an id too big to encode', () => {
    expect(idFacet(FACET_KIND.jobType, 3)).toBe(1_000_003);
    expect(idFacet(FACET_KIND.industry, 999_999)).toBe(3_999_999);
    expect(idFacet(FACET_KIND.industry, 1_000_000)).toBeNull();
  });

  it('narrow a minimum salary to the highest Min Salary option it reaches', () => {
    expect(salaryFacet(39_999)).toBeNull();
    expect(salaryFacet(40_000)).toBe(FACET_KIND.salaryAtLeast + 40);
    expect(salaryFacet(50_000)).toBe(FACET_KIND.salaryAtLeast + 40);
    expect(salaryFacet(60_000)).toBe(FACET_KIND.salaryAtLeast + 60);
    expect(salaryFacet(1_000_000)).toBe(FACET_KIND.salaryAtLeast + 200);
  });

  it('cover every place within the search radius with the cells of its box', () => {
    const boston = { latitude: 42.3584, longitude: -71.0598 };
    const cells = placeCellFacets(boundingBox(boston, SEARCH_RADIUS_MILES));
    expect(cells.length).toBeLessThanOrEqual(120);
    // Points on the circle in eight directions, each in one of the box's cells.
    for (let step = 0; step < 8; step++) {
      const angle = (step * Math.PI) / 4;
      const latitude = boston.latitude + (24.9 / 69.05) * Math.sin(angle);
      const longitude = boston.longitude + (24.9 / (69.17 * Math.cos((latitude * Math.PI) / 180))) * Math.cos(angle);
      expect(cells).toContain(placeCellFacet(latitude, longitude));
    }
    expect(cells).not.toContain(placeCellFacet(40.7128, -74.006));
  });

  it('give a cell a facet of its own in each posting week of a cycle, past every other kind and within an int', () => {
    const [latitude, longitude] = [42.3584, -71.0598];
    const cell = placeCellFacet(latitude, longitude) - FACET_KIND.placeCell;
    const week = 1403;
    const cycle = Array.from({ length: CELL_WEEK_SLOTS }, (_, age) =>
      placeCellWeekFacet(latitude, longitude, week - age),
    );
    expect(new Set(cycle).size).toBe(CELL_WEEK_SLOTS);
    expect(cycle).toContain(cellWeekSlotBase(week) + cell);
    // A week a cycle earlier shares its slot: the posting day sets them apart.
    expect(placeCellWeekFacet(latitude, longitude, week - CELL_WEEK_SLOTS)).toBe(cycle[0]);
    // The last cell of the globe in the last slot.
    expect(placeCellWeekFacet(89.99, 179.99, CELL_WEEK_SLOTS - 1)).toBeLessThan(2 ** 31);
    expect(Math.min(...cycle)).toBeGreaterThanOrEqual(FACET_KIND.placeCellWeek);
    expect(placeCellFacet(89.99, 179.99)).toBeLessThan(FACET_KIND.placeCellWeek);
  });

  it('leave the facets most jobs hold to the exact conditions', () => {
    const fullTime = idFacet(FACET_KIND.jobType, 1)!;
    const over60k = salaryFacet(60_000)!;
    expect(narrowingFacets([fullTime, over60k], new Set([over60k]))).toEqual([fullTime]);
    expect(narrowingFacets([fullTime, over60k], new Set())).toEqual([fullTime, over60k]);
  });
});
