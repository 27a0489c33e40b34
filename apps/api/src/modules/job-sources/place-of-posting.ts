import zipcodes from 'zipcodes';
import { resolvePlace } from '../places/resolve-place.ts';
import { zipByCode } from '../places/place-index.ts';
import type { SourcedJob } from './readers/sourced-job.ts';

/** Where an imported posting is, as our jobs keep it: its location type and, for a US place, an address. */
export type PostingPlace = {
  locationType: 'Remote' | 'Hybrid' | 'On-site';
  address: { city: string; stateCode: string; zip: string; latitude: number; longitude: number } | null;
};

const US = new Set(['us', 'usa', 'united states', 'united states of america', 'u.s.', 'u.s.a.']);

/**
 * Matches a posting's location against the places index (decision 011): a US ZIP, or a city with its state
 * ('Boston, MA', 'Austin, Texas'). A city named without its state is not guessed (London is not London, KY),
 * nor is a place outside the US: such a job keeps no address and is found by its text and type alone.
 */
export function placeOfPosting(location: SourcedJob['location']): PostingPlace {
  const locationType =
    location.workplace === 'remote' ? 'Remote' : location.workplace === 'hybrid' ? 'Hybrid' : 'On-site';
  const country = location.country?.trim().toLowerCase() ?? '';
  if (country && !US.has(country)) return { locationType, address: null };

  const zip = location.postalCode?.trim().slice(0, 5);
  const byZip = zip && /^\d{5}$/.test(zip) ? zipByCode(zip) : undefined;
  if (byZip) {
    return {
      locationType,
      address: {
        city: byZip.city,
        stateCode: byZip.state,
        zip: byZip.zip,
        latitude: byZip.latitude,
        longitude: byZip.longitude,
      },
    };
  }
  if (!location.city || !location.region) return { locationType, address: null };
  const place = resolvePlace(`${location.city}, ${location.region}`);
  if (place.kind !== 'point') return { locationType, address: null };
  const [city, stateCode] = place.label.split(', ') as [string, string];
  const zipOfCity = zipcodes.lookupByName(city, stateCode)[0]?.zip ?? '';
  return {
    locationType,
    address: { city, stateCode, zip: zipOfCity, latitude: place.latitude, longitude: place.longitude },
  };
}
