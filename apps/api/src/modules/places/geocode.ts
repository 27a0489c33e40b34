import zipcodes from 'zipcodes';

export type GeocodeResult = { latitude: number; longitude: number };

/**
 * Locates a US address from offline ZIP data: the ZIP must exist and lie in the given state.
 * Returns null when the address cannot be placed.
 */
export function geocodeUsAddress(input: { zip: string; stateCode: string }): GeocodeResult | null {
  const zip = input.zip.trim().slice(0, 5);
  if (!/^\d{5}$/.test(zip)) return null;
  const place = zipcodes.lookup(zip);
  if (!place || place.state !== input.stateCode.toUpperCase()) return null;
  return { latitude: place.latitude, longitude: place.longitude };
}
