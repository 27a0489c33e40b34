import { useEffect, useState } from 'react';
import { type TLocationSuggestion } from '@mainwork/contracts';
import { endpoints } from '../../../lib/endpoints.ts';
import { callEndpoint } from '../../../lib/api-client.ts';

/** Spec §9: the autocomplete waits 200 ms after the last keystroke. */
export const AUTOCOMPLETE_DELAY_MS = 200;

export type LocationSuggestions = {
  /** The text the suggestions answer, once they have arrived. */
  answeredText: string | null;
  suggestions: TLocationSuggestion[];
};

/**
 * `GET /api/v1/locations/autocomplete?location_query=…`, 200 ms after `text` last changed (spec §2.3, §9).
 * A failure gives no suggestions (spec §8); blank text asks nothing.
 */
export function useLocationSuggestions(text: string, enabled: boolean): LocationSuggestions {
  const [state, setState] = useState<LocationSuggestions>({ answeredText: null, suggestions: [] });
  const query = text.trim();
  useEffect(() => {
    if (!enabled || !query) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      callEndpoint(endpoints.places.autocomplete, { query: { location_query: query }, signal: controller.signal })
        .catch(() => [])
        .then((suggestions) => {
          if (!controller.signal.aborted) setState({ answeredText: query, suggestions });
        });
    }, AUTOCOMPLETE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, enabled]);
  return state.answeredText === query ? state : { answeredText: null, suggestions: [] };
}
