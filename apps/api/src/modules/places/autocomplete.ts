import { foldPlaceText, US_STATES, type TLocationSuggestion } from '@mainwork/contracts';
import type { ZipCode } from 'zipcodes';
import { firstWords } from '../../infra/search-matching/typed-words.ts';
import {
  citiesByPrefix,
  stateByCode,
  stateMatchesPrefix,
  statesByNamePrefix,
  zipsByPrefix,
  type UsCity,
  type UsState,
} from './place-index.ts';

export const REMOTE_SUGGESTION: TLocationSuggestion = { full_text: 'Remote', main_text: 'Remote', secondary_text: '' };

export const citySuggestion = (city: UsCity): TLocationSuggestion => ({
  full_text: `${city.name}, ${city.stateCode}`,
  main_text: city.name,
  secondary_text: city.stateCode,
});

export const stateSuggestion = (state: UsState): TLocationSuggestion => ({
  full_text: state.name,
  main_text: state.name,
  secondary_text: 'State',
});

export const zipSuggestion = (zip: ZipCode): TLocationSuggestion => ({
  full_text: `${zip.zip}, ${zip.city}, ${zip.state}`,
  main_text: zip.zip,
  secondary_text: `${zip.city}, ${zip.state}`,
});

/** Three to five leading digits, alone or before a comma ('021', '02108', '02108, Boston, MA'). */
const ZIP_PREFIX = /^(\d{3,5})\s*(?:,.*)?$/;

/**
 * Suggestions for a partial location, at most `limit`:
 * - blank → none;
 * - 2+ letters of 'Remote' → Remote first;
 * - 3–5 leading digits → ZIP codes in order ('02108, Boston, MA'); fewer digits → none;
 * - 'City, S…' → cities by name prefix in states whose code or name starts so;
 * - letters → an exactly named state code ('ny'), states by name prefix (2+ letters, at most half the
 *   list), then cities by name prefix, most populous first; 'Boston ma' (no comma) falls back to
 *   city + state when no city name starts with the whole text.
 * Case, accent and punctuation insensitive.
 */
export function autocompleteLocations(query: string, limit = 8): TLocationSuggestion[] {
  const text = query.trim();
  if (!text || limit <= 0) return [];

  if (/^\d/.test(text)) {
    const digits = ZIP_PREFIX.exec(text)?.[1];
    return digits ? zipsByPrefix(digits, limit).map(zipSuggestion) : [];
  }

  const folded = foldPlaceText(text);
  if (!folded) return [];
  const suggestions: TLocationSuggestion[] = [];
  if (folded.length >= 2 && 'remote'.startsWith(folded)) suggestions.push(REMOTE_SUGGESTION);

  if (text.includes(',')) {
    const [cityPart = '', statePart = ''] = text.split(',');
    suggestions.push(
      ...cityInStateSuggestions(foldPlaceText(cityPart), foldPlaceText(statePart), limit - suggestions.length),
    );
    return suggestions.slice(0, limit);
  }

  const states: UsState[] = [];
  const byCode = folded.length === 2 ? stateByCode(folded.toUpperCase()) : undefined;
  if (byCode) states.push(byCode);
  if (folded.length >= 2) {
    for (const state of statesByNamePrefix(folded)) if (state !== byCode) states.push(state);
  }
  const stateRoom = Math.min(states.length, Math.ceil((limit - suggestions.length) / 2));
  suggestions.push(...states.slice(0, stateRoom).map(stateSuggestion));

  const cities = citiesByPrefix(folded, limit - suggestions.length);
  if (cities.length > 0) {
    suggestions.push(...cities.map(citySuggestion));
  } else {
    // No city name starts with the whole text: 'Boston ma', 'Kansas City Missouri' may end with the state.
    const words = firstWords(folded.split(' '));
    for (let split = words.length - 1; split >= 1; split--) {
      const statePrefix = words.slice(split).join(' ');
      if (!US_STATES.some((state) => stateMatchesPrefix(state.code, statePrefix))) continue;
      const found = cityInStateSuggestions(words.slice(0, split).join(' '), statePrefix, limit - suggestions.length);
      if (found.length > 0) {
        suggestions.push(...found);
        break;
      }
    }
  }
  return suggestions.slice(0, limit);
}

/** Cities by name prefix in states matching a prefix; those of a state coded exactly so ('ma') first. */
function cityInStateSuggestions(cityPrefix: string, statePrefix: string, limit: number): TLocationSuggestion[] {
  const exactCode = statePrefix.length === 2 ? stateByCode(statePrefix.toUpperCase())?.code : undefined;
  const first = exactCode ? citiesByPrefix(cityPrefix, limit, (city) => city.stateCode === exactCode) : [];
  const rest = citiesByPrefix(
    cityPrefix,
    limit - first.length,
    (city) => city.stateCode !== exactCode && stateMatchesPrefix(city.stateCode, statePrefix),
  );
  return [...first, ...rest].map(citySuggestion);
}
