// Places as plain values and functions (no zod), for the web app's first pages (decision 027): the place
// data's credit, and what a typed place text means.
import { US_STATES, type TUsState } from './us-states.ts';

/**
 * Credit for the offline place data behind location autocomplete and place search. The web app shows
 * it where the spec shows the maps provider's attribution (under the location autocomplete input).
 */
export const PLACE_DATA_ATTRIBUTION =
  'Places: GeoNames (geonames.org), CC BY 4.0. ZIP codes: zipcodes package (federalgovernmentzipcodes.us).';

/** The same credit in one short line, where the web app links it to its attributions page (the full credit). */
export const PLACE_DATA_CREDIT = 'Places: GeoNames, CC BY 4.0';

// What a place text typed into a 'where' box means: the job search's radius selector and job count
// (web) and the search itself (API, `resolvePlace`) read it here, so a text is never shown as one kind
// of place and searched as another.

/**
 * Case-, accent- and punctuation-insensitive text for matching: 'Cañon City' → 'canon city',
 * 'St. Louis' → 'st louis', "Kapa‘a" → 'kapaa', 'Winston-Salem' → 'winston salem'.
 */
export function foldPlaceText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.'`´‘’ʻ]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** ', USA' and the like at the end of a pasted address. */
const COUNTRY_SUFFIX = /,\s*(?:u\.?s\.?a?\.?|united states(?: of america)?)\s*$/i;

const STATE_BY_FOLDED_NAME = new Map<string, TUsState>(US_STATES.map((state) => [foldPlaceText(state.name), state]));
const STATE_BY_FOLDED_CODE = new Map<string, TUsState>(US_STATES.map((state) => [state.code.toLowerCase(), state]));

/** The state a text names exactly, by name or two-letter code, in any case: 'Massachusetts', 'ma', 'MA'. */
export function usStateOfText(text: string): TUsState | undefined {
  const folded = foldPlaceText(text);
  return STATE_BY_FOLDED_NAME.get(folded) ?? STATE_BY_FOLDED_CODE.get(folded);
}

/**
 * What a where text means, before any city or ZIP is looked up (decision 011):
 * - `none`: blank (or only a country), no place asked for;
 * - `remote`: 'Remote' in any case, the remote location type;
 * - `state`: a state by name or code, also with ', USA' ('Massachusetts, USA', 'ma'): searched as the
 *   whole state, with no radius ('Washington' and 'New York' are the states);
 * - `place`: anything else, a city or ZIP searched within a radius ('Boston, MA', '02108',
 *   'Washington, DC'), as `text` without its country.
 */
export type TPlaceTextMeaning =
  { kind: 'none' } | { kind: 'remote' } | { kind: 'state'; state: TUsState } | { kind: 'place'; text: string };

export function placeTextMeaning(text: string): TPlaceTextMeaning {
  const place = text.trim().replace(COUNTRY_SUFFIX, '').trim();
  const folded = foldPlaceText(place);
  if (!folded) return { kind: 'none' };
  if (folded === 'remote') return { kind: 'remote' };
  const state = usStateOfText(place);
  return state ? { kind: 'state', state } : { kind: 'place', text: place };
}
