import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ZErrorBody } from './errors.ts';
import { PLACE_DATA_ATTRIBUTION } from './place-values.ts';

export * from './place-values.ts';

/** One location suggestion: `full_text` is what the input shows once picked and what job search receives. */
export const ZLocationSuggestion = z.object({
  /** 'Boston, MA', '02108, Boston, MA', 'Massachusetts' or 'Remote'. */
  full_text: z.string(),
  /** 'Boston', '02108', 'Massachusetts' or 'Remote'. */
  main_text: z.string(),
  /** 'MA', 'Boston, MA', 'State' or ''. */
  secondary_text: z.string(),
});
export type TLocationSuggestion = z.infer<typeof ZLocationSuggestion>;

export const ZLocationAutocompleteQuery = z.object({ location_query: z.string().max(100).optional() });
export type TLocationAutocompleteQuery = z.infer<typeof ZLocationAutocompleteQuery>;

export const placeEndpoints = {
  autocomplete: defineEndpoint({
    method: 'GET',
    path: '/api/v1/locations/autocomplete',
    summary:
      'Suggest US places for a partial location: Remote, states, cities (most populous first) and ZIP codes; ' +
      'empty for a blank query. Offline data: ' +
      PLACE_DATA_ATTRIBUTION,
    description:
      "Suggests places for a location field or the search's place box (`location_query`). Each suggestion's `full_text` is what the job search takes as its place.",
    access: 'public',
    query: ZLocationAutocompleteQuery,
    responses: { 200: z.array(ZLocationSuggestion), 400: ZErrorBody },
  }),
} as const;
