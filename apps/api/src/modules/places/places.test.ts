import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sql from 'sql-template-tag';
import { PLACE_DATA_ATTRIBUTION, placeTextMeaning, ZLocationSuggestion } from '@mainwork/contracts';
import { createTestDatabase } from '@mainwork/db/testing';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { autocompleteLocations } from './autocomplete.ts';
import { boundingBox, milesBetween, milesBetweenSql, SEARCH_RADIUS_MILES, type GeoPoint } from './distance.ts';
import { geocodeUsAddress } from './geocode.ts';
import { warmPlaceIndex } from './place-index.ts';
import { resolvePlace } from './resolve-place.ts';

const fullTexts = (query: string, limit?: number) => autocompleteLocations(query, limit).map((s) => s.full_text);

const BOSTON: GeoPoint = { latitude: 42.35843, longitude: -71.05977 };
const CAMBRIDGE: GeoPoint = { latitude: 42.3751, longitude: -71.10561 };

describe('the place index', () => {
  it('holds the US cities and ZIP codes of the 50 states and DC', () => {
    const stats = warmPlaceIndex();
    expect(stats.cities).toBeGreaterThan(15_000);
    expect(stats.zips).toBeGreaterThan(40_000);
  });
});

describe('autocompleteLocations', () => {
  it('offers cities by name prefix, most populous first', () => {
    const suggestions = autocompleteLocations('bos');
    expect(suggestions[0]).toEqual({ full_text: 'Boston, MA', main_text: 'Boston', secondary_text: 'MA' });
    const bostons = suggestions.filter((s) => s.main_text === 'Boston').map((s) => s.full_text);
    expect(bostons[0]).toBe('Boston, MA');
    expect(bostons.length).toBeGreaterThan(1);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(fullTexts('bos', 3)).toHaveLength(3);
  });

  it('matches a city prefix with a state code or name prefix', () => {
    expect(fullTexts('Boston, M')).toEqual(['Boston, MA']);
    expect(fullTexts('boston, mass')).toEqual(['Boston, MA']);
    expect(fullTexts('Boston, N')).toContain('Boston, NY');
    expect(fullTexts('Boston, N')).not.toContain('Boston, MA');
    // 'ma' is MA's code and the start of Maryland and Maine: the exact code comes first.
    expect(fullTexts('cambridge ma')).toEqual(['Cambridge, MA', 'Cambridge, MD']);
    expect(fullTexts('Cambridge, MD')).toEqual(['Cambridge, MD']);
  });

  it('is case and accent insensitive', () => {
    expect(fullTexts('BOSTON')[0]).toBe('Boston, MA');
    expect(fullTexts('canon ci')).toContain('Cañon City, CO');
    expect(fullTexts('Cañon Ci')).toContain('Cañon City, CO');
    expect(fullTexts('saint louis')[0]).toBe('St. Louis, MO');
  });

  it('offers ZIP codes for three to five digits', () => {
    const suggestions = autocompleteLocations('021');
    expect(suggestions).toHaveLength(8);
    expect(suggestions).toContainEqual({
      full_text: '02108, Boston, MA',
      main_text: '02108',
      secondary_text: 'Boston, MA',
    });
    for (const suggestion of suggestions) expect(suggestion.main_text).toMatch(/^021\d\d$/);
    expect(suggestions.filter((s) => s.secondary_text === 'Boston, MA').length).toBeGreaterThan(4);
    expect(fullTexts('02108')).toEqual(['02108, Boston, MA']);
    expect(fullTexts('02108, Bos')).toEqual(['02108, Boston, MA']);
    expect(fullTexts('02')).toEqual([]);
    expect(fullTexts('00000')).toEqual([]);
  });

  it('offers Remote first for a prefix of it', () => {
    for (const query of ['re', 'rem', 'REMOTE', 'Remote']) {
      expect(autocompleteLocations(query)[0], query).toEqual({
        full_text: 'Remote',
        main_text: 'Remote',
        secondary_text: '',
      });
    }
    expect(fullTexts('rem').length).toBeGreaterThan(1);
    expect(fullTexts('bos')).not.toContain('Remote');
  });

  it('offers states by name, and by exact code', () => {
    expect(autocompleteLocations('mass')[0]).toEqual({
      full_text: 'Massachusetts',
      main_text: 'Massachusetts',
      secondary_text: 'State',
    });
    expect(fullTexts('ny')[0]).toBe('New York');
    const newPrefix = fullTexts('new');
    expect(newPrefix).toContain('New York');
    expect(newPrefix).toContain('New York City, NY');
    expect(newPrefix.filter((text) => !text.includes(',')).length).toBeLessThanOrEqual(4);
  });

  it('gives nothing for blank or unmatched text', () => {
    expect(autocompleteLocations('')).toEqual([]);
    expect(autocompleteLocations('   ')).toEqual([]);
    expect(autocompleteLocations('Antarctica')).toEqual([]);
    expect(autocompleteLocations('bos', 0)).toEqual([]);
  });
});

describe('resolvePlace', () => {
  it('reads Remote as the remote location type', () => {
    expect(resolvePlace('Remote')).toEqual({ kind: 'remote' });
    expect(resolvePlace(' remote ')).toEqual({ kind: 'remote' });
  });

  it('reads a state name or code as that state', () => {
    expect(resolvePlace('Massachusetts')).toEqual({ kind: 'state', code: 'MA' });
    expect(resolvePlace('ma')).toEqual({ kind: 'state', code: 'MA' });
    expect(resolvePlace('MA')).toEqual({ kind: 'state', code: 'MA' });
    expect(resolvePlace('district of columbia')).toEqual({ kind: 'state', code: 'DC' });
    expect(resolvePlace('Washington')).toEqual({ kind: 'state', code: 'WA' });
  });

  it('reads a ZIP, also as an autocomplete full_text, as its point', () => {
    const zip = { kind: 'point', latitude: 42.3576, longitude: -71.0684, label: '02108, Boston, MA' };
    expect(resolvePlace('02108')).toEqual(zip);
    expect(resolvePlace('02108, Boston, MA')).toEqual(zip);
    expect(resolvePlace('02108-1234')).toEqual(zip);
    expect(resolvePlace('00000')).toEqual({ kind: 'unknown' });
  });

  it('reads City, ST and City, State name as that city', () => {
    const boston = { kind: 'point', latitude: BOSTON.latitude, longitude: BOSTON.longitude, label: 'Boston, MA' };
    expect(resolvePlace('Boston, MA')).toEqual(boston);
    expect(resolvePlace('boston, massachusetts')).toEqual(boston);
    expect(resolvePlace('Boston MA')).toEqual(boston);
    expect(resolvePlace('Boston, MA, USA')).toEqual(boston);
    expect(resolvePlace('Boston, NY')).toMatchObject({ kind: 'point', label: 'Boston, NY' });
    expect(resolvePlace('Washington, DC')).toMatchObject({ kind: 'point', label: 'Washington, DC' });
    expect(resolvePlace('Saint Louis, MO')).toMatchObject({ kind: 'point', label: 'St. Louis, MO' });
    // Named so only in the ZIP data: placed at the middle of its ZIPs.
    const newYork = resolvePlace('New York, NY');
    expect(newYork).toMatchObject({ kind: 'point', label: 'New York, NY' });
    expect(milesBetween(newYork as GeoPoint, { latitude: 40.7831, longitude: -73.9712 })).toBeLessThan(10);
  });

  it('reads a bare city name as the most populous city of that name', () => {
    expect(resolvePlace('Boston')).toMatchObject({ kind: 'point', label: 'Boston, MA' });
    expect(resolvePlace('cambridge')).toMatchObject({ kind: 'point', label: 'Cambridge, MA' });
    expect(resolvePlace('Springfield')).toMatchObject({ kind: 'point', label: 'Springfield, MO' });
  });

  it('searches a text as the kind of place the web app shows it as (placeTextMeaning, contracts)', () => {
    const searchedAs = { remote: ['remote'], state: ['state'], place: ['point', 'unknown'], none: ['unknown'] };
    const texts = ['Massachusetts, USA', 'MA', 'ma', 'Boston, MA', 'Boston, MA, USA', 'Boston MA', '02108', 'Remote'];
    for (const text of [...texts, 'Washington', 'Washington, DC', 'New York, NY', 'Antarctica', '', 'M.A.']) {
      expect(searchedAs[placeTextMeaning(text).kind], text).toContain(resolvePlace(text).kind);
    }
    expect(resolvePlace('Massachusetts, USA')).toEqual({ kind: 'state', code: 'MA' });
  });

  it('reads anything else as unknown', () => {
    for (const text of ['Antarctica', 'Boston, XX', 'Boston, Texas', 'Paris, France', '12', '', '   ']) {
      expect(resolvePlace(text), text).toEqual({ kind: 'unknown' });
    }
  });
});

describe('distances', () => {
  it('measures Boston to Cambridge as about 3 miles', () => {
    const miles = milesBetween(BOSTON, CAMBRIDGE);
    expect(miles).toBeGreaterThan(2.5);
    expect(miles).toBeLessThan(3.5);
    expect(milesBetween(BOSTON, BOSTON)).toBe(0);
    // Boston to Los Angeles is about 2,600 miles.
    expect(milesBetween(BOSTON, { latitude: 34.0522, longitude: -118.2437 })).toBeCloseTo(2600, -2);
  });

  it('bounds every point within the radius, and not far beyond it', () => {
    expect(SEARCH_RADIUS_MILES).toBe(25);
    for (const center of [
      BOSTON,
      { latitude: 64.8378, longitude: -147.7164 },
      { latitude: 21.3069, longitude: -157.8583 },
    ]) {
      const box = boundingBox(center, SEARCH_RADIUS_MILES);
      for (let bearing = 0; bearing < 360; bearing += 15) {
        const point = pointAt(center, bearing, SEARCH_RADIUS_MILES - 0.01);
        expect(milesBetween(center, point)).toBeLessThan(SEARCH_RADIUS_MILES);
        expect(point.latitude).toBeGreaterThanOrEqual(box.minLatitude);
        expect(point.latitude).toBeLessThanOrEqual(box.maxLatitude);
        expect(point.longitude).toBeGreaterThanOrEqual(box.minLongitude);
        expect(point.longitude).toBeLessThanOrEqual(box.maxLongitude);
      }
      const farNorth = { latitude: center.latitude + 0.5, longitude: center.longitude };
      expect(farNorth.latitude).toBeGreaterThan(box.maxLatitude);
    }
    const cambridgeBox = boundingBox(BOSTON, SEARCH_RADIUS_MILES);
    expect(CAMBRIDGE.latitude).toBeGreaterThan(cambridgeBox.minLatitude);
    expect(CAMBRIDGE.longitude).toBeLessThan(cambridgeBox.maxLongitude);
  });
});

describe('the distance in SQL', () => {
  it('agrees with milesBetween, near and far', async () => {
    const db = await createTestDatabase();
    try {
      for (const point of [CAMBRIDGE, pointAt(BOSTON, 45, 24.99), { latitude: 34.0522, longitude: -118.2437 }]) {
        const statement = sql`SELECT ${milesBetweenSql('p', BOSTON)} AS miles
          FROM (SELECT ${point.latitude}::float8 AS latitude, ${point.longitude}::float8 AS longitude) p`;
        const { rows } = await db.pool.query<{ miles: number }>(statement.text, statement.values);
        expect(rows[0]!.miles).toBeCloseTo(milesBetween(BOSTON, point), 6);
      }
    } finally {
      await db.drop();
    }
  });
});

describe('geocodeUsAddress', () => {
  it('still places a ZIP in its state', () => {
    expect(geocodeUsAddress({ zip: '02108', stateCode: 'ma' })).toEqual({ latitude: 42.3576, longitude: -71.0684 });
    expect(geocodeUsAddress({ zip: '02108', stateCode: 'NY' })).toBeNull();
  });
});

describe('GET /api/v1/locations/autocomplete', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('suggests places as location suggestions', async () => {
    const { status, body } = await t.client().get('/api/v1/locations/autocomplete?location_query=bos');
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body[0]).toEqual({ full_text: 'Boston, MA', main_text: 'Boston', secondary_text: 'MA' });
    for (const suggestion of body) expect(ZLocationSuggestion.strict().parse(suggestion)).toEqual(suggestion);

    const zips = await t.client().get(`/api/v1/locations/autocomplete?location_query=${encodeURIComponent('02108')}`);
    expect(zips.body).toEqual([{ full_text: '02108, Boston, MA', main_text: '02108', secondary_text: 'Boston, MA' }]);
    const cityState = await t
      .client()
      .get(`/api/v1/locations/autocomplete?location_query=${encodeURIComponent('Boston, M')}`);
    expect(cityState.body.map((s: { full_text: string }) => s.full_text)).toEqual(['Boston, MA']);
  });

  it('gives an empty list for a blank or missing query', async () => {
    for (const path of ['/api/v1/locations/autocomplete', '/api/v1/locations/autocomplete?location_query=']) {
      const { status, body } = await t.client().get(path);
      expect(status, path).toBe(200);
      expect(body, path).toEqual([]);
    }
  });

  it('rejects a query over 100 characters with a 400 and the error shape', async () => {
    const { status, body } = await t.client().get(`/api/v1/locations/autocomplete?location_query=${'a'.repeat(101)}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: expect.stringContaining('location_query') });
    const ok = await t.client().get(`/api/v1/locations/autocomplete?location_query=${'a'.repeat(100)}`);
    expect(ok.status).toBe(200);
  });

  it('has the data attribution to show', () => {
    expect(PLACE_DATA_ATTRIBUTION).toMatch(/GeoNames/);
    expect(PLACE_DATA_ATTRIBUTION).toMatch(/CC BY 4\.0/);
  });
});

/** The point `miles` away from `from` on a compass bearing (degrees), on a sphere. */
function pointAt(from: GeoPoint, bearingDegrees: number, miles: number): GeoPoint {
  const radius = 3958.8;
  const angle = miles / radius;
  const bearing = (bearingDegrees * Math.PI) / 180;
  const lat1 = (from.latitude * Math.PI) / 180;
  const lon1 = (from.longitude * Math.PI) / 180;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing));
  const lon2 =
    lon1 +
    Math.atan2(Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: (lat2 * 180) / Math.PI, longitude: (lon2 * 180) / Math.PI };
}
