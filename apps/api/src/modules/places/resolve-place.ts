import { foldPlaceText, placeTextMeaning, usStateOfText } from '@mainwork/contracts';
import { firstWords } from '../../infra/search-matching/typed-words.ts';
import { cityNamed, zipByCode, zipCityNamed, type UsState } from './place-index.ts';

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

/**
 * Resolves the where text of a job search. Remote, a state, or a place is what `placeTextMeaning`
 * (contracts) says, the rule the web app's radius selector reads too; a place is then tried as:
 * - a five-digit ZIP, also as an autocomplete full_text ('02108, Boston, MA') → the ZIP's point;
 * - 'City, ST' or 'City, State name' → that city's point; 'Boston MA' (no comma) too;
 * - a bare city name → the most populous US city of that name.
 * Cities come from GeoNames, then from the ZIP data's city names ('New York, NY').
 *
 * Anything else is `unknown`: the job search then returns no jobs rather than ignoring text it could
 * not place, so a typo never widens the search to the whole country. Callers skip blank text.
 */
export function resolvePlace(text: string): ResolvedPlace {
  const meaning = placeTextMeaning(text);
  if (meaning.kind === 'none') return UNKNOWN;
  if (meaning.kind === 'remote') return { kind: 'remote' };
  if (meaning.kind === 'state') return { kind: 'state', code: meaning.state.code };
  const trimmed = meaning.text;
  const folded = foldPlaceText(trimmed);

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
    const cityState = usStateOfText(parts[parts.length - 1]!);
    if (parts.length !== 2 || !cityState) return UNKNOWN;
    return cityPoint(foldPlaceText(parts[0]!), cityState) ?? UNKNOWN;
  }

  const city = cityPoint(folded);
  if (city) return city;

  // 'Boston MA', 'Kansas City Missouri', 'Georgetown District of Columbia': the last words as the state.
  const words = firstWords(folded.split(' '));
  for (let split = words.length - 1; split >= 1; split--) {
    const suffixState = usStateOfText(words.slice(split).join(' '));
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
