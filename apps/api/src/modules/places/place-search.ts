/** What the job search needs to search by place (DECISIONS.md, 'Place search'). */
export {
  boundingBox,
  milesBetween,
  milesBetweenSql,
  SEARCH_RADIUS_MILES,
  type BoundingBox,
  type GeoPoint,
} from './distance.ts';
export { resolvePlace, type ResolvedPlace } from './resolve-place.ts';
