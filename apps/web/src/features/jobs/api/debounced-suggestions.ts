import { useEffect, useState } from 'react';

/** Spec §9: the autocomplete waits 200 ms after the last keystroke. */
export const AUTOCOMPLETE_DELAY_MS = 200;

export type Suggestions<Suggestion> = {
  /** The text the suggestions answer, once they have arrived. */
  answeredText: string | null;
  suggestions: Suggestion[];
};

/** Asks for a text's suggestions; rejects on failure. */
export type SuggestionSource<Suggestion> = (text: string, signal: AbortSignal) => Promise<Suggestion[]>;

/**
 * A text's suggestions from `source`, 200 ms after `text` last changed (spec §2.3, §9). A failure gives no
 * suggestions (spec §8); blank text asks nothing. `source` must keep its identity between renders.
 */
export function useDebouncedSuggestions<Suggestion>(
  text: string,
  enabled: boolean,
  source: SuggestionSource<Suggestion>,
): Suggestions<Suggestion> {
  const [state, setState] = useState<Suggestions<Suggestion>>({ answeredText: null, suggestions: [] });
  const query = text.trim();
  useEffect(() => {
    if (!enabled || !query) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      source(query, controller.signal)
        .catch(() => [])
        .then((suggestions) => {
          if (!controller.signal.aborted) setState({ answeredText: query, suggestions });
        });
    }, AUTOCOMPLETE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, enabled, source]);
  return state.answeredText === query ? state : { answeredText: null, suggestions: [] };
}
