import { cityNamed, fold, stateByText, zipByCode, zipCityNamed, type UsState } from './place-index.ts';

/** What the job search's where text means (DECISIONS.md, 'Place search'). */
export type ResolvedPlace =
  | { kind: 'remote' }
  | { kind: 'state'; code: string }
  /** Jobs within the search's radius of this point; `label` is how the place reads ('Boston, MA'). */
  | { kind: 'point'; latitude: number; longitude: number; label: string }
  | { kind: 'unknown' };

const UNKNOWN: ResolvedPlace = { kind: 'unknown' };

/** A ZIP, or ZIP+4, alone or before the rest of an autocomplete full_text ('02108, Boston, MA'). */
const ZIP_TEXT = /^(\d{5})(?:-\d{4})?\s*(?:,.*)?$/;

/** ', USA' and the like at the end of a pasted address. */
const COUNTRY_SUFFIX = /,\s*(?:u\.?s\.?a?\.?|united states(?: of america)?)\s*$/i;

/**
 * Resolves the where text of a job search, trying in order:
 * - 'Remote' (any case) → the remote location type;
 * - a state name or two-letter code ('Massachusetts', 'ma', 'MA') → that state (so 'Washington' and
 *   'New York' are the states; 'Washington, DC' and 'New York, NY' are cities);
 * - a five-digit ZIP, also as an autocomplete full_text ('02108, Boston, MA') → the ZIP's point;
 * - 'City, ST' or 'City, State name' → that city's point; 'Boston MA' (no comma) too;
 * - a bare city name → the most populous US city of that name.
 * Cities come from GeoNames, then from the ZIP data's city names ('New York, NY').
 *
 * Anything else is `unknown`: the job search then returns no jobs rather than ignoring text it could
 * not place, so a typo never widens the search to the whole country. Callers skip blank text.
 */
export function resolvePlace(text: string): ResolvedPlace {
  const trimmed = text.trim().replace(COUNTRY_SUFFIX, '').trim();
  const folded = fold(trimmed);
  if (!folded) return UNKNOWN;
  if (folded === 'remote') return { kind: 'remote' };

  const state = stateByText(trimmed);
  if (state) return { kind: 'state', code: state.code };

  const zipText = ZIP_TEXT.exec(trimmed);
  if (zipText) {
    const zip = zipByCode(zipText[1]!);
    return zip
      ? {
          kind: 'point',
          latitude: zip.latitude,
          longitude: zip.longitude,
          label: `${zip.zip}, ${zip.city}, ${zip.state}`,
        }
      : UNKNOWN;
  }
  if (/^\d/.test(trimmed)) return UNKNOWN;

  if (trimmed.includes(',')) {
    const parts = trimmed.split(',');
    const cityState = stateByText(parts[parts.length - 1]!);
    if (parts.length !== 2 || !cityState) return UNKNOWN;
    return cityPoint(fold(parts[0]!), cityState) ?? UNKNOWN;
  }

  const city = cityPoint(folded);
  if (city) return city;

  // 'Boston MA', 'Kansas City Missouri', 'Georgetown District of Columbia': the last words as the state.
  const words = folded.split(' ');
  for (let split = words.length - 1; split >= 1; split--) {
    const suffixState = stateByText(words.slice(split).join(' '));
    const found = suffixState && cityPoint(words.slice(0, split).join(' '), suffixState);
    if (found) return found;
  }
  return UNKNOWN;
}

function cityPoint(foldedName: string, state?: UsState): ResolvedPlace | undefined {
  if (!foldedName) return undefined;
  const city = cityNamed(foldedName, state?.code) ?? zipCityNamed(foldedName, state?.code);
  if (!city) return undefined;
  return {
    kind: 'point',
    latitude: city.latitude,
    longitude: city.longitude,
    label: `${city.name}, ${city.stateCode}`,
  };
}
