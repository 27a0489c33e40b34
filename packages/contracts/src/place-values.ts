// The place data's credit as plain text (no zod), for the web app's first pages (decision 027).

/**
 * Credit for the offline place data behind location autocomplete and place search. The web app shows
 * it where the spec shows the maps provider's attribution (under the location autocomplete input).
 */
export const PLACE_DATA_ATTRIBUTION =
  'Places: GeoNames (geonames.org), CC BY 4.0. ZIP codes: zipcodes package (federalgovernmentzipcodes.us).';

/** The same credit in one short line, where the web app links it to its attributions page (the full credit). */
export const PLACE_DATA_CREDIT = 'Places: GeoNames, CC BY 4.0';
