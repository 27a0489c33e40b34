import sql, { raw, type Sql } from 'sql-template-tag';
import { DEFAULT_SEARCH_RADIUS_MILES } from '@mainwork/contracts';

/**
 * A city or ZIP means jobs within this many miles of it unless the search asks for another radius
 * (DECISIONS.md, 'Place search').
 */
export const SEARCH_RADIUS_MILES = DEFAULT_SEARCH_RADIUS_MILES;

export type GeoPoint = { latitude: number; longitude: number };

export type BoundingBox = { minLatitude: number; maxLatitude: number; minLongitude: number; maxLongitude: number };

const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_OF_LATITUDE = (Math.PI * EARTH_RADIUS_MILES) / 180;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine). */
export function milesBetween(a: GeoPoint, b: GeoPoint): number {
  const dLatitude = radians(b.latitude - a.latitude);
  const dLongitude = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The same distance in SQL, from the point to the `latitude` and `longitude` columns of the rows named
 * `alias`; both sides of the search's radius check come from this file.
 */
export function milesBetweenSql(alias: string, point: GeoPoint): Sql {
  const latitude = raw(`${alias}.latitude`);
  const longitude = raw(`${alias}.longitude`);
  return sql`(${raw(String(EARTH_RADIUS_MILES))} * 2 * asin(sqrt(
    power(sin(radians(${latitude} - ${point.latitude}) / 2), 2) +
    cos(radians(${point.latitude})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${point.longitude}) / 2), 2))))`;
}

/**
 * A latitude/longitude box holding every point within `miles` of `point`: a cheap indexed
 * pre-filter (addresses are indexed on latitude, longitude) before the exact `milesBetween` check.
 * Longitude is widened for the box's poleward edge, so the box never cuts the circle.
 */
export function boundingBox(point: GeoPoint, miles: number): BoundingBox {
  const dLatitude = miles / MILES_PER_DEGREE_OF_LATITUDE;
  const minLatitude = Math.max(-90, point.latitude - dLatitude);
  const maxLatitude = Math.min(90, point.latitude + dLatitude);
  const widest = Math.max(Math.abs(minLatitude), Math.abs(maxLatitude));
  const cosine = Math.cos(radians(widest));
  const dLongitude = cosine < 1e-6 ? 180 : Math.min(180, dLatitude / cosine);
  return {
    minLatitude,
    maxLatitude,
    minLongitude: Math.max(-180, point.longitude - dLongitude),
    maxLongitude: Math.min(180, point.longitude + dLongitude),
  };
}
