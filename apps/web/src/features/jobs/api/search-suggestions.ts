import { type TJobSuggestion, type TLocationSuggestion } from '@mainwork/contracts';
import { callEndpoint } from '../../../lib/api-client.ts';
import * as endpoints from '../../../lib/endpoints.ts';
import type { SuggestionSource } from './debounced-suggestions.ts';

/** `GET /api/v1/locations/autocomplete?location_query=…` (spec §2.3). */
export const locationSuggestions: SuggestionSource<TLocationSuggestion> = (text, signal) =>
  callEndpoint(endpoints.places.autocomplete, { query: { location_query: text }, signal });

/** `GET /api/v1/jobs/suggestions?q=…`: titles and words of live jobs with their counts. */
export const jobSuggestions: SuggestionSource<TJobSuggestion> = (text, signal) =>
  callEndpoint(endpoints.jobs.suggestions, { query: { q: text }, signal });
